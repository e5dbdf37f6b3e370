/**
 * The 10x10 board: a dark plate whose gaps show between the four quadrants,
 * the hundred tiles as one instanced mesh tinted by deck (one draw call, so
 * software WebGL keeps up), each tile's tier mark and name lying on it, a
 * padlock on every locked tile, and the glow of prompt targets, the picked
 * option and the tile where the beat happens. Hover shows the core's entry
 * for the tile; a click answers with it when it is a target, else pins it.
 */
import type { ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useRef, useState } from 'react';
import { BoxGeometry, Color, CylinderGeometry, Matrix4, MeshStandardMaterial, TorusGeometry, type InstancedMesh } from 'three';
import { useInspect } from '../../inspect/InspectContext';
import { AreaHighlight, FlatLabel, type HighlightKind } from '../../pieces';
import type { TileLook } from './boardModel';
import { BOARD_HALF, TILE, TILE_HEIGHT, TIER3_EXTRA } from './layout';

const body = new BoxGeometry(1, 1, 1);
const tileMat = new MeshStandardMaterial({ roughness: 0.75, metalness: 0.05 });
const plateMat = new MeshStandardMaterial({ color: '#1b1f25', roughness: 0.9 });
const lockMat = new MeshStandardMaterial({ color: '#cfd3da', roughness: 0.35, metalness: 0.7 });
const lockBody = new BoxGeometry(0.22, 0.16, 0.08);
const shackle = new TorusGeometry(0.07, 0.022, 8, 16, Math.PI);
const keyhole = new CylinderGeometry(0.02, 0.02, 0.01, 8);
const keyholeMat = new MeshStandardMaterial({ color: '#222' });

export interface TileMarks {
  highlight: ReadonlyMap<string, HighlightKind>;
  clickable: ReadonlySet<string>;
  onClick(id: string): void;
}

export function BoardTiles({ tiles, marks }: { tiles: TileLook[]; marks: TileMarks }) {
  const ref = useRef<InstancedMesh>(null);
  const inspect = useInspect();
  const [hover, setHover] = useState<string | null>(null);
  const colours = tiles.map((t) => t.colour).join('|');
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const m = new Matrix4();
    const c = new Color();
    tiles.forEach((t, i) => {
      const h = TILE_HEIGHT + (t.tier === 3 ? TIER3_EXTRA : 0);
      m.makeScale(TILE, h, TILE).setPosition(t.centre[0], h / 2, t.centre[2]);
      mesh.setMatrixAt(i, m);
      // A locked tile is dimmed: still its colour, plainly not open.
      mesh.setColorAt(i, c.set(t.colour).multiplyScalar(t.locked ? 0.45 : 1));
    });
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [colours, tiles.map((t) => t.locked).join('')]);

  const idAt = (e: ThreeEvent<PointerEvent | MouseEvent>) => (e.instanceId === undefined ? null : tiles[e.instanceId]?.id ?? null);
  const plate = 2 * BOARD_HALF + 0.3;
  return (
    <group>
      <mesh geometry={body} material={plateMat} scale={[plate, 0.04, plate]} position={[0, 0.02, 0]} receiveShadow />
      <instancedMesh
        ref={ref}
        args={[body, tileMat, tiles.length]}
        receiveShadow
        onPointerMove={(e) => {
          e.stopPropagation();
          const id = idAt(e);
          if (id && id !== hover) {
            setHover(id);
            inspect.hover({ target: { kind: 'space', id } });
            document.body.style.cursor = marks.clickable.has(id) ? 'pointer' : '';
          }
        }}
        onPointerOut={() => {
          setHover(null);
          inspect.hover(null);
          document.body.style.cursor = '';
        }}
        onClick={(e) => {
          e.stopPropagation();
          const id = idAt(e);
          if (!id) return;
          if (marks.clickable.has(id)) marks.onClick(id);
          else inspect.pin({ target: { kind: 'space', id } });
        }}
        onContextMenu={(e) => {
          e.stopPropagation();
          e.nativeEvent.preventDefault();
          const id = idAt(e);
          if (id) inspect.pin({ target: { kind: 'space', id } });
        }}
      />
      {tiles.map((t) => (
        <TileFace key={t.id} tile={t} highlight={marks.highlight.get(t.id) ?? (hover === t.id && marks.clickable.has(t.id) ? 'hover' : null)} />
      ))}
    </group>
  );
}

function TileFace({ tile, highlight }: { tile: TileLook; highlight: HighlightKind | null }) {
  const [x, y, z] = tile.centre;
  const dark = tile.deck === 'creatures' ? '#2a2200' : '#ffffff';
  return (
    <group>
      <FlatLabel text={tile.mark} position={[x - 0.18, y + 0.004, z - 0.2]} size={0.28} colour={dark} bold />
      <FlatLabel text={tile.id} position={[x - 0.2, y + 0.004, z + 0.3]} size={0.2} colour={dark} bold />
      {tile.locked && <Padlock position={[x, y, z]} />}
      {highlight && <AreaHighlight position={[x, y + 0.006, z]} size={TILE + 0.12} kind={highlight} intensity={highlight === 'target' ? 0.75 : 1} />}
    </group>
  );
}

/** A small padlock standing on a locked tile (Tier 2 Support before its quadrant opens, a Tier 3 Raid before its guards fall). */
function Padlock({ position: [x, y, z] }: { position: [number, number, number] }) {
  return (
    <group position={[x + 0.05, y, z - 0.02]}>
      <mesh geometry={lockBody} material={lockMat} position={[0, 0.08, 0]} castShadow />
      <mesh geometry={shackle} material={lockMat} position={[0, 0.16, 0]} />
      <mesh geometry={keyhole} material={keyholeMat} position={[0, 0.08, 0.041]} rotation-x={Math.PI / 2} />
    </group>
  );
}

/** The lit tiles: a target glows, a picked option is 'selected', the beat's tile or the pointed option's is 'focus'. */
export function tileHighlights(ids: readonly string[], args: {
  targets: ReadonlySet<string>; selectedIds: ReadonlySet<string>; focus: ReadonlySet<string>;
}): Map<string, HighlightKind> {
  const out = new Map<string, HighlightKind>();
  for (const id of ids) {
    if (args.selectedIds.has(id)) out.set(id, 'selected');
    else if (args.focus.has(id)) out.set(id, 'focus');
    else if (args.targets.has(id)) out.set(id, 'target');
  }
  return out;
}
