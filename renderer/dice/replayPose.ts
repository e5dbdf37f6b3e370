/**
 * The two halves of showing a recorded throw on instanced meshes: posing
 * every die at a frame, and reading the posed dice back. Kept apart from the
 * React component so the exact code the tray runs is tested in Node.
 */
import { Object3D, type InstancedMesh } from 'three';
import type { DieDef, DieRoll } from '../../core/engine/types';
import { kindOfDie, slotOfFace } from './faces';
import { readInstance, type ShownDie } from './readBack';
import { framePose, simulateThrow, type RecordedThrow } from './throw';

/** An instanced mesh drawing the dice of one definition: instance k is throw die indices[k]. */
export interface PosedGroup {
  die: DieDef;
  mesh: InstancedMesh;
  indices: number[];
}

export interface ThrowRequest {
  /** Changes for every throw, so that the same rolls thrown twice replay twice. */
  id: number;
  rolls: DieRoll[];
  /** Die definitions by id (at least every die the rolls name). */
  dice: Readonly<Record<string, DieDef>>;
  /** Seed of the physics throw (the host's). */
  seed: number;
}

/** Runs the off-screen throw for a request: pure and deterministic, so memoised per request. */
export function precomputeThrow(request: ThrowRequest): RecordedThrow {
  const dice = request.rolls.map((r) => {
    const die = request.dice[r.die];
    if (!die) throw new Error(`No definition for the die "${r.die}".`);
    return { kind: kindOfDie(die), wantFace: slotOfFace(die, r.face) };
  });
  return simulateThrow(dice, request.seed);
}

const dummy = new Object3D();

/** Puts every die of the throw at frame f (instance matrices: recorded pose times relabel). */
export function poseFrame(recorded: RecordedThrow, groups: readonly PosedGroup[], f: number): void {
  for (const { mesh, indices } of groups) {
    indices.forEach((throwIndex, instance) => {
      const { position, quaternion } = framePose(recorded.dice[throwIndex]!, f);
      dummy.position.set(position[0], position[1], position[2]);
      dummy.quaternion.set(quaternion[0], quaternion[1], quaternion[2], quaternion[3]);
      dummy.updateMatrix();
      mesh.setMatrixAt(instance, dummy.matrix);
    });
    mesh.instanceMatrix.needsUpdate = true;
  }
}

/** Reads every posed die back from its instance matrix, in throw order. */
export function readThrow(groups: readonly PosedGroup[]): ShownDie[] {
  const shown: ShownDie[] = [];
  for (const { die, mesh, indices } of groups) {
    indices.forEach((throwIndex, instance) => shown.push(readInstance(die, throwIndex, mesh, instance)));
  }
  return shown.sort((a, b) => a.index - b.index);
}
