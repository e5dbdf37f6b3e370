/**
 * The table the board lies on: a wooden top with a rim and a felt play mat
 * the size of the board plus a margin. The felt's top is y = 0, so a board
 * and its pieces stand on y = 0.
 */
import { useEffect, useMemo } from 'react';
import { MeshStandardMaterial } from 'three';
import { feltTexture, woodTexture } from './tableTextures';

export const TABLE_MARGIN = 1.6;
const FELT_T = 0.02;
const TOP_T = 0.35;

export function TableSurface({ width, depth }: { width: number; depth: number }) {
  const tableW = width + 2 * TABLE_MARGIN + 1.2;
  const tableD = depth + 2 * TABLE_MARGIN + 1.2;
  const feltW = width + TABLE_MARGIN;
  const feltD = depth + TABLE_MARGIN;
  const wood = useMemo(() => {
    const t = woodTexture([tableW / 6, tableD / 6]);
    return new MeshStandardMaterial({ map: t, roughness: 0.62, metalness: 0.0 });
  }, [tableW, tableD]);
  const felt = useMemo(() => new MeshStandardMaterial({ map: feltTexture([46, 74, 60], [feltW / 2, feltD / 2]), roughness: 0.95 }), [feltW, feltD]);
  useEffect(
    () => () => {
      wood.map?.dispose();
      wood.dispose();
      felt.map?.dispose();
      felt.dispose();
    },
    [wood, felt],
  );
  return (
    <group>
      <mesh material={wood} position={[0, -FELT_T - TOP_T / 2, 0]} receiveShadow>
        <boxGeometry args={[tableW, TOP_T, tableD]} />
      </mesh>
      <mesh material={felt} position={[0, -FELT_T / 2, 0]} receiveShadow>
        <boxGeometry args={[feltW, FELT_T, feltD]} />
      </mesh>
    </group>
  );
}
