/**
 * The board's camera presets, fitted to the canvas's shape: the overview
 * looks down steeply from the player's side, far enough that the whole map
 * (width and depth) fits the canvas whatever its aspect ratio. Pure.
 */
import type { CameraPreset } from '../../table';

/** The table camera's vertical field of view (TableCanvas). */
const FOV_DEG = 38;
/** Overview elevation above the table, radians (about 69 degrees). */
const ELEVATION = 1.2;
/** Room for perspective: the near edge looks bigger than the middle. */
const SLACK = 1.04;

type Vec3 = [number, number, number];

/** Camera distance at which a board of `width` × `depth` fits a canvas of `aspect` (width / height). */
export function fitDistance(width: number, depth: number, aspect: number): number {
  const tanV = Math.tan(((FOV_DEG / 2) * Math.PI) / 180);
  const tanH = tanV * Math.max(0.3, aspect);
  const forWidth = width / 2 / tanH;
  const forDepth = (depth * Math.sin(ELEVATION)) / 2 / tanV;
  return Math.max(forWidth, forDepth) * SLACK;
}

export function presetsFor([width, depth]: [number, number], aspect: number): CameraPreset[] {
  const dist = fitDistance(width, depth, aspect);
  const target: Vec3 = [0, 0, depth * 0.02];
  const overview: Vec3 = [0, Math.sin(ELEVATION) * dist, target[2] + Math.cos(ELEVATION) * dist];
  return [
    { id: 'overview', label: 'Overview', position: overview, target },
    { id: 'follow', label: 'Follow', position: [0, 6.5, 5.5], target: [0, 0, 0] },
    { id: 'top', label: 'Top', position: [0, fitDistance(width, depth / Math.sin(ELEVATION), aspect), 0.5], target: [0, 0, 0] },
  ];
}
