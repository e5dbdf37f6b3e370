/**
 * The leak test over every game (issue 29 item 4): hot-seat matches of each
 * game, every seat a person (and, in a second run, the last seat a bot),
 * played through the host as the screen plays it (the handoff cover lifted
 * by the seat that takes over). Every update the host sends is checked
 * against what its eyes may see: a spectator's under the cover, the
 * viewer's otherwise.
 *
 * What eyes may see is what the kernel has ever shown them: every string of
 * their view after every choice (bots' choices too) and after every event
 * within it, and of the events filtered for them. A leak is a string in an update that those eyes were
 * never shown and some other seat was (a card in a hand, a kept card, cure
 * parts, a hidden objective). What it cannot see: a secret held only in a
 * number (a count of cards).
 */
import { describe, expect, it } from 'vitest';
import { openPrompts } from '../../core/engine/group';
import type { Match } from '../../core/engine/match';
import { eventsFor, viewFor } from '../../core/engine/view';
import type { Json, SeatController } from '../../core/engine/types';
import { getGame } from '../../core/games/registry';
import type { MatchUpdate } from '../../core/protocol/messages';
import { MatchManager } from './matchManager';

/** Every string leaf of a JSON value (keys too: a hand may be a record keyed by card id). */
function strings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      strings(v, into);
    }
  }
  return into;
}

/** Where in a value a string lies ("events.3.cards.0"), or null. */
function pathOf(value: unknown, x: string, at = ''): string | null {
  if (value === x) return at;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = pathOf(value[i], x, `${at}.${i}`);
      if (p) return p;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === x) return `${at}.${k}`;
      const p = pathOf(v, x, `${at}.${k}`);
      if (p) return p;
    }
  }
  return null;
}

interface Tally {
  updates: number;
  /** Strings only other seats were shown, summed over the updates checked. */
  unseen: number;
  leaks: string[];
  /** Leaks found in forged updates (the next seat's own table under the cover, as the host once sent): the check must find them. */
  forgedLeaks: number;
}

/** Plays `choices` decisions of a hot-seat match of `gameId`, checking every update; returns the counts. */
async function play(gameId: string, options: Record<string, Json>, lastSeatBot: boolean, choices: number): Promise<Tally> {
  const module = getGame(gameId)!;
  const opts = { ...module.defaultOptions, ...options };
  const seats = module.seats(opts as never).map((s) => s.id);
  const controllers: Record<string, SeatController> = Object.fromEntries(seats.map((s, i) => [s, lastSeatBot && i === seats.length - 1 && seats.length > 1
    ? { type: 'ai' as const, bot: module.defaultBot(module.seats(opts as never)[i]!) }
    : { type: 'human' as const }]));
  const manager = new MatchManager({ log: () => {} });
  const tally: Tally = { updates: 0, unseen: 0, leaks: [], forgedLeaks: 0 };
  const eyesOf = [null, ...seats];
  const seen = new Map(eyesOf.map((e) => [e, new Set<string>()]));
  let groupsRead = 0;
  // What each pair of eyes has been shown so far: views now, and events up to now.
  const look = (match: Match) => {
    for (const e of eyesOf) {
      strings(match.view(e), seen.get(e));
      for (let g = groupsRead; g < match.events.length; g++) {
        strings(eventsFor(match.events[g]!, e), seen.get(e));
        // The table as it stood after each event of the choice, as the kernel shows it to these eyes.
        for (const st of match.framesOf(g)) if (st) strings(viewFor(match.module, { ...match.state, g: st.g, result: st.result, prompt: null, group: undefined }, e), seen.get(e));
      }
    }
    groupsRead = match.events.length;
  };
  let wrapped: Match | null = null;
  manager.onUpdate((u: MatchUpdate | null) => {
    const match = manager.match;
    if (!u || !match) return;
    if (wrapped !== match) {
      // Every choice, the bots' inside the host too, shows each seat something.
      const choose = match.choose.bind(match);
      match.choose = (...args) => {
        const out = choose(...args);
        look(match);
        return out;
      };
      wrapped = match;
    }
    look(match);
    const eyes = u.handoff ? null : u.viewer;
    const mine = seen.get(eyes)!;
    const others = new Set<string>();
    for (const e of seats) if (e !== eyes) for (const x of seen.get(e)!) if (!mine.has(x)) others.add(x);
    tally.updates++;
    tally.unseen += others.size;
    for (const x of strings(u)) if (others.has(x) && tally.leaks.length < 5) tally.leaks.push(`choice ${match.choices.length}, an update for ${eyes ?? 'a spectator'} holds "${x}" at ${pathOf(u, x)}`);
    // The same check on a forged update: the table of a seat other than these eyes.
    const other = seats.find((x) => x !== eyes && match.controller(x).type === 'human');
    if (other) for (const x of strings({ ...u, view: match.view(other) })) if (others.has(x)) tally.forgedLeaks++;
  });
  await manager.newGame(gameId, opts, controllers, 7);
  for (let i = 0; i < choices; i++) {
    const match = manager.match!;
    if (match.state.result) break;
    const now = manager.current()!;
    const asked = openPrompts(match.state).filter((p) => match.controller(p.seat).type === 'human');
    if (asked.length === 0) break;
    const seat = asked.some((p) => p.seat === now.viewer) ? now.viewer! : asked[0]!.seat;
    if (now.handoff || now.viewer !== seat) await manager.takeSeat(seat);
    const { promptId, decision } = match.decideAi(seat);
    await manager.choose(seat, promptId, decision.optionIds);
  }
  return tally;
}

/** Each game, with options that give its seats secrets, and whether its seats' tables differ at all (PA and MA are co-operative with open information). */
const GAMES: [string, Record<string, Json>, boolean][] = [
  ['planet-apocalypse', { heroes: 2 }, false],
  ['doom', { marines: 2 }, true],
  ['apocalypse-risk', { players: 3, scenario: 'plague' }, true],
  ['repossession', { gaia: 2, xanadu: 2 }, true],
  ['maximum-apocalypse', { survivors: 2 }, false],
];

describe('no update the host sends holds a secret its eyes may not see', () => {
  for (const [gameId, options, secrets] of GAMES) {
    for (const withBot of [false, true]) {
      it(`${gameId}, hot-seat${withBot ? ' with a bot in the last seat' : ''}`, async () => {
        const t = await play(gameId, options, withBot, 120);
        expect(t.updates).toBeGreaterThan(10);
        expect(t.leaks).toEqual([]);
        // Where tables differ, the check finds another seat's table; where they do not, there is nothing to find.
        if (secrets) expect(t.forgedLeaks, 'the check finds another seat\'s table').toBeGreaterThan(0);
        else expect(t.forgedLeaks).toBe(0);
        if (process.env.LEAK_COUNTS) console.log(`${gameId}${withBot ? ' +bot' : ''}: ${t.updates} updates, ${t.unseen} strings only other seats were shown, ${t.leaks.length} leaks; forged: ${t.forgedLeaks} found`);
      }, 120_000);
    }
  }
});
