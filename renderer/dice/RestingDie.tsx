/**
 * A die lying still on the table showing a value: a tracker rather than a
 * throw (Maximum Apocalypse's hunger die on a survivor's card). The same
 * mesh and printed faces as the thrown dice (DiceMeshes), posed by
 * restingPose so the value drawn is the value read. Hover shows its entry.
 */
import { useMemo } from 'react';
import type { DieDef, TableTarget } from '../../core/engine/types';
import { useTableInspect } from '../inspect/useTableInspect';
import { dieGeometry } from './diceGeometry';
import { dieMaterial } from './DiceMeshes';
import { kindOfDie, slotOfFace } from './faces';
import { restingHeight, restingPose } from './restingPose';
import { DIE_RADIUS } from './shapes';

export interface RestingDieProps {
  die: DieDef;
  /** The face's value to show (the first face with it). */
  value: number;
  /** Where it lies on the table (y is the surface). */
  position: [number, number, number];
  /** Edge-to-edge size of a d6 in table units (other kinds in proportion). */
  size?: number;
  yaw?: number;
  inspect?: TableTarget;
}

export function RestingDie({ die, value, position, size = 0.4, yaw = 0.35, inspect }: RestingDieProps) {
  const kind = kindOfDie(die);
  const face = Math.max(0, die.faces.findIndex((f) => f.value === value));
  const quaternion = useMemo(() => restingPose(kind, slotOfFace(die, face), yaw), [kind, die, face, yaw]);
  // A d6's edge is 2r/sqrt(3): scale the tray-sized mesh so that edge is `size`.
  const scale = (size * Math.sqrt(3)) / 2 / DIE_RADIUS[6];
  const look = useTableInspect(inspect);
  return (
    <mesh
      geometry={dieGeometry(kind)}
      material={dieMaterial(die)}
      position={[position[0], position[1] + restingHeight(kind, DIE_RADIUS[kind] * scale), position[2]]}
      quaternion={quaternion}
      scale={scale}
      castShadow
      receiveShadow
      onClick={inspect ? (e) => (e.stopPropagation(), look.pin()) : undefined}
      onContextMenu={look.onContextMenu}
      onPointerOver={inspect ? (e) => (e.stopPropagation(), look.over()) : undefined}
      onPointerOut={inspect ? () => look.out() : undefined}
    />
  );
}
