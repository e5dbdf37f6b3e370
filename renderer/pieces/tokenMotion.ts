/**
 * Tokens slide too: when a token's position changes, its instances (and its
 * letter) glide from where they were shown to the new place with a small hop.
 * The instanced meshes are rebuilt at the new positions; while a token is on
 * its way, each of its instances is drawn offset by (shown - final).
 */
import { Matrix4, type InstancedMesh } from 'three';
import type { TokenSpec } from './tokens';
import { makeMotion, motionLength, moveSeconds, positionAt, isFinished, sameVec, type Motion, type Vec3 } from './tween';

export interface TokenMove {
  motion: Motion;
  /** Seconds (on the caller's clock) when the move began. */
  start: number;
}

/**
 * The moves to start when the tokens change: a token whose position differs
 * from the last one seen slides from where it is shown now (mid-move if it
 * was already moving). New tokens simply appear; removed ones are forgotten.
 */
export function planTokenMoves(
  last: ReadonlyMap<string, Vec3>,
  moves: ReadonlyMap<string, TokenMove>,
  tokens: readonly TokenSpec[],
  now: number,
  duration: (baseSeconds: number) => number,
): Map<string, TokenMove> {
  const next = new Map<string, TokenMove>();
  for (const t of tokens) {
    const before = last.get(t.id);
    const running = moves.get(t.id);
    if (before && !sameVec(before, t.position)) {
      const from = running ? positionAt(running.motion, now - running.start) : before;
      const shape = makeMotion(from, t.position, 0, [], 0.2);
      next.set(t.id, { motion: { ...shape, duration: duration(moveSeconds(motionLength(shape))) }, start: now });
    } else if (running && !isFinished(running.motion, now - running.start)) next.set(t.id, running);
  }
  return next;
}

const tmp = new Matrix4();

/**
 * Draws every moving token's instances at their place at time `now`, and
 * drops the moves that have ended. Returns true while some are still moving.
 */
export function applyTokenMoves(meshes: readonly InstancedMesh[], moves: Map<string, TokenMove>, now: number): boolean {
  const offsets = new Map<string, Vec3>();
  for (const [id, m] of moves) {
    const p = positionAt(m.motion, now - m.start);
    const end = m.motion.points[m.motion.points.length - 1]!;
    offsets.set(id, [p[0] - end[0], p[1] - end[1], p[2] - end[2]]);
  }
  for (const mesh of meshes) {
    const ids = mesh.userData.tokenIds as string[];
    const rest = mesh.userData.restMatrices as Matrix4[];
    let changed = false;
    ids.forEach((id, i) => {
      const off = offsets.get(id);
      if (!off) return;
      tmp.copy(rest[i]!);
      tmp.elements[12]! += off[0];
      tmp.elements[13]! += off[1];
      tmp.elements[14]! += off[2];
      mesh.setMatrixAt(i, tmp);
      changed = true;
    });
    if (changed) {
      mesh.instanceMatrix.needsUpdate = true;
      // The bounds must cover tokens in flight, or they vanish when culled.
      mesh.computeBoundingSphere();
    }
  }
  for (const [id, m] of [...moves]) if (isFinished(m.motion, now - m.start)) moves.delete(id);
  return moves.size > 0;
}
