/**
 * The spaces a move prompt offers: one glowing square each (a single
 * instanced mesh), the movement cost printed in it, the square under the
 * pointer brighter, with the path the move takes to get there. A clear
 * plane over the map turns a click into a space and chooses its option, so
 * thirty targets cost two draw calls plus labels.
 */
import type { ThreeEvent } from '@react-three/fiber';
import { useMemo, useState } from 'react';
import { AdditiveBlending, BoxGeometry, MeshBasicMaterial, PlaneGeometry } from 'three';
import { FlatNumbers } from './FlatNumbers';
import { Instances } from './Instances';
import type { Instance } from './mapMeshes';
import { FLOOR_TOP } from './mapPieces';
import type { SpaceTarget } from './promptTargets';
import { spaceAt, spaceCentre, type GridSize } from './tableCoords';

const box = new BoxGeometry(1, 1, 1);
const plane = new PlaneGeometry(1, 1);
const glow = new MeshBasicMaterial({ color: '#ffffff', transparent: true, opacity: 0.38, blending: AdditiveBlending, depthWrite: false, toneMapped: false });
const clear = new MeshBasicMaterial({ visible: false });

export interface MoveTargetsProps {
  spaces: readonly SpaceTarget[];
  grid: GridSize;
  colour: string;
  hoveredTarget: string | null;
  /** The path of the option under the pointer in the prompt's list. */
  hoveredPath?: readonly string[] | null;
  onOption(optionId: string): void;
}

const pathGlow = new MeshBasicMaterial({ color: '#ffffff', transparent: true, opacity: 0.6, blending: AdditiveBlending, depthWrite: false, toneMapped: false });

export function MoveTargets({ spaces, grid, colour, hoveredTarget, hoveredPath, onOption }: MoveTargetsProps) {
  const [hover, setHover] = useState<string | null>(null);
  const bySpace = useMemo(() => new Map(spaces.map((s) => [s.space, s])), [spaces]);
  const items: Instance[] = spaces.map((s) => {
    const [x, , z] = spaceCentre(s.space, grid);
    const lit = s.space === hover || `space:${s.space}` === hoveredTarget;
    return { p: [x, FLOOR_TOP + 0.012, z], s: [0.86, 0.01, 0.86], colour: lit ? '#ffffff' : colour };
  });
  const pick = (e: ThreeEvent<PointerEvent | MouseEvent>) => bySpace.get(spaceAt(e.point.x, e.point.z, grid)) ?? null;
  // The way there: small squares on each space passed, for the space under the pointer or the option hovered in the list.
  const path = (hover ? bySpace.get(hover)?.path : null) ?? hoveredPath ?? null;
  const steps: Instance[] = (path ?? []).map((space) => {
    const [x, , z] = spaceCentre(space, grid);
    return { p: [x, FLOOR_TOP + 0.02, z], s: [0.34, 0.01, 0.34], colour };
  });
  if (spaces.length === 0) return null;
  return (
    <group>
      <Instances items={items} geometry={box} material={glow} receiveShadow={false} />
      <Instances items={steps} geometry={box} material={pathGlow} receiveShadow={false} />
      <FlatNumbers items={spaces.flatMap((s) => (s.text === null ? [] : [{ text: s.text, position: spaceCentre(s.space, grid, FLOOR_TOP + 0.03) }]))} />
      <mesh
        geometry={plane}
        material={clear}
        rotation-x={-Math.PI / 2}
        position={[0, FLOOR_TOP + 0.02, 0]}
        scale={[grid.width, grid.height, 1]}
        onPointerMove={(e) => {
          const t = pick(e);
          setHover(t?.space ?? null);
          document.body.style.cursor = t ? 'pointer' : '';
        }}
        onPointerOut={() => {
          setHover(null);
          document.body.style.cursor = '';
        }}
        onClick={(e) => {
          const t = pick(e);
          if (!t) return;
          e.stopPropagation();
          document.body.style.cursor = '';
          onOption(t.optionId);
        }}
      />
    </group>
  );
}
