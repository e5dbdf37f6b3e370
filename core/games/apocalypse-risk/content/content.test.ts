// The world board as data: 42 territories, 6 continents, 83 borders (public facts about the board game).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BORDERS, CONTINENTS, TERRITORIES, neighboursOf } from './board';
import { byPlayers, movementCount, NUMBERS, SCENARIO_DIE, SCENARIO_NUMBERS } from './numbers';
import { GLOSSARY } from './glossary';
import { SCENARIOS } from './scenarios';
import { RULES } from '../rulesText';

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

describe('scenario texts say what the rules say (issue 30 item 4)', () => {
  const rule = (id: string) => RULES.find((r) => r.id === id)!.text;
  // Mothership Combat: "a player has armies in the same territory as the mothership"; Alien Combat: "If the alien mothership is present".
  it('the mothership works in its own territory, not beside it', () => {
    expect(SCENARIOS.aliens.summary).toContain('in the same territory as the lone mothership');
    expect(rule('aliens')).toContain('In the mothership\'s own territory an alien loss is ignored');
    for (const text of [SCENARIOS.aliens.summary, rule('aliens'), rule('mothership')]) expect(text).not.toMatch(/beside|next to/i);
  });

  // "Do not remove any infected in the first turn"; "identify all player territories with no infected but sharing an open border"; "remove half the infected units, rounded up".
  it('the plague text names the first-turn pause, the infected-free targets and the rounding', () => {
    expect(rule('plague')).toContain('free of infected but next to them across an open border');
    expect(rule('plague')).toContain('(not in the first turn): on a 6 half its infected die, rounded up');
  });

  // "Zombies constantly eat the locals ... add one zombie to each territory which is controlled by only zombies"; "Select a player territory at random".
  it('zombies grow where they stand alone and swarm to a random neighbour, not the nearest', () => {
    expect(SCENARIOS.zombies.summary).toContain('grow in every territory they hold alone');
    expect(SCENARIOS.zombies.summary).toContain('neighbouring armies picked at random');
    expect(SCENARIOS.zombies.summary).not.toContain('nearest');
  });

  // "mutants in contested territories only attack if mutant troops equal or outnumber the owner's troops"; "If player armies ever move into or through ground zero"; "Mutants do get reinforcements on the first turn".
  it('mutants strike when they match or outnumber, mutate movers at ground zero, and are reinforced in round 1', () => {
    expect(SCENARIOS.mutants.summary).toContain('match or outnumber the defenders');
    expect(rule('mutants')).toContain('half of any armies that move into or through it');
    expect(rule('apocalytes')).toContain('no reinforcements in round 1 (mutants do)');
  });
});

describe('ASSUMPTIONS.md agrees with the data', () => {
  const text = readFileSync(join(__dirname, '..', 'ASSUMPTIONS.md'), 'utf8');
  it('quotes the mutants\' designed values as content/numbers.ts has them', () => {
    expect(text).toContain(`\`opposeHoldChance\` (${Math.round(SCENARIO_NUMBERS.mutants.opposeHoldChance * 100)}%`);
    expect(text).toContain(`\`keepAfterStrong\` (${SCENARIO_NUMBERS.mutants.keepAfterStrong})`);
  });

  it('lists what is not implemented instead of claiming every section is', () => {
    expect(text).toContain('Not implemented (none of it is faked');
    expect(text).not.toMatch(/Implemented: every section of the rulebook/);
  });
});
