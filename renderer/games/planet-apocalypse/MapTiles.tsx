/**
 * The map itself on the table, as a ruined city: each area a district tile
 * of its own shape (districts.ts) with its ground and the buildings that
 * say what it is (a church, the hospital, the park's trees, the Lord's
 * gate), the minions' roads with chevrons pointing the way they go, the
 * footpaths only heroes take, each area's name in front of its standing
 * circle, the Shadow's fog over the areas it covers, and
 * the Lord's sheet beside the map. Areas a prompt offers glow and can be
 * clicked; any tile can be inspected.
 *
 * Draw calls: one per tile, one for all the props (plus its shadow), one each
 * for the roads, footpaths, streets and the two fog layers, and the labels.
 */
import { useEffect, useMemo } from 'react';
import { BoxGeometry, type BufferGeometry } from 'three';
import { useTableInspect } from '../../inspect/useTableInspect';
import { AreaHighlight, FlatLabel, type HighlightKind } from '../../pieces';
import { districtKind } from './areaKinds';
import { cityMaterials } from './cityMaterials';
import { flatPolygons, ribbons, slabGeometry } from './districtMesh';
import { districtProps } from './districtProps';
import { districts, nameSpot, type District, type Polygon } from './districts';
import type { AreaSpot, MapLayout } from './mapLayout';
import { propsGeometry } from './propGeometry';
import { PATH_WIDTH, ROAD_WIDTH, roadPlan } from './roads';
import { PLATE_TOP } from './tableModel';

const hellGeometry = new BoxGeometry(1, PLATE_TOP, 1);
/** Names lie above the Shadow's low smoke (PLATE_TOP + 0.02), so they stay readable under it. */
const LABEL_Y = PLATE_TOP + 0.03;

export interface AreaMarks {
  /** Highlight kind for each area that shows one (prompt target, selected, hovered, event focus). */
  highlight: ReadonlyMap<string, HighlightKind>;
  onClick: ReadonlyMap<string, () => void>;
  shadowed: ReadonlySet<string>;
}

/** Everything static about the city for one map layout, built once. */
function useCity(layout: MapLayout) {
  const city = useMemo(() => {
    const tiles = districts(layout);
    const plan = roadPlan(layout);
    const [w, d] = layout.size;
    const board: Polygon = [[-w / 2, -d / 2], [w / 2, -d / 2], [w / 2, d / 2], [-w / 2, d / 2]];
    return {
      tiles,
      slabs: new Map(tiles.map((t) => [t.id, slabGeometry(t.polygon, PLATE_TOP)])),
      roads: ribbons(plan.roads, ROAD_WIDTH, PLATE_TOP + 0.004, ROAD_WIDTH * 1.1),
      paths: ribbons(plan.paths, PATH_WIDTH, PLATE_TOP + 0.003, PATH_WIDTH * 1.6),
      streets: flatPolygons([board], 0.002),
      props: propsGeometry(districtProps(layout, tiles, plan.roads, PLATE_TOP)),
    };
  }, [layout]);
  useEffect(() => () => {
    for (const g of [...city.slabs.values(), city.roads, city.paths, city.streets, city.props]) g?.dispose();
  }, [city]);
  return city;
}

export function MapTiles({ layout, marks, lordName }: { layout: MapLayout; marks: AreaMarks; lordName: string }) {
  const mats = cityMaterials();
  const city = useCity(layout);
  const hellSize = layout.hell.radius * 2;
  return (
    <group>
      <mesh geometry={city.streets} material={mats.streets} receiveShadow />
      {city.tiles.map((t) => {
        const spot = layout.byId.get(t.id)!;
        return <Tile key={t.id} spot={spot} geometry={city.slabs.get(t.id)!} highlight={marks.highlight.get(t.id) ?? null} onClick={marks.onClick.get(t.id)} />;
      })}
      <mesh geometry={city.paths} material={mats.path} renderOrder={1} />
      <mesh geometry={city.roads} material={mats.road} receiveShadow />
      {city.props && <mesh geometry={city.props} material={mats.props} castShadow receiveShadow />}
      <ShadowFog tiles={city.tiles} shadowed={marks.shadowed} />
      <mesh geometry={hellGeometry} material={mats.hell} position={[layout.hell.centre[0], PLATE_TOP / 2, layout.hell.centre[2]]} scale={[hellSize, 1, hellSize]} receiveShadow />
      <FlatLabel text={`${lordName}'s sheet`} position={[layout.hell.centre[0], PLATE_TOP + 0.004, layout.hell.centre[2] + layout.hell.radius * 0.8]} size={0.34} colour="#ffe4dc" background="rgba(0,0,0,0.6)" shape="pill" bold />
      <FlatLabel text="Lord Battle" position={[layout.hell.centre[0], PLATE_TOP + 0.004, layout.hell.centre[2] - layout.hell.radius * 0.8]} size={0.3} colour="#ffb4a8" bold />
      {marks.highlight.get(layout.hell.id) && (
        <AreaHighlight shape="square" position={[layout.hell.centre[0], PLATE_TOP, layout.hell.centre[2]]} size={hellSize + 0.3} kind={marks.highlight.get(layout.hell.id)!} onClick={marks.onClick.get(layout.hell.id)} />
      )}
    </group>
  );
}

function Tile({ spot, geometry, highlight, onClick }: { spot: AreaSpot; geometry: BufferGeometry; highlight: HighlightKind | null; onClick?: () => void }) {
  const look = useTableInspect({ kind: 'area', id: spot.id });
  const [x, , z] = spot.centre;
  const r = spot.radius;
  const material = cityMaterials().ground(districtKind(spot, spot.lordOrigin));
  const name = nameSpot(spot);
  const tag = spot.start ? 'START' : spot.lordOrigin ? "LORD'S GATE" : null;
  return (
    <group>
      <mesh
        geometry={geometry}
        material={material}
        receiveShadow
        onClick={(e) => {
          e.stopPropagation();
          if (onClick) onClick();
          else look.pin();
        }}
        onContextMenu={look.onContextMenu}
        onPointerOver={(e) => (e.stopPropagation(), look.over())}
        onPointerOut={() => look.out()}
      />
      <FlatLabel text={spot.name} position={[x, LABEL_Y, name.z]} size={name.size} colour="#f4ecd6" background="rgba(20,16,12,0.8)" shape="pill" bold />
      {tag && <FlatLabel text={tag} position={[x, LABEL_Y, name.tagZ]} size={0.26} colour={spot.start ? '#b9f0a8' : '#ffb4a8'} background="rgba(20,16,12,0.75)" shape="pill" bold />}
      {highlight && <AreaHighlight shape="ring" position={[x, PLATE_TOP, z]} size={r * 2.35} kind={highlight} onClick={onClick} intensity={highlight === 'target' ? 0.9 : 1} />}
    </group>
  );
}

/** The Lord's Shadow: a dark smoke lying on the tiles it covers, and a thinner haze above it. */
function ShadowFog({ tiles, shadowed }: { tiles: readonly District[]; shadowed: ReadonlySet<string> }) {
  const mats = cityMaterials();
  const key = [...shadowed].sort().join('|');
  const layers = useMemo(() => {
    const polys = tiles.filter((t) => shadowed.has(t.id)).map((t) => t.polygon);
    if (polys.length === 0) return null;
    return { low: flatPolygons(polys, PLATE_TOP + 0.02), high: flatPolygons(polys, 0.42, [0.37, 0.61]) };
    // The set's content, not its identity, decides.
  }, [tiles, key]);
  useEffect(() => () => {
    layers?.low.dispose();
    layers?.high.dispose();
  }, [layers]);
  if (!layers) return null;
  return (
    <group>
      <mesh geometry={layers.low} material={mats.fogLow} renderOrder={2} />
      <mesh geometry={layers.high} material={mats.fogHigh} renderOrder={3} />
    </group>
  );
}
