/**
 * The land of the world board as three draws whatever the prompt: the merged
 * territory slabs (landMesh.ts), one glow overlay over the lit territories'
 * tops and one set of outlines around them. The pointer's territory comes
 * from the hit triangle, so hovering shows that territory's details, a click
 * on a prompt target answers with it and any other click (or a right-click)
 * pins its details, as each territory's own mesh did before.
 */
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { DoubleSide, LineBasicMaterial, MeshBasicMaterial, MeshStandardMaterial } from 'three';
import { useInspect } from '../../inspect/InspectContext';
import type { HighlightKind } from '../../pieces';
import { usePieceTheme } from '../../pieces/pieceTheme';
import { mergeLand, paintGlow, paintLand, territoryAtFace } from './landMesh';
import { ringsGeometry } from './mapGeometry';
import { LAND_TOP, type WorldShapes } from './worldShapes';

const landMat = new MeshStandardMaterial({ color: '#ffffff', vertexColors: true, roughness: 0.85 });
const glowMat = new MeshBasicMaterial({ vertexColors: true, transparent: true, depthWrite: false, side: DoubleSide, toneMapped: false });
const ringMat = new LineBasicMaterial({ vertexColors: true, toneMapped: false });

let merged: ReturnType<typeof mergeLand> | null = null;
/** Built once: the world's shapes never change. */
function land(world: WorldShapes) {
  merged ??= mergeLand(world);
  return merged;
}

export interface WorldLandProps {
  world: WorldShapes;
  /** The slab colour of each territory (continent tint, or scorched). */
  tint(id: string): string;
  highlight: ReadonlyMap<string, HighlightKind>;
  clickable: ReadonlySet<string>;
  onClick(territory: string): void;
}

export function WorldLand({ world, tint, highlight, clickable, onClick }: WorldLandProps) {
  const l = land(world);
  const theme = usePieceTheme();
  const api = useInspect();
  const hovered = useRef<string | null>(null);
  const invalidate = useThree((s) => s.invalidate);

  const tints = l.ids.map(tint).join('|');
  // `tints` stands for `tint`: the colours, not the function, decide the paint.
  useLayoutEffect(() => paintLand(l, tint), [l, tints]);

  const lit = [...highlight].map(([id, kind]) => `${id}:${kind}`).join('|');
  const anyLit = useMemo(
    () => paintGlow(l, (id) => {
      const kind = highlight.get(id);
      return kind ? { colour: theme.highlight[kind], opacity: kind === 'target' ? 0.35 : 0.5 } : null;
    }),
    // `lit` stands for `highlight`.
    [l, lit, theme],
  );
  const rings = useMemo(
    () => (anyLit ? ringsGeometry([...highlight].flatMap(([id, kind]) => { const shape = world.territories.get(id); return shape ? [{ shape, colour: theme.highlight[kind] }] : []; }), LAND_TOP + 0.006) : null),
    [world, lit, theme, anyLit],
  );
  useEffect(() => () => rings?.dispose(), [rings]);
  // The colours are repainted in place, which three.js cannot see: the table draws on demand, so ask for a frame.
  useLayoutEffect(() => invalidate(), [tints, lit, invalidate]);

  const look = (id: string | null) => {
    if (id === hovered.current) return;
    hovered.current = id;
    api.hover(id ? { target: { kind: 'area', id } } : null);
    document.body.style.cursor = id && clickable.has(id) ? 'pointer' : '';
  };
  const at = (e: ThreeEvent<PointerEvent | MouseEvent>) => territoryAtFace(l, e.faceIndex);

  return (
    <group>
      <mesh
        geometry={l.body}
        material={landMat}
        rotation-x={-Math.PI / 2}
        // A thin slab: its shadow on the ocean is invisible from the table's cameras and would cost a second pass.
        receiveShadow
        onPointerMove={(e) => {
          e.stopPropagation();
          look(at(e));
        }}
        onPointerOut={() => look(null)}
        onClick={(e) => {
          e.stopPropagation();
          const id = at(e);
          if (!id) return;
          if (clickable.has(id)) onClick(id);
          else api.pin({ target: { kind: 'area', id } });
        }}
        onContextMenu={(e) => {
          const id = at(e);
          if (!id) return;
          e.stopPropagation();
          e.nativeEvent.preventDefault();
          api.pin({ target: { kind: 'area', id } });
        }}
      />
      <mesh geometry={l.tops} material={glowMat} rotation-x={-Math.PI / 2} position-y={LAND_TOP + 0.004} renderOrder={4} visible={anyLit} />
      {rings && <lineSegments geometry={rings} material={ringMat} renderOrder={6} />}
    </group>
  );
}
