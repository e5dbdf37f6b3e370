// The combo table checked against an independent enumeration of every roll
// of 0 to 4 dice, and the odds the analysis quotes.
import { describe, expect, it } from 'vitest';
import { COMBO_TABLE, scoreRoll, type ComboName } from '../rules/combos';
import { passChance } from '../bots/checkOdds';

/** A second, plain reading of the table: list what the dice show by counting, then take the best allowed value. */
function reference(dice: number[], purpose: 'attack' | 'defense', snare: boolean, agility: boolean): { snake: boolean; value: number; miss: boolean } {
  if (dice.filter((d) => d === 1).length >= 2) return { snake: true, value: 0, miss: false };
  const count = (v: number) => dice.filter((d) => d === v).length;
  const shown: ComboName[] = [];
  const groups = [1, 2, 3, 4, 5, 6].map(count);
  if (groups.some((n) => n >= 2)) shown.push('pair');
  if (groups.filter((n) => n >= 2).length === 2) shown.push('twoPairs');
  if (groups.some((n) => n >= 3)) shown.push('triples');
  if (groups.some((n) => n === 4)) shown.push('quads');
  for (let lo = 1; lo <= 4; lo++) if ([lo, lo + 1, lo + 2].every((v) => count(v) > 0)) shown.push('straight3');
  for (let lo = 1; lo <= 3; lo++) if ([lo, lo + 1, lo + 2, lo + 3].every((v) => count(v) > 0)) shown.push('straight4');
  let best = { snake: false, value: 0, miss: false };
  for (const c of shown) {
    if (c === 'none') continue;
    if (snare && ['pair', 'triples', 'quads'].includes(c)) continue;
    if (agility && c.startsWith('straight')) continue;
    const v = COMBO_TABLE[c][purpose];
    if (v === 'miss') return { snake: false, value: 0, miss: true };
    if (v > best.value) best = { snake: false, value: v, miss: false };
  }
  return best;
}

function* rolls(n: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const r of rolls(n - 1)) for (let v = 1; v <= 6; v++) yield [...r, v];
}

describe('the combo table', () => {
  it('matches an independent enumeration of every roll, for attack and defence, under Snare and Agility', () => {
    let checked = 0;
    for (let n = 0; n <= 4; n++) {
      for (const dice of rolls(n)) {
        for (const purpose of ['attack', 'defense'] as const) {
          for (const [snare, agility] of [[false, false], [true, false], [false, true], [true, true]] as const) {
            const got = scoreRoll(dice, purpose, { snare, agility });
            expect({ snake: got.snake, value: got.value, miss: got.miss }, `${dice} ${purpose} snare=${snare} agility=${agility}`)
              .toEqual(reference(dice, purpose, snare, agility));
            checked++;
          }
        }
      }
    }
    expect(checked).toBe((1 + 6 + 36 + 216 + 1296) * 8);
  });

  it('the printed values: pair +1/-, two pairs +2/+1, 3-straight +2/+1, triples +3/+2, 4-straight +3/+3, quads +4/miss', () => {
    expect(COMBO_TABLE).toEqual({
      pair: { attack: 1, defense: 0 }, twoPairs: { attack: 2, defense: 1 }, straight3: { attack: 2, defense: 1 },
      triples: { attack: 3, defense: 2 }, straight4: { attack: 3, defense: 3 }, quads: { attack: 4, defense: 'miss' },
    });
  });

  it('"you cannot add AP from both a pair and a straight if you rolled 1, 2, 3, 3": the best is +2', () => {
    expect(scoreRoll([1, 2, 3, 3], 'attack')).toMatchObject({ combo: 'straight3', value: 2 });
  });

  it('"rolling 6, 6, 1, 1 is still a failure"; "if you rolled four 1s, you only have to account for one pair of snake eyes"', () => {
    expect(scoreRoll([6, 6, 1, 1], 'attack').snake).toBe(true);
    expect(scoreRoll([1, 1, 1, 1], 'defense')).toEqual({ snake: true, combo: 'none', value: 0, miss: false });
  });

  it('Snare: "Doubles, triples, and quads do not count ... Two pair does still count!"; Agility: "Straights do not count"', () => {
    expect(scoreRoll([3, 3, 5, 6], 'attack', { snare: true }).value).toBe(0);
    expect(scoreRoll([3, 3, 5, 5], 'attack', { snare: true })).toMatchObject({ combo: 'twoPairs', value: 2 });
    expect(scoreRoll([6, 6, 6, 6], 'defense', { snare: true }).miss).toBe(false);
    expect(scoreRoll([2, 3, 4, 5], 'attack', { agility: true }).value).toBe(0);
    expect(scoreRoll([2, 3, 4, 4], 'attack', { agility: true })).toMatchObject({ combo: 'pair', value: 1 });
  });

  it('odds: snake eyes with four dice 13.2%; a Support check with four dice and no tokens passes 44.4%', () => {
    let snake = 0;
    for (const d of rolls(4)) if (scoreRoll(d, 'attack').snake) snake++;
    expect(snake / 1296).toBeCloseTo(0.1319, 4);
    let pass = 0;
    for (const d of rolls(4)) if (!scoreRoll(d, 'attack').snake && d.reduce((a, b) => a + b) >= 15) pass++;
    expect(pass / 1296).toBeCloseTo(0.4437, 4);
    expect(passChance(0)).toBeCloseTo(pass / 1296, 9);
    expect(passChance(1)).toBeGreaterThan(0.7);
  });
});
