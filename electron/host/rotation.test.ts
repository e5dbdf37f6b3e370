import { describe, expect, it } from 'vitest';
import { planRotation, type SlotState } from './rotation';

const STATES: SlotState[] = ['good', 'broken', 'missing'];

/** Applies a plan to named files, failing on any rename onto an existing file or from an empty slot. */
function apply(slots: (string | null)[], plan: ReturnType<typeof planRotation>): (string | null)[] {
  const out = [...slots];
  for (const n of plan.remove) out[n] = null;
  for (const [from, to] of plan.moves) {
    if (out[from] === null) throw new Error(`rename from empty slot ${from}`);
    if (out[to] !== null) throw new Error(`rename onto occupied slot ${to}`);
    out[to] = out[from]!;
    out[from] = null;
  }
  return out;
}

describe('autosave rotation plan', () => {
  it('for every mix of good, broken and missing slots: keeps the newest good files in order, never loses one to a broken file', () => {
    let cases = 0;
    for (const a of STATES) for (const b of STATES) for (const c of STATES) for (const d of STATES) {
      const states = [a, b, c, d];
      const files = states.map((s, i) => (s === 'missing' ? null : `${s}${i}`));
      const after = apply(files, planRotation(states, 3));
      const good = files.filter((f): f is string => f !== null && f.startsWith('good'));
      expect(after[0], states.join()).toBeNull(); // slot 0 is free for the new autosave
      expect(after.slice(1).filter((f) => f !== null), states.join()).toEqual(good.slice(0, 3));
      expect(after.some((f) => f?.startsWith('broken')), states.join()).toBe(false);
      cases++;
    }
    expect(cases).toBe(81);
  });

  it('four good slots: the oldest is dropped and the rest move down one', () => {
    expect(planRotation(['good', 'good', 'good', 'good'], 3)).toEqual({ remove: [3], moves: [[2, 3], [1, 2], [0, 1]] });
  });

  it('a broken slot 1 is replaced by the slot 0 file, not pushed along', () => {
    expect(planRotation(['good', 'broken', 'good', 'good'], 3)).toEqual({ remove: [1], moves: [[0, 1]] });
  });
});
