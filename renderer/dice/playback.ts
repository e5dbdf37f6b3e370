/**
 * Timing of a throw's replay: which recorded frame to draw after some time at
 * an animation speed. The recording is at 60 frames a simulated second; 2x
 * and 4x skip frames, "instant" jumps to the last (resting) frame.
 */
import type { Settings } from '../../core/protocol/messages';
import { STEP } from './throw';

export type Speed = Settings['animationSpeed'];

export const SPEED_FACTOR: Readonly<Record<Speed, number>> = { '1x': 1, '2x': 2, '4x': 4, instant: Infinity };

/**
 * Longest frame time counted: after a hitch (a tab in the background, a slow
 * software renderer) the dice slow down instead of jumping across the tray.
 */
export const MAX_DELTA_S = 1 / 20;

/** Frame to show after `elapsedS` seconds of replay. */
export function frameAt(elapsedS: number, speed: Speed, frameCount: number): number {
  const last = Math.max(0, frameCount - 1);
  if (speed === 'instant') return last;
  return Math.min(last, Math.floor((Math.max(0, elapsedS) * SPEED_FACTOR[speed]) / STEP));
}

/** Seconds the replay lasts at a speed (0 for instant). */
export function replaySeconds(frameCount: number, speed: Speed): number {
  return speed === 'instant' ? 0 : (Math.max(0, frameCount - 1) * STEP) / SPEED_FACTOR[speed];
}
