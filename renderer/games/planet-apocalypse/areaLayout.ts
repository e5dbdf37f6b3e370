/**
 * How the pieces in one area share its plate. Figures stand on the points of
 * a hexagonal lattice nearest the plate's centre (so two never overlap),
 * re-centred on their own middle so one, two or three figures stay balanced;
 * when more figures come than the plate holds at full size, the lattice and
 * the figures shrink together. Markers (invasion tokens, the Shadow, an
 * ambush) take slots along one side of the plate's rim (by default the back,
 * away from the player), clear of the figures.
 */

export type Offset = [number, number];

export interface Spread {
  /** Offset (x, z) from the area's centre, one per figure, in order. */
  offsets: Offset[];
  /** Size factor for the figures (1 = full size); spacing shrinks by the same factor. */
  scale: number;
}

/** Lattice points (x, z) with the given spacing, nearest the origin first. */
function latticePoints(count: number, spacing: number): Offset[] {
  const pts: Offset[] = [];
  const rings = Math.ceil(Math.sqrt(count)) + 2;
  const rowH = (spacing * Math.sqrt(3)) / 2;
  for (let r = -rings; r <= rings; r++) {
    for (let q = -rings; q <= rings; q++) pts.push([(q + (r & 1 ? 0.5 : 0)) * spacing, r * rowH]);
  }
  // Nearest first; ties by angle so the order is stable (and figures fill front-left to back-right).
  pts.sort((a, b) => Math.hypot(...a) - Math.hypot(...b) || Math.atan2(a[1], a[0]) - Math.atan2(b[1], b[0]));
  return pts.slice(0, count);
}

/**
 * Offsets for `count` figures in a plate of radius `room` (the part of the
 * plate left to figures), `spacing` apart at full size.
 */
export function spreadFigures(count: number, room: number, spacing: number): Spread {
  if (count <= 0) return { offsets: [], scale: 1 };
  if (count === 1) return { offsets: [[0, 0]], scale: 1 };
  const pts = latticePoints(count, spacing);
  const mx = pts.reduce((s, p) => s + p[0], 0) / count;
  const mz = pts.reduce((s, p) => s + p[1], 0) / count;
  const centred = pts.map(([x, z]) => [x - mx, z - mz] as Offset);
  // Each figure needs half a spacing around its point to stay on the plate.
  const reach = Math.max(...centred.map((p) => Math.hypot(...p))) + spacing / 2;
  const scale = reach > room ? room / reach : 1;
  return { offsets: centred.map(([x, z]) => [x * scale, z * scale] as Offset), scale };
}

/**
 * Slots for `count` markers on an arc of the plate's rim at `radius`,
 * `spacing` apart along the arc, centred on `side` (radians in the x-z plane:
 * -π/2 is the back, away from the player; π/2 the front). Past a half circle
 * the markers squeeze closer rather than go round to the other side.
 */
export function rimSlots(count: number, radius: number, spacing: number, side = -Math.PI / 2): Offset[] {
  if (count <= 0) return [];
  const step = Math.min(spacing / radius, count > 1 ? Math.PI / (count - 1) : Infinity);
  return Array.from({ length: count }, (_, i) => {
    const a = side + (i - (count - 1) / 2) * step;
    return [Math.cos(a) * radius, Math.sin(a) * radius] as Offset;
  });
}
