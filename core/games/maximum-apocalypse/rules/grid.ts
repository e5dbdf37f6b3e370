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
  if (g.tiles.length === 0) return [key(0, 0)];
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const t of g.tiles) {
    minX = Math.min(minX, t.x);
    maxX = Math.max(maxX, t.x);
    minY = Math.min(minY, t.y);
    maxY = Math.max(maxY, t.y);
  }
  // The box around the map with a free ring, as a grid of cells (the map is a few cells across).
  [minX, maxX, minY, maxY] = [minX - 1, maxX + 1, minY - 1, maxY + 1];
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  const taken = new Uint8Array(w * h);
  for (const t of g.tiles) taken[(t.y - minY) * w + (t.x - minX)] = 1;
  // Flood the empty cells from a corner of the box: those are outside.
  const outside = new Uint8Array(w * h);
  const queue = [0];
  while (queue.length) {
    const i = queue.pop() as number;
    if (outside[i] || taken[i]) continue;
    outside[i] = 1;
    const x = i % w;
    const y = (i - x) / w;
    if (x > 0) queue.push(i - 1);
    if (x < w - 1) queue.push(i + 1);
    if (y > 0) queue.push(i - w);
    if (y < h - 1) queue.push(i + w);
  }
  // Outside cells next to a tile, in reading order (north to south, then west to east).
  const cells: string[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!outside[i]) continue;
      if ((x > 0 && taken[i - 1]) || (x < w - 1 && taken[i + 1]) || (y > 0 && taken[i - w]) || (y < h - 1 && taken[i + w])) cells.push(key(x + minX, y + minY));
    }
  }
  return cells;
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
