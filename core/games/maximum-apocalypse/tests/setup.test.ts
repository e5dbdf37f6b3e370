// Game Setup, steps 1-10, through the test driver (quotes from the rulebook's setup pages).
import { describe, expect, it } from 'vitest';
import { createDriver } from '../../../engine/driver';
import { MISSION_BY_ID, monstersOfSet } from '../content';
import { outerCells } from '../rules/grid';
import { DEFAULT_OPTIONS, maximumApocalypse } from '..';
import type { MAState } from '../state';
import { poolOf, survivor, table } from './helpers';

const start = (opts: object, seed = 1) => createDriver<MAState>(maximumApocalypse, { options: { ...DEFAULT_OPTIONS, ...opts } as never, seed });

describe('Game Setup', () => {
  it('1. "If you select the Veteran, be sure to grab the Dog card": two bodies, storage 4 and 0, one deck of 30', () => {
    const d = table(['veteran', 'mechanic']);
    const v = survivor(d, 'veteran');
    expect(v.bodies.map((b) => [b.name, b.health])).toEqual([['Veteran', 14], ['Dog', 6]]);
    const pool = poolOf(d, 'veteran');
    expect(pool.draw.length + pool.hand.length).toBe(30);
  });

  it('2-4. the mission decides the monster deck (its set) and the three scavenge piles', () => {
    const d = table(['ronin', 'priest'], { mission: 'blood-moon', difficulty: 'hard' });
    const mission = MISSION_BY_ID['blood-moon']!;
    const all = [...d.g.monsterDeck.draw, ...d.g.monsterDeck.discard, ...d.g.monsters.map((m) => m.card)];
    expect(all.length).toBe(monstersOfSet('gothic').reduce((n, m) => n + m.copies, 0));
    for (const color of ['blue', 'green', 'red'] as const) {
      // Hard adds an Ambush and an Empty Handed card to every pile.
      expect(d.g.scavenge[color].length).toBe(Object.values(mission.scavenge[color]).reduce((a, b) => a + b, 0) + 2);
    }
  });

  it('"Boss Setup": a boss waiting for its tile is kept out of the monster deck', () => {
    const d = table(['ronin', 'priest'], { mission: 'patient-zero' });
    expect(d.g.mission.boss).toBe('patient-zero#1');
    expect(d.g.mission.bossWaiting).toBe(true);
    expect(d.g.monsterDeck.draw).not.toContain('patient-zero#1');
  });

  it('5. spawn tokens: all 30 numbered tokens plus the safe and ambush tokens of the difficulty', () => {
    const counts = { easy: [5, 0], normal: [4, 1], hard: [3, 2], insane: [0, 3] } as const;
    for (const [difficulty, [safe, ambush]] of Object.entries(counts)) {
      const d = table(['ronin', 'priest'], { spawn: 'tokens', difficulty: difficulty as never });
      const bag = [...d.g.spawnBag!.pool, ...d.g.spawnBag!.aside];
      expect(bag.filter((t) => t.startsWith('n')).length).toBe(30);
      expect(bag.filter((t) => t.startsWith('safe')).length).toBe(safe);
      expect(bag.filter((t) => t.startsWith('ambush')).length).toBe(ambush);
    }
  });

  it('5. "Customize Monster Spawn (optional) ... If you\'d like to play with the monster spawn tokens": a new game rolls "the two main dice" unless the tokens are chosen', () => {
    expect(maximumApocalypse.optionsSchema.parse({}).spawn).toBe('dice');
    expect(DEFAULT_OPTIONS.spawn).toBe('dice');
    expect(start({}).g.spawnBag).toBeNull();
    // New game offers the dice first and names the tokens as the optional variant they are.
    const field = maximumApocalypse.optionFields.find((f) => f.key === 'spawn');
    const choices = field?.kind === 'select' ? field.choices : [];
    expect(choices[0]?.value).toBe('dice');
    expect(choices.find((c) => c.value === 'tokens')?.label).toMatch(/optional/);
  });

  it('6. the map is built in turns face down, each tile next to one already down; the Van goes on an outer edge and everyone starts there', () => {
    const d = start({ survivors: 2, mapBuild: 'players', mission: 'out-of-gas' });
    const seatsAsked: string[] = [];
    while (d.prompt.kind === 'placeTile') {
      seatsAsked.push(d.prompt.seat);
      const cells = d.prompt.options.map((o) => o.id);
      // Every offered cell touches the map.
      for (const c of cells) {
        const [x, y] = c.split(',').map(Number) as [number, number];
        expect(d.g.tiles.some((t) => Math.abs(t.x - x) + Math.abs(t.y - y) === 1)).toBe(true);
      }
      d.answer(cells[cells.length - 1]!);
    }
    expect(new Set(seatsAsked)).toEqual(new Set(['s1', 's2']));
    expect(d.g.tiles.every((t) => !t.faceUp)).toBe(true);
    expect(d.g.tiles.length).toBe(MISSION_BY_ID['out-of-gas']!.tiles.length);
    expect(d.prompt.kind).toBe('placeVan');
    const outer = outerCells(d.g);
    expect(d.prompt.options.map((o) => o.id)).toEqual(outer);
    d.answer(outer[0]!);
    const van = d.g.tiles.find((t) => t.def === 'van')!;
    expect(van.faceUp).toBe(true);
    expect(d.g.survivors.every((s) => s.tile === van.key)).toBe(true);
  });

  it('7. "Each player draws 4 cards"; "a single mulligan ... setting aside up to 4 of the cards just drawn ... shuffling the set-aside cards back"', () => {
    const d = start({ survivors: 1, class1: 'priest', mapBuild: 'grid' });
    expect(d.prompt.kind).toBe('mulligan');
    expect(d.prompt.max).toBe(4);
    expect(d.prompt.min).toBe(0);
    const hand = [...d.g.pools[0]!.hand];
    expect(hand).toHaveLength(4);
    d.answer(hand.slice(0, 2));
    const after = d.g.pools[0]!;
    expect(after.hand).toHaveLength(5); // the 4 kept or redrawn, and the first turn's draw (a solo game starts at once)
    expect(after.hand.filter((c) => hand.slice(0, 2).includes(c)).length).toBeLessThanOrEqual(2);
    expect(after.draw.length + after.hand.length).toBe(30);
  });

  it('8-9. hunger starts at 1; every survivor draws a monster ("your Van is noisy"), its Draw effect included', () => {
    const d = table(['ranger', 'surgeon', 'fireman']);
    for (const s of d.g.survivors) {
      expect(s.hunger).toBe(1);
      expect(d.g.monsters.filter((m) => m.owner === s.id).length + s.allies.length).toBe(1);
    }
  });

  it('Insane rolls the hunger die for starting hunger ("Have players roll to set their starting hunger level")', () => {
    const d = createDriver<MAState>(maximumApocalypse, { options: { ...DEFAULT_OPTIONS, survivors: 1, mapBuild: 'grid', difficulty: 'insane' } as never, seed: 3 });
    while (d.prompt.kind === 'mulligan') d.forceDice(4).answer([]);
    expect(d.g.survivors[0]!.hunger).toBe(4);
  });

  it('10. "pick a player to go first and then proceed clockwise"', () => {
    const d = table(['ranger', 'surgeon', 'fireman']);
    expect(d.prompt.kind).toBe('firstPlayer');
    d.answer('c2');
    expect(d.g.order).toEqual(['c2', 'c3', 'c1']);
    expect(d.g.turnState!.survivor).toBe('c2');
  });

  it('the Gunslinger "start[s] with the Colt Pistol card equipped with 4 bullets"', () => {
    const d = table(['gunslinger', 'priest']);
    const g = survivor(d, 'gunslinger');
    expect(g.gear).toEqual([{ card: 'colt-pistol#1', ammo: 4, bonus: 0 }]);
    const pool = poolOf(d, 'gunslinger');
    expect(pool.draw.length + pool.hand.length).toBe(29);
  });

  it('solo multi-class: "Shuffle these two decks together and then draw 8 cards to start. Your max hand size is 20"', () => {
    const d = createDriver<MAState>(maximumApocalypse, { options: { ...DEFAULT_OPTIONS, survivors: 1, solo: 'multiClass', class1: 'ronin', class2: 'surgeon', mapBuild: 'grid' } as never, seed: 2 });
    expect(d.g.pools).toHaveLength(1);
    expect(d.g.survivors.map((s) => [s.id, s.seat, s.pool])).toEqual([['c1', 's1', 'p1'], ['c2', 's1', 'p1']]);
    const pool = d.g.pools[0]!;
    expect(pool.hand).toHaveLength(8);
    expect(pool.draw.length + pool.hand.length).toBe(60);
    expect(pool.limit).toBe(20);
  });

  it('the options refuse two survivors of one class and a solo mode for several players', () => {
    expect(maximumApocalypse.optionsSchema.safeParse({ ...DEFAULT_OPTIONS, class1: 'ronin', class2: 'ronin' }).success).toBe(false);
    expect(maximumApocalypse.optionsSchema.safeParse({ ...DEFAULT_OPTIONS, survivors: 2, solo: 'allies' }).success).toBe(false);
  });
});
