/**
 * A DOOM map on the table: textured deck plates with a steel trim along the
 * map's edge, ribbed walls with lit caps, split blast doors (sliding apart as
 * they open), terrain as the rules reference draws it (difficult a dotted blue
 * line, impassable a dotted red one around a glowing pit, blocking a solid red
 * one around stacked crates), glowing teleporters and portals, objective
 * props, the items and markers, and coordinates along the board's edge.
 * Everything of one kind is one instanced mesh (mapMeshes.ts, mapProps.ts),
 * so the map costs a few dozen draw calls whatever its size.
 */
import { useMemo } from 'react';
import { BoxGeometry, CylinderGeometry } from 'three';
import type { MapDef } from './mapTypes';
import { FlatLabel, TokenInstances } from '../../pieces';
import { EdgeCoordinates } from './EdgeCoordinates';
import { Instances } from './Instances';
import { OpeningDoors } from './OpeningDoors';
import { mapLayout } from './mapLayout';
import { mapMaterials } from './mapMaterials';
import { mapMeshes } from './mapMeshes';
import { FLOOR_TOP, itemTokenSpecs, type MapPieces } from './mapPieces';
import { markerProps } from './mapProps';
import { spaceCentre } from './tableCoords';

const box = new BoxGeometry(1, 1, 1);
const disc = new CylinderGeometry(0.5, 0.5, 1, 32);
const hex = new CylinderGeometry(0.5, 0.5, 1, 6);
/** An open, slightly narrowing tube: the column of light over a portal or pad. */
const beam = new CylinderGeometry(0.42, 0.5, 1, 24, 1, true);

const ROMAN = ['', 'I', 'II', 'III'];

export interface MapSceneProps {
  map: MapDef;
  pieces: MapPieces;
  /** Mission names of marker tokens ("generator"), which pick their props. */
  markerNames?: Readonly<Record<string, string>>;
  /** Spaces whose column and row light up on the board's edge. */
  namedSpaces?: readonly string[];
}

const NO_NAMES: Readonly<Record<string, string>> = {};
const NO_SPACES: readonly string[] = [];

export function MapScene({ map, pieces, markerNames = NO_NAMES, namedSpaces = NO_SPACES }: MapSceneProps) {
  const layout = useMemo(() => mapLayout(map), [map]);
  const grid = { width: layout.width, height: layout.height };
  const meshes = useMemo(
    () => mapMeshes(layout, map.teleporters.map((t) => ({ at: t.at, active: t.active })), pieces.portals),
    [layout, map.teleporters, pieces.portals],
  );
  const props = useMemo(() => markerProps(pieces.markers, markerNames, grid), [pieces.markers, markerNames, grid.width, grid.height]);
  const tokens = useMemo(() => itemTokenSpecs(pieces, grid), [pieces, grid.width, grid.height]);
  const mat = mapMaterials();
  const steelBoxes = useMemo(() => [...meshes.wallCaps, ...meshes.doorPosts, ...meshes.thresholds, ...props.bodies], [meshes, props]);
  const steelDiscs = useMemo(() => [...meshes.teleporterRims, ...props.drums], [meshes, props]);
  const glowDiscs = useMemo(() => [...meshes.pits, ...meshes.teleporters, ...meshes.portalCores], [meshes]);

  return (
    <group>
      <Instances items={meshes.floorBase} geometry={box} material={mat.grout} />
      <Instances items={meshes.floorTop} geometry={box} material={mat.floor} />
      <Instances items={meshes.trim} geometry={box} material={mat.trim} castShadow />
      <Instances items={meshes.outlines} geometry={box} material={mat.marking} receiveShadow={false} />
      <Instances items={meshes.dots} geometry={disc} material={mat.marking} receiveShadow={false} />
      <Instances items={meshes.walls} geometry={box} material={mat.wall} castShadow />
      <Instances items={meshes.doorSlabs} geometry={box} material={mat.door} castShadow />
      <Instances items={meshes.blocks} geometry={box} material={mat.crate} castShadow />
      <Instances items={meshes.portalRims} geometry={hex} material={mat.portal} turn={Math.PI / 6} />
      <Instances items={meshes.beams} geometry={beam} material={mat.beam} receiveShadow={false} />
      {/* Kinds that share a shape and a material share a mesh: fewer draw calls. */}
      <Instances items={steelBoxes} geometry={box} material={mat.prop} castShadow />
      <Instances items={steelDiscs} geometry={disc} material={mat.prop} castShadow />
      <Instances items={glowDiscs} geometry={disc} material={mat.glow} receiveShadow={false} />
      <Instances items={props.glows} geometry={box} material={mat.glow} receiveShadow={false} />
      {pieces.portals.map((p) => {
        const [x, , z] = spaceCentre(p.at, grid);
        return <FlatLabel key={p.token} text={ROMAN[p.tier] ?? '?'} position={[x, FLOOR_TOP + 0.06, z]} size={0.4} colour={p.faceUp ? '#1a0d05' : '#efe6d2'} bold />;
      })}
      <TokenInstances tokens={tokens} />
      <OpeningDoors doors={map.doors} grid={grid} />
      <EdgeCoordinates grid={grid} spaces={namedSpaces} />
    </group>
  );
}
