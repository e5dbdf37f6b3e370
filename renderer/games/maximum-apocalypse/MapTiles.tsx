/**
 * The map: every placed tile as a thick square slab with its printed face
 * (tileTexture.ts) or the common back on top and its props standing on it,
 * a glow on the tiles the prompt offers (brighter under the pointer) or where
 * something is happening, and the empty cells a setup prompt offers as glowing
 * outlines. Hover inspects a tile; a click answers the prompt when the tile is
 * offered, else pins its details.
 */
import type { ThreeEvent } from '@react-three/fiber';
import { memo } from 'react';
import { BoxGeometry, MeshStandardMaterial, PlaneGeometry } from 'three';
import { AreaHighlight, type HighlightKind } from '../../pieces';
import { useTableInspect } from '../../inspect/useTableInspect';
import type { TilePiece } from './boardModel';
import { TILE_SIDE, TILE_TOP, inTile, SPOTS } from './mapGrid';
import { TileProp } from './TileProps';
import { propSlots, tileLook, TILE_BACK } from './tileLooks';
import { tileTexture } from './tileTexture';

const slab = new BoxGeometry(TILE_SIDE, TILE_TOP, TILE_SIDE);
const facePlane = new PlaneGeometry(TILE_SIDE * 0.995, TILE_SIDE * 0.995);
const edges = new Map<string, MeshStandardMaterial>();
const faces = new Map<string, MeshStandardMaterial>();

function edgeMaterial(colour: string): MeshStandardMaterial {
  let m = edges.get(colour);
  if (!m) edges.set(colour, (m = new MeshStandardMaterial({ color: colour, roughness: 0.9 })));
  return m;
}

function faceMaterial(t: TilePiece): MeshStandardMaterial {
  const key = t.faceUp ? `${t.type}:${t.spawn}` : 'back';
  let m = faces.get(key);
  if (!m) {
    const tex = tileTexture(t.faceUp ? { type: t.type, name: t.name, spawn: t.spawn, scavenge: t.scavenge, stop: t.stop } : null);
    faces.set(key, (m = new MeshStandardMaterial({ map: tex, roughness: 0.8 })));
  }
  return m;
}

interface TileProps {
  tile: TilePiece;
  highlight: HighlightKind | null;
  onClick?: (key: string) => void;
}

const Tile = memo(function Tile({ tile, highlight, onClick }: TileProps) {
  const look = useTableInspect({ kind: 'space', id: tile.key });
  const [cx, cz] = tile.centre;
  const tl = tileLook(tile.type);
  const click = (e: ThreeEvent<MouseEvent>) => {
    e.stopPropagation();
    if (onClick) onClick(tile.key);
    else look.pin();
  };
  const slots = tile.faceUp ? propSlots(tl.props.length, tile.scavenge.length) : [];
  return (
    <group>
      <mesh geometry={slab} material={edgeMaterial(tile.faceUp ? tl.detail : TILE_BACK.ground)} position={[cx, TILE_TOP / 2, cz]} castShadow receiveShadow />
      <mesh
        geometry={facePlane}
        material={faceMaterial(tile)}
        position={[cx, TILE_TOP + 0.002, cz]}
        rotation={[-Math.PI / 2, 0, 0]}
        receiveShadow
        onClick={click}
        onContextMenu={look.onContextMenu}
        onPointerOver={(e) => {
          e.stopPropagation();
          look.over();
          if (onClick) document.body.style.cursor = 'pointer';
        }}
        onPointerOut={() => {
          look.out();
          document.body.style.cursor = '';
        }}
      />
      {tile.faceUp && tl.props.map((p, i) => (
        <TileProp
          key={i}
          kind={p}
          detail={tl.detail}
          position={p === 'van' ? inTile(tile.centre, 0.3, SPOTS.props.z + 0.02) : inTile(tile.centre, slots[i]!, SPOTS.props.z)}
          scale={p === 'van' ? 1.6 : 1.5}
        />
      ))}
      {highlight && (
        <AreaHighlight
          shape="square"
          position={[cx, TILE_TOP, cz]}
          size={TILE_SIDE * 1.08}
          kind={highlight}
          intensity={highlight === 'target' ? 0.7 : 0.95}
          onClick={onClick ? () => onClick(tile.key) : undefined}
        />
      )}
    </group>
  );
});

export function MapTiles({ tiles, highlight, onTile, clickable }: { tiles: TilePiece[]; highlight: ReadonlyMap<string, HighlightKind>; onTile: (key: string) => void; clickable: ReadonlySet<string> }) {
  return (
    <group>
      {tiles.map((t) => {
        const h = highlight.get(t.key) ?? null;
        return <Tile key={t.key} tile={t} highlight={h} onClick={clickable.has(t.key) ? onTile : undefined} />;
      })}
    </group>
  );
}

/** Empty cells a setup prompt offers (where the next tile or the Van may go). */
export function OfferedCells({ cells, onCell }: { cells: { key: string; centre: [number, number] }[]; onCell: (key: string) => void }) {
  return (
    <group>
      {cells.map((c) => (
        <AreaHighlight key={c.key} shape="square" position={[c.centre[0], 0, c.centre[1]]} size={TILE_SIDE} kind="target" intensity={0.6} onClick={() => onCell(c.key)} />
      ))}
    </group>
  );
}
