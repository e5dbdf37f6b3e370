/**
 * How tall a die looks on screen, and the dice scale that keeps every die at
 * least 45 px tall from a game's default (overview) camera. Pure: a pinhole
 * camera (position, target, y up, vertical fov) and a viewport in CSS pixels,
 * the same projection three.js's PerspectiveCamera makes.
 */
import { OVERVIEW, findPreset, type CameraPreset, type Vec3 } from './cameraPresets';
import { D6_EDGE, diceStrip, framedArea, shiftPresets, stripCorners, type DiceStrip } from './diceStrip';

/** The table camera's vertical field of view (TableCanvas). */
export const TABLE_FOV_DEG = 38;
/** The smallest a die may look from the default camera, in CSS pixels. */
export const MIN_DIE_PX = 45;

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

/** The smallest height, in pixels, of a d6 anywhere in the strip (the far corners are the smallest). */
export function smallestDiePx(strip: DiceStrip, camera: Camera, viewportHeight: number, fovDeg = TABLE_FOV_DEG): number {
  return Math.min(...stripCorners(strip).map((c) => projectedDieHeight(D6_EDGE * strip.scale, c, camera, fovDeg, viewportHeight)));
}

export interface DiceLayout {
  strip: DiceStrip;
  /** The game's presets, fitted to the board and the strip together. */
  presets: CameraPreset[];
  /** The area the table surface covers: [width, depth] and centre [x, z]. */
  area: { size: [number, number]; centre: [number, number] };
  /** The smallest die height from the overview, in pixels (at least MIN_DIE_PX unless the scale cap was hit). */
  diePx: number;
}

/** Largest tray scale: past it the tray would dwarf any board (the camera then simply sees small dice). */
const MAX_SCALE = 3;

/**
 * Chooses the dice scale for a board: `fit` gives the game's presets for an
 * area of a given size centred on the origin; the strip grows the area, which
 * moves the camera back, which shrinks the dice, so the scale is found by a
 * few rounds of "scale up by how much too small the dice look".
 */
export function layoutDice(
  boardSize: [number, number],
  fit: (areaSize: [number, number]) => CameraPreset[],
  viewportHeight: number,
  fovDeg = TABLE_FOV_DEG,
  minPx = MIN_DIE_PX,
  /** False for presets that do not follow the area (a game's fixed ones): they are used as they are. */
  shift = true,
): DiceLayout {
  const at = (scale: number): DiceLayout => {
    const strip = diceStrip(boardSize, scale);
    const area = framedArea(boardSize, strip);
    const presets = shift ? shiftPresets(fit(area.size), area.centre) : fit(area.size);
    const overview = findPreset(presets, OVERVIEW) ?? presets[0];
    const diePx = overview ? smallestDiePx(strip, overview, viewportHeight, fovDeg) : 0;
    return { strip, presets, area, diePx };
  };
  let scale = 1;
  let l = at(scale);
  for (let i = 0; i < 12 && (l.diePx < minPx || l.diePx > minPx * 1.06) && scale < MAX_SCALE; i++) {
    scale = Math.min(MAX_SCALE, scale * (l.diePx > 0 ? (minPx * 1.02) / l.diePx : 2));
    l = at(scale);
  }
  // The camera moving back can still leave it a hair short: nudge up until it holds.
  for (let i = 0; i < 20 && l.diePx < minPx && scale < MAX_SCALE; i++) {
    scale = Math.min(MAX_SCALE, scale * 1.02);
    l = at(scale);
  }
  return l;
}
