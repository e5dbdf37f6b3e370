/**
 * What to draw for a DOOM map: its spaces with their terrain, the wall runs,
 * the doors and the terrain outlines, in grid units (see
 * core/games/doom/geometry/README.md: x grows right, y grows down, corners are
 * integer points). Drawing only: the rules compile the same map their own way;
 * this file repeats just enough of it (tile edges are walls unless opened,
 * listed walls inside tiles, doors replace walls) to put strips on the table.
 */
import type { DoorDef, MapDef, Terrain } from './mapTypes';

export type Dir = 'v' | 'h';

export interface LayoutSpace {
  key: string;
  x: number;
  y: number;
  terrain: Terrain;
  /** Index of the tile it belongs to (for a slight per-tile tint). */
  tile: number;
}

/**
 * A straight piece along a grid line, from (x1,y1) to (x2,y2) in grid units
 * (one of the two coordinates is constant).
 */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface LayoutDoor {
  id: string;
  open: boolean;
  segment: Segment;
}

export interface Outline extends Segment {
  terrain: Exclude<Terrain, 'normal'>;
}

export interface MapLayout {
  width: number;
  height: number;
  spaces: LayoutSpace[];
  /** Wall edges merged into straight runs. */
  walls: Segment[];
  doors: LayoutDoor[];
  /** Terrain borders, drawn just inside the spaces they surround, merged into runs. */
  outlines: Outline[];
}

const TERRAIN: Record<string, Terrain | null> = { '.': 'normal', '~': 'difficult', '%': 'impassable', X: 'blocking', ' ': null };

/** How far inside its spaces a terrain outline runs (grid units). */
export const OUTLINE_INSET = 0.09;

export function parseEdgeId(id: string): { dir: Dir; x: number; y: number } {
  const m = /^([vh]):(-?\d+),(-?\d+)$/.exec(id);
  if (!m) throw new Error(`Not an edge id: ${id}`);
  return { dir: m[1] as Dir, x: Number(m[2]), y: Number(m[3]) };
}

/** The segment of a border: "v:x,y" is the left border of (x,y), "h:x,y" its top border. */
export function edgeSegment(id: string): Segment {
  const e = parseEdgeId(id);
  return e.dir === 'v' ? { x1: e.x, y1: e.y, x2: e.x, y2: e.y + 1 } : { x1: e.x, y1: e.y, x2: e.x + 1, y2: e.y };
}

export function mapLayout(map: MapDef): MapLayout {
  let width = 0;
  let height = 0;
  for (const t of map.tiles) {
    height = Math.max(height, t.y + t.rows.length);
    for (const row of t.rows) width = Math.max(width, t.x + row.length);
  }
  const tileOf = new Int32Array(width * height).fill(-1);
  const terrainOf: (Terrain | null)[] = new Array(width * height).fill(null);
  const spaces: LayoutSpace[] = [];
  map.tiles.forEach((t, ti) => {
    t.rows.forEach((row, dy) => {
      for (let dx = 0; dx < row.length; dx++) {
        const terrain = TERRAIN[row[dx]!] ?? null;
        if (!terrain) continue;
        const x = t.x + dx;
        const y = t.y + dy;
        tileOf[y * width + x] = ti;
        terrainOf[y * width + x] = terrain;
        spaces.push({ key: `${x},${y}`, x, y, terrain, tile: ti });
      }
    });
  });
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height;
  const tile = (x: number, y: number) => (inside(x, y) ? tileOf[y * width + x]! : -1);
  const terrainAt = (x: number, y: number) => (inside(x, y) ? terrainOf[y * width + x]! : null);

  const openings = new Set(map.openings);
  const listed = new Set(map.walls);
  const doorEdges = new Set(map.doors.map((d) => d.edge));
  const isWall = (id: string, a: [number, number], b: [number, number]) => {
    const ta = tile(...a);
    const tb = tile(...b);
    if (ta < 0 && tb < 0) return false; // nothing on either side: nothing to draw
    if (doorEdges.has(id)) return false;
    if (listed.has(id)) return true;
    return (ta < 0 || tb < 0 || ta !== tb) && !openings.has(id);
  };

  const wallEdges: Segment[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x <= width; x++) {
      const id = `v:${x},${y}`;
      if (isWall(id, [x - 1, y], [x, y])) wallEdges.push(edgeSegment(id));
    }
  }
  for (let y = 0; y <= height; y++) {
    for (let x = 0; x < width; x++) {
      const id = `h:${x},${y}`;
      if (isWall(id, [x, y - 1], [x, y])) wallEdges.push(edgeSegment(id));
    }
  }

  return {
    width,
    height,
    spaces,
    walls: mergeSegments(wallEdges),
    doors: map.doors.map((d: DoorDef) => ({ id: d.id, open: d.open, segment: edgeSegment(d.edge) })),
    outlines: terrainOutlines(spaces, terrainAt),
  };
}

/**
 * Outline pieces of every non-normal terrain group: along each side of a
 * space whose neighbour has another terrain, inset into the space. At each
 * end a piece reaches further (the next space along the side has the same
 * terrain: a straight run or an inner corner) or stops short (an outer
 * corner), so the pieces join into a closed line.
 */
export function terrainOutlines(spaces: readonly LayoutSpace[], terrainAt: (x: number, y: number) => Terrain | null): Outline[] {
  const i = OUTLINE_INSET;
  const byTerrain = new Map<string, Outline[]>();
  for (const s of spaces) {
    if (s.terrain === 'normal') continue;
    const t = s.terrain;
    const same = (x: number, y: number) => terrainAt(x, y) === t;
    const out: Outline[] = [];
    const { x, y } = s;
    // [neighbour across the side, the fixed line, along-axis start and end, the two neighbours along the side]
    if (!same(x, y - 1)) out.push({ terrain: t, x1: x + (same(x - 1, y) ? -i : i), y1: y + i, x2: x + 1 + (same(x + 1, y) ? i : -i), y2: y + i });
    if (!same(x, y + 1)) out.push({ terrain: t, x1: x + (same(x - 1, y) ? -i : i), y1: y + 1 - i, x2: x + 1 + (same(x + 1, y) ? i : -i), y2: y + 1 - i });
    if (!same(x - 1, y)) out.push({ terrain: t, x1: x + i, y1: y + (same(x, y - 1) ? -i : i), x2: x + i, y2: y + 1 + (same(x, y + 1) ? i : -i) });
    if (!same(x + 1, y)) out.push({ terrain: t, x1: x + 1 - i, y1: y + (same(x, y - 1) ? -i : i), x2: x + 1 - i, y2: y + 1 + (same(x, y + 1) ? i : -i) });
    const list = byTerrain.get(t) ?? [];
    list.push(...out);
    byTerrain.set(t, list);
  }
  const merged: Outline[] = [];
  for (const [t, list] of byTerrain) {
    for (const seg of mergeSegments(list)) merged.push({ terrain: t as Outline['terrain'], ...seg });
  }
  return merged;
}

/**
 * Joins collinear segments that touch or overlap into single runs (fewer,
 * cleaner strips). Segments must be axis-aligned.
 */
export function mergeSegments(segments: readonly Segment[]): Segment[] {
  const lines = new Map<string, [number, number][]>();
  for (const s of segments) {
    const vertical = s.x1 === s.x2;
    const key = vertical ? `v:${s.x1.toFixed(4)}` : `h:${s.y1.toFixed(4)}`;
    const a = vertical ? Math.min(s.y1, s.y2) : Math.min(s.x1, s.x2);
    const b = vertical ? Math.max(s.y1, s.y2) : Math.max(s.x1, s.x2);
    const list = lines.get(key) ?? [];
    list.push([a, b]);
    lines.set(key, list);
  }
  const out: Segment[] = [];
  const EPS = 1e-6;
  for (const [key, ranges] of lines) {
    const fixed = Number(key.slice(2));
    const vertical = key[0] === 'v';
    ranges.sort((p, q) => p[0] - q[0]);
    let [lo, hi] = ranges[0]!;
    const push = () => out.push(vertical ? { x1: fixed, y1: lo, x2: fixed, y2: hi } : { x1: lo, y1: fixed, x2: hi, y2: fixed });
    for (const [a, b] of ranges.slice(1)) {
      if (a <= hi + EPS) hi = Math.max(hi, b);
      else {
        push();
        lo = a;
        hi = b;
      }
    }
    push();
  }
  return out;
}

/** Length of an axis-aligned segment. */
export function segmentLength(s: Segment): number {
  return Math.abs(s.x2 - s.x1) + Math.abs(s.y2 - s.y1);
}

/** Splits a segment into `perUnit` dashes per grid unit (at least one), each `fill` of its slot. */
export function dashes(s: Segment, perUnit = 3, fill = 0.55): Segment[] {
  const len = segmentLength(s);
  const n = Math.max(1, Math.round(len * perUnit));
  const out: Segment[] = [];
  for (let k = 0; k < n; k++) {
    const a = (k + (1 - fill) / 2) / n;
    const b = (k + (1 + fill) / 2) / n;
    out.push({ x1: s.x1 + (s.x2 - s.x1) * a, y1: s.y1 + (s.y2 - s.y1) * a, x2: s.x1 + (s.x2 - s.x1) * b, y2: s.y1 + (s.y2 - s.y1) * b });
  }
  return out;
}
