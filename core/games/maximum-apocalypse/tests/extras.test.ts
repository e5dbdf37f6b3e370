// The Kickstarter extras (all designed by us): 30 Rapture cards, 45 stretch goal cards, 3 objective stars.
// Counts, ids the rules interpret, glossary entries, the options off by default, and whole games with them on.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { CARD_BY_ID, CHARACTERS, CLASS_DECKS, MISSIONS, MONSTER_BY_ID, monstersOfSet, PLAYER_CARDS, RAPTURE, STRETCH_GOALS } from '../content';
import { OBJECTIVE_STARS } from '../content/numbers';
import { MONSTER_PASSIVES, PASSIVE_EFFECTS, REACTION_EFFECTS } from '../content/effectIds';
import { maximumApocalypse as M } from '..';
import { DEFAULT_OPTIONS, optionsSchema } from '../options';
import { CARD_EFFECTS } from '../rules/effects';
import { MONSTER_EFFECTS } from '../rules/monsterEffects';
import type { MAOptions, MAState } from '../state';

const copies = (list: { copies: number }[]) => list.reduce((n, c) => n + c.copies, 0);
const glossary = new Set((M.glossary ?? []).map((e) => e.id));

describe('Kickstarter extras as data', () => {
  it('30 Rapture cards in one set, in the value ranges of the box\'s sets, no boss (no Rapture mission)', () => {
    expect(copies(RAPTURE)).toBe(30);
    expect(RAPTURE.every((m) => m.set === 'rapture' && !m.boss)).toBe(true);
    expect(copies(monstersOfSet('rapture'))).toBe(30);
    for (const m of RAPTURE) {
      expect(m.health, m.id).toBeGreaterThanOrEqual(3);
      expect(m.health, m.id).toBeLessThanOrEqual(16);
      expect(m.attack, m.id).toBeGreaterThanOrEqual(1);
      expect(m.attack, m.id).toBeLessThanOrEqual(5);
      expect(MONSTER_BY_ID[m.id]).toBe(m);
    }
    const avg = (k: 'health' | 'attack') => RAPTURE.reduce((n, m) => n + m[k] * m.copies, 0) / 30;
    const gothic = monstersOfSet('gothic');
    const gAvg = (k: 'health' | 'attack') => gothic.reduce((n, m) => n + m[k] * m.copies, 0) / 15;
    expect(Math.abs(avg('health') - gAvg('health'))).toBeLessThan(1);
    expect(Math.abs(avg('attack') - gAvg('attack'))).toBeLessThan(0.5);
    expect(MISSIONS.some((m) => m.set === 'rapture')).toBe(false);
  });

  it('45 stretch goal cards over the eight classes (6 each for the first five, 5 for the last three), ids unique', () => {
    expect(copies(STRETCH_GOALS)).toBe(45);
    const per = CHARACTERS.map((c) => copies(STRETCH_GOALS.filter((s) => s.classId === c.id)));
    expect(per).toEqual([6, 6, 6, 6, 6, 5, 5, 5]);
    expect(STRETCH_GOALS.every((c) => c.stretch && c.deck === 'survivor' && !c.printed)).toBe(true);
    expect(new Set(PLAYER_CARDS.map((c) => c.id)).size).toBe(PLAYER_CARDS.length);
    for (const c of STRETCH_GOALS) expect(CARD_BY_ID[c.id]).toBe(c);
    // The class decks themselves stay at the box's 30 cards.
    for (const deck of Object.values(CLASS_DECKS)) expect(deck.some((c) => c.stretch)).toBe(false);
  });

  it('every ability of the extras names an effect the rules interpret, and each has a glossary entry', () => {
    const unknown: string[] = [];
    for (const c of STRETCH_GOALS) for (const a of c.abilities) {
      const ok = a.on === 'passive' ? (PASSIVE_EFFECTS as readonly string[]).includes(a.effect)
        : ['attacked', 'damaged', 'attached'].includes(a.on) ? (REACTION_EFFECTS as readonly string[]).includes(a.effect) : a.effect in CARD_EFFECTS;
      if (!ok) unknown.push(`${c.id}: ${a.effect}`);
      expect(glossary.has(`card:${c.id}`), c.id).toBe(true);
    }
    for (const m of RAPTURE) {
      for (const a of m.abilities) if (!(a.on === 'passive' ? (MONSTER_PASSIVES as readonly string[]).includes(a.effect) : a.effect in MONSTER_EFFECTS)) unknown.push(`${m.id}: ${a.effect}`);
      expect(glossary.has(`monster:${m.id}`), m.id).toBe(true);
    }
    expect(unknown).toEqual([]);
    expect(glossary.has('set:rapture')).toBe(true);
  });

  it('3 objective stars: no mission marks more places (its places to visit and the boss\'s tile) than there are stars', () => {
    expect(OBJECTIVE_STARS).toBe(3);
    for (const m of MISSIONS) expect((m.objective.visit?.length ?? 0) + (m.boss.tile ? 1 : 0), m.id).toBeLessThanOrEqual(OBJECTIVE_STARS);
    expect(glossary.has('token:objective-star')).toBe(true);
  });

  it('the options are off by default and accept Rapture where a monster set goes', () => {
    expect(DEFAULT_OPTIONS).toMatchObject({ extraSet: 'none', stretchGoals: false });
    expect(optionsSchema.parse({})).toMatchObject({ extraSet: 'none', stretchGoals: false });
    expect(optionsSchema.parse({ extraSet: 'rapture', stretchGoals: true })).toMatchObject({ extraSet: 'rapture', stretchGoals: true });
    const field = M.optionFields?.find((f) => f.key === 'extraSet') ?? null;
    if (field && 'choices' in field) expect(field.choices!.map((c) => c.value)).toContain('rapture');
  });
});

function start(options: Partial<MAOptions>, seed: number, bot = 'random') {
  const o = { ...DEFAULT_OPTIONS, mapBuild: 'grid' as const, ...options };
  const controllers = Object.fromEntries(M.seats(o).map((s) => [s.id, { type: 'ai' as const, bot }]));
  return Match.start(M, { gameId: M.id, options: o as never, controllers, seed });
}

describe('games with the extras', () => {
  it('the decks and the monster deck hold the extras only when their options are on', () => {
    const off = start({ mission: 'out-of-gas', class1: 'veteran', class2: 'gunslinger' }, 3).state.g as unknown as MAState;
    const on = start({ mission: 'out-of-gas', class1: 'veteran', class2: 'gunslinger', stretchGoals: true, extraSet: 'rapture' }, 3).state.g as unknown as MAState;
    expect(off.cardTotals.survivor).toBe(60);
    expect(on.cardTotals.survivor).toBe(60 + 6 + 5);
    expect(off.cardTotals.monsters).toBe(15);
    expect(on.cardTotals.monsters).toBe(45);
    const inPlay = (g: MAState) => [...g.monsterDeck.draw, ...g.monsterDeck.discard, ...g.monsters.map((m) => m.card)];
    expect(inPlay(on).filter((c) => MONSTER_BY_ID[c.split('#')[0]!]!.set === 'rapture')).toHaveLength(30);
    expect(inPlay(off).some((c) => MONSTER_BY_ID[c.split('#')[0]!]!.set === 'rapture')).toBe(false);
  });

  it('seeded games with the stretch goals and the Rapture mashed in run to their end with invariants intact', () => {
    const cases: [Partial<MAOptions>, number, string][] = [
      [{ stretchGoals: true, survivors: 4 }, 11, 'random'],
      [{ extraSet: 'rapture', survivors: 3, dayNight: true }, 12, 'random'],
      [{ stretchGoals: true, extraSet: 'rapture', survivors: 1, solo: 'allies', allies: 4 }, 13, 'random'],
      [{ stretchGoals: true, extraSet: 'rapture', survivors: 2 }, 14, 'survivor'],
    ];
    for (const [options, seed, bot] of cases) {
      const match = start(options, seed, bot);
      for (let i = 0; i < 20_000 && !match.state.result; i++) {
        match.playAi();
        const bad = M.invariants!(match.state.g as unknown as MAState);
        expect(bad, `seed ${seed} choice ${i}`).toEqual([]);
      }
      expect(match.state.result, `seed ${seed}`).not.toBeNull();
      const again = Match.replay(M, match.record, { keepEvents: false });
      expect(again.hash()).toBe(match.hash());
    }
  }, 120_000);
});
