/**
 * Barricades on closed borders: a weak one is a low wooden fence, a strong one
 * a taller steel wall, standing on the closing territory's side of the border.
 */
import { useEffect, useMemo } from 'react';
import { DoubleSide, MeshStandardMaterial } from 'three';
import { wallGeometry } from './mapGeometry';
import type { WallPiece } from './pieceModel';

const LOOK = {
  weak: { height: 0.09, thickness: 0.05, material: new MeshStandardMaterial({ color: '#a8743d', roughness: 0.95, side: DoubleSide }) },
  strong: { height: 0.2, thickness: 0.09, material: new MeshStandardMaterial({ color: '#b9c2cc', roughness: 0.35, metalness: 0.7, side: DoubleSide }) },
};

export function Barricades({ walls }: { walls: WallPiece[] }) {
  return (
    <group>
      {walls.map((w) => (
        <Wall key={w.key} wall={w} />
      ))}
    </group>
  );
}

function Wall({ wall }: { wall: WallPiece }) {
  const look = wall.strong ? LOOK.strong : LOOK.weak;
  const geometry = useMemo(() => wallGeometry(wall.paths, look.height, look.thickness), [wall, look]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return <mesh geometry={geometry} material={look.material} castShadow receiveShadow />;
}
