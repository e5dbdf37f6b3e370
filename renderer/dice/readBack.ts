/**
 * Reading the dice as drawn: what the player sees on top comes from the
 * rendered instance matrices (recorded body pose times the relabel rotation),
 * through readFace and the DieDef's face map, never from the roll request.
 * If the replay, the relabelling or the face printing were wrong, the results
 * shown as text would disagree with the host's rolls, and the tests would see it.
 */
import { Matrix4, Quaternion, Vector3, type InstancedMesh, type Object3D } from 'three';
import type { DieDef } from '../../core/engine/types';
import { faceOfSlot, faceOnSlot, kindOfDie } from './faces';
import { readFace } from './reading';

export interface ShownDie {
  /** Position of the die in the throw. */
  index: number;
  die: string;
  /** DieDef face index on top (a DieRoll's `face`). */
  face: number;
  label: string;
  /** Degrees from flat of the read face: a die that reads well shows close to 0. */
  tiltDeg: number;
}

/** Reads a die from a world orientation. */
export function readOrientation(die: DieDef, index: number, q: Quaternion): ShownDie {
  const reading = readFace(kindOfDie(die), [q.x, q.y, q.z, q.w]);
  return { index, die: die.id, face: faceOfSlot(die, reading.face), label: faceOnSlot(die, reading.face).label, tiltDeg: reading.tiltDeg };
}

/** Reads a die drawn as an Object3D (its world quaternion, so a turned parent counts). */
export function readObject(die: DieDef, index: number, object: Object3D): ShownDie {
  object.updateWorldMatrix(true, false);
  return readOrientation(die, index, object.getWorldQuaternion(new Quaternion()));
}

const m = new Matrix4();
const parent = new Quaternion();
const p = new Vector3();
const s = new Vector3();

/** Reads instance `instance` of an InstancedMesh (instance matrix, then the mesh's own world rotation). */
export function readInstance(die: DieDef, index: number, mesh: InstancedMesh, instance: number): ShownDie {
  mesh.getMatrixAt(instance, m);
  const q = new Quaternion();
  m.decompose(p, q, s);
  mesh.updateWorldMatrix(true, false);
  mesh.getWorldQuaternion(parent);
  return readOrientation(die, index, parent.multiply(q));
}
