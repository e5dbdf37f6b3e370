/**
 * The animation timeline as a pure reducer: updates from the host queue their
 * beats; the screen shows the current beat's table, advances when its time
 * is up (or the dice have settled), skips to the end on Space, and replays
 * the last enemy turn from the history on request.
 */
import type { GameView } from '../../core/engine/view';
import { beatsOf, enemyMark, hasLogLine, lastEnemyTurn, type Beat } from './beats';
import type { AnimationSpeed } from './durations';

/** Beats kept for "replay last enemy turn"; older ones are dropped (each holds a view). */
export const HISTORY_LIMIT = 800;

export interface TimelineState {
  matchId: string | null;
  /** Beats being shown; queue[index] is on the table now. Empty when idle. */
  queue: Beat[];
  index: number;
  /** True while an enemy turn from the history is being shown again. */
  replaying: boolean;
  /** Every beat received, oldest first, capped at HISTORY_LIMIT. */
  history: Beat[];
  /** The table before history[0]. */
  start: GameView<unknown> | null;
  /** The table as the latest update left it (the next beats start from here). */
  latest: GameView<unknown> | null;
  /** The last update fed in (compared by identity): the same update fed twice queues its beats once. */
  fed?: UpdateLike;
}

export interface UpdateLike {
  matchId: string;
  view: unknown;
  events: readonly unknown[];
  frames?: readonly unknown[];
  /** The last enemy turn, for a screen that did not watch it (a loaded save, a reloaded page). */
  recent?: { before: unknown; events: readonly unknown[]; frames: readonly unknown[] } | null;
}

export type TimelineAction =
  | { type: 'update'; update: UpdateLike; speed: AnimationSpeed }
  /** `at`: the index the caller saw; a late timer for a beat already passed does nothing. */
  | { type: 'advance'; at?: number }
  | { type: 'skip' }
  | { type: 'replay' };

export const idleTimeline: TimelineState = { matchId: null, queue: [], index: -1, replaying: false, history: [], start: null, latest: null };

function idle(s: TimelineState): TimelineState {
  return { ...s, queue: [], index: -1, replaying: false };
}

export function timelineReducer(s: TimelineState, a: TimelineAction): TimelineState {
  switch (a.type) {
    case 'update':
      return s.fed === a.update ? s : { ...applyUpdate(s, a.update, a.speed), fed: a.update };
    case 'advance':
      if (a.at !== undefined && a.at !== s.index) return s;
      return s.index + 1 < s.queue.length ? { ...s, index: s.index + 1 } : idle(s);
    case 'skip':
      return idle(s);
    case 'replay': {
      const turn = s.start ? lastEnemyTurn(s.history, s.start) : null;
      if (!turn || turn.beats.length === 0) return s;
      return { ...s, queue: turn.beats, index: 0, replaying: true };
    }
  }
}

function applyUpdate(s: TimelineState, update: UpdateLike, speed: AnimationSpeed): TimelineState {
  const view = update.view as GameView<unknown>;
  // A new match (or a loaded one) starts from its table as it is: nothing to animate yet. The host's
  // copy of the last enemy turn becomes the history, so it can be replayed all the same.
  if (s.matchId !== update.matchId || !s.latest) {
    const recent = update.recent;
    if (recent && recent.events.length > 0) {
      const before = recent.before as GameView<unknown>;
      return { ...idleTimeline, matchId: update.matchId, start: before, history: beatsOf(before, recent.events, recent.frames), latest: view };
    }
    return { ...idleTimeline, matchId: update.matchId, start: view, latest: view };
  }
  const beats = beatsOf(s.latest, update.events, update.frames);
  let history = [...s.history, ...beats];
  let start = s.start;
  if (history.length > HISTORY_LIMIT) {
    const drop = history.length - HISTORY_LIMIT;
    start = history[drop - 1]!.view;
    history = history.slice(drop);
  }
  const next = { ...s, history, start, latest: view };
  if (speed === 'instant') return idle(next);
  if (beats.length === 0) return next;
  // New events while playing join the queue; a replay in progress gives way to them.
  if (s.index >= 0 && !s.replaying) return { ...next, queue: [...s.queue, ...beats] };
  return { ...next, queue: beats, index: 0, replaying: false };
}

export function currentBeat(s: TimelineState): Beat | null {
  return s.index >= 0 ? (s.queue[s.index] ?? null) : null;
}

export function canReplay(s: TimelineState): boolean {
  return !!s.start && lastEnemyTurn(s.history, s.start) !== null;
}

/**
 * Log lines still ahead of the table: the log already holds every line of the
 * update, so while its beats play the newest lines are held back to keep the
 * log in step with what is shown. A replay shows the whole log.
 */
export function heldBackLogLines(s: TimelineState): number {
  if (s.index < 0 || s.replaying) return 0;
  let n = 0;
  for (let i = s.index + 1; i < s.queue.length; i++) if (hasLogLine(s.queue[i]!.event)) n++;
  return n;
}

/** True when the beat on the table belongs to an enemy turn (the last mark at or before it opened one). */
export function inEnemyTurn(s: TimelineState): boolean {
  if (s.index < 0) return false;
  for (let i = s.index; i >= 0; i--) {
    const mark = enemyMark(s.queue[i]!.event);
    if (mark) return mark === 'start';
  }
  // The turn may have opened in an earlier update: look back through the history before this queue.
  const first = s.history.lastIndexOf(s.queue[0]!);
  for (let i = first - 1; i >= 0; i--) {
    const mark = enemyMark(s.history[i]!.event);
    if (mark) return mark === 'start';
  }
  return false;
}

/**
 * The event that names the part of the turn on the table now (`segment`,
 * with its `highlight`): the beat's own, or the nearest earlier one of the
 * same queue, since a game may name a part once at its start. An enemy-turn
 * mark without a name ends the search.
 */
export function segmentEvent(s: TimelineState): Beat['event'] | null {
  for (let i = s.index; i >= 0; i--) {
    const event = s.queue[i]!.event;
    if (typeof event.segment === 'string' && event.segment !== '') return event;
    if (i < s.index && enemyMark(event) !== null) return null;
  }
  return null;
}
