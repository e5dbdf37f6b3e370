/**
 * Component counts and cross-references of the DOOM content: the numbers the
 * reference fixes (four marines with health 10, six event sets of six, six
 * invasion groups per card, two per tier ...) and the links between files
 * (dice, weapon tokens, demons named by invasion cards).
 */
import { describe, expect, it } from 'vitest';
import { DOOM_DICE } from '../dice';
import * as content from '.';
import {
  ACTION_CARDS, CLASS_CARDS, DEMONS, EVENT_SETS, EVENT_SETS_PER_DECK, GLORY_KILL_CARDS, INVASION_CARDS, MARINES,
  MISSIONS, REFERENCE_WEAPON_TOKENS, SQUAD_CARDS, UAC_SET, WEAPON_SETS,
} from '.';
import { contentUsage } from './usage';

function expectUnique(ids: string[]) {
  const dup = ids.filter((id, i) => ids.indexOf(id) !== i);
  expect(dup).toEqual([]);
}

describe('DOOM content', () => {
  it('is plain JSON data', () => {
    const data = { MARINES, CLASS_CARDS, SQUAD_CARDS, WEAPON_SETS, DEMONS, GLORY_KILL_CARDS, EVENT_SETS, INVASION_CARDS, MISSIONS };
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('gives every component a unique id within its kind', () => {
    expectUnique(WEAPON_SETS.map((s) => s.id));
    expectUnique(ACTION_CARDS.map((c) => c.id));
    expectUnique(DEMONS.map((d) => d.id));
    expectUnique(CLASS_CARDS.map((c) => c.id));
    expectUnique(SQUAD_CARDS.map((c) => c.id));
    expectUnique(GLORY_KILL_CARDS.map((c) => c.id));
    expectUnique(EVENT_SETS.map((s) => s.id));
    expectUnique(EVENT_SETS.flatMap((s) => s.cards.map((c) => c.id)));
    expectUnique(EVENT_SETS.flatMap((s) => s.cards.map((c) => c.name)));
    expectUnique(INVASION_CARDS.map((c) => c.id));
    expectUnique(MISSIONS.map((m) => m.id));
  });

  it('rolls only dice that exist in DOOM_DICE', () => {
    const ids = new Set(DOOM_DICE.map((d) => d.id));
    const used = contentUsage(content).dice;
    expect(used.size).toBeGreaterThanOrEqual(4);
    expect([...used].filter((d) => !ids.has(d))).toEqual([]);
  });
});

describe('marines, classes and squads', () => {
  it('has the four marines with health 10, hand size 3 and the same Sprint', () => {
    expect(MARINES.map((m) => m.name)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    for (const m of MARINES) {
      expect(m.health).toBe(10);
      expect(m.handSize).toBe(3);
      expect(m.sprint).toEqual(MARINES[0]!.sprint);
    }
    expect(MARINES[0]!.sprint.timing).toBe('main');
  });

  it('has at least four class cards, each naming two different starting weapon sets', () => {
    expect(CLASS_CARDS.length).toBeGreaterThanOrEqual(4);
    for (const c of CLASS_CARDS) {
      expect(c.abilities.length, c.id).toBeGreaterThan(0);
      expect(new Set(c.startingWeapons).size, c.id).toBe(2);
      for (const w of c.startingWeapons) expect(WEAPON_SETS.find((s) => s.id === w)?.kind, `${c.id}: ${w}`).toBe('starting');
    }
  });

  it('has one squad card for each smaller team: Taking Point (3), Combat Veteran (2), Solo Operative (1)', () => {
    const by = Object.fromEntries(SQUAD_CARDS.map((s) => [s.marines, s]));
    expect(by[3]?.name).toBe('Taking Point');
    expect(by[3]?.receivers).toBe('one');
    expect(by[2]?.name).toBe('Combat Veteran');
    expect(by[2]?.receivers).toBe('each');
    expect(by[1]?.name).toBe('Solo Operative');
    expect(by[1]?.extraInitiative).toBe(1);
    expect(SQUAD_CARDS).toHaveLength(3);
  });
});

describe('weapon sets and action cards', () => {
  it('has a weapon set for every weapon token of the reference, one set per token', () => {
    for (const t of REFERENCE_WEAPON_TOKENS) expect(WEAPON_SETS.filter((s) => s.token === t), t).toHaveLength(1);
    expect(UAC_SET.token).toBeNull();
    expect(WEAPON_SETS.filter((s) => s.token === null)).toEqual([UAC_SET]);
  });

  it('makes grenades single-card sets, and names frag, siphon and decoy', () => {
    const grenades = WEAPON_SETS.filter((s) => s.kind === 'grenade');
    expect(grenades.map((g) => g.id).sort()).toEqual(['decoy-grenade', 'frag-grenade', 'siphon-grenade']);
    for (const g of grenades) expect(g.cards, g.id).toHaveLength(1);
  });

  it('numbers each set\'s cards 1..n and keeps the set id and set on every card', () => {
    for (const s of WEAPON_SETS) {
      expect(s.cards.map((c) => c.number), s.id).toEqual(s.cards.map((_, i) => i + 1));
      for (const c of s.cards) expect(c.set).toBe(s.id);
    }
  });

  it('gives every main action card an attack box and every attack box dice and a range', () => {
    for (const c of ACTION_CARDS) {
      if (c.type === 'main') expect(c.attack, c.id).toBeDefined();
      if (c.attack) {
        expect(c.attack.dice.length, c.id).toBeGreaterThan(0);
        expect(c.attack.range, c.id).toBeGreaterThanOrEqual(1);
      }
      expect(c.defense.shields).toBeGreaterThanOrEqual(0);
      expect(c.trait.length).toBeGreaterThan(0);
    }
  });

  it('uses all three action card types', () => {
    expect(new Set(ACTION_CARDS.map((c) => c.type))).toEqual(new Set(['main', 'bonus', 'reaction']));
  });

  it('gives every starting deck at least as many cards as two hands', () => {
    for (const c of CLASS_CARDS) {
      const deck = UAC_SET.cards.length + c.startingWeapons.reduce((n, w) => n + WEAPON_SETS.find((s) => s.id === w)!.cards.length, 0);
      expect(deck, c.id).toBeGreaterThanOrEqual(6);
    }
  });
});

describe('demons', () => {
  it('includes every demon the reference names, with the reference\'s large figures', () => {
    const byName = Object.fromEntries(DEMONS.map((d) => [d.name, d]));
    expect(byName['Possessed Soldier']?.size).toBe('small');
    expect(byName['Mancubus']?.size).toMatch(/^large/);
    expect(byName['Baron of Hell']?.size).toMatch(/^large/);
    expect(byName['Cyberdemon']?.size).toBe('large6');
    expect(DEMONS.filter((d) => d.size !== 'small').map((d) => d.name).sort()).toEqual(['Baron of Hell', 'Cyberdemon', 'Mancubus']);
    expect(DEMONS.some((d) => d.flying)).toBe(true);
  });

  it('staggers every demon before it is fragged and gives it a way to attack', () => {
    for (const d of DEMONS) {
      expect(d.stagger, d.id).toBeGreaterThan(0);
      expect(d.stagger, d.id).toBeLessThan(d.health);
      expect(d.attack.dice.length, d.id).toBeGreaterThan(0);
      expect(d.speed, d.id).toBeGreaterThan(0);
      expect(d.figures, d.id).toBeGreaterThan(0);
      for (const a of d.abilities) if (a.argent !== undefined) expect(a.argent).toBeGreaterThan(0);
    }
  });

  it('gives large figures one figure each and toughness', () => {
    for (const d of DEMONS.filter((x) => x.size !== 'small')) {
      expect(d.figures, d.id).toBe(1);
      expect(d.toughness, d.id).toBe(true);
    }
  });
});

describe('Glory Kill cards', () => {
  it('has at least eight different cards, each recovering two damage', () => {
    expect(GLORY_KILL_CARDS.length).toBeGreaterThanOrEqual(8);
    for (const g of GLORY_KILL_CARDS) {
      expect(g.recover, g.id).toBe(2);
      expect(g.copies, g.id).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('event cards', () => {
  it('has six sets of exactly six cards, and the deck takes three sets', () => {
    expect(EVENT_SETS).toHaveLength(6);
    for (const s of EVENT_SETS) {
      expect(s.cards, s.id).toHaveLength(6);
      for (const c of s.cards) expect(c.set).toBe(s.id);
    }
    expect(EVENT_SETS_PER_DECK).toBe(3);
  });

  it('prints the same defence spread in every set, so set choice does not change demon toughness', () => {
    const spread = (s: (typeof EVENT_SETS)[number]) => ({
      shields: s.cards.map((c) => c.defense.shields).sort(),
      special: s.cards.filter((c) => c.defense.special).length,
    });
    for (const s of EVENT_SETS) expect(spread(s), s.id).toEqual(spread(EVENT_SETS[0]!));
    expect(spread(EVENT_SETS[0]!).special).toBeGreaterThan(0);
  });

  it('includes Demonic Resilience, which adds a shield while defending', () => {
    const c = EVENT_SETS.flatMap((s) => s.cards).find((x) => x.name === 'Demonic Resilience');
    expect(c?.timing).toBe('whileDefending');
    expect(c?.effect).toEqual({ effect: 'addShields', params: { amount: 1 } });
  });

  it('never asks for negative Argent Power', () => {
    for (const c of EVENT_SETS.flatMap((s) => s.cards)) expect(c.argentCost, c.id).toBeGreaterThanOrEqual(0);
  });
});

describe('invasion cards', () => {
  it('has at least six cards of six groups, two for each portal tier', () => {
    expect(INVASION_CARDS.length).toBeGreaterThanOrEqual(6);
    for (const c of INVASION_CARDS) {
      expect(c.groups, c.id).toHaveLength(6);
      for (const tier of [1, 2, 3]) expect(c.groups.filter((g) => g.tier === tier), `${c.id} tier ${tier}`).toHaveLength(2);
    }
  });

  it('names only demons with a demon card, within the figures in the box', () => {
    for (const c of INVASION_CARDS) {
      for (const g of c.groups) {
        expect(g.demons.length).toBeGreaterThan(0);
        expect(g.argent).toBeGreaterThanOrEqual(0);
        for (const e of g.demons) {
          const d = DEMONS.find((x) => x.id === e.demon);
          expect(d, `${c.id}: ${e.demon}`).toBeDefined();
          expect(e.count).toBeGreaterThan(0);
          expect(e.count, `${c.id}: ${e.demon}`).toBeLessThanOrEqual(d!.figures);
        }
      }
    }
  });

  it('lets every demon type appear in some invasion card or mission', () => {
    const named = new Set([
      ...INVASION_CARDS.flatMap((c) => c.groups.flatMap((g) => g.demons.map((e) => e.demon))),
      ...MISSIONS.flatMap((m) => m.startingDemons.map((s) => s.demon)),
    ]);
    expect(DEMONS.filter((d) => !named.has(d.id)).map((d) => d.id)).toEqual([]);
  });
});
