/**
 * The low-poly props standing on a face-up tile (tileLooks.ts says which):
 * trees, buildings, pumps, graves, the Van ... each a few primitives in
 * shared geometries and cached materials, small enough never to hide a
 * figure, big enough that the map reads as places from the overview.
 */
import { useMemo } from 'react';
import { BoxGeometry, type BufferGeometry, ConeGeometry, CylinderGeometry, DodecahedronGeometry, MeshStandardMaterial } from 'three';
import type { PropKind } from './tileLooks';

const box = new BoxGeometry(1, 1, 1);
const cone4 = new ConeGeometry(1, 1, 4);
const cone7 = new ConeGeometry(1, 1, 7);
const cone3 = new ConeGeometry(1, 1, 3);
const cyl = new CylinderGeometry(1, 1, 1, 10);
const rock = new DodecahedronGeometry(1, 0);
const mats = new Map<string, MeshStandardMaterial>();

function mat(colour: string, rough = 0.85): MeshStandardMaterial {
  const key = `${colour}:${rough}`;
  let m = mats.get(key);
  if (!m) mats.set(key, (m = new MeshStandardMaterial({ color: colour, roughness: rough, flatShading: true })));
  return m;
}

type P = [number, number, number];

/** One primitive: geometry, colour, centre and size (x, y, z). */
function Part({ g, c, p, s, r = 0 }: { g: BufferGeometry; c: string; p: P; s: P; r?: number }) {
  return <mesh geometry={g} material={mat(c)} position={p} scale={s} rotation={[0, r, 0]} castShadow receiveShadow />;
}

function shape(kind: PropKind, detail: string) {
  switch (kind) {
    case 'van':
      return (
        <>
          <Part g={box} c="#d8c25a" p={[0, 0.13, 0]} s={[0.56, 0.2, 0.26]} />
          <Part g={box} c="#d8c25a" p={[0.3, 0.1, 0]} s={[0.12, 0.14, 0.24]} />
          <Part g={box} c="#23303a" p={[0.25, 0.18, 0]} s={[0.04, 0.07, 0.22]} />
          {[-0.18, 0.2].flatMap((x) => [-0.13, 0.13].map((z) => <mesh key={`${x}${z}`} geometry={cyl} material={mat('#1b1b1b')} position={[x, 0.05, z]} scale={[0.05, 0.04, 0.05]} rotation={[Math.PI / 2, 0, 0]} />))}
        </>
      );
    case 'pump':
      return <><Part g={box} c={detail} p={[0, 0.09, 0]} s={[0.07, 0.18, 0.06]} /><Part g={box} c="#eeeeee" p={[0, 0.15, 0.031]} s={[0.05, 0.04, 0.005]} /></>;
    case 'building':
      return <><Part g={box} c="#8f8676" p={[0, 0.09, 0]} s={[0.2, 0.18, 0.18]} /><Part g={cone4} c={detail} p={[0, 0.23, 0]} s={[0.16, 0.1, 0.16]} r={Math.PI / 4} /></>;
    case 'tree':
      return <><Part g={cyl} c="#5a4030" p={[0, 0.05, 0]} s={[0.02, 0.1, 0.02]} /><Part g={cone7} c="#2f5a2a" p={[0, 0.2, 0]} s={[0.08, 0.24, 0.08]} /></>;
    case 'fence':
      return <>{[-0.09, 0, 0.09].map((x) => <Part key={x} g={box} c="#7a6248" p={[x, 0.05, 0]} s={[0.02, 0.1, 0.02]} />)}<Part g={box} c="#7a6248" p={[0, 0.07, 0]} s={[0.22, 0.02, 0.015]} /></>;
    case 'cross':
      return <><Part g={box} c={detail} p={[0, 0.14, 0]} s={[0.04, 0.28, 0.04]} /><Part g={box} c={detail} p={[0, 0.2, 0]} s={[0.14, 0.04, 0.04]} /></>;
    case 'tower':
      return <><Part g={cyl} c="#d9d2bf" p={[0, 0.2, 0]} s={[0.06, 0.4, 0.06]} /><Part g={cone7} c={detail} p={[0, 0.45, 0]} s={[0.08, 0.1, 0.08]} /></>;
    case 'tent':
      return <Part g={cone3} c={detail} p={[0, 0.08, 0]} s={[0.1, 0.16, 0.1]} />;
    case 'car':
      return <><Part g={box} c="#3d5a80" p={[0, 0.05, 0]} s={[0.22, 0.07, 0.11]} /><Part g={box} c="#2b3d55" p={[-0.01, 0.1, 0]} s={[0.12, 0.05, 0.1]} /></>;
    case 'grave':
      return <Part g={box} c="#9a9a92" p={[0, 0.06, 0]} s={[0.07, 0.12, 0.025]} />;
    case 'rock':
      return <Part g={rock} c="#77716a" p={[0, 0.04, 0]} s={[0.07, 0.05, 0.06]} />;
    case 'mill':
      return (
        <>
          <Part g={cyl} c="#c9b98a" p={[0, 0.16, 0]} s={[0.06, 0.32, 0.06]} />
          <Part g={box} c="#6b5a44" p={[0, 0.3, 0.07]} s={[0.36, 0.03, 0.01]} r={0} />
          <mesh geometry={box} material={mat('#6b5a44')} position={[0, 0.3, 0.07]} scale={[0.03, 0.36, 0.01]} castShadow />
        </>
      );
    case 'water':
      return <mesh geometry={cyl} material={mat('#2f5f7a', 0.2)} position={[0, 0.006, 0]} scale={[0.15, 0.01, 0.11]} receiveShadow />;
    case 'crate':
      return <Part g={box} c="#9a7a4a" p={[0, 0.045, 0]} s={[0.09, 0.09, 0.09]} r={0.4} />;
    case 'torii':
      return <>{[-0.07, 0.07].map((x) => <Part key={x} g={cyl} c={detail} p={[x, 0.1, 0]} s={[0.015, 0.2, 0.015]} />)}<Part g={box} c={detail} p={[0, 0.2, 0]} s={[0.22, 0.025, 0.03]} /><Part g={box} c="#1b1b1b" p={[0, 0.225, 0]} s={[0.26, 0.02, 0.035]} /></>;
    case 'wreck':
      return <group rotation={[0.25, 0.5, 0.15]}><Part g={box} c="#7a4a2a" p={[0, 0.05, 0]} s={[0.2, 0.07, 0.1]} /><Part g={box} c="#5a3a22" p={[0, 0.1, 0]} s={[0.1, 0.05, 0.09]} /></group>;
    case 'boat':
      return <><Part g={box} c="#8a6a4a" p={[0, 0.03, 0]} s={[0.22, 0.05, 0.08]} /><Part g={cyl} c="#d9d2bf" p={[0, 0.13, 0]} s={[0.008, 0.18, 0.008]} /></>;
    case 'crop':
      return <>{[-0.06, 0, 0.06].map((z) => <Part key={z} g={box} c="#6f8f2f" p={[0, 0.025, z]} s={[0.22, 0.05, 0.03]} />)}</>;
    default:
      return null;
  }
}

export function TileProp({ kind, detail, position, scale = 1.5 }: { kind: PropKind; detail: string; position: P; scale?: number }) {
  const body = useMemo(() => shape(kind, detail), [kind, detail]);
  return <group position={position} scale={scale}>{body}</group>;
}
