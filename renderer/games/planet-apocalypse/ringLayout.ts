/**
 * An area that encircles the map: the Final Battle's Outer Ring ("this
 * gigantic area encircles the map"). Drawn as one frame round every other
 * area, not as one more spot beside them: a wide strip on the start's side
 * (the left, where the table puts the start) holds its standing circle, and
 * narrower strips close the frame on the other three sides. The paths that
 * end in it run straight out to the nearest side of the frame.
 *
 * Pure: rectangles and points in table x/z.
 */

/** Areas that encircle their map, by map id. The map data has no field for it; the rulebook's words decide. */
export const ENCIRCLING: Readonly<Record<string, string>> = { finalBattle: 'ring' };

/** Width of the frame's narrow sides (table units). */
export const RING_BAND = 1.3;
/** Room between the inner areas' plates and the frame. */
const RING_GAP = 0.35;

export interface Rect {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

export interface RingFrame {
  id: string;
  /** The hole the other areas lie in. */
  inner: Rect;
  /** The frame's outer edge. */
  outer: Rect;
  /** Where the ring's standing circle lies: in the middle of its wide (left) strip. */
  centre: [number, number];
}

/** The frame round `spots` (their centres and plate radii), its wide strip on the left holding a plate of `radius`. */
export function ringFrame(id: string, spots: readonly { centre: readonly number[]; radius: number }[], radius: number): RingFrame {
  const inner: Rect = {
    minX: Math.min(...spots.map((s) => s.centre[0]! - s.radius)) - RING_GAP,
    maxX: Math.max(...spots.map((s) => s.centre[0]! + s.radius)) + RING_GAP,
    minZ: Math.min(...spots.map((s) => s.centre[2]! - s.radius)) - RING_GAP,
    maxZ: Math.max(...spots.map((s) => s.centre[2]! + s.radius)) + RING_GAP,
  };
  const wide = 2 * radius + 2 * RING_GAP;
  const outer: Rect = { minX: inner.minX - wide, maxX: inner.maxX + RING_BAND, minZ: inner.minZ - RING_BAND, maxZ: inner.maxZ + RING_BAND };
  return { id, inner, outer, centre: [inner.minX - wide / 2, (inner.minZ + inner.maxZ) / 2] };
}

/** The frame's four strips as convex polygons, the wide left one first (it holds the standing circle). */
export function ringStrips(f: RingFrame, inset = 0): [number, number][][] {
  const { inner: i, outer: o } = f;
  const rect = (x0: number, z0: number, x1: number, z1: number): [number, number][] => [[x0 + inset, z0 + inset], [x1 - inset, z0 + inset], [x1 - inset, z1 - inset], [x0 + inset, z1 - inset]];
  return [
    rect(o.minX, o.minZ, i.minX, o.maxZ),
    rect(i.minX, o.minZ, o.maxX, i.minZ),
    rect(i.minX, i.maxZ, o.maxX, o.maxZ),
    rect(i.maxX, i.minZ, o.maxX, i.maxZ),
  ];
}

/** Where a path from `from` lands in the frame: straight out to the nearest side of the hole, into the middle of that strip. */
export function ringLanding(f: RingFrame, from: readonly number[]): [number, number] {
  const [x, z] = [from[0]!, from[2]!];
  const { inner: i, outer: o } = f;
  const sides: { d: number; at: [number, number] }[] = [
    { d: x - i.minX, at: [(i.minX + o.minX) / 2, z] },
    { d: i.maxX - x, at: [(i.maxX + o.maxX) / 2, z] },
    { d: z - i.minZ, at: [x, (i.minZ + o.minZ) / 2] },
    { d: i.maxZ - z, at: [x, (i.maxZ + o.maxZ) / 2] },
  ];
  return sides.reduce((best, s) => (s.d < best.d ? s : best)).at;
}

/** The hole's edge as four segments: the frame's inner rim, drawn as a bright line so the ring reads as one area. */
export function ringRim(f: RingFrame): { start: [number, number]; end: [number, number] }[] {
  const { minX, maxX, minZ, maxZ } = f.inner;
  const c: [number, number][] = [[minX, minZ], [maxX, minZ], [maxX, maxZ], [minX, maxZ]];
  return c.map((p, i) => ({ start: p, end: c[(i + 1) % 4]! }));
}

/** Where the ring's name is repeated: the middle of each narrow strip (its circle and name lie in the wide one). */
export function ringNameSpots(f: RingFrame): { x: number; z: number; rotation: number }[] {
  const { inner: i, outer: o } = f;
  return [
    { x: (i.minX + o.maxX) / 2, z: (o.minZ + i.minZ) / 2, rotation: 0 },
    { x: (i.minX + o.maxX) / 2, z: (i.maxZ + o.maxZ) / 2, rotation: 0 },
    // Along the right strip, read from the player's side.
    { x: (i.maxX + o.maxX) / 2, z: (i.minZ + i.maxZ) / 2, rotation: Math.PI / 2 },
  ];
}
