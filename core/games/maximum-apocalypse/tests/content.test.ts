// The content as data: counts the rulebook gives, printed values, and no effect id the rules do not interpret.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALL_MONSTERS, ALLIES, BOSSES, CARD_BY_ID, CHARACTERS, CLASS_DECKS, DAY_NIGHT, INSANITY, MISSIONS, MONSTER_BY_ID, MONSTERS, SCAVENGE_CARDS,
  TILE_BY_ID, TILE_TYPE_BY_ID, TILE_TYPES, TILES,
} from '../content';
import { DRAWN_EFFECTS, INSANITY_EFFECTS, MONSTER_PASSIVES, NIGHT_EFFECTS, PASSIVE_EFFECTS, REACTION_EFFECTS } from '../content/effectIds';
import { contentTables } from '../content/tables';
import { CARD_EFFECTS } from '../rules/effects';
import { MONSTER_EFFECTS } from '../rules/monsterEffects';
import { TILE_EFFECTS } from '../rules/tileEffects';

const has = (list: readonly string[], id: string) => list.includes(id);

describe('content counts', () => {
  it('the rulebook\'s contents: 75 monster cards, 6 bosses, 13 missions, 14 scavenge cards, 15 insanity cards, 20 day/night cards', () => {
    expect(MONSTERS.reduce((n, m) => n + m.copies, 0)).toBe(75);
    expect(BOSSES).toHaveLength(6);
    expect(MISSIONS).toHaveLength(13);
    expect(SCAVENGE_CARDS).toHaveLength(14);
    expect(INSANITY).toHaveLength(15);
    expect(DAY_NIGHT).toHaveLength(20);
  });

  it('every survivor deck holds 30 cards (the box\'s 60 are the Priest and Surgeon; the other classes the rulebook names come with theirs)', () => {
    for (const [id, deck] of Object.entries(CLASS_DECKS)) expect(deck.reduce((n, c) => n + c.copies, 0), id).toBe(30);
    expect(CHARACTERS.map((c) => c.id)).toEqual(expect.arrayContaining(['veteran', 'mechanic', 'ronin', 'priest', 'surgeon', 'ranger']));
  });

  it('every set has 15 monsters and at least one boss; every mission names tiles, piles and a set that exist', () => {
    for (const set of ['gothic', 'mythos', 'yokai', 'alien', 'zombie']) {
      expect(MONSTERS.filter((m) => m.set === set).reduce((n, m) => n + m.copies, 0)).toBe(15);
      expect(BOSSES.some((b) => b.set === set)).toBe(true);
    }
    for (const m of MISSIONS) {
      for (const t of m.tiles) expect(TILE_BY_ID[t], `${m.id}: ${t}`).toBeDefined();
      expect(new Set(m.tiles).size).toBe(m.tiles.length);
      for (const pile of Object.values(m.scavenge)) for (const id of Object.keys(pile)) expect(CARD_BY_ID[id]?.deck, `${m.id}: ${id}`).toBe('scavenge');
      if (m.boss.tile) expect(m.tiles.some((t) => TILE_BY_ID[t]!.type === m.boss.tile)).toBe(true);
      for (const v of m.objective.visit ?? []) expect(m.tiles.some((t) => TILE_BY_ID[t]!.type === v)).toBe(true);
      // There must be a way to find the fuel.
      expect(m.tiles.some((t) => TILE_TYPE_BY_ID[TILE_BY_ID[t]!.type]!.scavenge.includes('red'))).toBe(true);
    }
    for (const t of TILES) expect(TILE_TYPE_BY_ID[t.type]).toBeDefined();
    expect(TILES.filter((t) => t.type !== 'van').every((t) => t.spawn >= 2 && t.spawn <= 12 && t.spawn !== 7)).toBe(true);
  });

  it('the values the rulebook prints', () => {
    const c = (id: string) => CARD_BY_ID[id]!;
    expect(c('autoturret')).toMatchObject({ ammo: 4, abilities: [{ effect: 'turret', params: { amount: 4 } }] });
    expect(c('welding-helmet').abilities[0]).toMatchObject({ effect: 'reduceDamage', params: { amount: 1 } });
    expect(c('kabuto').abilities.map((a) => [a.effect, a.params?.amount])).toEqual([['bonusDamage', 2], ['reduceDamage', 1]]);
    expect(c('wakizashi').abilities[0]).toMatchObject({ effect: 'reduceDamage', params: { amount: 3, at: 'short' } });
    expect(c('katana').abilities[0]).toMatchObject({ effect: 'damage', params: { amount: 3, each: true } });
    expect(c('colt-pistol').ammo).toBe(4);
    expect(MONSTER_BY_ID.oni).toMatchObject({ attack: 4, counter: 'short' });
    expect(MONSTER_BY_ID.oni!.health).toBeGreaterThan(10);
    expect(MONSTER_BY_ID.oni!.health).toBeLessThanOrEqual(15);
    expect(MONSTER_BY_ID.vampire).toMatchObject({ attack: 3, health: 13, drainLife: true });
    expect(MONSTER_BY_ID['alien-invader']).toMatchObject({ attack: 3, range: 'mid' });
    expect(MONSTER_BY_ID['dark-young']).toMatchObject({ attack: 4 });
    expect(TILE_BY_ID.van!.spawn).toBe(6);
    expect(TILE_BY_ID['gas-station-5']).toBeDefined();
    expect(TILE_BY_ID['police-station-6']).toBeDefined();
    expect(ALLIES.find((a) => a.name === 'Hunter')!.cost).toEqual({ color: 'any', count: 3 });
  });
});

describe('effect ids', () => {
  it('every ability of every card, character and ally names an effect the rules interpret (a test fails on an unknown id)', () => {
    const unknown: string[] = [];
    const abilities = [
      ...Object.values(CARD_BY_ID).flatMap((c) => c.abilities.map((a) => ({ where: c.id, a }))),
      ...CHARACTERS.map((c) => ({ where: c.id, a: c.innate.ability })),
      ...ALLIES.map((c) => ({ where: c.id, a: c.ability })),
    ];
    for (const { where, a } of abilities) {
      const ok = a.on === 'passive' ? has(PASSIVE_EFFECTS, a.effect)
        : ['attacked', 'damaged', 'attached'].includes(a.on) ? has(REACTION_EFFECTS, a.effect)
          : a.on === 'drawn' ? has(DRAWN_EFFECTS, a.effect)
            : a.effect in CARD_EFFECTS;
      if (!ok) unknown.push(`${where}: ${a.on} ${a.effect}`);
    }
    for (const m of ALL_MONSTERS) for (const a of m.abilities) {
      const ok = a.on === 'passive' ? has(MONSTER_PASSIVES, a.effect) : a.effect in MONSTER_EFFECTS;
      if (!ok) unknown.push(`${m.id}: ${a.on} ${a.effect}`);
    }
    for (const t of TILE_TYPES) for (const a of t.abilities) if (!(a.effect in TILE_EFFECTS)) unknown.push(`${t.id}: ${a.effect}`);
    for (const i of INSANITY) if (!has(INSANITY_EFFECTS, i.effect)) unknown.push(`${i.id}: ${i.effect}`);
    for (const n of DAY_NIGHT) if (!has(NIGHT_EFFECTS, n.effect)) unknown.push(`${n.id}: ${n.effect}`);
    expect(unknown).toEqual([]);
  });

  it('the check catches an unknown id', () => {
    expect('noSuchEffect' in CARD_EFFECTS).toBe(false);
    expect(() => CARD_EFFECTS.noSuchEffect!.resolve).toThrow();
  });
});

describe('ASSUMPTIONS.md stays in step with the data', () => {
  it('its generated tables match the content (regenerate with the command in the file)', () => {
    const text = readFileSync(join(__dirname, '..', 'ASSUMPTIONS.md'), 'utf8');
    const start = text.indexOf('<!-- tables:start -->');
    const end = text.indexOf('<!-- tables:end -->');
    expect(start).toBeGreaterThan(0);
    expect(text.slice(start + '<!-- tables:start -->'.length, end).trim()).toBe(contentTables().trim());
  });

  it('the FAQ\'s "Fireman\'s Stamina/Horse/Motorcycle" names a Motorcycle and prints nothing else of it: no deck invents one, and the Missing list says so', () => {
    expect(Object.values(CARD_BY_ID).filter((c) => /motorcycle/i.test(`${c.id} ${c.name}`))).toEqual([]);
    const text = readFileSync(join(__dirname, '..', 'ASSUMPTIONS.md'), 'utf8');
    const missing = text.slice(text.indexOf('## Missing'), text.indexOf('## Readings of the rulebook'));
    expect(missing).toMatch(/Motorcycle card is not implemented/);
  });
});
