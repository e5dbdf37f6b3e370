/**
 * RISK's camera presets fitted to the world map and to the canvas's shape:
 * the World view looks down steeply from the player's side, as close as lets
 * every corner of the map fit. Pure (a three.js camera projects the corners;
 * nothing is drawn).
 */
import { PerspectiveCamera, Vector3 } from 'three';
import type { CameraPreset } from '../../table';

/** The table camera's vertical field of view (TableCanvas). */
const FOV_DEG = 38;
/**
 * World view elevation above the table, radians (about 79°). The world is
 * 2.2 times as wide as deep: from 70° it spanned 58 % of a 3:2 canvas's
 * height, from here 62 % (board-fill's target is 60 %), still seen from the
 * player's side.
 */
const ELEVATION = 1.38;
/** Height of the tallest pieces (figures and their count badges) to keep in view. */
const TOP = 0.7;
/** Fraction of the canvas the area may fill. */
const FILL = 0.97;

type Vec3 = [number, number, number];

function fits([width, depth]: [number, number], aspect: number, dist: number, elevation: number): boolean {
  const cam = new PerspectiveCamera(FOV_DEG, aspect, 0.1, 1000);
  cam.position.set(0, Math.sin(elevation) * dist, Math.cos(elevation) * dist);
  cam.lookAt(0, 0, 0);
  cam.updateMatrixWorld();
  const p = new Vector3();
  for (const x of [-width / 2, width / 2]) for (const z of [-depth / 2, depth / 2]) for (const y of [0, TOP]) {
    p.set(x, y, z).project(cam);
    if (Math.abs(p.x) > FILL || Math.abs(p.y) > FILL) return false;
  }
  return true;
}

/** A view's distance from the area's centre at `elevation`: the closest at which the whole area fits. */
export function worldDistance(area: [number, number], aspect: number, elevation = ELEVATION): number {
  let lo = 1, hi = 400;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (fits(area, aspect, mid, elevation)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** World, Follow and Top for an area of `area` (width, depth) centred on the origin; the table moves them onto the real centre. */
export function worldPresets(area: [number, number], aspect: number): CameraPreset[] {
  const d = worldDistance(area, aspect);
  const world: Vec3 = [0, Math.sin(ELEVATION) * d, Math.cos(ELEVATION) * d];
  // Nearly straight down (a hair of tilt keeps the controls' up direction defined).
  const top = worldDistance(area, aspect, Math.PI / 2 - 0.03);
  return [
    { id: 'overview', label: 'World', position: world, target: [0, 0, 0] },
    { id: 'follow', label: 'Follow', position: [0, 5.2, 4.4], target: [0, 0, 0] },
    { id: 'top', label: 'Top', position: [0, top, top * 0.03], target: [0, 0, 0] },
  ];
}
