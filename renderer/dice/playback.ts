/**
 * Timing of a throw's replay: which recorded frame to draw after some time at
 * an animation speed. The recording is at 60 frames a simulated second; 2x
 * and 4x skip frames, "instant" jumps to the last (resting) frame.
 */
import type { Settings } from '../../core/protocol/messages';
import { STEP } from './throw';

export type Speed = Settings['animationSpeed'];

/** Fast rolls the person's own dice as at 1x; other seats' throws get rate Infinity from the timeline (they land at once). */
export const SPEED_FACTOR: Readonly<Record<Speed, number>> = { '1x': 1, '2x': 2, '4x': 4, instant: Infinity, fast: 1 };

/**
 * Longest frame time counted. The replay follows the wall clock, so that a
 * slow renderer (SwiftShader at a few frames a second) shows fewer frames of
 * the throw, not a longer throw: it was 1/20 s, which at 4 fps stretched a
 * 1.2 s throw to 6 s and held the timeline's dice beat (and its timeout) that
 * much longer. Only a real stall (a tab in the background) is cut.
 */
export const MAX_DELTA_S = 0.5;

/**
 * Frame to show after `elapsedS` seconds of replay; `rate` multiplies the
 * speed (the timeline replays other seats' repeated throws faster; Infinity
 * lands them at once).
 */
export function frameAt(elapsedS: number, speed: Speed, frameCount: number, rate = 1): number {
  const last = Math.max(0, frameCount - 1);
  const factor = SPEED_FACTOR[speed] * rate;
  if (speed === 'instant' || !Number.isFinite(factor)) return last;
  return Math.min(last, Math.floor((Math.max(0, elapsedS) * factor) / STEP));
}

/** Seconds the replay lasts at a speed (0 for instant). */
export function replaySeconds(frameCount: number, speed: Speed, rate = 1): number {
  const factor = SPEED_FACTOR[speed] * rate;
  return speed === 'instant' || !Number.isFinite(factor) ? 0 : (Math.max(0, frameCount - 1) * STEP) / factor;
}
