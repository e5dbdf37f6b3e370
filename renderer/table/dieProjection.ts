/**
 * How big a thing looks on screen from a table camera. Pure: a pinhole
 * camera (position, target, y up, vertical fov) and a viewport in CSS pixels,
 * the same projection three.js's PerspectiveCamera makes. diceStage.ts sizes
 * each throw's tray with it; the board-fill measure frames boards with it.
 */
import type { CameraPreset, Vec3 } from './cameraPresets';

/** The table camera's vertical field of view (TableCanvas). */
export const TABLE_FOV_DEG = 38;

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: Vec3): Vec3 => {
  const l = Math.hypot(...a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

type Camera = Pick<CameraPreset, 'position' | 'target'>;

/** Screen position (pixels from the top left) of a world point seen by `camera` in a `viewport` [width, height]; NaN behind the camera. */
export function screenPoint(point: Vec3, camera: Camera, fovDeg: number, [width, height]: [number, number]): [number, number] {
  const forward = unit(sub(camera.target, camera.position));
  const right = unit(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const v = sub(point, camera.position);
  const depth = dot(v, forward);
  if (depth <= 0) return [NaN, NaN];
  const tanV = Math.tan((fovDeg * Math.PI) / 360);
  const ndcX = dot(v, right) / (depth * tanV * (width / height));
  const ndcY = dot(v, up) / (depth * tanV);
  return [((1 + ndcX) / 2) * width, ((1 - ndcY) / 2) * height];
}

/**
 * Height on screen, in pixels, of a die of edge `size` resting on the table
 * at `at` (its foot; the die is treated as a cube, the d6, whose faces are
 * the ones read most): the spread of its eight corners' screen y.
 */
export function projectedDieHeight(size: number, at: Vec3, camera: Camera, fovDeg: number, viewportHeight: number): number {
  const h = size / 2;
  const ys: number[] = [];
  for (const dx of [-h, h]) for (const dy of [0, size]) for (const dz of [-h, h]) ys.push(screenPoint([at[0] + dx, at[1] + dy, at[2] + dz], camera, fovDeg, [viewportHeight, viewportHeight])[1]);
  return Math.max(...ys) - Math.min(...ys);
}

/** Share of the canvas width and height that a box (corners `min`..`max`) spans on screen, clipped to the canvas. */
export function screenShare(min: Vec3, max: Vec3, camera: Camera, fovDeg: number, [width, height]: [number, number]): [number, number] {
  const pts: [number, number][] = [];
  for (const x of [min[0], max[0]]) for (const y of [min[1], max[1]]) for (const z of [min[2], max[2]]) pts.push(screenPoint([x, y, z], camera, fovDeg, [width, height]));
  const ok = pts.filter((p) => Number.isFinite(p[0]));
  if (ok.length === 0) return [0, 0];
  const clip = (v: number, hi: number) => Math.min(hi, Math.max(0, v));
  const xs = ok.map((p) => clip(p[0], width));
  const ys = ok.map((p) => clip(p[1], height));
  return [(Math.max(...xs) - Math.min(...xs)) / width, (Math.max(...ys) - Math.min(...ys)) / height];
}
