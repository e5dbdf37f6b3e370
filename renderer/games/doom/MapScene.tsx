/**
 * A DOOM map on the table: floor squares, wall runs, doors (closed slabs or
 * open frames), terrain outlines (difficult yellow, impassable red dashes,
 * blocking raised blocks with red borders), teleporters, portals by tier and
 * the items and markers. Everything of one kind is one instanced mesh
 * (mapMeshes.ts), so the map costs about a dozen draw calls.
 */
import { useMemo } from 'react';
import { BoxGeometry, CylinderGeometry, MeshBasicMaterial, MeshStandardMaterial } from 'three';
import type { MapDef } from './mapTypes';
import { FlatLabel, TokenInstances } from '../../pieces';
import { Instances } from './Instances';
import { OpeningDoors } from './OpeningDoors';
import { mapLayout } from './mapLayout';
import { mapMeshes } from './mapMeshes';
import { FLOOR_TOP, itemTokenSpecs, type MapPieces } from './mapPieces';
import { spaceCentre } from './tableCoords';

const box = new BoxGeometry(1, 1, 1);
const disc = new CylinderGeometry(0.5, 0.5, 1, 32);
const hex = new CylinderGeometry(0.5, 0.5, 1, 6);

const lit = (roughness: number, metalness: number) => new MeshStandardMaterial({ color: '#ffffff', roughness, metalness });
const MATERIALS = {
  grout: lit(0.95, 0),
  floor: lit(0.72, 0.25),
  wall: lit(0.6, 0.35),
  door: lit(0.45, 0.3),
  post: lit(0.5, 0.5),
  block: lit(0.65, 0.3),
  portal: lit(0.4, 0.2),
  // Unlit: these must read as light sources and bright markings under any lighting.
  glow: new MeshBasicMaterial({ color: '#ffffff', toneMapped: false }),
  marking: new MeshBasicMaterial({ color: '#ffffff' }),
};

const ROMAN = ['', 'I', 'II', 'III'];

export interface MapSceneProps {
  map: MapDef;
  pieces: MapPieces;
}

export function MapScene({ map, pieces }: MapSceneProps) {
  const layout = useMemo(() => mapLayout(map), [map]);
  const grid = { width: layout.width, height: layout.height };
  const meshes = useMemo(
    () => mapMeshes(layout, map.teleporters.map((t) => ({ at: t.at, active: t.active })), pieces.portals),
    [layout, map.teleporters, pieces.portals],
  );
  const tokens = useMemo(() => itemTokenSpecs(pieces, grid), [pieces, grid.width, grid.height]);

  return (
    <group>
      <Instances items={meshes.floorBase} geometry={box} material={MATERIALS.grout} />
      <Instances items={meshes.floorTop} geometry={box} material={MATERIALS.floor} />
      <Instances items={meshes.outlines} geometry={box} material={MATERIALS.marking} receiveShadow={false} />
      <Instances items={meshes.walls} geometry={box} material={MATERIALS.wall} castShadow />
      <Instances items={meshes.doorSlabs} geometry={box} material={MATERIALS.door} castShadow />
      <Instances items={meshes.doorPosts} geometry={box} material={MATERIALS.post} castShadow />
      <Instances items={meshes.thresholds} geometry={box} material={MATERIALS.door} />
      <Instances items={meshes.blocks} geometry={box} material={MATERIALS.block} castShadow />
      <Instances items={meshes.teleporters} geometry={disc} material={MATERIALS.glow} receiveShadow={false} />
      <Instances items={meshes.portalRims} geometry={hex} material={MATERIALS.portal} turn={Math.PI / 6} />
      <Instances items={meshes.portalCores} geometry={disc} material={MATERIALS.glow} receiveShadow={false} />
      {pieces.portals.map((p) => {
        const [x, , z] = spaceCentre(p.at, grid);
        return <FlatLabel key={p.token} text={ROMAN[p.tier] ?? '?'} position={[x, FLOOR_TOP + 0.06, z]} size={0.4} colour={p.faceUp ? '#1a0d05' : '#efe6d2'} bold />;
      })}
      <TokenInstances tokens={tokens} />
      <OpeningDoors doors={map.doors} grid={grid} />
    </group>
  );
}
