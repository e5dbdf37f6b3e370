import { describe, expect, it } from 'vitest';
import { despairResult } from '../rules/invasionTokens';
import { clearMap, count, place, skipTo, start } from './helpers';

function heroMeetsToken(despairDice: number) {
  const d = start();
  clearMap(d);
  d.g.despairDice = despairDice;
  d.g.tokens.push({ id: 'tk-test', area: 'mainStreet' });
  skipTo(d, 'heroAction');
  return d;
}

describe('invasion tokens', () => {
  it('rulebook example one: six dice 1,1,1,2,2,3 bring 2 larvae, 1 gryllus, 1 fiend', () => {
    const d = heroMeetsToken(6);
    d.forceDice('I', 'I', 'I', 'II', 'II', 'III').answer('move:mainStreet');
    expect(d.g.tokens).toHaveLength(0);
    expect([count(d, 'larva', 'mainStreet'), count(d, 'gryllus'), count(d, 'fiend'), count(d, 'cacodemon')]).toEqual([2, 1, 1, 0]);
    expect(d.eventsOf('diceRolled')[0]!.rolls).toHaveLength(6);
    expect(d.eventsOf('tokenRevealed')[0]).toMatchObject({ area: 'mainStreet', faces: [3, 2, 1] });
    expect(d.g.doom).toBe(0);
  });

  it('rulebook example two: eight dice 1,1,1,1,2,3,3,3 bring 3 larvae, 2 grylluses, 1 cacodemon', () => {
    const d = heroMeetsToken(8);
    d.forceDice('I', 'I', 'I', 'I', 'II', 'III', 'III', 'III').answer('move:mainStreet');
    expect([count(d, 'larva'), count(d, 'gryllus'), count(d, 'fiend'), count(d, 'cacodemon')]).toEqual([3, 2, 0, 1]);
  });

  it('a revealed token lets the move go on into the next area', () => {
    const d = heroMeetsToken(4);
    d.forceDice('I', 'I', 'II', 'III').answer('move:mainStreet');
    expect(d.prompt.kind).toBe('moveOn');
    d.answer('move:plaza');
    expect(d.g.heroes[0]!.area).toBe('plaza');
    expect(count(d, 'gryllus', 'mainStreet')).toBe(1);
  });

  it('running out of figures: only what is left is placed, and the token adds 1 doom however many are missing', () => {
    const d = heroMeetsToken(8);
    // The rulebook's table: 4 larvae, 5 grylluses, 4 fiends and 2 cacodemons already in play.
    place(d, 'larva', 'hellgate', 4);
    place(d, 'gryllus', 'hellgate', 5);
    place(d, 'fiend', 'hellgate', 4);
    place(d, 'cacodemon', 'hellgate', 2);
    d.forceDice('I', 'I', 'I', 'I', 'II', 'II', 'II', 'II').answer('move:mainStreet');
    expect([count(d, 'larva', 'mainStreet'), count(d, 'gryllus', 'mainStreet'), count(d, 'fiend', 'mainStreet')]).toEqual([4, 1, 0]);
    expect(d.g.doom).toBe(1);
  });

  it('counts pairs per circle and one larva per pair', () => {
    expect(despairResult({ 1: 3, 2: 3, 3: 1 })).toEqual({ larva: 2, gryllus: 1, fiend: 1, cacodemon: 0 });
    expect(despairResult({ 1: 2, 2: 1, 3: 1 })).toEqual({ larva: 1, gryllus: 1, fiend: 0, cacodemon: 0 });
  });

  it('Divine Intervention can set the despair dice of a newly revealed token', () => {
    const d = start({ divineIntervention: true });
    d.answer('pass'); // the starting legion stays
    clearMap(d);
    d.g.tokens.push({ id: 'tk-test', area: 'mainStreet' });
    skipTo(d, 'heroAction');
    d.forceDice('III', 'III', 'III', 'III').answer('move:mainStreet');
    expect(d.prompt.kind).toBe('divineDice');
    d.answer('f:2:1:1');
    expect([count(d, 'larva'), count(d, 'gryllus'), count(d, 'cacodemon')]).toEqual([1, 1, 0]);
    expect(d.g.divine.used).toBe(true);
  });
});
