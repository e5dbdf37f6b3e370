import { describe, expect, it } from 'vitest';
import { Matrix4, Vector3 } from 'three';
import { applyTokenMoves, planTokenMoves } from './tokenMotion';
import { tokenMeshes, type TokenSpec } from './tokens';
import type { Vec3 } from './tween';

const token = (id: string, position: Vec3): TokenSpec => ({ id, shape: 'disc', colour: '#ff0000', position });
const at = (mesh: ReturnType<typeof tokenMeshes>['bodies'][number], i: number) => {
  const m = new Matrix4();
  mesh.getMatrixAt(i, m);
  return new Vector3().setFromMatrixPosition(m);
};

describe('token moves', () => {
  it('starts a move only for tokens whose position changed', () => {
    const last = new Map<string, Vec3>([['a', [0, 0, 0]], ['b', [1, 0, 0]]]);
    const moves = planTokenMoves(last, new Map(), [token('a', [0, 0, 0]), token('b', [3, 0, 0]), token('new', [5, 0, 0])], 10, (s) => s);
    expect([...moves.keys()]).toEqual(['b']);
    expect(moves.get('b')!.motion.points[0]).toEqual([1, 0, 0]);
    expect(moves.get('b')!.start).toBe(10);
  });

  it('draws a moving token between its old and new place, then at rest', () => {
    const meshes = tokenMeshes([token('a', [4, 0, 0]), token('still', [0, 0, 2])]);
    const mesh = meshes.bodies[0]!;
    const moves = planTokenMoves(new Map([['a', [0, 0, 0] as Vec3], ['still', [0, 0, 2] as Vec3]]), new Map(), [token('a', [4, 0, 0]), token('still', [0, 0, 2])], 0, (s) => s);
    const d = moves.get('a')!.motion.duration;
    expect(applyTokenMoves([mesh], moves, 0)).toBe(true);
    expect(at(mesh, 0).x).toBeCloseTo(0);
    applyTokenMoves([mesh], moves, d / 2);
    expect(at(mesh, 0).x).toBeCloseTo(2);
    expect(at(mesh, 0).y).toBeGreaterThan(0.03 + 0.1);
    expect(at(mesh, 1).z).toBeCloseTo(2);
    expect(applyTokenMoves([mesh], moves, d)).toBe(false);
    expect(at(mesh, 0).x).toBeCloseTo(4);
    expect(moves.size).toBe(0);
  });

  it('turns a token that is already moving from where it is shown, and makes instant moves end at once', () => {
    const first = planTokenMoves(new Map([['a', [0, 0, 0] as Vec3]]), new Map(), [token('a', [4, 0, 0])], 0, (s) => s);
    const half = first.get('a')!.motion.duration / 2;
    const second = planTokenMoves(new Map([['a', [4, 0, 0] as Vec3]]), first, [token('a', [4, 0, 4])], half, (s) => s);
    expect(second.get('a')!.motion.points[0]![0]).toBeCloseTo(2);
    const instant = planTokenMoves(new Map([['a', [0, 0, 0] as Vec3]]), new Map(), [token('a', [4, 0, 0])], 0, () => 0);
    const meshes = tokenMeshes([token('a', [4, 0, 0])]);
    expect(applyTokenMoves(meshes.bodies, instant, 0)).toBe(false);
    expect(at(meshes.bodies[0]!, 0).x).toBeCloseTo(4);
  });
});
