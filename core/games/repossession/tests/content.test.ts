// Content checks: the components list, the board's shape, the decks, the
// printed cards, and that every ability is an effect id the rules read.
import { describe, expect, it } from 'vitest';
import { repossession } from '..';
import {
  CREATURE_CARDS, FINAL_RAIDS, guardsOf, NEIGHBOURS, RAID_CARDS, SETTLEMENT_CARDS, START_PADS, SUPPLY_CARDS, TILES, tileValue,
} from '../content';
import { parseAbility } from '../content/support';
import { KNOWN_EFFECTS } from '../rules/effects';

describe('Components', () => {
  it('"216 Action cards (4 decks, 54 cards each)", split by Tier into 12 piles', () => {
    for (const deck of [SUPPLY_CARDS, SETTLEMENT_CARDS, CREATURE_CARDS, RAID_CARDS]) {
      expect(deck).toHaveLength(54);
      expect([1, 2, 3].map((t) => deck.filter((c) => c.tier === t).length)).toEqual([24, 18, 12]);
      expect(new Set(deck.map((c) => c.id)).size).toBe(54);
      expect(new Set(deck.map((c) => c.name)).size).toBe(54);
    }
  });

  it('"Game board (10x10 grid)" in four 5x5 quadrants, "2-8" players on 8 seats in two factions', () => {
    expect(TILES).toHaveLength(100);
    for (const q of ['nw', 'ne', 'sw', 'se']) expect(TILES.filter((t) => t.quadrant === q)).toHaveLength(25);
    expect(repossession.seats({ gaia: 4, xanadu: 4 }).map((s) => s.id)).toEqual(['g1', 'g2', 'g3', 'g4', 'x1', 'x2', 'x3', 'x4']);
    expect(repossession.optionsSchema.safeParse({ gaia: 5, xanadu: 1 }).success).toBe(false);
    expect(repossession.optionsSchema.safeParse({ gaia: 0, xanadu: 1 }).success).toBe(false);
  });
});

describe('the board', () => {
  it('every quadrant is the mirror image of the others (no faction gets a better map)', () => {
    for (const t of TILES) {
      const mx = TILES[t.y * 10 + (9 - t.x)]!;
      const my = TILES[(9 - t.y) * 10 + t.x]!;
      expect([mx.deck, mx.tier]).toEqual([t.deck, t.tier]);
      expect([my.deck, my.tier]).toEqual([t.deck, t.tier]);
    }
  });

  it('"all four Tier 3 red tiles in the center", each locked behind "the three Creatures surrounding" it', () => {
    expect(FINAL_RAIDS.map((i) => TILES[i]!.id).sort()).toEqual(['E5', 'E6', 'F5', 'F6']);
    for (const r of FINAL_RAIDS) {
      const guards = guardsOf(r);
      expect(guards).toHaveLength(3);
      for (const g of guards) expect(TILES[g]).toMatchObject({ tier: 3, deck: 'creatures', quadrant: TILES[r]!.quadrant });
    }
  });

  it('tile values: "Tier 1 and Tier 2 tiles = 1 faction token; Tier 3 Creature tiles = 3; Tier 3 Raid tiles = 5"', () => {
    expect(TILES.filter((t) => t.tier < 3).every((t) => tileValue(t) === 1)).toBe(true);
    expect(TILES.filter((t) => t.tier === 3 && t.deck === 'creatures').every((t) => tileValue(t) === 3)).toBe(true);
    expect(TILES.filter((t) => t.tier === 3 && t.deck === 'raids').every((t) => tileValue(t) === 5)).toBe(true);
  });

  it('moves are orthogonal only ("you cannot move diagonally"), across gaps included', () => {
    expect(NEIGHBOURS[0]!.map((i) => TILES[i]!.id).sort()).toEqual(['A2', 'B1']);
    expect(NEIGHBOURS[44]!.map((i) => TILES[i]!.id).sort()).toEqual(['D5', 'E4', 'E6', 'F5']);
  });

  it('Start Zones: four per faction on its own edge, each next to an edge tile', () => {
    expect(START_PADS.filter((p) => p.faction === 'gaia').map((p) => TILES[p.tile]!.id)).toEqual(['B1', 'D1', 'G1', 'I1']);
    expect(START_PADS.filter((p) => p.faction === 'xanadu').map((p) => TILES[p.tile]!.id)).toEqual(['B10', 'D10', 'G10', 'I10']);
  });
});

describe('cards', () => {
  it('Hanover Yard as printed: "a Ghoul Tribe with 9 HP and 6 AP plus the Agility effect", Tier 1 Raid', () => {
    expect(RAID_CARDS.find((c) => c.name === 'Hanover Yard')).toMatchObject({ tier: 1, type: 'ghoulTribe', hp: 9, ap: 6, effects: ['agility'], printed: true });
  });

  it('Azkel "3 ... including the Ability damage" against Ghoul Tribes, Kahl-Dwell 2 AP and ignores Agility, both "2 IP minimum"', () => {
    const azkel = SETTLEMENT_CARDS.find((c) => c.name === 'Azkel')!;
    const kahl = SETTLEMENT_CARDS.find((c) => c.name === 'Kahl-Dwell')!;
    expect(azkel.attack + azkel.abilities.find((a) => a.vs === 'ghoulTribe')!.amount!).toBe(3);
    expect(azkel.abilities[0]!.minIP).toBe(2);
    expect(kahl).toMatchObject({ attack: 2, abilities: [{ effect: 'ignoreAgility', minIP: 2 }] });
    expect(SUPPLY_CARDS.find((c) => c.name === 'Bloodlust Blade')!.abilities[0]!.effect).toBe('lifeSteal');
  });

  it('every ability is an effect id some rule interprets, with a known scope and partner card', () => {
    const known = new Set(KNOWN_EFFECTS);
    const ids = new Set([...SUPPLY_CARDS, ...SETTLEMENT_CARDS].map((c) => c.id));
    const scopes = new Set(['any', 'creature', 'raid', 'anthropoid', 'humanoid', 'flora', 'beast', 'rogueOutpost', 'mutantHorde', 'monsterNest', 'ghoulTribe']);
    for (const c of [...SUPPLY_CARDS, ...SETTLEMENT_CARDS]) {
      for (const a of c.abilities) {
        expect(known.has(a.effect), `${c.name}: ${a.effect}`).toBe(true);
        if (a.vs) expect(scopes.has(a.vs), `${c.name}: ${a.vs}`).toBe(true);
        if (a.pairsWith) expect(ids.has(a.pairsWith), `${c.name} pairs with ${a.pairsWith}`).toBe(true);
      }
      expect(c.slot === 'settlement').toBe(c.deck === 'settlements');
    }
    expect(() => parseAbility('fly:2@any')).not.toThrow();
    expect(known.has(parseAbility('fly:2@any').effect)).toBe(false);
  });

  it('enemy effects are the five the rulebook lists', () => {
    const effects = new Set([...CREATURE_CARDS, ...RAID_CARDS].flatMap((c) => c.effects));
    expect([...effects].sort()).toEqual(['agility', 'armor', 'poison', 'snare', 'speed']);
  });
});
