/**
 * Where the map's cells lie on the table. The core keys tiles by integer
 * cells ("x,y", x east, y south); the table centres the cells in use (the
 * tiles, and the empty cells a setup prompt offers) on the origin, one cell
 * CELL units wide, with +z towards the player so south is nearest.
 * Pure, so it can be tested without a GPU.
 */
export const CELL = 2.3;
/** A tile's side: a little less than a cell, so the table shows between tiles. */
export const TILE_SIDE = 2.14;
/** How thick a map tile is: pieces stand on its top. */
export const TILE_TOP = 0.08;

export interface Grid {
  minX: number;
  minY: number;
  /** Cells across (x) and down (y). */
  cols: number;
  rows: number;
  /** The board's width and depth in table units, a cell of margin all round. */
  size: [number, number];
}

export function parseKey(key: string): [number, number] | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(key);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** The grid that holds every key given (tiles and offered cells); a single cell when there are none. */
export function gridOf(keys: Iterable<string>): Grid {
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (const k of keys) {
    const c = parseKey(k);
    if (!c) continue;
    minX = Math.min(minX, c[0]); maxX = Math.max(maxX, c[0]);
    minY = Math.min(minY, c[1]); maxY = Math.max(maxY, c[1]);
  }
  if (minX === Infinity) minX = maxX = minY = maxY = 0;
  const cols = maxX - minX + 1;
  const rows = maxY - minY + 1;
  return { minX, minY, cols, rows, size: [(cols + 1) * CELL, (rows + 1) * CELL] };
}

/** Centre of a cell on the table (x, z); null for a key that is not a cell. */
export function cellCentre(grid: Grid, key: string): [number, number] | null {
  const c = parseKey(key);
  if (!c) return null;
  return [(c[0] - grid.minX - (grid.cols - 1) / 2) * CELL, (c[1] - grid.minY - (grid.rows - 1) / 2) * CELL];
}

/**
 * Spots inside a tile, as offsets from its centre in units of a tile's half
 * side (+z is the front, nearest the player). The printed face has the spawn
 * number and scavenge icons at the back and the name at the front, so the
 * pieces stand between them: props at the back between the number and the
 * icons, monsters in the middle row, survivors in front of them, tokens on the
 * left edge, the cards of the dead on the right, a scavenge block over the icons.
 * Where monsters hang on, the survivors' row leans left and the monsters'
 * right, so from the overview a monster shows beside its survivor instead of
 * hiding behind it; without monsters the survivors use the whole row.
 */
export const SPOTS = {
  /** A crowd stands in rows of `perRow`, each `rowStep` nearer the front, so their health labels do not overlap. */
  survivors: { z: 0.3, from: -0.6, to: 0.2, toAlone: 0.6, perRow: 3, rowStep: 0.45 },
  monsters: { z: -0.22, from: -0.1, to: 0.6 },
  props: { z: -0.6, from: -0.36, to: -0.04 },
  tokens: [-0.74, -0.2] as [number, number],
  dropped: [0.74, -0.18] as [number, number],
  block: [0.55, -0.72] as [number, number],
  star: [0.8, 0.8] as [number, number],
} as const;

/** `n` evenly spread positions between `from` and `to` (the middle for one). */
export function spread(n: number, from: number, to: number): number[] {
  if (n <= 1) return [(from + to) / 2];
  return Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1));
}

/**
 * [x, row] for `n` figures: one row spread between `from` and `to` while they
 * fit, else rows of `perRow` at a full row's spacing, each row standing in
 * the gaps of the one behind (a shorter row centred, a full one half a step aside).
 */
export function spreadRows(n: number, perRow: number, from: number, to: number): [number, number][] {
  if (n <= perRow) return spread(n, from, to).map((x) => [x, 0]);
  const step = (to - from) / (perRow - 1);
  const mid = (from + to) / 2;
  const out: [number, number][] = [];
  for (let row = 0; row * perRow < n; row++) {
    const k = Math.min(perRow, n - row * perRow);
    // A full odd row moves half a step aside to stand in the gaps too.
    const shift = row % 2 === 1 && k === perRow ? step / 2 : 0;
    for (let i = 0; i < k; i++) out.push([mid + (i - (k - 1) / 2) * step + shift, row]);
  }
  return out;
}

/** A point inside a tile from its centre and an offset in half sides. */
export function inTile(centre: [number, number], dx: number, dz: number): [number, number, number] {
  const h = TILE_SIDE / 2;
  return [centre[0] + dx * h, TILE_TOP, centre[1] + dz * h];
}
