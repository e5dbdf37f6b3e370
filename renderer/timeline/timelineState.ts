/**
 * The animation timeline as a pure reducer: updates from the host queue their
 * beats; the screen shows the current beat's table, advances when its time
 * is up (or the dice have settled), skips to the end on Space, and replays
 * on request everything since the person's last decision.
 *
 * "Since the last decision" is the host's definition (electron/host/recentTurn.ts):
 * the events from the viewer's last choice made by a person on, drawn for
 * that viewer. The timeline follows the host's word: an update's `recent`
 * replaces the history with what came before the update's events (empty when
 * the decision is among them), and an update without it extends the history.
 * A history is only ever one viewer's: another viewer with no `recent` from
 * the host starts an empty one, so a hot-seat replay never shows a table
 * drawn for another seat.
 */
import type { GameView } from '../../core/engine/view';
import { beatsOf, enemyMark, hasLogLine, type Beat } from './beats';
import type { AnimationSpeed } from './durations';

/** Beats kept for the replay; older ones are dropped (each holds a view). The host keeps as many events (RECENT_EVENT_LIMIT). */
export const HISTORY_LIMIT = 800;

export interface TimelineState {
  matchId: string | null;
  /** Beats being shown; queue[index] is on the table now. Empty when idle. */
  queue: Beat[];
  index: number;
  /** True while the history is being shown again. */
  replaying: boolean;
  /** The beats since the viewer's last decision, oldest first, capped at HISTORY_LIMIT: what Replay plays. */
  history: Beat[];
  /** Whose view the history's tables are drawn for (null: a spectator). */
  viewer: string | null;
  /**
   * Whether an enemy turn was open (its last mark opened one) just before
   * queue[0], before history[0], and after the latest beat: a turn may open
   * before the person's decision and go on after it, where neither the queue
   * nor the history holds its opening mark.
   */
  enemyOpen: { queue: boolean; history: boolean; latest: boolean };
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
  /** Whose view the update is drawn for (MatchUpdate.viewer); absent counts as a spectator's. */
  viewer?: string | null;
  /**
   * The replay before this update's events, from the host (MatchUpdate.recent): replaces the history;
   * `before` null with no events: the replay starts with this update. Absent: the update extends the history.
   */
  recent?: { before: unknown; events: readonly unknown[]; frames: readonly unknown[] } | null;
}

export type TimelineAction =
  | { type: 'update'; update: UpdateLike; speed: AnimationSpeed }
  /** `at`: the index the caller saw; a late timer for a beat already passed does nothing. */
  | { type: 'advance'; at?: number }
  | { type: 'skip' }
  | { type: 'replay' };

export const idleTimeline: TimelineState = { matchId: null, queue: [], index: -1, replaying: false, history: [], viewer: null, enemyOpen: { queue: false, history: false, latest: false }, latest: null };

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
    case 'replay':
      return s.history.length === 0 ? s : { ...s, queue: s.history, index: 0, replaying: true, enemyOpen: { ...s.enemyOpen, queue: s.enemyOpen.history } };
  }
}

/** Whether an enemy turn is open after `beats`, given whether one was before them. */
function openAfter(open: boolean, beats: readonly Beat[]): boolean {
  for (let i = beats.length - 1; i >= 0; i--) {
    const mark = enemyMark(beats[i]!.event);
    if (mark) return mark === 'start';
  }
  return open;
}

/** The history before an update's events: the host's copy when it sent one, else the screen's own for the same viewer. */
function historyBefore(s: TimelineState, update: UpdateLike, fresh: boolean): Beat[] {
  const recent = update.recent;
  if (recent !== undefined) {
    if (!recent || recent.events.length === 0) return [];
    const before = (recent.before ?? s.latest ?? update.view) as GameView<unknown>;
    return beatsOf(before, recent.events, recent.frames);
  }
  return fresh || (update.viewer ?? null) !== s.viewer ? [] : s.history;
}

function applyUpdate(s: TimelineState, update: UpdateLike, speed: AnimationSpeed): TimelineState {
  const view = update.view as GameView<unknown>;
  // A new match (or a loaded one) starts from its table as it is: nothing to animate yet.
  const fresh = s.matchId !== update.matchId || !s.latest;
  const kept = historyBefore(s, update, fresh);
  const from = (fresh ? (kept.at(-1)?.view ?? view) : s.latest) as GameView<unknown>;
  const beats = beatsOf(from, update.events, update.frames);
  // Marks before a history the host sent are not known here (a loaded save): taken as closed.
  const wasOpen = fresh ? false : s.enemyOpen.latest;
  let historyOpen = kept === s.history ? s.enemyOpen.history : kept.length === 0 ? wasOpen : false;
  let history = [...kept, ...beats];
  if (history.length > HISTORY_LIMIT) {
    const drop = history.length - HISTORY_LIMIT;
    historyOpen = openAfter(historyOpen, history.slice(0, drop));
    history = history.slice(drop);
  }
  const enemyOpen = { queue: s.enemyOpen.queue, history: historyOpen, latest: openAfter(historyOpen, history) };
  const next = { ...s, history, viewer: update.viewer ?? null, enemyOpen, latest: view };
  if (fresh) return { ...idleTimeline, matchId: update.matchId, history, viewer: next.viewer, enemyOpen, latest: view };
  if (speed === 'instant') return idle(next);
  if (beats.length === 0) return next;
  // New events while playing join the queue; a replay in progress gives way to them.
  if (s.index >= 0 && !s.replaying) return { ...next, queue: [...s.queue, ...beats] };
  return { ...next, queue: beats, index: 0, replaying: false, enemyOpen: { ...enemyOpen, queue: wasOpen } };
}

export function currentBeat(s: TimelineState): Beat | null {
  return s.index >= 0 ? (s.queue[s.index] ?? null) : null;
}

/** True when there is something since the person's last decision to show again. */
export function canReplay(s: TimelineState): boolean {
  return s.history.length > 0;
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
  // The turn may have opened in an earlier update, or before the person's decision.
  return s.enemyOpen.queue;
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
