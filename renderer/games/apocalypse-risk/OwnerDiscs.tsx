/**
 * The owner discs under the army stacks as one instanced mesh of half discs:
 * an owned territory shows two halves in the owner's colour, a contested one
 * a half in each side's colour. One draw call for the whole map instead of
 * one or two per territory.
 */
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { CircleGeometry, Color, Euler, Matrix4, MeshBasicMaterial, Quaternion, Vector3, type InstancedMesh } from 'three';
import type { SplitDisc } from './pieceModel';
import { LAND_TOP } from './worldShapes';

const half = new CircleGeometry(0.36, 24, Math.PI / 2, Math.PI);
const material = new MeshBasicMaterial({ color: '#ffffff', transparent: true, opacity: 0.6, depthWrite: false, polygonOffset: true, polygonOffsetFactor: -2 });

export function OwnerDiscs({ discs }: { discs: readonly SplitDisc[] }) {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const halves = discs.length * 2;
  const capacity = Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(1, halves))));
  const key = JSON.stringify(discs);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const m = new Matrix4();
    const q = new Quaternion();
    const e = new Euler();
    const c = new Color();
    const one = new Vector3(1, 1, 1);
    discs.forEach((d, i) => {
      for (const side of [0, 1]) {
        // Flat on the land (-90° about x), the second half turned half a turn: left and right halves.
        q.setFromEuler(e.set(-Math.PI / 2, 0, side * Math.PI));
        mesh.setMatrixAt(i * 2 + side, m.compose(new Vector3(d.centre[0], LAND_TOP + 0.003, d.centre[1]), q, one));
        mesh.setColorAt(i * 2 + side, c.set(d.colours[side] ?? d.colours[0]!));
      }
    });
    mesh.count = halves;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
    invalidate();
    // `key` stands for `discs`.
  }, [key, capacity, halves, invalidate]);
  if (discs.length === 0) return null;
  return <instancedMesh key={capacity} ref={ref} args={[half, material, capacity]} />;
}
