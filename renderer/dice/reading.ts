/**
 * Reading a die: which face shows, for a body orientation. One function is
 * used by the simulation (to find the landed face), by the tests (to check the
 * relabelled result) and can be used by the renderer, so all three always
 * agree on the convention documented in shapes.ts: the face pointing up, or
 * for the d4 the face lying on the table.
 */
import { qrotate } from './quat';
import { dieShape, type DieKind, type Quat } from './shapes';

export interface Reading {
  /** Face slot that reads (see faces.ts for the DieDef face it shows). */
  face: number;
  /** Angle in degrees between that face's normal and the reading direction: 0 = flat. */
  tiltDeg: number;
}

/**
 * Reads a die whose body has orientation q (body frame -> world, [x, y, z, w]).
 * The face chosen is the one whose world normal is closest to straight up (down
 * for the d4); `tiltDeg` says how far from flat it is, which tells a cocked die
 * (leaning on a wall or another die) from one lying flat.
 */
export function readFace(kind: DieKind, q: Quat): Reading {
  const { normals, read } = dieShape(kind);
  const sign = read === 'up' ? 1 : -1;
  let face = 0;
  let best = -Infinity;
  for (let i = 0; i < normals.length; i++) {
    // Only the y component of the world normal matters: dot with (0, +-1, 0).
    const y = sign * qrotate(q, normals[i]!)[1];
    if (y > best) {
      best = y;
      face = i;
    }
  }
  return { face, tiltDeg: (Math.acos(Math.min(1, best)) * 180) / Math.PI };
}

/** Just the face slot: the "which face is up" reading for a kind. */
export function faceUp(kind: DieKind, q: Quat): number {
  return readFace(kind, q).face;
}
