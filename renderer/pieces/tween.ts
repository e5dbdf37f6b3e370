/**
 * Tween math for pieces that move: a piece goes from where it stands through
 * optional waypoints to its new position, at even speed along the path (so a
 * long leg takes longer than a short one), eased at both ends, with a small
 * hop between spaces so a move reads as steps on the board.
 */
export type Vec3 = [number, number, number];

export interface Motion {
  /** Every point the piece passes, start and end included (at least one). */
  points: Vec3[];
  /** Cumulative distance at each point; the last one is the total length. */
  cumulative: number[];
  /** Seconds; 0 means the piece is at the end at once. */
  duration: number;
  /** Peak height of the hop on each leg (0: slide flat). */
  hop: number;
  /**
   * Turn about y at each point (radians, added to how the piece rests), for
   * pieces that turn on the way (a large base rotating at a bend); the last is
   * 0. Absent: the move does not turn the piece.
   */
  turns?: number[];
}

/** Base seconds per unit of distance at 1x, and the bounds a single move keeps to. */
export const SECONDS_PER_UNIT = 0.22;
export const MIN_MOVE_SECONDS = 0.25;
export const MAX_MOVE_SECONDS = 2.5;

export function distance(a: Vec3, b: Vec3): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** Base duration (1x) for a path of the given length. */
export function moveSeconds(length: number): number {
  if (length <= 0) return 0;
  return Math.min(MAX_MOVE_SECONDS, Math.max(MIN_MOVE_SECONDS, length * SECONDS_PER_UNIT));
}

/**
 * A motion from `from` through `path` to `to`. Waypoints equal to their
 * neighbour are dropped so a path that repeats the start does not stall.
 * `turns`, one per waypoint of `path`, turn the piece on the way: it starts
 * with the first and ends at rest (0); a dropped waypoint's turn replaces its
 * neighbour's.
 */
export function makeMotion(from: Vec3, to: Vec3, duration: number, path: Vec3[] = [], hop = 0, turns?: number[]): Motion {
  const points: Vec3[] = [from];
  const turned = turns && turns.length === path.length && path.length > 0;
  const at: number[] = [turned ? turns[0]! : 0];
  [...path, to].forEach((p, i) => {
    const turn = turned && i < path.length ? turns[i]! : 0;
    if (distance(points[points.length - 1]!, p) > 1e-9) {
      points.push(p);
      at.push(turn);
    } else at[at.length - 1] = turn;
  });
  const cumulative = [0];
  for (let i = 1; i < points.length; i++) cumulative.push(cumulative[i - 1]! + distance(points[i - 1]!, points[i]!));
  return { points, cumulative, duration: Math.max(0, duration), hop, ...(turned ? { turns: at } : {}) };
}

export function motionLength(m: Motion): number {
  return m.cumulative[m.cumulative.length - 1]!;
}

/** Smooth start and stop (cubic ease-in-out) on 0..1. */
export function easeInOut(t: number): number {
  const x = clamp01(t);
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

export function clamp01(t: number): number {
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

/** The point at fraction `u` (0..1) of the path's length, without easing or hop. */
export function pointAlong(m: Motion, u: number): Vec3 {
  const total = motionLength(m);
  const last = m.points[m.points.length - 1]!;
  if (total === 0 || u >= 1) return [...last];
  const d = clamp01(u) * total;
  let i = 1;
  while (i < m.cumulative.length - 1 && m.cumulative[i]! < d) i++;
  const a = m.points[i - 1]!;
  const b = m.points[i]!;
  const legStart = m.cumulative[i - 1]!;
  const legLength = m.cumulative[i]! - legStart;
  const k = legLength === 0 ? 1 : (d - legStart) / legLength;
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

/** Height of the hop at fraction `u` of the path: a parabola over each leg. */
function hopAt(m: Motion, u: number): number {
  const total = motionLength(m);
  if (m.hop === 0 || total === 0 || u <= 0 || u >= 1) return 0;
  const d = u * total;
  let i = 1;
  while (i < m.cumulative.length - 1 && m.cumulative[i]! < d) i++;
  const legStart = m.cumulative[i - 1]!;
  const legLength = m.cumulative[i]! - legStart;
  const k = legLength === 0 ? 0 : (d - legStart) / legLength;
  return 4 * m.hop * k * (1 - k);
}

/** Where the piece is `elapsed` seconds into the motion. */
export function positionAt(m: Motion, elapsed: number): Vec3 {
  if (m.duration === 0 || elapsed >= m.duration) return [...m.points[m.points.length - 1]!];
  const u = easeInOut(elapsed / m.duration);
  const p = pointAlong(m, u);
  p[1] += hopAt(m, u);
  return p;
}

export function isFinished(m: Motion, elapsed: number): boolean {
  return m.duration === 0 || elapsed >= m.duration;
}

/** The piece's turn `elapsed` seconds into the motion: eased along with it, each leg turning from its start's turn to its end's. */
export function turnAt(m: Motion, elapsed: number): number {
  if (!m.turns || isFinished(m, elapsed)) return 0;
  const total = motionLength(m);
  if (total === 0) return 0;
  const d = easeInOut(elapsed / m.duration) * total;
  let i = 1;
  while (i < m.cumulative.length - 1 && m.cumulative[i]! < d) i++;
  const legStart = m.cumulative[i - 1]!;
  const legLength = m.cumulative[i]! - legStart;
  const k = legLength === 0 ? 1 : clamp01((d - legStart) / legLength);
  return m.turns[i - 1]! + (m.turns[i]! - m.turns[i - 1]!) * k;
}

/** Direction of travel at `elapsed` on the ground plane (radians about +y, 0 = facing +z), or null when standing. */
export function headingAt(m: Motion, elapsed: number): number | null {
  if (isFinished(m, elapsed)) return null;
  const u = easeInOut(elapsed / m.duration);
  const a = pointAlong(m, Math.max(0, u - 0.01));
  const b = pointAlong(m, Math.min(1, u + 0.01));
  const dx = b[0] - a[0];
  const dz = b[2] - a[2];
  if (Math.hypot(dx, dz) < 1e-6) return null;
  return Math.atan2(dx, dz);
}

export function sameVec(a: Vec3, b: Vec3): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
}
