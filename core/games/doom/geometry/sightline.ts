/**
 * One straight line between two grid corners, traced exactly with integers.
 *
 * The line is blocked when it
 * - crosses a barrier border (wall, closed door, blocking outline) in the
 *   border's interior;
 * - passes through a corner where barriers lie on both sides of it, e.g. a
 *   straight wall continuing through the corner, or the diagonal meeting of
 *   two blocks (appendix case 11). Barriers on one side only are grazed, which
 *   is allowed (cases 8, 9), and barriers lying along the line are run along,
 *   which is allowed too;
 * - leaves its start corner (or reaches its end corner) on the far side of a
 *   barrier from the space it belongs to: a line from a corner that sits on a
 *   wall may not shoot out through that wall.
 *
 * Directions at a corner are sorted into eight slots: 0 E, 1 SE, 2 S, 3 SW,
 * 4 W, 5 NW, 6 N, 7 NE (y grows down). Barrier rays are the even slots. Two
 * directions can see each other around the corner when walking from one slot
 * to the other one way or the other meets no barrier ray strictly between.
 */
import { hStops, vStops, MASK_SIGHT, type CompiledMap } from './compile';

export function slotOf(dx: number, dy: number): number {
  if (dy === 0) return dx > 0 ? 0 : 4;
  if (dx === 0) return dy > 0 ? 2 : 6;
  if (dy > 0) return dx > 0 ? 1 : 3;
  return dx < 0 ? 5 : 7;
}

/** Slot from a corner toward the inside of a space: which corner of its space is it? */
export function spaceSlot(cornerX: number, cornerY: number, spaceX: number, spaceY: number): number {
  return slotOf(spaceX - cornerX === 0 ? 1 : -1, spaceY - cornerY === 0 ? 1 : -1);
}

/** SAME[a * 128 + b * 16 + rays]: can slots a and b see each other past barrier rays `rays` (bit k: slot 2k)? */
const SAME = (() => {
  const t = new Uint8Array(8 * 8 * 16);
  for (let a = 0; a < 8; a++) {
    for (let b = 0; b < 8; b++) {
      for (let rays = 0; rays < 16; rays++) {
        let ok = a === b;
        if (!ok) {
          for (const dir of [1, 7]) {
            let clear = true;
            for (let s = (a + dir) % 8; s !== b; s = (s + dir) % 8) {
              if (s % 2 === 0 && rays & (1 << (s / 2))) clear = false;
            }
            if (clear) ok = true;
          }
        }
        t[a * 128 + b * 16 + rays] = ok ? 1 : 0;
      }
    }
  }
  return t;
})();

export function sameSector(a: number, b: number, rays: number): boolean {
  return SAME[a * 128 + b * 16 + rays] === 1;
}

/** Barrier rays at a corner: bit 0 E, 1 S, 2 W, 3 N. */
export function cornerRays(cm: CompiledMap, cx: number, cy: number, ignore?: readonly number[]): number {
  let r = 0;
  if (hStops(cm, cx, cy, MASK_SIGHT, ignore)) r |= 1;
  if (vStops(cm, cx, cy, MASK_SIGHT, ignore)) r |= 2;
  if (hStops(cm, cx - 1, cy, MASK_SIGHT, ignore)) r |= 4;
  if (vStops(cm, cx, cy - 1, MASK_SIGHT, ignore)) r |= 8;
  return r;
}

const rayCache = new WeakMap<CompiledMap, Uint8Array>();

/** Barrier rays of every corner, for the common case of nothing ignored. */
function raysOf(cm: CompiledMap): Uint8Array {
  let t = rayCache.get(cm);
  if (!t) {
    const w = cm.width + 1;
    t = new Uint8Array(w * (cm.height + 1));
    for (let y = 0; y <= cm.height; y++) for (let x = 0; x <= cm.width; x++) t[y * w + x] = cornerRays(cm, x, y);
    rayCache.set(cm, t);
  }
  return t;
}

/** A corner's rays: from the table when nothing is ignored, else worked out. */
function raysAt(cm: CompiledMap, table: Uint8Array | null, ignore: readonly number[] | undefined, x: number, y: number): number {
  return table ? table[y * (cm.width + 1) + x]! : cornerRays(cm, x, y, ignore);
}

export interface TraceOptions {
  /** Blocking groups whose outlines do not count. */
  ignore?: readonly number[];
  /** When given, receives the index of every space whose interior the line passes through. */
  crossed?: number[];
}

/**
 * Is the line from corner P to corner Q clear? `pSlot` and `qSlot` point from
 * each end into the space that end belongs to (spaceSlot). P may equal Q: the
 * two spaces then only need to see each other around that one corner.
 */
export function lineClear(cm: CompiledMap, px: number, py: number, pSlot: number, qx: number, qy: number, qSlot: number, opts: TraceOptions = {}): boolean {
  const ignore = opts.ignore && opts.ignore.length ? opts.ignore : undefined;
  // A plain lookup of the corners' rays (not a closure over them): this runs for every line of sight a prompt checks.
  const table = ignore ? null : raysOf(cm);
  const dx = qx - px;
  const dy = qy - py;
  if (dx === 0 && dy === 0) return sameSector(pSlot, qSlot, raysAt(cm, table, ignore, px, py));
  const out = slotOf(dx, dy);
  const back = (out + 4) % 8;
  if (dx === 0 || dy === 0) return alongGridLine(px, py, pSlot, qSlot, Math.abs(dx + dy), out, cm, table, ignore);
  if (!sameSector(pSlot, out, raysAt(cm, table, ignore, px, py)) || !sameSector(qSlot, back, raysAt(cm, table, ignore, qx, qy))) return false;
  const adx = Math.abs(dx);
  const ady = Math.abs(dy);
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  const crossed = opts.crossed;
  const w = cm.width;
  let col = dx > 0 ? px : px - 1;
  let row = dy > 0 ? py : py - 1;
  let i = 1; // next vertical grid line to meet: x = px + sx * i
  let j = 1; // next horizontal grid line to meet: y = py + sy * j
  for (;;) {
    if (crossed) crossed.push(row * w + col);
    if (i === adx && j === ady) return true;
    // Compare the line parameters i / adx and j / ady without division.
    const c = i * ady - j * adx;
    if (c < 0) {
      if (vStops(cm, px + sx * i, row, MASK_SIGHT, ignore)) return false;
      col += sx;
      i++;
    } else if (c > 0) {
      if (hStops(cm, col, py + sy * j, MASK_SIGHT, ignore)) return false;
      row += sy;
      j++;
    } else {
      if (!sameSector(back, out, raysAt(cm, table, ignore, px + sx * i, py + sy * j))) return false;
      col += sx;
      row += sy;
      i++;
      j++;
    }
  }
}

const STEP_X = [1, 1, 0, -1, -1, -1, 0, 1];
const STEP_Y = [0, 1, 1, 1, 0, -1, -1, -1];

/**
 * A line running along borders (horizontal or vertical). It touches no
 * space's interior, so it belongs to neither side of the borders it runs
 * along; we let it count for one side at a time, as if nudged a hair that
 * way: it must leave the attacker's space and reach the defender's on that
 * side, and every barrier meeting it square-on from that side blocks it.
 * Without this, two figures on either side of a one-space wall or a closed
 * door would see each other along it.
 */
function alongGridLine(px: number, py: number, pSlot: number, qSlot: number, n: number, out: number,
  cm: CompiledMap, table: Uint8Array | null, ignore: readonly number[] | undefined): boolean {
  const sx = STEP_X[out]!;
  const sy = STEP_Y[out]!;
  for (const side of [1, 7]) {
    // Nudged toward `side`: leaving P slightly turned that way, arriving at Q from the same side.
    const leave = (out + side) % 8;
    const arrive = (out + 4 - side + 8) % 8;
    const across = 1 << (((out + 2 * side) % 8) / 2);
    if (!sameSector(pSlot, leave, raysAt(cm, table, ignore, px, py)) || !sameSector(qSlot, arrive, raysAt(cm, table, ignore, px + sx * n, py + sy * n))) continue;
    let clear = true;
    for (let k = 1; k < n && clear; k++) if (raysAt(cm, table, ignore, px + sx * k, py + sy * k) & across) clear = false;
    if (clear) return true;
  }
  return false;
}
