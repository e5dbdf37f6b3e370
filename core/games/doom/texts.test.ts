// Every line a DOOM player reads (log lines, bot reasons, prompt texts,
// option labels, hints, details, groups and facts) names things as the table
// shows them: no internal id (seats, figures, cards, spaces, tokens, doors,
// teleporters, dice, missions ...) as a whole word, "an" before a vowel
// sound and "a" before a consonant, and counts agreeing with their nouns.
// Seeded bot games over every mission play to their end and collect it all.
import { describe, expect, it } from 'vitest';
import { Match } from '../../engine/match';
import type { GameEvent, Prompt } from '../../engine/types';
import { doomGame } from '.';
import { allClasses, allDemons, allEventSets, allGloryKillCards, allMissions, allOperations, marineOrder } from './catalog';
import { ACTION_CARDS, WEAPON_SETS } from './content/weapons';
import { EVENT_CARDS } from './content/events';
import { INVASION_CARDS } from './content/invasion';
import { SQUAD_CARDS } from './content/squads';
import { DOOM_DICE } from './dice';
import { articleFor } from './inspect/words';
import type { DoomOptions, DoomState } from './state';

/** Ids that are also plain English words our texts use on purpose ("the exit", "the invader"). */
const ENGLISH = new Set(['invader', 'exit', 'relay', 'storm', 'alarm']);

const NOUNS: [string, string][] = [
  ['space', 'spaces'], ['point', 'points'], ['shield', 'shields'], ['card', 'cards'], ['token', 'tokens'], ['die', 'dice'], ['hit', 'hits'],
  ...allDemons().filter((d) => d.plural !== d.name).map((d): [string, string] => [d.name, d.plural]),
];

function contentIds(): Set<string> {
  const ids = new Set<string>();
  const add = (...xs: string[]) => xs.forEach((x) => ids.add(x));
  add(...ACTION_CARDS.map((c) => c.id), ...EVENT_CARDS.map((c) => c.id), ...WEAPON_SETS.map((s) => s.id), ...allEventSets().map((s) => s.id));
  for (const c of allGloryKillCards()) add(c.id, ...Array.from({ length: c.copies }, (_, i) => `${c.id}#${i + 1}`));
  add(...allClasses().map((c) => c.id), ...SQUAD_CARDS.map((c) => c.id), ...allDemons().map((d) => d.id), ...INVASION_CARDS.map((c) => c.id));
  add(...marineOrder().map((m) => m.id), ...DOOM_DICE.map((d) => d.id), ...allOperations().map((o) => o.id));
  for (const m of allMissions()) {
    add(m.id, m.objective.id, m.threat.id, ...m.objective.rules.map((r) => r.id), ...m.threat.rules.map((r) => r.id));
    add(m.map.id, ...m.map.tiles.map((t) => t.id), ...m.map.doors.map((d) => d.id), ...m.map.teleporters.map((t) => t.id), ...m.map.tokens.map((t) => t.id));
    for (const t of m.map.tiles) t.rows.forEach((row, y) => [...row].forEach((c, x) => c !== ' ' && add(`${t.x + x},${t.y + y}`)));
  }
  return ids;
}

interface Seen {
  texts: string[];
  ids: Set<string>;
}

function promptTexts(p: Prompt): string[] {
  const out = [p.text];
  for (const o of p.options) out.push(o.label, o.hint ?? '', o.detail ?? '', o.group ?? '', ...(o.odds ?? []).map((x) => x.label));
  for (const f of p.facts ?? []) out.push(`${f.label}: ${f.value}`);
  return out.filter(Boolean);
}

function eventTexts(events: GameEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    for (const x of [e, e.redacted]) {
      // A bot's reason reaches the log as "seat: reason" and the screen puts the seat's name in (GameLog); the reason is checked itself.
      if (!x || x.type === 'reason') continue;
      if (typeof x.text === 'string') out.push(x.text);
      if (typeof x.segment === 'string') out.push(x.segment);
    }
  }
  return out;
}

function play(options: DoomOptions, seed: number, marineBot: string, seen: Seen): void {
  const seats = doomGame.seats(options);
  for (const s of seats) seen.ids.add(s.id);
  const controllers = Object.fromEntries(seats.map((s) => [s.id, { type: 'ai' as const, bot: s.id === 'invader' ? 'invader' : marineBot }]));
  const match = Match.start(doomGame, { gameId: 'doom', options: options as never, controllers, seed });
  seen.texts.push(...eventTexts(match.events[0] ?? []));
  for (let i = 0; i < 20_000 && !match.state.result; i++) {
    seen.texts.push(...promptTexts(match.state.prompt!));
    const g = match.state.g as unknown as DoomState;
    for (const f of g.figures) seen.ids.add(f.id);
    const { seat, decision } = match.decideAi();
    if (decision.reason) seen.texts.push(decision.reason);
    seen.texts.push(...eventTexts(match.choose(seat, { promptId: match.state.prompt!.id, optionIds: decision.optionIds }, 'ai', decision.reason)));
  }
  expect(match.state.result, `seed ${seed} ${JSON.stringify(options)} did not end`).not.toBeNull();
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Problems in one line: ids as whole words, wrong articles, counts that disagree with their noun. */
export function problems(text: string, ids: Set<string>): string[] {
  const out: string[] = [];
  for (const id of ids) {
    if (ENGLISH.has(id)) continue;
    if (new RegExp(`(?<![\\w#/,-])${escape(id)}(?![\\w#/-]|,\\d)`).test(text)) out.push(`id "${id}"`);
  }
  for (const m of text.matchAll(/\b(an?|An?) ([A-Za-z][\w'-]*)/g)) {
    const want = articleFor(m[2]!);
    if (m[1]!.toLowerCase() !== want) out.push(`"${m[1]} ${m[2]}"`);
  }
  for (const [one, many] of NOUNS) {
    for (const m of text.matchAll(new RegExp(`\\b1 (\\w+ )?${many}\\b`, 'g'))) out.push(`"${m[0]}"`);
    for (const m of text.matchAll(new RegExp(`\\b(0|[2-9]|\\d\\d+) (\\w+ )?${one}\\b`, 'g'))) out.push(`"${m[0]}"`);
  }
  return out;
}

describe('DOOM texts', () => {
  it('the checker finds ids, articles and plurals', () => {
    const ids = new Set(['doom-black', 'portal-b1', 'obj-1', 'm1', 'imp-3', '3,4']);
    expect(problems('Imp 3 rolls doom-black 3.', ids)).toEqual(['id "doom-black"']);
    expect(problems('Demons pour out of portal-b1.', ids)).toEqual(['id "portal-b1"']);
    expect(problems('A Imp appears at 3,4.', ids)).toEqual(['id "3,4"', '"A Imp"']);
    expect(problems('m1 takes 1 shields and 2 card.', ids)).toEqual(['id "m1"', '"1 shields"', '"2 card"']);
    expect(problems('An Imp and a UAC card: 2 red dice, 1 Mancubus, 3 points.', ids)).toEqual([]);
  });

  it('seeded bot games over every mission show no internal id, and their articles and plurals are right', () => {
    const seen: Seen = { texts: [], ids: contentIds() };
    const runs: [DoomOptions, number, string][] = [];
    const missions = allMissions().filter((m) => m.id !== 'training-ground');
    missions.forEach((m, i) => {
      runs.push([{ marines: 1 + (i % 4), mode: 'mission', mission: m.id, difficulty: (['easy', 'normal', 'hard'] as const)[i % 3]! }, 100 + i, 'marine']);
      runs.push([{ marines: 2 + (i % 3), mode: 'mission', mission: m.id, difficulty: 'normal' }, 200 + i, 'random']);
    });
    runs.push([{ marines: 2, mode: 'custom', mission: 'landing-zone', difficulty: 'hard' }, 300, 'marine']);
    for (const [options, seed, bot] of runs) play(options, seed, bot, seen);
    const bad = new Map<string, string>();
    for (const t of new Set(seen.texts)) for (const p of problems(t, seen.ids)) if (!bad.has(p)) bad.set(p, t);
    expect([...bad].slice(0, 25).map(([p, t]) => `${p} in: ${t}`)).toEqual([]);
    expect(seen.texts.length).toBeGreaterThan(5_000);
  }, 300_000);
});
