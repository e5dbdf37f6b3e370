/**
 * The board-edge coordinates (edgeCoords.ts) on the table: four flat strips
 * just outside the map, letters along the top and bottom, numbers down the
 * sides, all reading from the player's side. Each strip is one canvas
 * texture repainted when the lit columns or rows change; the two strips
 * that share a texture are instances of one mesh, so the whole edge costs two
 * draw calls whatever the map's size.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { CanvasTexture, DoubleSide, MeshBasicMaterial, PlaneGeometry, SRGBColorSpace } from 'three';
import { columnLabel, litLines, rowLabel } from './edgeCoords';
import { Instances } from './Instances';
import type { Instance } from './mapMeshes';
import { FLOOR_TOP } from './mapPieces';
import type { GridSize } from './tableCoords';

/** Pixels per space on a strip's canvas, and the strip's depth in spaces. */
const PX = 96;
const DEPTH = 0.56;
/** From the map's edge to the middle of a strip (outside the trim). */
const OFFSET = 0.62;
/** A unit plane lying flat, its top towards -z (away from the player), so both strips of a kind are instances of one mesh. */
const flatPlane = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);

function paint(ctx: CanvasRenderingContext2D, labels: string[], lit: Set<number>, along: 'x' | 'y'): void {
  const { width, height } = ctx.canvas;
  ctx.clearRect(0, 0, width, height);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  labels.forEach((text, i) => {
    const cx = along === 'x' ? (i + 0.5) * PX : width / 2;
    const cy = along === 'x' ? height / 2 : (i + 0.5) * PX;
    const on = lit.has(i);
    if (on) {
      ctx.fillStyle = '#ffb23a';
      ctx.beginPath();
      ctx.roundRect(cx - 25, cy - 22, 50, 44, 10);
      ctx.fill();
    }
    ctx.font = `${on ? 'bold ' : ''}${text.length > 2 ? 24 : 30}px sans-serif`;
    ctx.fillStyle = on ? '#1a1207' : 'rgba(226,218,200,0.82)';
    ctx.fillText(text, cx, cy + 1);
  });
}

interface Strip {
  texture: CanvasTexture;
  material: MeshBasicMaterial;
  ctx: CanvasRenderingContext2D;
  labels: string[];
}

function strip(labels: string[], along: 'x' | 'y'): Strip {
  const c = document.createElement('canvas');
  c.width = along === 'x' ? labels.length * PX : Math.round(PX * DEPTH);
  c.height = along === 'x' ? Math.round(PX * DEPTH) : labels.length * PX;
  const texture = new CanvasTexture(c);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 8;
  const material = new MeshBasicMaterial({ map: texture, transparent: true, depthWrite: false, side: DoubleSide, polygonOffset: true, polygonOffsetFactor: -2 });
  return { texture, material, ctx: c.getContext('2d')!, labels };
}

export function EdgeCoordinates({ grid, spaces }: { grid: GridSize; spaces: readonly string[] }) {
  const invalidate = useThree((s) => s.invalidate);
  const cols = useMemo(() => strip(Array.from({ length: grid.width }, (_, i) => columnLabel(i)), 'x'), [grid.width]);
  const rows = useMemo(() => strip(Array.from({ length: grid.height }, (_, i) => rowLabel(i)), 'y'), [grid.height]);
  const key = [...spaces].sort().join(' ');
  useEffect(() => {
    const lit = litLines(spaces);
    paint(cols.ctx, cols.labels, lit.columns, 'x');
    paint(rows.ctx, rows.labels, lit.rows, 'y');
    cols.texture.needsUpdate = true;
    rows.texture.needsUpdate = true;
    invalidate();
    // `key` stands for `spaces`.
  }, [key, cols, rows, invalidate]);
  useEffect(() => () => {
    for (const s of [cols, rows]) {
      s.texture.dispose();
      s.material.dispose();
    }
  }, [cols, rows]);

  const w = grid.width;
  const h = grid.height;
  const y = FLOOR_TOP * 0.5;
  const white = '#ffffff';
  const across: Instance[] = [-1, 1].map((side) => ({ p: [0, y, side * (h / 2 + OFFSET)], s: [w, 1, DEPTH], colour: white }));
  const down: Instance[] = [-1, 1].map((side) => ({ p: [side * (w / 2 + OFFSET), y, 0], s: [DEPTH, 1, h], colour: white }));
  return (
    <group>
      <Instances items={across} geometry={flatPlane} material={cols.material} receiveShadow={false} />
      <Instances items={down} geometry={flatPlane} material={rows.material} receiveShadow={false} />
    </group>
  );
}
