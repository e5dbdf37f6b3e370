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

/** All the weak barricades in one mesh and all the strong ones in another: two draws (and two shadow draws) for any number of walls. */
export function Barricades({ walls }: { walls: WallPiece[] }) {
  const weak = walls.filter((w) => !w.strong).flatMap((w) => w.paths);
  const strong = walls.filter((w) => w.strong).flatMap((w) => w.paths);
  return (
    <group>
      <Walls paths={weak} look={LOOK.weak} />
      <Walls paths={strong} look={LOOK.strong} />
    </group>
  );
}

function Walls({ paths, look }: { paths: WallPiece['paths']; look: (typeof LOOK)['weak'] }) {
  const key = JSON.stringify(paths);
  // `key` stands for `paths`: a new array with the same walls is the same geometry.
  const geometry = useMemo(() => (paths.length > 0 ? wallGeometry(paths, look.height, look.thickness) : null), [key, look]);
  useEffect(() => () => geometry?.dispose(), [geometry]);
  return geometry && <mesh geometry={geometry} material={look.material} castShadow receiveShadow />;
}
