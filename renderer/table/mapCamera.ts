/**
 * Camera presets that frame a rectangular map of `width` x `height` table
 * units (DOOM's grid, Maximum Apocalypse's tiles, Repossession's board) in a
 * canvas of a given shape: the whole board (with its edge coordinates) from
 * the player's side (overview), straight down (top), and a closer follow view
 * whose offset the follow camera keeps. The overview is fitted by projecting
 * the board's corners through the table camera, so it fills the window
 * whatever its aspect ratio, without guessing at perspective. Pure.
 */
import type { CameraPreset } from './cameraPresets';

type Vec3 = [number, number, number];

/** Tilt of the overview camera from straight down (radians). */
export const OVERVIEW_TILT = 0.72;
/** The table camera's vertical field of view (TableCanvas), radians. */
const FOV_V = (38 * Math.PI) / 180;
/** Board beyond the spaces: trim, edge coordinates and a little air (table units). */
export const BOARD_MARGIN = 1.0;
/** Height of the tallest map parts (wall tops, door posts) to keep in view. */
const TOP = 0.55;
/** Fraction of the canvas the board may fill (a little air round it). */
const FILL = 0.96;

/** Where a point lands on the screen (-1..1 both ways) from a camera at `eye` looking at `target` (no roll). */
export function project(p: Vec3, eye: Vec3, target: Vec3, aspect: number): [number, number] {
  const f = norm([target[0] - eye[0], target[1] - eye[1], target[2] - eye[2]]);
  const r = norm(cross(f, [0, 1, 0]));
  const u = cross(r, f);
  const v: Vec3 = [p[0] - eye[0], p[1] - eye[1], p[2] - eye[2]];
  const depth = dot(v, f);
  const t = Math.tan(FOV_V / 2);
  return [dot(v, r) / (depth * t * aspect), dot(v, u) / (depth * t)];
}

/** The overview pose: tilted `tilt` from straight down, as close as lets every corner of the board fit, the board centred on screen. */
export function fitOverview(width: number, height: number, aspect: number, tilt = OVERVIEW_TILT): { position: Vec3; target: Vec3 } {
  const hw = width / 2 + BOARD_MARGIN;
  const hd = height / 2 + BOARD_MARGIN;
  const corners: Vec3[] = [];
  for (const x of [-hw, hw]) for (const z of [-hd, hd]) for (const y of [0, TOP]) corners.push([x, y, z]);
  const dir: Vec3 = [0, Math.cos(tilt), Math.sin(tilt)];
  const pose = (d: number, tz: number) => ({ target: [0, 0, tz] as Vec3, position: [0, dir[1] * d, tz + dir[2] * d] as Vec3 });
  const fits = (d: number, tz: number) => {
    const { position, target } = pose(d, tz);
    return corners.every((c) => {
      const [sx, sy] = project(c, position, target, aspect);
      return Math.abs(sx) <= FILL && Math.abs(sy) <= FILL;
    });
  };
  const tries: { d: number; tz: number; tilt: number }[] = [];
  for (let tz = -hd * 0.5; tz <= hd * 0.5; tz += 0.05) {
    let lo = 1;
    let hi = 400;
    if (!fits(hi, tz)) continue;
    for (let i = 0; i < 40; i++) {
      const mid = (lo + hi) / 2;
      if (fits(mid, tz)) hi = mid;
      else lo = mid;
    }
    const { position, target } = pose(hi, tz);
    const ys = corners.map((c) => project(c, position, target, aspect)[1]);
    // How far off the middle of the screen the board sits (0: as much room above as below).
    tries.push({ d: hi, tz, tilt: Math.abs(Math.max(...ys) + Math.min(...ys)) });
  }
  // Among the closest poses (a wide board fits by its width at many aims), the one that centres the board on screen.
  const closest = Math.min(...tries.map((t) => t.d));
  const best = tries.filter((t) => t.d <= closest * 1.03).sort((a, b) => a.tilt - b.tilt)[0] ?? { d: 20, tz: 0 };
  return pose(best.d, best.tz);
}

/** Distance at which a camera looking straight down sees the board whole. */
export function fitDistance(width: number, depth: number, aspect = 1.6): number {
  const t = Math.tan(FOV_V / 2);
  return Math.max((width / 2 + BOARD_MARGIN) / (t * aspect), (depth / 2 + BOARD_MARGIN) / t) / FILL + TOP;
}

/** Tilts the overview may take: the steepest first (figures and walls read best from the side); flatter ones frame a wide map taller. */
export const OVERVIEW_TILTS = [OVERVIEW_TILT, 0.64, 0.56, 0.48] as const;

/** Share of the canvas's width and height that the board with its margin spans from a pose (-1..1 screen units halved). */
export function boardShare(width: number, height: number, pose: { position: Vec3; target: Vec3 }, aspect: number): [number, number] {
  const hw = width / 2 + BOARD_MARGIN;
  const hd = height / 2 + BOARD_MARGIN;
  const pts: [number, number][] = [];
  for (const x of [-hw, hw]) for (const z of [-hd, hd]) pts.push(project([x, 0, z], pose.position, pose.target, aspect));
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return [(Math.max(...xs) - Math.min(...xs)) / 2, (Math.max(...ys) - Math.min(...ys)) / 2];
}

/**
 * The overview that frames the board largest: for each tilt, how far the
 * board falls short of spanning 80 % of the canvas one way and 60 % the
 * other (the board-fill measure's target); the steepest tilt that meets
 * it, so a map that fills the canvas from the side keeps its side view and
 * only a wide, shallow map is seen from higher up (the best one can do).
 */
export function bestOverview(width: number, height: number, aspect: number): { position: Vec3; target: Vec3 } {
  const score = (pose: { position: Vec3; target: Vec3 }) => {
    const [sx, sy] = boardShare(width, height, pose, aspect);
    return Math.min(1, Math.max(sx, sy) / 0.8) * Math.min(1, Math.min(sx, sy) / 0.6);
  };
  const poses = OVERVIEW_TILTS.map((t) => fitOverview(width, height, aspect, t));
  const scores = poses.map(score);
  const meets = scores.findIndex((s) => s >= 1);
  return poses[meets >= 0 ? meets : scores.indexOf(Math.max(...scores))]!;
}

export function mapPresets(width: number, height: number, aspect = 1.6): CameraPreset[] {
  const overview = bestOverview(width, height, aspect);
  return [
    { id: 'overview', label: 'Overview', ...overview },
    { id: 'follow', label: 'Follow', position: [0, 5.2, 4.4], target: [0, 0, 0] },
    { id: 'top', label: 'Top', position: [0, fitDistance(width, height, aspect), 0.01], target: [0, 0, 0] },
  ];
}

function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}
function norm(a: Vec3): Vec3 {
  const l = Math.hypot(...a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
}
