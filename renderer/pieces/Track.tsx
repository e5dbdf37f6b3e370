/**
 * A track of numbered spaces (a row, a loop or a snake; see track.ts) with
 * markers on it. The tiles are one instanced mesh and all the numbers one
 * texture, so a 30-space track costs two draw calls; each marker is a pawn
 * with a letter that hops along the spaces when its value changes.
 */
import { useEffect, useMemo } from 'react';
import { BoxGeometry, CanvasTexture, Color, InstancedMesh, LatheGeometry, Matrix4, MeshBasicMaterial, MeshStandardMaterial, PlaneGeometry, SRGBColorSpace, Vector2 } from 'three';
import { FlatLabel } from './Label';
import { LABEL_FONT_FAMILY, domCanvas } from './labels';
import { markerSlots, trackBounds, trackLayout, type TrackShape, type XZ } from './track';
import { textOn } from '../lib/palette';
import type { Vec3 } from './tween';
import { useMotion } from './useMotion';

export interface TrackMarkerSpec {
  id: string;
  /** Index of the space (0-based, before `first` is added). */
  space: number;
  colour: string;
  letter?: string;
}

export interface TrackProps {
  count: number;
  /** The number printed on the first space (default 0). */
  first?: number;
  shape?: TrackShape;
  columns?: number;
  spacing?: number;
  position?: Vec3;
  /** Colours for particular spaces (by index), e.g. a goal or a danger threshold. */
  special?: Record<number, string>;
  markers?: TrackMarkerSpec[];
}

const TILE_H = 0.04;
const tileGeo = new BoxGeometry(1, TILE_H, 1);
const tileMat = new MeshStandardMaterial({ color: '#ffffff', roughness: 0.85 });
const pawnGeo = new LatheGeometry(
  [[0, 0], [0.13, 0], [0.13, 0.05], [0.08, 0.09], [0.06, 0.2], [0.1, 0.27], [0.08, 0.34], [0, 0.36]].map(([x, y]) => new Vector2(x, y)),
  16,
);
const plane = new PlaneGeometry(1, 1);
const pawnMats = new Map<string, MeshStandardMaterial>();

function pawnMaterial(colour: string): MeshStandardMaterial {
  let m = pawnMats.get(colour);
  if (!m) pawnMats.set(colour, (m = new MeshStandardMaterial({ color: colour, roughness: 0.45 })));
  return m;
}

/** All the space numbers on one canvas laid over the track. */
function numbersTexture(layout: XZ[], spacing: number, first: number): { texture: CanvasTexture; size: [number, number]; centre: XZ } {
  const { min, max } = trackBounds(layout, spacing);
  const ppu = 96;
  const canvas = domCanvas() as unknown as HTMLCanvasElement;
  canvas.width = Math.ceil((max[0] - min[0]) * ppu);
  canvas.height = Math.ceil((max[1] - min[1]) * ppu);
  const ctx = canvas.getContext('2d')!;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold ${Math.round(spacing * ppu * 0.38)}px ${LABEL_FONT_FAMILY}`;
  ctx.fillStyle = 'rgba(20,18,16,0.85)';
  layout.forEach(([x, z], i) => ctx.fillText(String(first + i), (x - min[0]) * ppu, (z - min[1]) * ppu + 2));
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return { texture, size: [max[0] - min[0], max[1] - min[1]], centre: [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2] };
}

export function Track({ count, first = 0, shape = 'row', columns, spacing = 0.62, position = [0, 0, 0], special = {}, markers = [] }: TrackProps) {
  const layout = useMemo(() => trackLayout({ count, shape, columns, spacing }), [count, shape, columns, spacing]);
  const specialKey = JSON.stringify(special);
  const tiles = useMemo(() => {
    const mesh = new InstancedMesh(tileGeo, tileMat, layout.length);
    const light = new Color('#d9cfb8');
    const dark = new Color('#c2b699');
    layout.forEach(([x, z], i) => {
      mesh.setMatrixAt(i, new Matrix4().makeScale(spacing * 0.92, 1, spacing * 0.92).setPosition(x, TILE_H / 2, z));
      const s = special[i];
      mesh.setColorAt(i, s ? new Color(s) : i % 2 === 0 ? light : dark);
    });
    mesh.receiveShadow = true;
    mesh.computeBoundingSphere();
    return mesh;
    // `specialKey` stands for `special`.
  }, [layout, spacing, specialKey]);
  useEffect(() => () => tiles.dispose(), [tiles]);
  const numbers = useMemo(() => numbersTexture(layout, spacing, first), [layout, spacing, first]);
  useEffect(() => () => numbers.texture.dispose(), [numbers]);
  const numbersMat = useMemo(() => new MeshBasicMaterial({ map: numbers.texture, transparent: true, depthWrite: false }), [numbers]);
  useEffect(() => () => numbersMat.dispose(), [numbersMat]);

  // Markers on the same space share it (see markerSlots).
  const bySpace = new Map<number, TrackMarkerSpec[]>();
  for (const m of markers) bySpace.set(m.space, [...(bySpace.get(m.space) ?? []), m]);

  return (
    <group position={position}>
      <primitive object={tiles} />
      <mesh geometry={plane} material={numbersMat} position={[numbers.centre[0], TILE_H + 0.003, numbers.centre[1]]} rotation={[-Math.PI / 2, 0, 0]} scale={[numbers.size[0], numbers.size[1], 1]} />
      {markers.map((m) => {
        const here = bySpace.get(m.space)!;
        const slot = markerSlots(here.length, spacing)[here.indexOf(m)]!;
        const cell = layout[Math.max(0, Math.min(layout.length - 1, m.space))] ?? [0, 0];
        const scale = here.length > 1 ? 0.7 : 1;
        return <TrackMarker key={m.id} colour={m.colour} letter={m.letter} scale={scale} position={[cell[0] + slot[0], TILE_H, cell[1] + slot[1]]} />;
      })}
    </group>
  );
}

/** A pawn on a track; moves to a new position with a hop. */
export function TrackMarker({ colour, letter, position, scale = 1 }: { colour: string; letter?: string; position: Vec3; scale?: number }) {
  const mover = useMotion(position, { hop: 0.3 });
  return (
    <group ref={mover}>
      <mesh geometry={pawnGeo} material={pawnMaterial(colour)} scale={scale} castShadow />
      {letter && <FlatLabel text={letter} colour={textOn(colour)} background={colour} shape="circle" size={0.2 * scale} position={[0, 0.365 * scale, 0]} />}
    </group>
  );
}
