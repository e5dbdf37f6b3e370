/**
 * A glowing outline on the table for an area, a grid space or a figure's
 * base: prompt targets (clickable, brighter under the pointer), the current
 * selection, and where the camera is looking. Pulsing is optional because a
 * pulse keeps the table rendering every frame.
 */
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useMemo, useState } from 'react';
import { AdditiveBlending, MeshBasicMaterial, PlaneGeometry } from 'three';
import type { HighlightColours } from '../lib/palette';
import { glowTexture, type GlowShape } from './glowTextures';
import { usePieceTheme } from './pieceTheme';

export type HighlightKind = keyof HighlightColours;

export interface AreaHighlightProps {
  shape?: GlowShape;
  /** Centre on the table (y is the surface). */
  position: [number, number, number];
  /** Width (x) and depth (z) in board units, or one number for both. */
  size: number | [number, number];
  /** Turn about the vertical axis. */
  rotation?: number;
  /** Which highlight colour to use (from the palette), unless `colour` is given. */
  kind?: HighlightKind;
  colour?: string;
  /** Brightness 0..1 (default 0.8; 1 under the pointer). */
  intensity?: number;
  pulse?: boolean;
  onClick?: (e: ThreeEvent<MouseEvent>) => void;
  onHover?: (hovering: boolean) => void;
}

const plane = new PlaneGeometry(1, 1);
const mats = new Map<string, MeshBasicMaterial>();

function glowMaterial(shape: GlowShape, colour: string, opacity: number): MeshBasicMaterial {
  const key = `${shape}:${colour}:${opacity.toFixed(2)}`;
  let m = mats.get(key);
  if (!m) {
    m = new MeshBasicMaterial({ map: glowTexture(shape), color: colour, transparent: true, opacity, blending: AdditiveBlending, depthWrite: false, toneMapped: false });
    mats.set(key, m);
  }
  return m;
}

export function AreaHighlight({ shape = 'square', position, size, rotation = 0, kind = 'target', colour, intensity = 0.8, pulse = false, onClick, onHover }: AreaHighlightProps) {
  const theme = usePieceTheme();
  const [hovered, setHovered] = useState(false);
  const invalidate = useThree((s) => s.invalidate);
  const tint = colour ?? theme.highlight[kind];
  const opacity = hovered ? 1 : intensity;
  // A pulsing highlight needs its own material; a still one shares.
  const own = useMemo(() => (pulse ? glowMaterial(shape, tint, opacity).clone() : null), [pulse, shape, tint, opacity]);
  useEffect(() => () => own?.dispose(), [own]);
  useEffect(() => () => {
    if (hovered) document.body.style.cursor = '';
  }, [hovered]);

  useFrame(({ clock }) => {
    if (!own) return;
    own.opacity = opacity * (0.65 + 0.35 * Math.sin(clock.elapsedTime * 4));
    invalidate();
  });

  const [w, d] = typeof size === 'number' ? [size, size] : size;
  const clickable = Boolean(onClick);
  return (
    <mesh
      geometry={plane}
      material={own ?? glowMaterial(shape, tint, opacity)}
      position={[position[0], position[1] + 0.012, position[2]]}
      rotation={[-Math.PI / 2, 0, rotation]}
      scale={[w, d, 1]}
      renderOrder={5}
      onClick={clickable ? (e) => (e.stopPropagation(), onClick!(e)) : undefined}
      onPointerOver={
        clickable || onHover
          ? (e) => {
              e.stopPropagation();
              setHovered(true);
              if (clickable) document.body.style.cursor = 'pointer';
              onHover?.(true);
            }
          : undefined
      }
      onPointerOut={
        clickable || onHover
          ? () => {
              setHovered(false);
              document.body.style.cursor = '';
              onHover?.(false);
            }
          : undefined
      }
    />
  );
}
