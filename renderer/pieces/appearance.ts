/**
 * Spawn and death poses as functions of time, so a figure that appears grows
 * out of the board with a small overshoot and one that dies topples and sinks
 * into it. Durations are for 1x; the caller scales them by the speed setting.
 */
import { clamp01 } from './tween';

export const SPAWN_SECONDS = 0.45;
export const DEATH_SECONDS = 0.7;

/** Scale while spawning, 0 -> 1 with a small overshoot (ease-out-back). `t` is 0..1. */
export function spawnScale(t: number): number {
  const x = clamp01(t);
  const c1 = 1.4;
  const c3 = c1 + 1;
  return 1 + c3 * (x - 1) ** 3 + c1 * (x - 1) ** 2;
}

export interface DeathPose {
  scale: number;
  /** How far the figure has sunk below its base, in board units. */
  sink: number;
  /** Tilt in radians (falls backwards). */
  tilt: number;
}

/** Pose while dying: tip over in the first half, then shrink and sink. `t` is 0..1. */
export function deathPose(t: number): DeathPose {
  const x = clamp01(t);
  const tip = clamp01(x / 0.45);
  const sinkPart = clamp01((x - 0.35) / 0.65);
  return {
    tilt: -(Math.PI / 2.6) * (1 - (1 - tip) ** 2),
    scale: 1 - 0.75 * sinkPart * sinkPart,
    sink: 0.45 * sinkPart * sinkPart,
  };
}

export const FLIP_SECONDS = 0.45;

/** A card turning over: lifted off the table mid-turn so it does not cut through it. `t` is 0..1. */
export function flipPose(t: number, from: number, to: number): { angle: number; lift: number } {
  const x = clamp01(t);
  const e = x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2;
  return { angle: from + (to - from) * e, lift: 0.32 * Math.sin(Math.PI * x) };
}
