/**
 * Where the spaces of a track go: a straight row, a loop around a rectangle
 * (score tracks round a board's edge) or a snake of rows. Positions are on
 * the table plane (x, z), centred on the origin, one `spacing` apart.
 */
export type TrackShape = 'row' | 'loop' | 'snake';

export interface TrackSpec {
  /** Number of spaces. */
  count: number;
  shape?: TrackShape;
  /** Distance between neighbouring spaces. */
  spacing?: number;
  /** Spaces per row for 'snake' and along the top for 'loop'. */
  columns?: number;
}

export type XZ = [number, number];

/** Grid cells (col, row) in track order, before centring. */
function cells(count: number, shape: TrackShape, columns: number): XZ[] {
  if (shape === 'row') return Array.from({ length: count }, (_, i) => [i, 0]);
  if (shape === 'snake') {
    return Array.from({ length: count }, (_, i) => {
      const row = Math.floor(i / columns);
      const k = i % columns;
      return [row % 2 === 0 ? k : columns - 1 - k, row];
    });
  }
  // Loop: along the top left to right, down the right side, back along the bottom, up the left side.
  const c = Math.max(2, Math.min(columns, Math.ceil(count / 2)));
  const rows = Math.max(2, Math.ceil((count - 2 * c) / 2) + 2);
  const ring: XZ[] = [];
  for (let x = 0; x < c; x++) ring.push([x, 0]);
  for (let z = 1; z < rows - 1; z++) ring.push([c - 1, z]);
  for (let x = c - 1; x >= 0; x--) ring.push([x, rows - 1]);
  for (let z = rows - 2; z >= 1; z--) ring.push([0, z]);
  return ring.slice(0, count);
}

export function trackLayout(spec: TrackSpec): XZ[] {
  const { count, shape = 'row', spacing = 0.62 } = spec;
  const columns = Math.max(1, spec.columns ?? (shape === 'loop' ? Math.ceil(count / 4) + 1 : 10));
  const raw = cells(count, shape, columns);
  if (raw.length === 0) return [];
  const xs = raw.map((p) => p[0]);
  const zs = raw.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cz = (Math.min(...zs) + Math.max(...zs)) / 2;
  return raw.map(([x, z]) => [(x - cx) * spacing, (z - cz) * spacing]);
}

/** Bounds of a layout, with a margin of half a space on every side. */
export function trackBounds(layout: XZ[], spacing: number): { min: XZ; max: XZ } {
  const h = spacing / 2;
  const xs = layout.map((p) => p[0]);
  const zs = layout.map((p) => p[1]);
  return { min: [Math.min(...xs) - h, Math.min(...zs) - h], max: [Math.max(...xs) + h, Math.max(...zs) + h] };
}

/**
 * Offsets for markers sharing one space: one in the middle, more in a small
 * grid, so every marker stays visible and none hides another.
 */
export function markerSlots(n: number, spacing: number): XZ[] {
  if (n <= 1) return [[0, 0]];
  const side = Math.ceil(Math.sqrt(n));
  const step = (spacing * 0.62) / side;
  return Array.from({ length: n }, (_, i) => {
    const col = i % side;
    const row = Math.floor(i / side);
    return [(col - (side - 1) / 2) * step, (row - (Math.ceil(n / side) - 1) / 2) * step];
  });
}
