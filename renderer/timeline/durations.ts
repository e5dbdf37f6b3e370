/**
 * How long each kind of event holds the table at 1x, and how a turn's beats
 * are paced (schedule.ts reads these). Data, not code: a game may add its own
 * event types (unknown types get the default). Dice throws wait for the tray
 * to settle instead (see schedule.ts and useTimeline).
 */
import type { GameEvent } from '../../core/engine/types';

/**
 * '1x' .. '4x' scale every beat; 'instant' shows the end at once; 'fast'
 * passes other seats' beats in a blink and waits only for the person's own
 * dice (and, like every speed, for the person's decisions).
 */
export type AnimationSpeed = '1x' | '2x' | '4x' | 'instant' | 'fast';

export const BASE_MS: Readonly<Record<string, number>> = {
  diceRolled: 1800,
  moved: 700,
  hordeMoved: 900,
  spawned: 650,
  killed: 750,
  caught: 750,
  damaged: 700,
  healed: 600,
  trackChanged: 550,
  tokenRevealed: 800,
  cardPlayed: 700,
  cardsDrawn: 500,
  cardsDiscarded: 450,
  turnStarted: 700,
  phaseStarted: 650,
  roundStarted: 600,
  // An AI's reason is a log line about the move that follows; the table does not change for it.
  reason: 100,
  gameOver: 600,
};
export const DEFAULT_MS = 400;
/** Events with no log line and no table change of their own pass quickly. */
export const SILENT_MS = 80;

/** How a queue of beats is paced (schedule.ts). */
export const PACE = {
  /** A beat that joins a group (the same kind right after, in the same segment) starts this long after the one before. */
  groupStaggerMs: 90,
  /** Each earlier beat of the same kind in the queue shortens the next by this factor ... */
  repeatDecay: 0.65,
  /** ... down to this share of its full time. */
  repeatFloor: 0.2,
  /** A pause on settled dice so the result can be read, at 1x. */
  diceReadMs: 500,
  /** Physics replay rate of a queue's k-th throw of other seats' dice (the last entry for all later ones). */
  diceRepeatRate: [1, 2, 3, 4] as readonly number[],
  /** A throw that has not reported its rest this long (at its rate) after it began moves on anyway (the tray's settle plus a margin). */
  diceSettleAllowanceMs: 3000,
  /** Fast: other seats' beats, the first of a group ... */
  fastBlinkMs: 40,
  /** ... and those that join it. */
  fastGroupMs: 10,
  /** Fast: other seats' dice show their result for this long (diminishing like any repeat), without a throw to wait for. */
  fastDiceShowMs: 300,
} as const;

/** The share of a beat's 1x time at a speed ('fast' is paced by schedule.ts, not by a factor). */
export function speedFactor(speed: AnimationSpeed): number {
  return speed === 'instant' ? 0 : speed === '4x' ? 0.25 : speed === '2x' ? 0.5 : 1;
}

/** The full 1x-based time of one event alone, at a speed (before grouping and repeats). */
export function beatDuration(event: GameEvent, speed: AnimationSpeed): number {
  const base = BASE_MS[event.type] ?? (typeof event.text === 'string' && event.text ? DEFAULT_MS : SILENT_MS);
  return Math.round(base * speedFactor(speed));
}

/** The longest a throw at 1x physics waits for the tray before moving on (a tray that never reports must not stall the game). */
export function diceTimeout(speed: AnimationSpeed): number {
  return speed === 'instant' ? 0 : Math.round(PACE.diceSettleAllowanceMs * speedFactor(speed));
}
