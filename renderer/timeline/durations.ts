/**
 * How long each kind of event holds the table at 1x. Data, not code: a game
 * may add its own event types (unknown types get the default). Dice throws
 * wait for the tray to settle instead (see timelineState).
 */
import type { GameEvent } from '../../core/engine/types';

export type AnimationSpeed = '1x' | '2x' | '4x' | 'instant';

const BASE_MS: Readonly<Record<string, number>> = {
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
  reason: 350,
  gameOver: 600,
};
const DEFAULT_MS = 400;
/** Events with no log line and no table change of their own pass quickly. */
const SILENT_MS = 80;

export function speedFactor(speed: AnimationSpeed): number {
  return speed === 'instant' ? 0 : speed === '4x' ? 0.25 : speed === '2x' ? 0.5 : 1;
}

export function beatDuration(event: GameEvent, speed: AnimationSpeed): number {
  const base = BASE_MS[event.type] ?? (typeof event.text === 'string' && event.text ? DEFAULT_MS : SILENT_MS);
  return Math.round(base * speedFactor(speed));
}

/** The longest a dice beat waits for the tray before moving on anyway (a tray that never reports must not stall the game). */
export function diceTimeout(speed: AnimationSpeed): number {
  return speed === 'instant' ? 0 : Math.round(8000 * Math.max(speedFactor(speed), 0.5));
}
