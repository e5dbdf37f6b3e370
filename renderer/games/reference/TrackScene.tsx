/**
 * A light 3D preview of the "Last Light" track: a table, one tile per space,
 * a marker per survivor and the horde. Renders on demand only. The full 3D
 * table replaces this later.
 */
import { Canvas } from '@react-three/fiber';
import { useMemo } from 'react';
import { BoxGeometry, ConeGeometry, CylinderGeometry, MeshStandardMaterial, PlaneGeometry } from 'three';
import type { SurvivorView } from '../../../core/games/reference/view';
import type { Settings } from '../../api/types';

interface Props {
  survivors: SurvivorView[];
  colours: string[];
  horde: number;
  goal: number;
  enemy: string;
  quality: Settings['graphicsQuality'];
}

const SPACING = 1.1;
const tileGeo = new BoxGeometry(1, 0.08, 1);
const markerGeo = new CylinderGeometry(0.22, 0.28, 0.7, 16);
const hordeGeo = new ConeGeometry(0.4, 0.9, 6);
const tableGeo = new PlaneGeometry(1, 1);
const tableMat = new MeshStandardMaterial({ color: '#3b2f25', roughness: 0.9 });
const tileMat = new MeshStandardMaterial({ color: '#6f6a5e', roughness: 0.8 });
const behindMat = new MeshStandardMaterial({ color: '#403c36', roughness: 0.8 });
const goalMat = new MeshStandardMaterial({ color: '#d8c36a', roughness: 0.6 });

export default function TrackScene({ survivors, colours, horde, goal, enemy, quality }: Props) {
  const lo = Math.min(-3, horde);
  const count = goal - lo + 1;
  const x = (n: number) => (n - lo - (count - 1) / 2) * SPACING;
  const spaces = Array.from({ length: count }, (_, i) => lo + i);
  const survivorMats = useMemo(() => colours.map((c) => new MeshStandardMaterial({ color: c, roughness: 0.5 })), [colours.join()]);
  const hordeMat = useMemo(() => new MeshStandardMaterial({ color: enemy, roughness: 0.6 }), [enemy]);
  const width = count * SPACING + 2;

  return (
    <div className="scene" data-testid="table-canvas">
      <Canvas
        frameloop="demand"
        dpr={quality === 'high' ? [1, 2] : 1}
        gl={{ antialias: quality === 'high', preserveDrawingBuffer: true }}
        camera={{ position: [0, 6, 6.5], fov: 38, near: 0.1, far: 100 }}
        onCreated={({ camera }) => camera.lookAt(0, 0, 0.3)}
      >
        <ambientLight intensity={0.7} />
        <directionalLight position={[4, 10, 6]} intensity={1.6} />
        <mesh geometry={tableGeo} material={tableMat} rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.05, 0]} scale={[width, 5, 1]} />
        {spaces.map((n) => (
          <mesh key={n} geometry={tileGeo} material={n === goal ? goalMat : n < 0 ? behindMat : tileMat} position={[x(n), 0, 0]} />
        ))}
        <mesh geometry={hordeGeo} material={hordeMat} position={[x(horde), 0.5, -0.9]} />
        {survivors.map((s, i) =>
          s.caught ? null : (
            <mesh key={s.seat} geometry={markerGeo} material={survivorMats[i]} position={[x(s.position), 0.4, 0.9 + stackOffset(survivors, i)]} />
          ),
        )}
      </Canvas>
    </div>
  );
}

/** Survivors sharing a space stand one behind the other. */
function stackOffset(survivors: SurvivorView[], i: number): number {
  const pos = survivors[i]!.position;
  let k = 0;
  for (let j = 0; j < i; j++) if (!survivors[j]!.caught && survivors[j]!.position === pos) k++;
  return k * 0.6;
}
