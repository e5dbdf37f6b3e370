/**
 * `enemy-turn-playback` (issue 27): how long the other side's turns play at
 * 1x and at Fast, as the timeline schedules them. For each game, seeded
 * all-AI matches are played by the real core with events kept; the first
 * seat stands for the person and every other stretch of events is a turn
 * the person would watch:
 *
 * - events between an `enemy: true` and an `enemy: false` mark (the enemy
 *   side: PA's enemy phase, DOOM's invader, RISK's apocalypse, MA's monsters);
 * - every run of choices of another seat outside such a span (RISK's AI
 *   rivals, PRF's AI faction, MA's AI allies, the other heroes and marines),
 *   since those games do not mark them;
 *
 * and a turn is cut where the person is asked something (the playback stops
 * there). Events are filtered for the person's seat as the host sends them.
 * The times come from the renderer's own schedule (renderer/timeline/schedule.ts)
 * over those events; a dice beat that waits for the tray adds the throw's
 * settle time, measured by running the tray's physics for it (diceSettle.ts).
 */
import { Match } from '../../core/engine/match';
import type { GameEvent, SeatId } from '../../core/engine/types';
import { eventsFor } from '../../core/engine/view';
import { getGame } from '../../core/games/registry';
import { scheduleTotalMs } from '../../renderer/timeline/schedule';
import type { AnimationSpeed } from '../../renderer/timeline/durations';
import { aiControllers, percentile, resolveSeatBots, seatsFor } from '../../tools/simulate';
import { diceSettleMs, settleSamples } from './diceSettle';
import type { Measure } from './types';

export const PLAYBACK_GAMES = ['planet-apocalypse', 'doom', 'apocalypse-risk', 'repossession', 'maximum-apocalypse'] as const;
const MATCHES = Number(process.env.BENCH_PLAYBACK_MATCHES ?? 50);
/** A match still running after this many decisions is cut there (its turns so far still count). */
const MAX_DECISIONS = 3000;
const TARGET_MEDIAN_S = 12;
const TARGET_P95_S = 25;
const TARGET_FAST_MEDIAN_S = 4;

export interface WatchedTurn {
  /** 'enemy' for a marked enemy-side span, else the seat whose turn it is. */
  who: 'enemy' | SeatId;
  events: GameEvent[];
}

/** Plays one all-AI match and cuts its events into the turns the person (seat `person`) would watch. */
export function watchedTurns(gameId: string, seed: number, person?: SeatId): { turns: WatchedTurn[]; person: SeatId; cut: boolean } {
  const module = getGame(gameId);
  if (!module) throw new Error(`No game ${gameId}`);
  const options = module.defaultOptions;
  const seats = seatsFor(module, options);
  const me = person ?? seats[0]!.id;
  const controllers = aiControllers(seats, resolveSeatBots(module, seats, {}));
  const match = Match.start(module, { gameId, options, controllers, seed }, { keepEvents: true, inPlace: true });
  let decisions = 0;
  while (!match.state.result && decisions < MAX_DECISIONS) {
    const { seat, promptId, decision } = match.decideAi();
    match.choose(seat, { promptId, optionIds: decision.optionIds }, 'ai', decision.reason);
    decisions++;
  }
  const turns: WatchedTurn[] = [];
  let open: WatchedTurn | null = null;
  let marked = false;
  const close = () => {
    if (open && open.events.length > 0) turns.push(open);
    open = null;
  };
  // events[0] is the setup's (not watched: a new match starts from its table); events[i + 1] came from choices[i].
  match.events.forEach((group, g) => {
    if (g === 0) {
      for (const e of group) if (e.enemy === true) marked = true; else if (e.enemy === false) marked = false;
      return;
    }
    const by = match.choices[g - 1]!.seat;
    // The person is asked before this group: whatever played before it ends there.
    if (by === me) close();
    for (const e of eventsFor(group, me)) {
      if (e.enemy === true) marked = true;
      else if (e.enemy === false) {
        marked = false;
        close();
      }
      const who = marked ? 'enemy' : by === me ? null : by;
      if (who === null) {
        close();
        continue;
      }
      if (open?.who !== who) {
        close();
        open = { who, events: [] };
      }
      open!.events.push(e);
    }
  });
  close();
  return { turns, person: me, cut: !match.state.result };
}

export interface TurnStats {
  turns: number;
  medianS: number;
  p95S: number;
  maxS: number;
}

function stats(ms: number[]): TurnStats {
  const sorted = [...ms].sort((a, b) => a - b);
  const s = (v: number) => Math.round(v / 100) / 10;
  return { turns: sorted.length, medianS: s(percentile(sorted, 0.5)), p95S: s(percentile(sorted, 0.95)), maxS: s(sorted[sorted.length - 1] ?? 0) };
}

export interface GamePlayback {
  /** Every watched turn, by speed. */
  all: Record<string, TurnStats>;
  /** Only the marked enemy-side turns, by speed. */
  enemy: Record<string, TurnStats>;
  cutMatches: number;
}

/** Scheduled seconds of every watched turn of `matches` seeded matches of a game, at each speed. */
export function playbackOfGame(gameId: string, matches: number, speeds: AnimationSpeed[]): GamePlayback {
  const all: Record<string, number[]> = Object.fromEntries(speeds.map((s) => [s, []]));
  const enemy: Record<string, number[]> = Object.fromEntries(speeds.map((s) => [s, []]));
  let cutMatches = 0;
  for (let seed = 1; seed <= matches; seed++) {
    const { turns, person, cut } = watchedTurns(gameId, seed);
    if (cut) cutMatches++;
    for (const t of turns) {
      for (const speed of speeds) {
        const ms = scheduleTotalMs(t.events, speed, person, diceSettleMs);
        all[speed]!.push(ms);
        if (t.who === 'enemy') enemy[speed]!.push(ms);
      }
    }
  }
  const by = (m: Record<string, number[]>) => Object.fromEntries(speeds.map((s) => [s, stats(m[s]!)]));
  return { all: by(all), enemy: by(enemy), cutMatches };
}

export const enemyTurnPlaybackMeasure: Measure = {
  id: 'enemy-turn-playback',
  name: `other side's turn, scheduled playback at 1x and Fast (${MATCHES} seeded all-AI matches per game)`,
  async run() {
    const details: Record<string, GamePlayback> = {};
    let worst = 0;
    const over: string[] = [];
    for (const id of PLAYBACK_GAMES) {
      console.error(`bench: enemy-turn-playback: ${id} ...`);
      const d = playbackOfGame(id, MATCHES, ['1x', 'fast']);
      details[id] = d;
      // Both every watched turn and the marked enemy turns alone must meet the targets.
      for (const set of [d.all, d.enemy]) {
        const one = set['1x']!;
        const fast = set.fast!;
        if (one.turns === 0) continue;
        worst = Math.max(worst, one.medianS / TARGET_MEDIAN_S, one.p95S / TARGET_P95_S, fast.medianS / TARGET_FAST_MEDIAN_S);
        if ((one.medianS > TARGET_MEDIAN_S || one.p95S > TARGET_P95_S || fast.medianS > TARGET_FAST_MEDIAN_S) && !over.includes(id)) over.push(id);
      }
    }
    const cell = (t: TurnStats | undefined) => (t && t.turns > 0 ? `median ${t.medianS} s p95 ${t.p95S} s max ${t.maxS} s (${t.turns} turns)` : 'none');
    const line = (id: string) => {
      const d = details[id]!;
      return `${id}: all turns 1x ${cell(d.all['1x'])}, Fast ${cell(d.all.fast)}; enemy turns 1x ${cell(d.enemy['1x'])}, Fast ${cell(d.enemy.fast)}${d.cutMatches ? ` (${d.cutMatches} matches cut at ${MAX_DECISIONS} decisions)` : ''}`;
    };
    return {
      id: this.id,
      name: this.name,
      // The worst game's figure as a share of its target: at most 1 when every game meets all three targets.
      value: Math.round(worst * 100) / 100,
      unit: 'x target',
      max: 1,
      notes: `${PLAYBACK_GAMES.map(line).join(' | ')}. Dice settle at 1x by dice count, ms: ${JSON.stringify(settleSamples())}. Targets: 1x median <= ${TARGET_MEDIAN_S} s, p95 <= ${TARGET_P95_S} s, Fast median <= ${TARGET_FAST_MEDIAN_S} s${over.length ? `; over: ${over.join(', ')}` : ''}`,
      details,
    };
  },
};
