/**
 * The tray's footprint as plain numbers (no physics): its inner size and
 * where its four walls stand. The table reads these to set the tray on the
 * felt beside the board without loading cannon-es; tray.ts builds the
 * physics walls from the same numbers.
 */

/**
 * Inner size of the tray (x by z), in physics units (a d6 is about one unit
 * wide). As small as a dozen dice allow: the table frames the board and the
 * tray together and every die must stay at least 45 px tall, so each unit of
 * tray is board size lost (12 x 8 left DOOM's wide maps at half the canvas
 * width; 10 x 7 gives them about a fifth more). The launch grid's three
 * columns of the largest dice need the 7; the 12-die throws settle as fast
 * as in the larger tray (p95 124 steps, 1 re-throw in 200 throws).
 */
export const TRAY = { width: 10, depth: 7 } as const;

/** Inward normals of the four walls, with the point where each meets the floor. */
export function wallPlanes(): { at: [number, number, number]; inward: [number, number, number] }[] {
  const halfW = TRAY.width / 2;
  const halfD = TRAY.depth / 2;
  return [
    { at: [-halfW, 0, 0], inward: [1, 0, 0] },
    { at: [halfW, 0, 0], inward: [-1, 0, 0] },
    { at: [0, 0, -halfD], inward: [0, 0, 1] },
    { at: [0, 0, halfD], inward: [0, 0, -1] },
  ];
}
