/**
 * Adjacency between spaces. Two spaces that share a border are adjacent unless
 * the border stops the kind of figure asking (the `mask`). Two spaces that
 * share only a corner are adjacent only when one of the two other spaces at
 * that corner is adjacent to both of them: the reference states this once for
 * adjacency (with the "corner is a barrier" wording) and once for movement
 * (with the "two-space orthogonal path" wording); on a square grid the two
 * readings give the same answer, because a corner touched by no barrier has
 * four open borders. Terrain inside that other space and figures standing in
 * it do not matter, only borders do (movement appendix, case 2).
 */
import { T_VOID, borderBits, hStops, vStops, type CompiledMap } from './compile';

/** Directions in the order E, S, W, N, SE, SW, NW, NE. */
export const DX = [1, 0, -1, 0, 1, -1, -1, 1] as const;
export const DY = [0, 1, 0, -1, 1, 1, -1, -1] as const;

/** The orthogonal neighbour of space i in direction d (0..3), or -1 when a border or the map's edge is in the way. */
export function orthStep(cm: CompiledMap, i: number, d: number, mask: number, ignore?: readonly number[]): number {
  const w = cm.width;
  const x = i % w;
  const y = (i - x) / w;
  const j = i + (d === 0 ? 1 : d === 1 ? w : d === 2 ? -1 : -w);
  const stops = !ignore || ignore.length === 0 ? (borderBits(cm, i, d) & mask) !== 0
    : d === 0 ? vStops(cm, x + 1, y, mask, ignore)
    : d === 1 ? hStops(cm, x, y + 1, mask, ignore)
    : d === 2 ? vStops(cm, x, y, mask, ignore)
    : hStops(cm, x, y, mask, ignore);
  if (stops) return -1;
  const nx = x + DX[d]!;
  const ny = y + DY[d]!;
  if (nx < 0 || ny < 0 || nx >= w || ny >= cm.height || cm.terrain[j] === T_VOID) return -1;
  return j;
}

/**
 * The diagonal neighbour of space i in direction d (4..7), or -1 when neither
 * two-step orthogonal route around the shared corner is open.
 */
export function diagStep(cm: CompiledMap, i: number, d: number, mask: number, ignore?: readonly number[]): number {
  const dx = DX[d]!;
  const dy = DY[d]!;
  const horiz = dx > 0 ? 0 : 2;
  const vert = dy > 0 ? 1 : 3;
  // Route one: sideways first, then up or down.
  const a = orthStep(cm, i, horiz, mask, ignore);
  if (a >= 0) {
    const t = orthStep(cm, a, vert, mask, ignore);
    if (t >= 0) return t;
  }
  // Route two: up or down first, then sideways.
  const b = orthStep(cm, i, vert, mask, ignore);
  if (b >= 0) {
    const t = orthStep(cm, b, horiz, mask, ignore);
    if (t >= 0) return t;
  }
  return -1;
}

/** The neighbour of i in direction d (0..7) under `mask`, or -1. */
export function step(cm: CompiledMap, i: number, d: number, mask: number, ignore?: readonly number[]): number {
  return d < 4 ? orthStep(cm, i, d, mask, ignore) : diagStep(cm, i, d, mask, ignore);
}

/** Every space adjacent to i under `mask`. */
export function neighbours(cm: CompiledMap, i: number, mask: number, ignore?: readonly number[]): number[] {
  const out: number[] = [];
  for (let d = 0; d < 8; d++) {
    const j = step(cm, i, d, mask, ignore);
    if (j >= 0) out.push(j);
  }
  return out;
}

/** Are spaces a and b adjacent under `mask`? */
export function adjacent(cm: CompiledMap, a: number, b: number, mask: number): boolean {
  const w = cm.width;
  const ddx = (b % w) - (a % w);
  const ddy = Math.floor(b / w) - Math.floor(a / w);
  if (Math.abs(ddx) > 1 || Math.abs(ddy) > 1 || (ddx === 0 && ddy === 0)) return false;
  for (let d = 0; d < 8; d++) if (DX[d] === ddx && DY[d] === ddy) return step(cm, a, d, mask) === b;
  return false;
}

/**
 * Doors a figure in space i is adjacent to: those on one of its borders
 * (reference: a door on a space's border is adjacent to whoever stands there).
 * Only closed doors are listed; an opened door is gone from the map.
 */
export function adjacentDoors(cm: CompiledMap, i: number): string[] {
  return cm.def.doors.filter((d) => !d.open && cm.doorSides[d.id]!.includes(i)).map((d) => d.id);
}

const tables = new WeakMap<CompiledMap, Map<number, Int32Array>>();

/**
 * Neighbours of every space under `mask`, 8 per space in direction order
 * (-1 where there is none), computed once per compiled map and mask. Movement,
 * range and displacement searches read this instead of re-deriving corners.
 */
export function neighbourTable(cm: CompiledMap, mask: number): Int32Array {
  let byMask = tables.get(cm);
  if (!byMask) tables.set(cm, (byMask = new Map()));
  let t = byMask.get(mask);
  if (!t) {
    const n = cm.width * cm.height;
    t = new Int32Array(n * 8).fill(-1);
    for (let i = 0; i < n; i++) {
      if (cm.terrain[i] === T_VOID) continue;
      for (let d = 0; d < 8; d++) t[i * 8 + d] = step(cm, i, d, mask);
    }
    byMask.set(mask, t);
  }
  return t;
}
