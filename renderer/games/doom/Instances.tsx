/**
 * One InstancedMesh for a list of instances (mapMeshes.ts): a shared unit
 * shape and material, each instance placed, sized and coloured. One draw call
 * (plus one per shadow pass when it casts shadows) for any count.
 */
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, Euler, Matrix4, Quaternion, Vector3, type BufferGeometry, type InstancedMesh, type Material } from 'three';
import type { Instance } from './mapMeshes';

export interface InstancesProps {
  items: readonly Instance[];
  geometry: BufferGeometry;
  material: Material;
  castShadow?: boolean;
  receiveShadow?: boolean;
  /** Extra turn of every instance about y (hexagonal portals). */
  turn?: number;
}

export function Instances({ items, geometry, material, castShadow = false, receiveShadow = true, turn = 0 }: InstancesProps) {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const key = useMemo(() => JSON.stringify(items), [items]);
  const capacity = Math.max(8, 2 ** Math.ceil(Math.log2(Math.max(1, items.length))));
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const m = new Matrix4();
    const q = new Quaternion();
    const e = new Euler();
    const c = new Color();
    items.forEach((it, i) => {
      q.setFromEuler(e.set(0, turn + (it.r ?? 0), 0));
      m.compose(new Vector3(...it.p), q, new Vector3(...it.s));
      mesh.setMatrixAt(i, m);
      mesh.setColorAt(i, c.set(it.colour));
    });
    mesh.count = items.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
    invalidate();
    // `key` stands for `items`: a new array with the same instances changes nothing.
  }, [key, turn, capacity, invalidate]);
  if (items.length === 0) return null;
  return (
    <instancedMesh
      // A bigger list needs a bigger buffer: remount when the capacity grows.
      key={capacity}
      ref={ref}
      args={[geometry, material, capacity]}
      castShadow={castShadow}
      receiveShadow={receiveShadow}
    />
  );
}
