/**
 * The map grid: tiles sit on integer cells (x grows to the east, y to the
 * south). Rulebook "Range": short is the own tile, mid adds the orthogonal
 * neighbours, long is 1 or 2 orthogonal steps away but never the own tile.
 * Distance is counted in orthogonal steps (ASSUMPTIONS.md, "Range").
 */
import type { Direction, RangeName } from '../content/types';
import type { MAState, Tile } from '../state';

export const key = (x: number, y: number): string => `${x},${y}`;

/** Parsed keys, remembered: keys are few (the cells of one map) and parsed very often. */
const PARSED = new Map<string, [number, number]>();

export function parseKey(k: string): [number, number] {
  let p = PARSED.get(k);
  if (!p) {
    const [x, y] = k.split(',').map(Number);
    p = [x as number, y as number];
    if (PARSED.size > 10_000) PARSED.clear();
    PARSED.set(k, p);
  }
  return p;
}

export const DIRECTIONS: Record<Direction, [number, number]> = { north: [0, -1], east: [1, 0], south: [0, 1], west: [-1, 0] };

export function tileAt(g: MAState, k: string): Tile | undefined {
  return g.tiles.find((t) => t.key === k);
}

export function tileOf(g: MAState, k: string): Tile {
  const t = tileAt(g, k);
  if (!t) throw new Error(`No tile at ${k}.`);
  return t;
}

export function stepFrom(k: string, dir: Direction): string {
  const [x, y] = parseKey(k);
  const [dx, dy] = DIRECTIONS[dir];
  return key(x + dx, y + dy);
}

/** Tiles orthogonally next to k. */
export function neighbours(g: MAState, k: string): Tile[] {
  const out: Tile[] = [];
  for (const dir of Object.keys(DIRECTIONS) as Direction[]) {
    const t = tileAt(g, stepFrom(k, dir));
    if (t) out.push(t);
  }
  return out;
}

export function directionTo(from: string, to: string): Direction | null {
  const [x1, y1] = parseKey(from);
  const [x2, y2] = parseKey(to);
  if (x2 === x1 && y2 === y1 - 1) return 'north';
  if (x2 === x1 + 1 && y2 === y1) return 'east';
  if (x2 === x1 && y2 === y1 + 1) return 'south';
  if (x2 === x1 - 1 && y2 === y1) return 'west';
  return null;
}

/** Orthogonal steps between two cells. */
export function distance(a: string, b: string): number {
  const [x1, y1] = parseKey(a);
  const [x2, y2] = parseKey(b);
  return Math.abs(x1 - x2) + Math.abs(y1 - y2);
}

export function withinDistance(range: RangeName, d: number): boolean {
  switch (range) {
    case 'self':
    case 'short':
      return d === 0;
    case 'mid':
      return d <= 1;
    case 'long':
      return d >= 1 && d <= 2;
  }
}

export function inRange(range: RangeName, from: string, to: string): boolean {
  return withinDistance(range, distance(from, to));
}

/** Tiles of the map within a range of k. */
export function tilesInRange(g: MAState, range: RangeName, k: string): Tile[] {
  return g.tiles.filter((t) => inRange(range, k, t.key));
}

/** Empty cells next to the map that open onto the outside (not a hole enclosed by tiles): the "outer edges". */
export function outerCells(g: MAState): string[] {
  const taken = new Set(g.tiles.map((t) => t.key));
  if (taken.size === 0) return [key(0, 0)];
  const xs = g.tiles.map((t) => t.x);
  const ys = g.tiles.map((t) => t.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs) - 1, Math.max(...xs) + 1, Math.min(...ys) - 1, Math.max(...ys) + 1];
  // Flood the empty cells from a corner of the box around the map: those are outside.
  const outside = new Set<string>();
  const queue = [key(minX, minY)];
  while (queue.length) {
    const k = queue.pop() as string;
    if (outside.has(k) || taken.has(k)) continue;
    const [x, y] = parseKey(k);
    if (x < minX || x > maxX || y < minY || y > maxY) continue;
    outside.add(k);
    for (const [dx, dy] of Object.values(DIRECTIONS)) queue.push(key(x + dx, y + dy));
  }
  const cells: string[] = [];
  for (const k of outside) {
    const [x, y] = parseKey(k);
    if (Object.values(DIRECTIONS).some(([dx, dy]) => taken.has(key(x + dx, y + dy)))) cells.push(k);
  }
  return cells.sort(compareKeys);
}

/** Reading order: north to south, then west to east. */
export function compareKeys(a: string, b: string): number {
  const [x1, y1] = parseKey(a);
  const [x2, y2] = parseKey(b);
  return y1 - y2 || x1 - x2;
}

/** Distances on a map depend only on its cells: remembered per map layout (a map never changes once built). */
const PATHS = new Map<string, Map<string, Map<string, number>>>();

/** Breadth-first steps from k to every tile, through tiles only. */
export function pathDistances(g: MAState, from: string): Map<string, number> {
  let layout = '';
  for (const t of g.tiles) layout += `${t.key};`;
  let byFrom = PATHS.get(layout);
  if (!byFrom) {
    if (PATHS.size > 200) PATHS.clear();
    byFrom = new Map();
    PATHS.set(layout, byFrom);
  }
  let dist = byFrom.get(from);
  if (!dist) {
    dist = bfs(g, from);
    byFrom.set(from, dist);
  }
  return dist;
}

function bfs(g: MAState, from: string): Map<string, number> {
  const dist = new Map<string, number>([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const k = queue.shift() as string;
    for (const n of neighbours(g, k)) {
      if (!dist.has(n.key)) {
        dist.set(n.key, (dist.get(k) as number) + 1);
        queue.push(n.key);
      }
    }
  }
  return dist;
}
