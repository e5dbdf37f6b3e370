/**
 * The 10x10 board: a dark plate whose gaps show between the four quadrants,
 * the hundred tiles as one instanced mesh tinted by deck (one draw call, so
 * software WebGL keeps up), each tile's tier mark and name lying on it, a
 * padlock on every locked tile, and the glow of prompt targets, the picked
 * option and the tile where the beat happens. Hover shows the core's entry
 * for the tile; a click answers with it when it is a target, else pins it.
 * Marks, names, locks and glows are batched too (about ten draw calls for
 * the whole board, where one mesh per mark made it 300-odd).
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { BoxGeometry, Color, Matrix4, MeshStandardMaterial, type InstancedMesh } from 'three';
import type { HighlightKind } from '../../pieces';
import { FlatLabelBatch, type FlatLabelItem } from '../../pieces/FlatLabelBatch';
import type { TileLook } from './boardModel';
import { GlowInstances, type GlowItem } from './GlowInstances';
import { Padlocks } from './Padlocks';
import { useSpacePicking } from './spacePicking';
import { BOARD_HALF, TILE, TILE_HEIGHT, TIER3_EXTRA } from './layout';

const body = new BoxGeometry(1, 1, 1);
const tileMat = new MeshStandardMaterial({ roughness: 0.75, metalness: 0.05 });
const plateMat = new MeshStandardMaterial({ color: '#1b1f25', roughness: 0.9 });

export interface TileMarks {
  highlight: ReadonlyMap<string, HighlightKind>;
  clickable: ReadonlySet<string>;
  onClick(id: string): void;
}

export function BoardTiles({ tiles, marks }: { tiles: TileLook[]; marks: TileMarks }) {
  const ref = useRef<InstancedMesh>(null);
  const [hover, setHover] = useState<string | null>(null);
  const picking = useSpacePicking(tiles.map((t) => t.id), marks, setHover);
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

  // Names, locks and glows batched (FlatLabelBatch, Padlocks, GlowInstances): one per tile each was 300-odd draw calls.
  const labels = useMemo(() => tileLabels(tiles), [tiles]);
  const locks = tiles.filter((t) => t.locked).map((t) => t.centre);
  const glows: GlowItem[] = tiles.flatMap((t) => {
    const kind = marks.highlight.get(t.id) ?? (hover === t.id && marks.clickable.has(t.id) ? 'hover' : null);
    return kind ? [{ position: [t.centre[0], t.centre[1] + 0.006, t.centre[2]], size: TILE + 0.12, kind, intensity: kind === 'target' ? 0.75 : 1 }] : [];
  });
  const plate = 2 * BOARD_HALF + 0.3;
  return (
    <group>
      <mesh geometry={body} material={plateMat} scale={[plate, 0.04, plate]} position={[0, 0.02, 0]} receiveShadow />
      <instancedMesh
        ref={ref}
        args={[body, tileMat, tiles.length]}
        receiveShadow
        {...picking}
      />
      <FlatLabelBatch items={labels} />
      <Padlocks spots={locks} />
      <GlowInstances shape="square" items={glows} />
    </group>
  );
}

/** Each tile's tier mark and name, lying on it: dark on the yellow Creatures tiles, white on the others. */
function tileLabels(tiles: readonly TileLook[]): FlatLabelItem[] {
  return tiles.flatMap((t) => {
    const [x, y, z] = t.centre;
    const colour = t.deck === 'creatures' ? '#2a2200' : '#ffffff';
    return [
      { style: { text: t.mark, colour, bold: true }, position: [x - 0.18, y + 0.004, z - 0.2], size: 0.28 },
      { style: { text: t.id, colour, bold: true }, position: [x - 0.2, y + 0.004, z + 0.3], size: 0.2 },
    ];
  });
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
