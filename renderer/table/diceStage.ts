/**
 * Where a throw lands: no tray lies beside the board any more (it took a
 * third of every table); for each throw the tray rises into view over the
 * board where the camera looks, is turned to face the camera and scaled so
 * every die reads, and leaves once the dice have been seen (DiceStage.tsx).
 * Pure numbers from the camera as it stands when the throw starts, so the
 * e2e tests and the unit tests check the same placement the table makes.
 *
 * A throw is simulated in tray units (a d6 is about one unit wide); the
 * stage draws it under a uniform scale, turned about the vertical only, so
 * every die still reads the face the physics landed.
 */
import { TRAY } from '../dice/trayArea';
import type { Vec3 } from './cameraPresets';
import { projectedDieHeight, screenPoint, TABLE_FOV_DEG } from './dieProjection';

/** Edge of a d6 in tray units (circumradius 0.85): the size the die-size rule is checked on. */
export const D6_EDGE = (2 * 0.85) / Math.sqrt(3);

/** The smallest a die may look, CSS px: 45 in a 1600x900 window, 36 in a 1280x720 one (about 5.6 % of the canvas height between). */
export function minDiePx(canvasHeight: number): number {
  return Math.min(45, Math.max(36, canvasHeight * 0.056));
}

export interface DiceStagePose {
  /** Centre of the tray's floor in table units. */
  centre: Vec3;
  /** Turn about y from tray axes to table axes: the tray's long side runs across the screen. */
  rotationY: number;
  /** Table units per tray unit. */
  scale: number;
  /** The smallest die anywhere in the tray, CSS px, from the camera it was placed for. */
  diePx: number;
}

export interface StageOptions {
  /** Height of the tray's floor above the felt: over the tallest pieces, so nothing pokes through it. */
  lift: number;
  /** Where on the canvas the tray's centre sits, as fractions of its width and height (a little below the middle). */
  anchor?: [number, number];
  /** The most of the canvas the tray (rims included) may span, across and down. */
  maxShare?: [number, number];
  fovDeg?: number;
}

type Camera = { position: Vec3; target: Vec3 };

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: Vec3, b: Vec3, k = 1): Vec3 => [a[0] + b[0] * k, a[1] + b[1] * k, a[2] + b[2] * k];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: Vec3): Vec3 => {
  const l = Math.hypot(...a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** The tray's floor corners (pulled in by `inset` tray units: where the outermost dice rest) and rim tops, in table units. */
export function trayCorners(pose: Pick<DiceStagePose, 'centre' | 'rotationY' | 'scale'>, inset = 0, rimHeight = 0): Vec3[] {
  const c = Math.cos(pose.rotationY);
  const s = Math.sin(pose.rotationY);
  const hx = (TRAY.width / 2 - inset) * pose.scale;
  const hz = (TRAY.depth / 2 - inset) * pose.scale;
  const out: Vec3[] = [];
  for (const x of [-hx, hx]) {
    for (const z of [-hz, hz]) {
      // Rotation about y: local (x, z) -> (x cos + z sin, -x sin + z cos).
      out.push([pose.centre[0] + x * c + z * s, pose.centre[1] + rimHeight * pose.scale, pose.centre[2] - x * s + z * c]);
    }
  }
  return out;
}

/** The smallest die anywhere in the tray, CSS px. */
export function stagedDiePx(pose: Pick<DiceStagePose, 'centre' | 'rotationY' | 'scale'>, camera: Camera, viewport: [number, number], fovDeg = TABLE_FOV_DEG): number {
  return Math.min(...trayCorners(pose, 0.6).map((p) => projectedDieHeight(D6_EDGE * pose.scale, p, camera, fovDeg, viewport[1])));
}

/** Screen box [minX, minY, maxX, maxY] of the tray with its rims, CSS px. */
export function stagedBox(pose: Pick<DiceStagePose, 'centre' | 'rotationY' | 'scale'>, camera: Camera, viewport: [number, number], fovDeg = TABLE_FOV_DEG): [number, number, number, number] {
  const pts = [...trayCorners(pose, -0.3, 0), ...trayCorners(pose, -0.3, 0.55)].map((p) => screenPoint(p, camera, fovDeg, viewport));
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * Places the tray for a throw seen by `camera` in a canvas of `viewport`
 * [width, height] CSS px: on the plane `lift` above the felt, under the
 * anchor point of the screen, its long side across the screen, as large as
 * makes the smallest die minDiePx tall, and no larger than fits the canvas
 * share (then the dice are as large as fits, and diePx says how large).
 */
export function stageDice(camera: Camera, viewport: [number, number], options: StageOptions): DiceStagePose {
  const { lift, anchor = [0.5, 0.56], maxShare = [0.72, 0.62], fovDeg = TABLE_FOV_DEG } = options;
  const [w, h] = viewport;
  const forward = unit(sub(camera.target, camera.position));
  const flat = Math.hypot(forward[0], forward[2]);
  const right = flat > 1e-6 ? unit(cross(forward, [0, 1, 0])) : ([1, 0, 0] as Vec3);
  const up = cross(right, forward);
  const tanV = Math.tan((fovDeg * Math.PI) / 360);
  const ndcX = anchor[0] * 2 - 1;
  const ndcY = 1 - anchor[1] * 2;
  const ray = unit(add(add(forward, right, ndcX * tanV * (w / h)), up, ndcY * tanV));
  // Where the anchor's ray meets the lifted plane; a camera below it (or looking up) gets the tray at the target's distance.
  const toPlane = ray[1] < -1e-3 ? (lift - camera.position[1]) / ray[1] : -1;
  const distance = toPlane > 0 ? toPlane : Math.hypot(...sub(camera.target, camera.position));
  const centre = add(camera.position, ray, distance);
  // The tray's long (x) side along the camera's right: the turn that maps local +x onto it.
  const rotationY = Math.atan2(-right[2], right[0]);
  const at = (scale: number): DiceStagePose => {
    const pose = { centre, rotationY, scale };
    return { ...pose, diePx: stagedDiePx(pose, camera, viewport, fovDeg) };
  };
  const fits = (p: DiceStagePose): boolean => {
    const [x0, y0, x1, y1] = stagedBox(p, camera, viewport, fovDeg);
    return Number.isFinite(x0) && x1 - x0 <= maxShare[0] * w && y1 - y0 <= maxShare[1] * h && x0 >= 0 && y0 >= 0 && x1 <= w && y1 <= h;
  };
  const want = minDiePx(h) * 1.02;
  // The dice grow about as the scale: a few rounds of "scale by how much too small they look".
  let scale = 0.2;
  let pose = at(scale);
  for (let i = 0; i < 8 && pose.diePx > 0 && Math.abs(pose.diePx - want) > 0.5; i++) {
    scale *= want / pose.diePx;
    pose = at(scale);
  }
  // Too big for the canvas: as large as fits.
  for (let i = 0; i < 40 && !fits(pose) && scale > 0.01; i++) {
    scale *= 0.95;
    pose = at(scale);
  }
  return pose;
}
