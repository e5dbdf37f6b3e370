/**
 * Dice clatter from the physics: the knocks a replay just passed (reported by
 * the dice side, renderer/dice/impacts.ts) become clicks, loud as the knock
 * was hard, high as the die is small, duller on the felt than against a rim
 * or another die. Pure: the voices (voices.ts) only render what this decides.
 */
import type { Settings } from '../../core/protocol/messages';
import { clamp01 } from './mixer';
import type { DieKnock } from './types';

export interface ClatterHit {
  /** Seconds from now. */
  delay: number;
  gain: number;
  surface: DieKnock['surface'];
  /** Centre frequency of the click, Hz. */
  pitch: number;
  /** Stereo position, -1 (left) .. 1 (right). */
  pan: number;
}

/** Knock speeds (table units per second, renderer/dice/tray.ts scale) from silence to full loudness. A die dropped onto the felt lands at about 12-14. */
export const QUIET_SPEED = 1.5;
export const FULL_SPEED = 13;
/** Clicks quieter than this are not worth a voice. */
const MIN_GAIN = 0.04;
/**
 * At most this many clicks per batch (one rendered frame of the replay): a
 * dozen dice landing together are a crash of a few clicks, and more voices
 * would only cost and clip.
 */
export const MAX_CLICKS_PER_BATCH = 6;
/** Clicks of one batch are spread over their throw time, but never later than this (they belong to the frame on screen). */
const MAX_SPREAD_S = 0.12;
/** Half the tray width: x at the rim pans this far. */
const HALF_WIDTH = 6;

/** Loudness of a knock from its speed: linear in speed (a click's amplitude grows with the speed of the blow). */
export function knockGain(speed: number): number {
  return clamp01((speed - QUIET_SPEED) / (FULL_SPEED - QUIET_SPEED));
}

/** A die's click frequency: smaller dice (fewer faces here) ring higher; the felt muffles every die. */
export function knockPitch(kind: number, surface: DieKnock['surface']): number {
  const body = 2600 * Math.pow(6 / Math.max(4, kind), 0.35);
  return surface === 'felt' ? body * 0.45 : body;
}

const SPEED_FACTOR: Readonly<Record<Settings['animationSpeed'], number>> = { '1x': 1, '2x': 2, '4x': 4, instant: Infinity, fast: 1 };

/**
 * The clicks for the knocks one step of a replay passed, at an animation
 * speed. Instant gives none: the replay jumps to rest, and the caller plays
 * one short rattle instead (a hundred knocks at once are no sound a table makes).
 */
export function clatterFor(knocks: readonly DieKnock[], speed: Settings['animationSpeed']): ClatterHit[] {
  if (speed === 'instant' || knocks.length === 0) return [];
  const factor = SPEED_FACTOR[speed];
  const t0 = Math.min(...knocks.map((k) => k.t));
  const hits = knocks
    .map((k) => ({
      delay: Math.min(MAX_SPREAD_S, (k.t - t0) / factor),
      gain: knockGain(k.speed),
      surface: k.surface,
      pitch: knockPitch(k.kind, k.surface),
      pan: Math.max(-1, Math.min(1, k.x / HALF_WIDTH)) * 0.6,
    }))
    .filter((h) => h.gain >= MIN_GAIN);
  if (hits.length <= MAX_CLICKS_PER_BATCH) return hits;
  return [...hits].sort((a, b) => b.gain - a.gain).slice(0, MAX_CLICKS_PER_BATCH).sort((a, b) => a.delay - b.delay);
}
