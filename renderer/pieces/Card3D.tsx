/**
 * A card on the table: a thin box with its face drawn on a canvas texture on
 * top and its back underneath. Turning `faceUp` flips it over (lifted so it
 * clears the table), and a new `position` slides it there (draw, discard).
 */
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { BoxGeometry, MeshStandardMaterial, type BufferGeometry, type Group, type Texture } from 'three';
import { scaledDuration, useAnimationSpeed } from './animationSpeed';
import { FLIP_SECONDS, flipPose } from './appearance';
import type { TableTarget } from '../../core/engine/types';
import { useTableInspect } from '../inspect/useTableInspect';
import { AreaHighlight, type HighlightKind } from './AreaHighlight';
import { cardBackTexture, cardFaceTexture, type CardBack, type CardFace } from './cardFace';
import type { Vec3 } from './tween';
import { useMotion } from './useMotion';

export interface Card3DProps {
  face: CardFace;
  back: CardBack;
  faceUp: boolean;
  /** Centre of the card on the table (y is the surface it lies on). */
  position: Vec3;
  path?: Vec3[];
  /** Turn about the vertical axis (radians). */
  rotation?: number;
  /** Width in board units (height follows the card ratio). */
  width?: number;
  highlight?: HighlightKind | null;
  onClick?: (e: ThreeEvent<MouseEvent>) => void;
  /** What the card is, for the inspector (hover shows it; a click with nothing else to do, or a right-click, pins it). */
  inspect?: TableTarget;
}

export const CARD_RATIO = 1.4;
const THICKNESS = 0.012;
const slab = cardSlab();
const edge = new MeshStandardMaterial({ color: '#e8e2d4', roughness: 0.8 });
const mats = new Map<Texture, MeshStandardMaterial>();

/**
 * A box with three draw groups instead of six: face (top), back (bottom) and
 * all four edges together, so a card costs three draw calls, not six.
 */
function cardSlab(): BufferGeometry {
  const box = new BoxGeometry(1, THICKNESS, CARD_RATIO);
  const index = box.getIndex()!;
  const range = (g: number) => {
    const { start, count } = box.groups[g]!;
    return Array.from({ length: count }, (_, i) => index.getX(start + i));
  };
  // BoxGeometry groups: 0 +x, 1 -x, 2 +y (top), 3 -y (bottom), 4 +z, 5 -z.
  const top = range(2);
  const bottom = range(3);
  const edges = [0, 1, 4, 5].flatMap(range);
  box.setIndex([...top, ...bottom, ...edges]);
  box.clearGroups();
  box.addGroup(0, top.length, 0);
  box.addGroup(top.length, bottom.length, 1);
  box.addGroup(top.length + bottom.length, edges.length, 2);
  return box;
}

function paper(texture: Texture): MeshStandardMaterial {
  let m = mats.get(texture);
  if (!m) mats.set(texture, (m = new MeshStandardMaterial({ map: texture, roughness: 0.75 })));
  return m;
}

export function Card3D({ face, back, faceUp, position, path, rotation = 0, width = 0.9, highlight = null, onClick, inspect }: Card3DProps) {
  const look = useTableInspect(inspect);
  const mover = useMotion(position, { path, hop: 0.15 });
  const flipper = useRef<Group>(null);
  const speed = useAnimationSpeed();
  const invalidate = useThree((s) => s.invalidate);
  // Face up is angle 0; face down is a half turn about x, which keeps the back's picture upright.
  const target = faceUp ? 0 : Math.PI;
  const flip = useRef<{ from: number; to: number; start: number; duration: number } | null>(null);
  const angle = useRef(target);

  useLayoutEffect(() => {
    if (angle.current === target) return;
    flip.current = { from: angle.current, to: target, start: performance.now() / 1000, duration: scaledDuration(FLIP_SECONDS, speed) };
    invalidate();
  }, [target, speed, invalidate]);

  useFrame(() => {
    const f = flip.current;
    const g = flipper.current;
    if (!f || !g) return;
    const t = f.duration === 0 ? 1 : (performance.now() / 1000 - f.start) / f.duration;
    const pose = flipPose(t, f.from, f.to);
    angle.current = pose.angle;
    g.rotation.x = pose.angle;
    g.position.y = THICKNESS / 2 + pose.lift * width;
    if (t >= 1) flip.current = null;
    else invalidate();
  });

  const materials = [paper(cardFaceTexture(face)), paper(cardBackTexture(back)), edge];
  return (
    <group ref={mover}>
      <group rotation-y={rotation}>
        <group ref={flipper} position-y={THICKNESS / 2} rotation-x={angle.current}>
          <mesh
            geometry={slab}
            material={materials}
            scale={width}
            castShadow
            receiveShadow
            onClick={onClick || inspect ? (e) => {
              e.stopPropagation();
              if (onClick) onClick(e);
              else look.pin();
            } : undefined}
            onContextMenu={look.onContextMenu}
            onPointerOver={inspect ? (e) => (e.stopPropagation(), look.over()) : undefined}
            onPointerOut={inspect ? () => look.out() : undefined}
          />
        </group>
        {/* Under the card (AreaHighlight lifts itself 0.012), so only the glow around its edge shows. */}
        {highlight && <AreaHighlight shape="square" position={[0, -0.011, 0]} size={[width * 1.18, width * CARD_RATIO * 1.12]} kind={highlight} />}
      </group>
    </group>
  );
}
