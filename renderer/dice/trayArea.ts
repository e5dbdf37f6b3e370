/**
 * The tray's footprint as plain numbers (no physics): its inner size and
 * where its four walls stand. The table reads these to set the tray on the
 * felt beside the board without loading cannon-es; tray.ts builds the
 * physics walls from the same numbers.
 */

/** Inner size of the tray (x by z), in physics units (a d6 is about one unit wide). */
export const TRAY = { width: 12, depth: 8 } as const;

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
