// The world board as data: 42 territories, 6 continents, 83 borders (public facts about the board game).
import { describe, expect, it } from 'vitest';
import { BORDERS, CONTINENTS, TERRITORIES, neighboursOf } from './board';
import { byPlayers, movementCount, NUMBERS, SCENARIO_DIE } from './numbers';
import { GLOSSARY } from './glossary';

describe('world board', () => {
  it('has 42 territories in 6 continents (9, 4, 7, 6, 12, 4)', () => {
    expect(TERRITORIES).toHaveLength(42);
    expect(CONTINENTS).toHaveLength(6);
    const count = (c: string) => TERRITORIES.filter((t) => t.continent === c).length;
    expect(['north-america', 'south-america', 'europe', 'africa', 'asia', 'australia'].map(count)).toEqual([9, 4, 7, 6, 12, 4]);
  });

  it('has 83 distinct borders between known territories, and every territory can reach every other', () => {
    expect(BORDERS).toHaveLength(83);
    const ids = new Set(TERRITORIES.map((t) => t.id));
    const keys = new Set(BORDERS.map(([a, b]) => [a, b].sort().join('|')));
    expect(keys.size).toBe(83);
    for (const [a, b] of BORDERS) { expect(ids.has(a)).toBe(true); expect(ids.has(b)).toBe(true); expect(a).not.toBe(b); }
    const seen = new Set(['alaska']);
    const queue = ['alaska'];
    while (queue.length) for (const n of neighboursOf(queue.shift()!)) if (!seen.has(n)) { seen.add(n); queue.push(n); }
    expect(seen.size).toBe(42);
  });

  it('crosses between continents where the classic board does (Alaska-Kamchatka, Brazil-North Africa, Greenland-Iceland ...)', () => {
    for (const [a, b] of [['alaska', 'kamchatka'], ['brazil', 'north-africa'], ['greenland', 'iceland'], ['central-america', 'venezuela'], ['siam', 'indonesia'], ['egypt', 'middle-east'], ['ukraine', 'ural']]) {
      expect(neighboursOf(a!)).toContain(b);
    }
  });

  it('glossary names every territory and continent once', () => {
    const ids = GLOSSARY.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('territory:'))).toHaveLength(42);
    expect(ids.filter((id) => id.startsWith('continent:'))).toHaveLength(6);
  });
});

describe('tables by player count', () => {
  // "Players start with (40/30/25/20) armies each means ... 40 armies each if there are two players ..."
  it('reads (2/3/4/5) tables by player count', () => {
    expect([2, 3, 4, 5].map((n) => byPlayers(NUMBERS.startingArmies, n))).toEqual([40, 30, 25, 20]);
    expect([2, 3, 4, 5].map((n) => byPlayers(NUMBERS.headquarters, n))).toEqual([3, 2, 2, 1]);
    expect([2, 3, 4, 5].map((n) => byPlayers(NUMBERS.supplies, n))).toEqual([4, 3, 2, 2]);
    expect([2, 3, 4, 5].map((n) => byPlayers(NUMBERS.mapHeadquarters, n))).toEqual([6, 6, 8, 5]);
    expect([2, 3, 4, 5].map((n) => byPlayers(NUMBERS.meteorSupplyMoves, n))).toEqual([2, 2, 1, 1]);
  });

  // "On a one or two, move a single apocalyte army. On a three, move half ... rounded down. On a four ... rounded up. On a five or six, move all the apocalytes save one."
  it('apocalyte movement die with 7 apocalytes moves 1, 1, 3, 4, 6, 6', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => movementCount(f, 7))).toEqual([1, 1, 3, 4, 6, 6]);
    expect([1, 2, 3, 4, 5, 6].map((f) => movementCount(f, 1))).toEqual([1, 1, 0, 1, 0, 0]);
  });

  // "choose an apocalyptic scenario by rolling a die": 1 Zombies, 2 Plague, 3 Mutants, 4 Aliens, 5 Demons, 6 Meteors
  it('maps the scenario die', () => {
    expect(Object.values(SCENARIO_DIE)).toEqual(['zombies', 'plague', 'mutants', 'aliens', 'demons', 'meteors']);
  });
});
