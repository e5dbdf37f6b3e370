/**
 * A beat is one event of the core with the table as that event leaves it. The
 * host sends, with each update, the events since the last one and the view
 * after each (null where nothing visible changed); here they become beats the
 * timeline plays in order.
 */
import type { GameEvent } from '../../core/engine/types';
import type { GameView } from '../../core/engine/view';

export interface Beat {
  event: GameEvent;
  /** The viewer's table right after the event. */
  view: GameView<unknown>;
}

/** Pairs events with frames; a null frame means "as after the previous event" (or `before` for the first). */
export function beatsOf(before: GameView<unknown>, events: readonly unknown[], frames: readonly unknown[] | undefined): Beat[] {
  const beats: Beat[] = [];
  let view = before;
  events.forEach((event, i) => {
    const frame = frames?.[i];
    if (frame !== null && frame !== undefined) view = frame as GameView<unknown>;
    beats.push({ event: event as GameEvent, view });
  });
  return beats;
}

/** True for events that carry a log line (those are the lines the log holds back while a beat is ahead). */
export function hasLogLine(event: GameEvent): boolean {
  return typeof event.text === 'string' && event.text !== '';
}

/**
 * Events mark the enemy side's turns for "replay last enemy turn": an event
 * with `enemy: true` opens one, an event with `enemy: false` closes it.
 */
export function enemyMark(event: GameEvent): 'start' | 'end' | null {
  if (event.enemy === true) return 'start';
  if (event.enemy === false) return 'end';
  return null;
}

/**
 * The last enemy turn in a history of beats: from the last opening mark to
 * the closing mark after it (or the end). `before` is the table just before
 * it, for replaying from there. Null when the history holds no enemy turn.
 */
export function lastEnemyTurn(history: readonly Beat[], start: GameView<unknown>): { before: GameView<unknown>; beats: Beat[] } | null {
  let open = -1;
  for (let i = history.length - 1; i >= 0; i--) {
    if (enemyMark(history[i]!.event) === 'start') {
      open = i;
      break;
    }
  }
  if (open < 0) return null;
  let close = history.length;
  for (let i = open + 1; i < history.length; i++) {
    if (enemyMark(history[i]!.event) === 'end') {
      close = i;
      break;
    }
  }
  const before = open > 0 ? history[open - 1]!.view : start;
  return { before, beats: history.slice(open, close) };
}
