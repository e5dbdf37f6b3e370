/**
 * The map itself on the table, as a ruined city: each area a district tile
 * of its own shape (districts.ts) with its ground and the buildings that
 * say what it is (a church, the hospital, the park's trees, the Lord's
 * gate), the minions' roads with chevrons pointing the way they go, the
 * footpaths only heroes take (and the arcs of the ways only heroes may
 * jump, HeroJumps.tsx), each area's name in front of its standing
 * circle, the Shadow's fog over the areas it covers, and
 * the Lord's sheet beside the map. Areas a prompt offers glow and can be
 * clicked; any tile can be inspected.
 *
 * Draw calls: one per tile, one for all the props (plus its shadow), one each
 * for the roads, footpaths, streets and the two fog layers, and the labels.
 */
import { useEffect, useMemo } from 'react';
import { BoxGeometry, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { useTableInspect } from '../../inspect/useTableInspect';
import { AreaHighlight, FlatLabel, type HighlightKind } from '../../pieces';
import { districtKind } from './areaKinds';
import { cityMaterials } from './cityMaterials';
import { flatPolygons, ribbons, slabGeometry } from './districtMesh';
import { districtProps } from './districtProps';
import { districts, nameSpot, type District, type Polygon } from './districts';
import { HeroJumps } from './HeroJumps';
import type { AreaSpot, MapLayout } from './mapLayout';
import { propsGeometry } from './propGeometry';
import { ringNameSpots, ringRim } from './ringLayout';
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

/** A tile's slab; the Final Battle's ring joins its frame's strips into one (one draw call, one inspect target). */
function tileSlab(t: District): BufferGeometry {
  if (!t.more?.length) return slabGeometry(t.polygon, PLATE_TOP);
  const parts = [t.polygon, ...t.more].map((p) => slabGeometry(p, PLATE_TOP));
  const merged = mergeGeometries(parts, false) ?? parts[0]!;
  for (const p of parts) if (p !== merged) p.dispose();
  return merged;
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
      slabs: new Map(tiles.map((t) => [t.id, tileSlab(t)])),
      roads: ribbons(plan.roads, ROAD_WIDTH, PLATE_TOP + 0.004, ROAD_WIDTH * 1.1),
      paths: ribbons(plan.paths, PATH_WIDTH, PLATE_TOP + 0.003, PATH_WIDTH * 1.6),
      streets: flatPolygons([board], 0.002),
      ringRim: layout.ring ? ribbons(ringRim(layout.ring), 0.1, PLATE_TOP + 0.006, 1) : null,
      props: propsGeometry(districtProps(layout, tiles, plan.roads, PLATE_TOP)),
    };
  }, [layout]);
  useEffect(() => () => {
    for (const g of [...city.slabs.values(), city.roads, city.paths, city.streets, city.props, city.ringRim]) g?.dispose();
  }, [city]);
  return city;
}

export function MapTiles({ layout, marks, sheetName }: { layout: MapLayout; marks: AreaMarks; sheetName: string }) {
  const mats = cityMaterials();
  const city = useCity(layout);
  const hellSize = layout.hell.radius * 2;
  return (
    <group>
      <mesh geometry={city.streets} material={mats.streets} receiveShadow />
      {city.tiles.map((t) => {
        const spot = layout.byId.get(t.id)!;
        const ring = t.id === layout.ring?.id;
        return <Tile key={t.id} spot={spot} geometry={city.slabs.get(t.id)!} ring={ring} highlight={marks.highlight.get(t.id) ?? null} onClick={marks.onClick.get(t.id)} />;
      })}
      {city.ringRim && <mesh geometry={city.ringRim} material={mats.ringRim} renderOrder={1} />}
      {layout.ring &&
        ringNameSpots(layout.ring).map((p, i) => (
          <FlatLabel key={i} text={layout.byId.get(layout.ring!.id)!.name.toUpperCase()} position={[p.x, LABEL_Y, p.z]} rotation={p.rotation} size={0.36} colour="#ffd9a8" background="rgba(20,16,12,0.7)" shape="pill" bold />
        ))}
      <mesh geometry={city.paths} material={mats.path} renderOrder={1} />
      <mesh geometry={city.roads} material={mats.road} receiveShadow />
      {city.props && <mesh geometry={city.props} material={mats.props} castShadow receiveShadow />}
      <ShadowFog tiles={city.tiles} shadowed={marks.shadowed} />
      <HeroJumps jumps={layout.jumps} />
      <mesh geometry={hellGeometry} material={mats.hell} position={[layout.hell.centre[0], PLATE_TOP / 2, layout.hell.centre[2]]} scale={[hellSize, 1, hellSize]} receiveShadow />
      <FlatLabel text={sheetName} position={[layout.hell.centre[0], PLATE_TOP + 0.004, layout.hell.centre[2] + layout.hell.radius * 0.8]} size={0.34} colour="#ffe4dc" background="rgba(0,0,0,0.6)" shape="pill" bold />
      <FlatLabel text="Lord Battle" position={[layout.hell.centre[0], PLATE_TOP + 0.004, layout.hell.centre[2] - layout.hell.radius * 0.8]} size={0.3} colour="#ffb4a8" bold />
      {marks.highlight.get(layout.hell.id) && (
        <AreaHighlight shape="square" position={[layout.hell.centre[0], PLATE_TOP, layout.hell.centre[2]]} size={hellSize + 0.3} kind={marks.highlight.get(layout.hell.id)!} onClick={marks.onClick.get(layout.hell.id)} />
      )}
    </group>
  );
}

function Tile({ spot, geometry, ring, highlight, onClick }: { spot: AreaSpot; geometry: BufferGeometry; ring: boolean; highlight: HighlightKind | null; onClick?: () => void }) {
  const look = useTableInspect({ kind: 'area', id: spot.id });
  const [x, , z] = spot.centre;
  const r = spot.radius;
  const material = ring ? cityMaterials().ring : cityMaterials().ground(districtKind(spot, spot.lordOrigin));
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
    const polys = tiles.filter((t) => shadowed.has(t.id)).flatMap((t) => [t.polygon, ...(t.more ?? [])]);
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
