/**
 * One figure on the table: a silhouette (or, given `miniature`, that type's
 * sculpted miniature from the kit, miniatures/) in a team colour on its base, with
 * optional status badges and a health number above it, a glow under it when
 * it is a prompt target or selected, and animated moves, spawn and death.
 * Geometry and materials are shared by every figure of the same silhouette
 * and colour (silhouettes.ts, figureMaterials.ts).
 */
import type { ThreeEvent } from '@react-three/fiber';
import { useState } from 'react';
import type { TableTarget } from '../../core/engine/types';
import { useTableInspect } from '../inspect/useTableInspect';
import { AreaHighlight, type HighlightKind } from './AreaHighlight';
import { badgeLook, badgeRow, badgeText, type BadgeSpec } from './badges';
import { figureMaterials } from './figureMaterials';
import { Label } from './Label';
import { miniatureMaterial } from './miniatures/material';
import { miniatureGeometry, type MiniatureId } from './miniatures/registry';
import { silhouetteGeometry, type SilhouetteId } from './silhouettes';
import type { Vec3 } from './tween';
import { useAppearance, useMotion } from './useMotion';

export interface FigureProps {
  /** The generic shape; with `miniature` it still sets the size the miniature fills (boards lay out by it). */
  silhouette: SilhouetteId;
  /** The unit type's own sculpt (pieces/miniatures): drawn instead of the silhouette, fitted to its footprint. */
  miniature?: MiniatureId;
  colour: string;
  /** Where the figure stands; a change tweens it there. */
  position: Vec3;
  /** Waypoints for the move to `position` (spaces it passes through). */
  path?: Vec3[];
  /** How far the figure is turned at each waypoint of `path`, relative to `facing` (radians): a base that turns part way. */
  pathTurns?: number[];
  /** Seconds the move takes at 1x; by default it depends on the path length. */
  moveSeconds?: number;
  /** Turn about the vertical axis when standing (radians; 0 faces +z, towards the default camera). */
  facing?: number;
  scale?: number;
  badges?: BadgeSpec[];
  /** A number (or short text) shown above the figure, e.g. its health. */
  health?: number | string;
  /** 'target': a legal choice of the current prompt; 'selected': picked; 'focus': something happens here. */
  highlight?: HighlightKind | null;
  /** Grow out of the board when mounted (default true). */
  appear?: boolean;
  /** Plays the death animation; `onDied` runs once it has finished (remove the figure then). */
  dying?: boolean;
  onDied?: () => void;
  onClick?: (e: ThreeEvent<MouseEvent>) => void;
  onHover?: (hovering: boolean) => void;
  /** What the figure is, for the inspector: hover shows it, a click with nothing else to do (or a right-click) pins it. */
  inspect?: TableTarget;
  castShadow?: boolean;
}

const BADGE_SIZE = 0.17;
/** Miniatures are sculpted a little short for their bases: drawn this much larger than the silhouette's footprint they fill, to read from the overview. */
const MINIATURE_BOOST = 1.12;

/** Geometry, material, top and base size of what the figure draws, at scale 1. */
function figureLook(silhouette: SilhouetteId, miniature: MiniatureId | undefined, colour: string) {
  const sil = silhouetteGeometry(silhouette);
  if (!miniature) return { geometry: sil.geometry, material: figureMaterials(sil.roles, colour), fit: 1, height: sil.height, footprint: sil.footprint };
  const mini = miniatureGeometry(miniature);
  const [sw, sd] = sil.footprint;
  const [mw, md] = mini.footprint;
  const fit = Math.min(sw / mw, sd / md) * MINIATURE_BOOST;
  return { geometry: mini.geometry, material: miniatureMaterial(colour), fit, height: mini.height * fit, footprint: [mw * fit, md * fit] as const };
}

export function Figure(props: FigureProps) {
  const { silhouette, miniature, colour, position, path, pathTurns, moveSeconds, facing = 0, scale = 1, badges = [], health, highlight = null } = props;
  const { appear = true, dying = false, onDied, onClick, onHover, castShadow = true, inspect } = props;
  const look = useTableInspect(inspect);
  const built = figureLook(silhouette, miniature, colour);
  const mover = useMotion(position, { path, turns: pathTurns, baseSeconds: moveSeconds, face: false });
  const body = useAppearance(appear, dying, onDied);
  const [hovered, setHovered] = useState(false);
  const interactive = Boolean(onClick || onHover || inspect) && !dying;
  const [w, d] = built.footprint;
  const top = built.height * scale;
  const glow: HighlightKind | null = hovered && onClick ? 'hover' : highlight;

  return (
    <group ref={mover}>
      <group ref={body} rotation-y={facing}>
        <mesh
          geometry={built.geometry}
          material={built.material}
          scale={scale * built.fit}
          castShadow={castShadow}
          receiveShadow
          // For the end-to-end tests' probe (table/InspectProbe): where the inspectable figures are on screen.
          userData={inspect ? { inspect } : undefined}
          onClick={interactive ? (e) => {
            e.stopPropagation();
            if (onClick) onClick(e);
            else look.pin();
          } : undefined}
          onContextMenu={interactive ? look.onContextMenu : undefined}
          onPointerOver={
            interactive
              ? (e) => {
                  e.stopPropagation();
                  setHovered(true);
                  if (onClick) document.body.style.cursor = 'pointer';
                  onHover?.(true);
                  look.over();
                }
              : undefined
          }
          onPointerOut={
            interactive
              ? () => {
                  setHovered(false);
                  document.body.style.cursor = '';
                  onHover?.(false);
                  look.out();
                }
              : undefined
          }
        />
        {glow && <AreaHighlight shape="ring" position={[0, 0, 0]} size={[w * scale * 1.45, d * scale * 1.45]} kind={glow} intensity={glow === 'target' ? 0.75 : 1} />}
      </group>
      {!dying && (badges.length > 0 || health !== undefined) && (
        <group position={[0, top + 0.16, 0]}>
          {health !== undefined && (
            <Label text={String(health)} position={[0, badges.length > 0 ? BADGE_SIZE + 0.04 : 0, 0]} size={0.2} background="#141414" border="#f2f2f2" colour="#ffffff" shape="pill" onTop />
          )}
          {badgeRow(badges.length, BADGE_SIZE).map((x, i) => {
            const b = badges[i]!;
            const look = badgeLook(b.kind);
            const text = badgeText(b);
            return <Label key={`${b.kind}-${i}`} text={text} position={[x, 0, 0]} size={BADGE_SIZE} background={look.background} colour={look.colour} border="#111111" shape={text.length > 1 ? "pill" : "circle"} onTop />;
          })}
        </group>
      )}
    </group>
  );
}
