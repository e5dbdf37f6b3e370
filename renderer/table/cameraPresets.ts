/**
 * Camera presets and limits as data, and the pure math that keeps the camera
 * sensible: never under the table, never lost far away, its target on the
 * board. Each game gives its own presets (at least 'overview' and 'follow').
 */
export type Vec3 = [number, number, number];

export interface CameraPreset {
  id: string;
  label: string;
  /** Where the camera stands. */
  position: Vec3;
  /** What it looks at. */
  target: Vec3;
}

export interface CameraLimits {
  minDistance: number;
  maxDistance: number;
  /** Radians from straight down (0) towards the horizon (pi/2). */
  minPolarAngle: number;
  maxPolarAngle: number;
  /** The box the target may move in (pan bounds): the board, a little enlarged. */
  targetMin: Vec3;
  targetMax: Vec3;
}

/** Preset ids the table itself relies on. 'follow' moves with the animation's focus. */
export const OVERVIEW = 'overview';
export const FOLLOW = 'follow';

/** Limits for a board of `width` x `depth` units centred on the origin. */
export function limitsForBoard(width: number, depth: number): CameraLimits {
  const size = Math.max(width, depth);
  return {
    minDistance: Math.max(1.5, size * 0.18),
    maxDistance: size * 2.2 + 4,
    minPolarAngle: 0.02,
    // About 76 degrees: low enough to see figures from the side, never from under the table.
    maxPolarAngle: 1.33,
    targetMin: [-width * 0.6, 0, -depth * 0.6],
    targetMax: [width * 0.6, Math.max(1, size * 0.15), depth * 0.6],
  };
}

/** Default presets for a board: overview from the player's side, a closer follow view, and top-down. */
export function defaultPresets(width: number, depth: number): CameraPreset[] {
  const size = Math.max(width, depth);
  return [
    { id: OVERVIEW, label: 'Overview', position: [0, size * 0.78 + 1, depth * 0.5 + size * 0.42 + 1], target: [0, 0, depth * 0.06] },
    { id: FOLLOW, label: 'Follow', position: [0, 4.2, 4.6], target: [0, 0, 0] },
    { id: 'top', label: 'Top', position: [0, size * 1.35 + 2, 0.5], target: [0, 0, 0] },
  ];
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function clampTarget(target: Vec3, limits: CameraLimits): Vec3 {
  return [0, 1, 2].map((i) => clamp(target[i]!, limits.targetMin[i]!, limits.targetMax[i]!)) as Vec3;
}

/**
 * Moves a camera position so that, seen from its (clamped) target, the
 * distance and the polar angle are within the limits. The azimuth (the
 * direction around the table) is kept.
 */
export function clampPose(position: Vec3, target: Vec3, limits: CameraLimits): { position: Vec3; target: Vec3 } {
  const t = clampTarget(target, limits);
  let dx = position[0] - t[0];
  let dy = position[1] - t[1];
  let dz = position[2] - t[2];
  let r = Math.hypot(dx, dy, dz);
  if (r < 1e-9) {
    // Standing on the target: look from above and a little in front.
    dx = 0;
    dy = 1;
    dz = 0.001;
    r = 1;
  }
  const distance = clamp(r, limits.minDistance, limits.maxDistance);
  const polar = clamp(Math.acos(clamp(dy / r, -1, 1)), limits.minPolarAngle, limits.maxPolarAngle);
  const azimuth = Math.atan2(dx, dz);
  return {
    target: t,
    position: [
      t[0] + distance * Math.sin(polar) * Math.sin(azimuth),
      t[1] + distance * Math.cos(polar),
      t[2] + distance * Math.sin(polar) * Math.cos(azimuth),
    ],
  };
}

/**
 * The pose that looks at `point` from the same direction as `from` (a
 * camera offset, position minus target), at `distance` if given or at the
 * offset's own length, within the limits.
 */
export function poseLookingAt(point: Vec3, from: Vec3, limits: CameraLimits, distance?: number): { position: Vec3; target: Vec3 } {
  const len = Math.hypot(...from) || 1;
  const d = distance ?? len;
  const position: Vec3 = [point[0] + (from[0] / len) * d, point[1] + (from[1] / len) * d, point[2] + (from[2] / len) * d];
  return clampPose(position, point, limits);
}

export function findPreset(presets: readonly CameraPreset[], id: string): CameraPreset | undefined {
  return presets.find((p) => p.id === id);
}
