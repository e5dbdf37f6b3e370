/**
 * The world board's shapes (assets/boards/risk-world.json, built from Natural
 * Earth by tools/riskBoard/build.ts) in table coordinates: the map is
 * BOARD_WIDTH units wide, centred on the origin, board x to the right is
 * table +x and board y downwards is table +z (towards the player). Pure, so
 * the layout can be tested without a GPU.
 */
import world from '../../../assets/boards/risk-world.json';

export type Point = [number, number];
/** A polygon: its outer ring first, then its holes. */
export type Polygon = Point[][];

interface BoardFile {
  width: number;
  height: number;
  territories: Record<string, { name: string; continent: string; polygons: number[][][][]; label: number[] }>;
  borders: { a: string; b: string; paths: number[][][] }[];
  lanes: { a: string; b: string; wraps: boolean; paths: number[][][] }[];
}

const FILE = world as unknown as BoardFile;

/** Table units across the map: wide enough that Europe's small territories hold a few pieces each. */
export const BOARD_WIDTH = 30;
export const SCALE = BOARD_WIDTH / FILE.width;
export const BOARD_DEPTH = FILE.height * SCALE;
/** Height of the extruded land above the felt: pieces stand on it. */
export const LAND_TOP = 0.14;
/** Sea lanes shorter than this (board units) are places where two coasts touch: nothing to draw. */
const MIN_LANE = 3;

export interface TerritoryShape {
  id: string;
  name: string;
  continent: string;
  /** Table x/z polygons (outer ring, then holes). */
  polygons: Polygon[];
  /** Where the name and the pieces go (inside the largest polygon). */
  centre: Point;
}

export interface Segmented {
  a: string;
  b: string;
  /** Polylines in table x/z. */
  paths: Point[][];
}

export interface WorldShapes {
  width: number;
  depth: number;
  territories: Map<string, TerritoryShape>;
  borders: Segmented[];
  /** Sea lanes worth drawing (the wrapping Alaska–Kamchatka lane runs off both edges). */
  lanes: Segmented[];
}

export function toTable([x, y]: readonly number[]): Point {
  return [(x! - FILE.width / 2) * SCALE, (y! - FILE.height / 2) * SCALE];
}

function pathLength(path: readonly number[][]): number {
  let n = 0;
  for (let i = 1; i < path.length; i++) n += Math.hypot(path[i]![0]! - path[i - 1]![0]!, path[i]![1]! - path[i - 1]![1]!);
  return n;
}

let cached: WorldShapes | null = null;

export function worldShapes(): WorldShapes {
  if (cached) return cached;
  const territories = new Map<string, TerritoryShape>();
  for (const [id, t] of Object.entries(FILE.territories)) {
    territories.set(id, {
      id,
      name: t.name,
      continent: t.continent,
      polygons: t.polygons.map((poly) => poly.map((ring) => ring.map(toTable))),
      centre: toTable(t.label),
    });
  }
  const segmented = (s: { a: string; b: string; paths: number[][][] }): Segmented => ({ a: s.a, b: s.b, paths: s.paths.map((p) => p.map(toTable)) });
  cached = {
    width: BOARD_WIDTH,
    depth: BOARD_DEPTH,
    territories,
    borders: FILE.borders.map(segmented),
    lanes: FILE.lanes.filter((l) => l.paths.reduce((n, p) => n + pathLength(p), 0) >= MIN_LANE).map(segmented),
  };
  return cached;
}

/** The shared land border between two territories (either order), or null when they meet only by sea. */
export function borderBetween(shapes: WorldShapes, a: string, b: string): Segmented | null {
  return shapes.borders.find((s) => (s.a === a && s.b === b) || (s.a === b && s.b === a)) ?? null;
}
