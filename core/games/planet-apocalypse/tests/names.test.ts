// Names, never ids: whole seeded bot games, every log line and every prompt
// string checked for internal ids (seats, figures, tokens, areas, cards,
// content keys) and for "a" before a vowel sound.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { eventTexts, promptTexts, textProblems } from '../../../engine/playerText';
import { planetApocalypse } from '..';
import { FOURTH_CIRCLE, GIFTS, HEROES, LEGIONS, LORDS, MAPS, TROOPERS } from '../content';
import type { PAState } from '../state';

/** Every id the state uses for something, plus the content keys the state stores. */
function idsOf(g: PAState, into: Set<string>): void {
  for (const s of g.seatOrder) into.add(s);
  for (const m of g.minions) into.add(m.id);
  for (const f of g.fourth) into.add(f.id);
  for (const t of g.tokens) into.add(t.id);
  for (const l of g.lords) into.add(l.id);
  for (const card of [...g.panel, ...g.giftDeck.discard, ...g.heroes.flatMap((h) => h.gifts.map((x) => x.card))]) if (card) into.add(card);
}

function contentIds(): Set<string> {
  const ids = new Set<string>();
  for (const map of Object.values(MAPS)) for (const a of map.areas) ids.add(a.id);
  for (const list of [HEROES, GIFTS, LEGIONS, LORDS, TROOPERS, FOURTH_CIRCLE]) for (const x of list) ids.add(x.id);
  for (const h of HEROES) for (const a of [h.startAbility, h.weakness, ...h.giftAbilities]) ids.add(a.id);
  return ids;
}

function play(seed: number, bot: string, opts: Record<string, unknown>) {
  const seats = Math.min(5, Number(opts.heroes ?? 2) + Number(opts.lateJoiners ?? 0));
  const controllers = Object.fromEntries(Array.from({ length: seats }, (_, i) => [`h${i + 1}`, { type: 'ai' as const, bot }]));
  const m = Match.start(planetApocalypse, { gameId: planetApocalypse.id, options: { ...planetApocalypse.defaultOptions, ...opts }, controllers, seed });
  const ids = contentIds();
  const texts: string[] = [];
  idsOf(m.state.g as unknown as PAState, ids);
  for (let n = 0; !m.state.result && n < 20_000; n++) {
    if (m.state.prompt) texts.push(...promptTexts(m.state.prompt));
    m.playAi();
    idsOf(m.state.g as unknown as PAState, ids);
  }
  texts.push(...m.events.flatMap((group) => eventTexts(group)));
  return { texts, ids };
}

const GAMES: [number, string, Record<string, unknown>][] = [
  [1, 'hero', { heroes: 1 }],
  [2, 'hero', { heroes: 3, map: 'doomgate', divineIntervention: true }],
  [3, 'random', { heroes: 2, divineIntervention: true, secretLord: true, miniboss: true }],
  [4, 'hero', { heroes: 5, expansionLegions: true, expansionDemons: true, startDespairDice: 6 }],
  [5, 'random', { heroes: 4, lateJoiners: 1, map: 'doomgate', lordCloser: 1 }],
  [6, 'hero', { heroes: 2, lateJoiners: 2, miniboss: true, lord: 'procrustes' }],
  [7, 'random', { heroes: 1, lord: 'jabootu', expansionLegions: true }],
];

describe('Planet Apocalypse shows names, never ids', () => {
  it.each(GAMES)('seed %i (%s bots): log and prompts name things as the table does', (seed, bot, opts) => {
    const { texts, ids } = play(seed, bot, opts);
    expect(texts.length).toBeGreaterThan(100);
    const problems = [...new Set(texts.flatMap((t) => textProblems(t, ids).map((p) => `${p} in: ${t}`)))];
    expect(problems).toEqual([]);
  }, 60_000);
});

describe("an AI hero's reasons in the log", () => {
  it('start with the name of the hero who gave them, not the seat', () => {
    const controllers = { h1: { type: 'ai' as const, bot: 'policy' }, h2: { type: 'ai' as const, bot: 'policy' } };
    const m = Match.start(planetApocalypse, { gameId: planetApocalypse.id, options: { ...planetApocalypse.defaultOptions, heroes: 2 }, controllers, seed: 3 });
    for (let n = 0; n < 200 && !m.state.result; n++) m.playAi();
    const reasons = m.events.flat().filter((e) => e.type === 'reason');
    const heroNames = new Set(HEROES.map((h) => h.name));
    expect(reasons.length).toBeGreaterThan(50);
    for (const e of reasons) {
      const who = String(e.text).split(': ')[0]!;
      expect(heroNames.has(who), String(e.text)).toBe(true);
    }
  });
});
