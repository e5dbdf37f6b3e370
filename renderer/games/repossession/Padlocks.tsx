/**
 * The padlocks on locked tiles (a Tier 2 Support tile before its quadrant
 * opens, a Tier 3 Raid before its guards fall): one instanced mesh per part
 * (body, shackle, keyhole), so thirty locks cost three draw calls instead of
 * ninety. They cast no shadow: a lock a few pixels tall gains nothing from
 * one, and every shadow-casting mesh costs a draw in each shadow pass.
 */
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { BoxGeometry, CylinderGeometry, Euler, Matrix4, MeshStandardMaterial, Quaternion, TorusGeometry, Vector3, type BufferGeometry, type InstancedMesh, type Material } from 'three';

const lockMat = new MeshStandardMaterial({ color: '#cfd3da', roughness: 0.35, metalness: 0.7 });
const keyholeMat = new MeshStandardMaterial({ color: '#222' });

interface Part { geometry: BufferGeometry; material: Material; offset: [number, number, number]; turn: Quaternion }
const upright = new Quaternion();
const PARTS: readonly Part[] = [
  { geometry: new BoxGeometry(0.22, 0.16, 0.08), material: lockMat, offset: [0, 0.08, 0], turn: upright },
  { geometry: new TorusGeometry(0.07, 0.022, 8, 16, Math.PI), material: lockMat, offset: [0, 0.16, 0], turn: upright },
  // The keyhole is a thin disc on the body's south face, towards the camera.
  { geometry: new CylinderGeometry(0.02, 0.02, 0.01, 8), material: keyholeMat, offset: [0, 0.08, 0.041], turn: new Quaternion().setFromEuler(new Euler(Math.PI / 2, 0, 0)) },
];
/** Every tile could be locked: the meshes never need rebuilding. */
const CAPACITY = 100;

/** `spots`: the top centre of each locked tile. */
export function Padlocks({ spots }: { spots: readonly [number, number, number][] }) {
  const refs = useRef<(InstancedMesh | null)[]>([]);
  const invalidate = useThree((s) => s.invalidate);
  const key = JSON.stringify(spots);
  useLayoutEffect(() => {
    const m = new Matrix4();
    const one = new Vector3(1, 1, 1);
    PARTS.forEach((p, r) => {
      const mesh = refs.current[r];
      if (!mesh) return;
      spots.slice(0, CAPACITY).forEach(([x, y, z], i) => {
        // A little off the tile's centre, clear of its tier mark and name.
        mesh.setMatrixAt(i, m.compose(new Vector3(x + 0.05 + p.offset[0], y + p.offset[1], z - 0.02 + p.offset[2]), p.turn, one));
      });
      mesh.count = Math.min(spots.length, CAPACITY);
      mesh.instanceMatrix.needsUpdate = true;
      mesh.computeBoundingSphere();
    });
    invalidate();
    // `key` stands for `spots`.
  }, [key, invalidate]);
  if (spots.length === 0) return null;
  return (
    <group>
      {PARTS.map((p, r) => (
        <instancedMesh key={r} ref={(el) => void (refs.current[r] = el)} args={[p.geometry, p.material, CAPACITY]} castShadow={false} />
      ))}
    </group>
  );
}
