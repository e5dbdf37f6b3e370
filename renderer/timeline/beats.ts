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
 * Events mark the enemy side's turns: an event with `enemy: true` opens one,
 * an event with `enemy: false` closes it. The bar says "Enemy turn" and names
 * its segments from them; "Replay since my move" does not need them
 * (its slice comes from the host: see timelineState).
 */
export function enemyMark(event: GameEvent): 'start' | 'end' | null {
  if (event.enemy === true) return 'start';
  if (event.enemy === false) return 'end';
  return null;
}
