import { describe, expect, it } from 'vitest';
import { formatProfileSummary, summarizeProfile, type CpuProfile } from './profileSummary';

/** (root) -> main -> simulate -> { rules (recursive once), view }; and (root) -> load, outside simulate. */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: { functionName: '(root)', url: '' }, children: [2, 6] },
    { id: 2, callFrame: { functionName: 'main', url: 'file:///repo/tools/profile.ts' }, children: [3] },
    { id: 3, callFrame: { functionName: 'simulate', url: 'file:///repo/tools/simulate.ts' }, children: [4, 5] },
    { id: 4, callFrame: { functionName: 'rules', url: 'file:///repo/core/rules.ts' }, children: [7] },
    { id: 5, callFrame: { functionName: 'view', url: 'file:///repo/core/view.ts' } },
    { id: 6, callFrame: { functionName: 'load', url: 'node:internal/loader' } },
    { id: 7, callFrame: { functionName: 'rules', url: 'file:///repo/core/rules.ts' } },
  ],
  samples: [4, 4, 7, 5, 3, 6, 6, 6],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

describe('summarizeProfile', () => {
  it('sums self and inclusive time per function and file, counting a recursive function once per sample', () => {
    const s = summarizeProfile(profile, { top: 10, root: '/repo' });
    expect(s.totalMs).toBe(8);
    expect(s.self[0]).toEqual({ fn: 'load node:internal/loader', ms: 3, percent: 37.5 });
    expect(s.self.find((r) => r.fn === 'rules core/rules.ts')).toEqual({ fn: 'rules core/rules.ts', ms: 3, percent: 37.5 });
    expect(s.inclusive.find((r) => r.fn === 'simulate tools/simulate.ts')?.ms).toBe(5);
    expect(s.inclusive.find((r) => r.fn === 'rules core/rules.ts')?.ms).toBe(3);
  });

  it('counts only the samples under `within`, so startup does not dilute the shares', () => {
    const s = summarizeProfile(profile, { top: 2, within: 'simulate', root: '/repo' });
    expect(s.totalMs).toBe(5);
    expect(s.self).toEqual([
      { fn: 'rules core/rules.ts', ms: 3, percent: 60 },
      { fn: 'simulate tools/simulate.ts', ms: 1, percent: 20 },
    ]);
    expect(formatProfileSummary(s)).toContain(' 60.0%  rules core/rules.ts');
  });
});
