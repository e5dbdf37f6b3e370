/**
 * A die lying still on the table with a chosen face showing: the rotation
 * that turns that face to the reading direction (up, or down for the d4),
 * so readFace agrees with what is drawn. For dice that are trackers rather
 * than thrown (Maximum Apocalypse's hunger die sitting on a character card).
 */
import { qfromUnitVectors, qmul } from './quat';
import { dieShape, type DieKind, type Quat } from './shapes';

/** Body-to-world rotation that shows face slot `slot` of a `kind` die, turned `yaw` radians about the vertical. */
export function restingPose(kind: DieKind, slot: number, yaw = 0): Quat {
  const { normals, read } = dieShape(kind);
  const normal = normals[slot];
  if (!normal) throw new Error(`A d${kind} has no face ${slot}.`);
  const lay = qfromUnitVectors(normal, read === 'up' ? [0, 1, 0] : [0, -1, 0]);
  const turn: Quat = [0, Math.sin(yaw / 2), 0, Math.cos(yaw / 2)];
  return qmul(turn, lay);
}

/** Height of the die's centre above the table when it lies flat (its inradius), for a die of circumradius `radius`. */
export function restingHeight(kind: DieKind, radius: number): number {
  const s = dieShape(kind);
  return (s.inradius / s.circumradius) * radius;
}
