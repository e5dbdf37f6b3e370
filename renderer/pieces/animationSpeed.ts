/**
 * The animation speed setting as a React context for everything that moves on
 * the table. Pieces ask `scaledDuration` how long a motion takes: the base
 * duration is written for 1x, and 'instant' makes every motion end at once.
 */
import { createContext, useContext } from 'react';
import type { Settings } from '../api/types';

export type AnimationSpeed = Settings['animationSpeed'];

// Fast: the table's motions run as at 4x (other seats' beats pass in a blink; the person's own dice still roll at 1x, see dice/playback.ts).
const FACTOR: Record<AnimationSpeed, number> = { '1x': 1, '2x': 0.5, '4x': 0.25, instant: 0, fast: 0.25 };

/** Seconds a motion of `baseSeconds` (at 1x) lasts at the given speed; 0 means jump to the end. */
export function scaledDuration(baseSeconds: number, speed: AnimationSpeed): number {
  return Math.max(0, baseSeconds) * FACTOR[speed];
}

export const AnimationSpeedContext = createContext<AnimationSpeed>('1x');

export const AnimationSpeedProvider = AnimationSpeedContext.Provider;

export function useAnimationSpeed(): AnimationSpeed {
  return useContext(AnimationSpeedContext);
}
