/**
 * The arc a move or attack arrow follows over a board: a raised curve from
 * one point of the table to another, as sampled points (pure, so the tests
 * can check it without WebGL). On a board whose left and right edges meet
 * (a world map's sea lane across the Pacific), the short way round leaves
 * one edge: the arc then heads off that edge towards the target's copy on
 * the far side and stops at the edge.
 */
export type P2 = [number, number];
export type P3 = [number, number, number];

export interface ArcOptions {
  /** Height of the board surface the arc starts and ends on. */
  base: number;
  /** Width of a board whose left and right edges join (centred on x = 0), if it wraps. */
  wrapWidth?: number;
  /** Points sampled along the arc (at least 2). */
  samples?: number;
  /** Table units left clear at the start and the end (so the arrow does not bury itself in the pieces there). */
  trim?: [number, number];
}

/** The arc's peak above the surface: a third of the distance, kept between 0.6 and 3 table units. */
export function arcHeight(distance: number): number {
  return Math.min(3, Math.max(0.6, distance / 3));
}

/** Sampled points from `from` to `to` (table x, z), raised in a parabola; clipped at the board edge when it wraps. */
export function arcPoints(from: P2, to: P2, { base, wrapWidth, samples = 24, trim = [0, 0] }: ArcOptions): P3[] {
  let tx = to[0];
  const tz = to[1];
  const [fx, fz] = from;
  if (wrapWidth !== undefined && Math.abs(tx - fx) > wrapWidth / 2) tx += tx > fx ? -wrapWidth : wrapWidth;
  const dist = Math.hypot(tx - fx, tz - fz);
  const h = arcHeight(dist);
  // Trimming never eats more than a third of the arc at either end.
  const t0 = dist > 0 ? Math.min(1 / 3, trim[0] / dist) : 0;
  const t1 = dist > 0 ? 1 - Math.min(1 / 3, trim[1] / dist) : 1;
  const pts: P3[] = [];
  const n = Math.max(2, samples);
  for (let i = 0; i < n; i++) {
    const t = t0 + ((t1 - t0) * i) / (n - 1);
    const x = fx + (tx - fx) * t;
    if (wrapWidth !== undefined && Math.abs(x) > wrapWidth / 2) break;
    pts.push([x, base + 4 * h * t * (1 - t), fz + (tz - fz) * t]);
  }
  return pts;
}
