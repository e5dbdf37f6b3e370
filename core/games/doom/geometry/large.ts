/**
 * Large figures: two-space and six-space bases that move one space
 * orthogonally at a time (never diagonally), or rotate 90 degrees for one
 * point keeping at least half of the spaces they held. They ignore terrain but
 * not walls or closed doors, pay no extra to enter enemies' spaces, may pass
 * other figures, and may end on small figures (who are then displaced,
 * displacement.ts) but never on another large figure. Steps and turns mix
 * freely within one move: the search is over poses (corner and facing), so
 * every pose on a route is checked with the facing it has there.
 */
import { orthStep, step } from './adjacency';
import { MASK_IGNORE_TERRAIN, type CompiledMap } from './compile';
import { parseSpaceKey, spaceKey } from './coords';
import { baseSize, footprintAt, isLarge, type Occupancy } from './occupancy';
import type { Facing, FigurePlacement, FigureSize, SpaceKey } from './types';

/** A large figure's position: its top-left space and facing. */
export interface Pose {
  x: number;
  y: number;
  facing: Facing;
}

export interface PoseMove {
  pose: Pose;
  spaces: number[];
  kind: 'step' | 'rotate' | 'place';
}

/**
 * A base may not straddle a wall or closed door: every pair of neighbouring
 * spaces under it must be open to each other (ASSUMPTIONS.md, "Large bases").
 */
export function baseFits(cm: CompiledMap, spaces: number[]): boolean {
  const set = new Set(spaces);
  for (const i of spaces) {
    for (const d of [0, 1]) {
      const j = i + (d === 0 ? 1 : cm.width);
      if (set.has(j) && orthStep(cm, i, d, MASK_IGNORE_TERRAIN) !== j) return false;
    }
  }
  return true;
}

export function poseSpaces(cm: CompiledMap, size: FigureSize, pose: Pose): number[] | null {
  const fp = footprintAt(cm, pose.x, pose.y, size, pose.facing);
  return fp && baseFits(cm, fp) ? fp : null;
}

/** The four orthogonal one-space moves open to a base: each part must step to a space adjacent to where it was. */
export function largeSteps(cm: CompiledMap, size: FigureSize, pose: Pose): PoseMove[] {
  const from = footprintAt(cm, pose.x, pose.y, size, pose.facing);
  if (!from) return [];
  const out: PoseMove[] = [];
  const offsets: [number, number][] = [[1, 0], [0, 1], [-1, 0], [0, -1]];
  offsets.forEach(([dx, dy], d) => {
    if (!from.every((i) => orthStep(cm, i, d, MASK_IGNORE_TERRAIN) >= 0)) return;
    const next: Pose = { x: pose.x + dx, y: pose.y + dy, facing: pose.facing };
    const spaces = poseSpaces(cm, size, next);
    if (spaces) out.push({ pose: next, spaces, kind: 'step' });
  });
  return out;
}

/** Rotations by 90 degrees that keep at least half of the base's spaces. */
export function largeRotations(cm: CompiledMap, size: FigureSize, pose: Pose): PoseMove[] {
  const from = footprintAt(cm, pose.x, pose.y, size, pose.facing);
  if (!from) return [];
  const held = new Set(from);
  const facing: Facing = pose.facing === 'h' ? 'v' : 'h';
  const [w, h] = baseSize(size, facing);
  const [ow, oh] = baseSize(size, pose.facing);
  const out: PoseMove[] = [];
  // Every placement of the turned base that overlaps the old one at all.
  for (let y = pose.y - h + 1; y < pose.y + oh; y++) {
    for (let x = pose.x - w + 1; x < pose.x + ow; x++) {
      const spaces = poseSpaces(cm, size, { x, y, facing });
      if (!spaces) continue;
      const kept = spaces.filter((i) => held.has(i)).length;
      if (2 * kept >= from.length) out.push({ pose: { x, y, facing }, spaces, kind: 'rotate' });
    }
  }
  return out;
}

/** May a large figure end with this base? Not on another large figure. */
export function largeCanEnd(occ: Occupancy, spaces: number[], selfId: string): boolean {
  return spaces.every((i) => {
    const f = occ.figureAt[i]!;
    return f < 0 || occ.figures[f]!.id === selfId || !isLarge(occ.figures[f]!);
  });
}

/** Small figures (other than the mover) standing under a base: they must be displaced. */
export function displacedBy(occ: Occupancy, spaces: number[], selfId: string): string[] {
  const out: string[] = [];
  for (const i of spaces) {
    const f = occ.figureAt[i]!;
    if (f >= 0 && occ.figures[f]!.id !== selfId && !isLarge(occ.figures[f]!)) out.push(occ.figures[f]!.id);
  }
  return out;
}

export interface LargeReachEntry {
  pose: Pose;
  spaces: number[];
  cost: number;
  /** Key of the previous pose on a cheapest route, null at the start. */
  prev: string | null;
  canEnd: boolean;
}

export function poseKey(p: Pose): string {
  return `${spaceKey(p.x, p.y)}:${p.facing}`;
}

/** Every pose a large figure can reach within `budget` points (each step or turn costs 1). */
export function largeReachable(cm: CompiledMap, occ: Occupancy, fig: FigurePlacement, budget: number): Map<string, LargeReachEntry> {
  const size = fig.size ?? 'large2';
  const [sx, sy] = parseSpaceKey(fig.at);
  const start: Pose = { x: sx, y: sy, facing: fig.facing ?? 'h' };
  const startSpaces = footprintAt(cm, sx, sy, size, start.facing);
  if (!startSpaces) throw new Error(`Figure ${fig.id} does not fit on the map.`);
  const seen = new Map<string, LargeReachEntry>();
  seen.set(poseKey(start), { pose: start, spaces: startSpaces, cost: 0, prev: null, canEnd: true });
  // All moves cost one point, so breadth-first order is cheapest-first.
  let frontier = [start];
  for (let c = 1; c <= budget && frontier.length; c++) {
    const next: Pose[] = [];
    for (const p of frontier) {
      const pk = poseKey(p);
      for (const m of [...largeSteps(cm, size, p), ...largeRotations(cm, size, p)]) {
        const k = poseKey(m.pose);
        if (seen.has(k)) continue;
        seen.set(k, { pose: m.pose, spaces: m.spaces, cost: c, prev: pk, canEnd: largeCanEnd(occ, m.spaces, fig.id) });
        next.push(m.pose);
      }
    }
    frontier = next;
  }
  return seen;
}

/**
 * The poses a cheapest route to `key` passes, start first: one more per point
 * spent, each a step or a turn. Every pose keeps its own facing: a base may
 * turn part way and each of its poses was checked (walls, doors, the map's
 * edge) with the facing it has there, not the one it ends with.
 */
export function largeRoute(all: Map<string, LargeReachEntry>, key: string): Pose[] {
  const route: Pose[] = [];
  for (let k: string | null = key; k; k = all.get(k)!.prev) route.unshift(all.get(k)!.pose);
  return route;
}

/** The spaces a route's top-left corner passes, in order (a turn that keeps the corner adds none). */
export function routeCorners(route: Pose[]): SpaceKey[] {
  const out: SpaceKey[] = [];
  for (const p of route) {
    const at = spaceKey(p.x, p.y);
    if (out[out.length - 1] !== at) out.push(at);
  }
  return out;
}

/**
 * Where a summoned large figure may be placed: a base that covers the portal
 * or a space next to it, on no figure (summoning never displaces); when there
 * is none, the free bases nearest the portal (fewest steps, terrain ignored,
 * from the portal to the base's nearest space). Empty when nothing fits.
 */
export function largeSummonPoses(cm: CompiledMap, occ: Occupancy, size: FigureSize, portal: number): PoseMove[] {
  const dist = new Int32Array(cm.width * cm.height).fill(-1);
  dist[portal] = 0;
  const queue = [portal];
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q]!;
    for (let d = 0; d < 8; d++) {
      const j = step(cm, i, d, MASK_IGNORE_TERRAIN);
      if (j >= 0 && dist[j]! < 0) {
        dist[j] = dist[i]! + 1;
        queue.push(j);
      }
    }
  }
  let best = Infinity;
  let out: PoseMove[] = [];
  for (const facing of ['h', 'v'] as const) {
    for (let y = 0; y < cm.height; y++) {
      for (let x = 0; x < cm.width; x++) {
        const spaces = poseSpaces(cm, size, { x, y, facing });
        if (!spaces || spaces.some((i) => occ.figureAt[i]! >= 0 || dist[i]! < 0)) continue;
        // "On or adjacent to the portal" is distance 0 or 1; both rank the same.
        const d = Math.max(1, Math.min(...spaces.map((i) => dist[i]!)));
        if (d < best) {
          best = d;
          out = [];
        }
        if (d === best) out.push({ pose: { x, y, facing }, spaces, kind: 'place' });
      }
    }
  }
  return out;
}
