import { describe, expect, it } from 'vitest';
import { customDie, rollFromFace, STANDARD_DICE } from '../engine/dice';
import { dieStats, expectedProbabilities, mergeTally, tallyEvents, tallyRolls, type DiceTally } from './diceTally';

const horde = customDie('horde', 'Horde die', [
  { label: 'Shamble', value: 1 }, { label: 'Shamble', value: 1 }, { label: 'Lurch', value: 2 },
  { label: 'Lurch', value: 2 }, { label: 'Surge', value: 3 }, { label: 'Howl', value: 0 },
], '#7a1f1f');

describe('tallyEvents', () => {
  it('counts diceRolled events per die id and face index, ignoring other events', () => {
    const d6 = STANDARD_DICE.d6;
    const events = [
      { type: 'diceRolled', purpose: 'Run', rolls: [rollFromFace(d6, 4), rollFromFace(horde, 1)] },
      { type: 'moved', rolls: [rollFromFace(d6, 0)] },
      { type: 'diceRolled', rolls: [rollFromFace(d6, 4), rollFromFace(horde, 0)] },
      { type: 'diceRolled' },
      null,
      'junk',
    ];
    const t = tallyEvents({}, events);
    expect(t).toEqual({ d6: [0, 0, 0, 0, 2], horde: [1, 1] });
  });

  it('skips malformed rolls instead of throwing', () => {
    const t = tallyRolls({}, [{ die: 'd4', face: -1 }, { die: 'd4', face: 1.5 }, { die: 7, face: 1 }, { die: 'd4', face: 3 }]);
    expect(t).toEqual({ d4: [0, 0, 0, 1] });
  });

  it('merges tallies of different lengths', () => {
    const a: DiceTally = { d6: [1, 2] };
    mergeTally(a, { d6: [0, 0, 5], d4: [1] });
    expect(a).toEqual({ d6: [1, 2, 5], d4: [1] });
  });
});

describe('dieStats', () => {
  it('expects every face (not every label) equally often', () => {
    expect(expectedProbabilities(horde)).toEqual(Array(6).fill(1 / 6));
    const s = dieStats(horde, [10, 10, 10, 10, 10, 10]);
    expect(s.faces.map((f) => f.label)).toEqual(['Shamble', 'Shamble', 'Lurch', 'Lurch', 'Surge', 'Howl']);
    expect(s.faces.every((f) => f.expected === 10)).toBe(true);
    expect(s.chi.statistic).toBe(0);
    expect(s.chi.pValue).toBe(1);
    expect(s.color).toBe('#7a1f1f');
  });

  it('pads short tallies with zeros and refuses faces the die does not have', () => {
    const s = dieStats(STANDARD_DICE.d4, [3]);
    expect(s.faces.map((f) => f.count)).toEqual([3, 0, 0, 0]);
    expect(s.total).toBe(3);
    expect(() => dieStats(STANDARD_DICE.d4, [1, 1, 1, 1, 1])).toThrow(/5 faces/);
  });

  it('flags a loaded die', () => {
    const s = dieStats(STANDARD_DICE.d6, [100, 100, 100, 100, 100, 300]);
    expect(s.chi.pValue!).toBeLessThan(0.001);
  });
});
