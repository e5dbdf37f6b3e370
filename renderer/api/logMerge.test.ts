import { describe, expect, it } from 'vitest';
import type { MatchUpdate } from './types';
import { carryUnshown, mergeLog } from './logMerge';

const line = (n: number) => ({ at: n, text: `line ${n}`, kind: 'event' as const });
function update(lines: number[], logFrom: number, matchId = 'm'): MatchUpdate {
  return {
    matchId, gameId: 'g', title: 't', seats: [], viewer: 's1', view: {}, events: [], frames: [],
    log: lines.map(line), logFrom, canUndo: false, hash: 'h', choices: 0, handoff: false, saveProblem: null, description: "t", summary: null,
  };
}

describe('mergeLog', () => {
  it('takes a whole log as it is', () => {
    const u = update([0, 1], 0);
    expect(mergeLog(null, u)).toBe(u);
  });

  it('appends new lines to the lines the screen holds', () => {
    const merged = mergeLog(update([0, 1, 2], 0), update([3, 4], 3));
    expect(merged).not.toBe('resync');
    expect((merged as MatchUpdate).log.map((l) => l.at)).toEqual([0, 1, 2, 3, 4]);
    expect((merged as MatchUpdate).logFrom).toBe(0);
  });

  it('keeps only the lines before logFrom when the screen holds more (it reloaded in between)', () => {
    const merged = mergeLog(update([0, 1, 2, 3], 0), update([2, 3, 4], 2)) as MatchUpdate;
    expect(merged.log.map((l) => l.at)).toEqual([0, 1, 2, 3, 4]);
  });

  it('asks for the full state after missing lines or for another match', () => {
    expect(mergeLog(update([0], 0), update([5], 5))).toBe('resync');
    expect(mergeLog(null, update([5], 5))).toBe('resync');
    expect(mergeLog(update([0, 1], 0, 'a'), update([2], 2, 'b'))).toBe('resync');
  });
});

describe('carryUnshown', () => {
  const withEvents = (types: string[], viewer = 's1', matchId = 'm'): MatchUpdate => ({
    ...update([], 0, matchId), viewer, events: types.map((type) => ({ type })), frames: types.map(() => null),
  });

  it('puts the events of an update never shown in front of the next one', () => {
    const out = carryUnshown(withEvents(['struck', 'struck']), withEvents(['combatOver']));
    expect(out.events).toEqual([{ type: 'struck' }, { type: 'struck' }, { type: 'combatOver' }]);
    expect(out.frames).toHaveLength(3);
  });

  it('leaves the next update alone when nothing waits, or the waiting one is for another seat or match', () => {
    const next = withEvents(['combatOver']);
    expect(carryUnshown(null, next)).toBe(next);
    expect(carryUnshown(withEvents(['struck'], 's2'), next)).toBe(next);
    expect(carryUnshown(withEvents(['struck'], 's1', 'other'), next)).toBe(next);
  });
});
