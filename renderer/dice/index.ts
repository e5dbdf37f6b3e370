/**
 * The dice tray's headless half: shapes, face reading, symmetries, the
 * recorded off-screen throw and the DieDef-to-mesh face map. Pure TypeScript
 * (three.js-free, DOM-free) so it runs and is tested in Node; the React/three
 * side only replays what simulateThrow recorded.
 *
 * Replaying a throw (60 frames a second, frame 0 is the launch):
 *   const r = simulateThrow(dice.map((d, i) => ({ kind: kindOfDie(d), wantFace: slotOfFace(d, rolls[i].face) })), seed);
 *   const { position, quaternion } = framePose(r.dice[i], frame); // relabel already applied
 *   mesh.position.set(...position); mesh.quaternion.set(...quaternion);
 * The mesh prints faceOnSlot(die, p.slot).label at each labelPlacements(kind)
 * entry p. A turn of the whole recording about the vertical axis (to throw
 * from another side of the table) keeps every result.
 */
export { DIE_KINDS, DIE_RADIUS, dieShape, isDieKind, kindForFaceCount, type DieKind, type DieShape, type Quat, type Vec3 } from './shapes';
export { symmetries, symmetryTaking, type Symmetry } from './symmetry';
export { faceUp, readFace, type Reading } from './reading';
export { FRAME_STRIDE, STEP, framePose, shownFace, simulateThrow, type RecordedDie, type RecordedThrow, type ThrowDie, type ThrowOptions } from './throw';
export { faceOfSlot, faceOnSlot, kindOfDie, labelPlacements, slotOfFace, type LabelPlacement } from './faces';
export { TRAY, wallPlanes } from './tray';
export { penetration, type PosedDie } from './separation';
export { qmul, qrotate, qslerp } from './quat';
export { benchTwelveDiceThrow, type ThrowBench } from './bench';
