/**
 * Where each district's props stand: its landmark (the church, the
 * hospital, the Lord's gate ...) in the roomiest spot of the tile, then
 * lesser props of its kind (houses, cars, trees, rubble, tombstones) filling
 * the rest, lined up with the nearest street. Nothing stands in an area's
 * circle (figures and markers live there), on its name, on a road, or over the
 * tile's edge; tall things keep to the back and sides so they never hide a
 * figure from the player's side of the table. Seeded: the same map always
 * looks the same. Pure.
 */
import { seededRandom } from '../../table/tableTextures';
import { districtKind, type DistrictKind } from './areaKinds';
import { edgeDistance, insidePolygon, nameSpot, segmentDistance, type District, type Point } from './districts';
import type { Segment } from './districtMesh';
import type { AreaSpot, MapLayout } from './mapLayout';
import type { PropId, PropPlacement } from './propGeometry';
import { ROAD_WIDTH } from './roads';

interface KindProps {
  landmark: PropId | null;
  /** Room the landmark needs around its spot at full size. */
  landmarkRoom: number;
  fillers: PropId[];
  /** Fillers per square unit of free ground. */
  density: number;
}

const KIND_PROPS: Record<DistrictKind, KindProps> = {
  street: { landmark: null, landmarkRoom: 0, fillers: ['building', 'tallBuilding', 'car', 'lamp', 'building'], density: 1.3 },
  plaza: { landmark: 'fountain', landmarkRoom: 0.45, fillers: ['lamp', 'bench', 'building', 'lamp', 'tallBuilding'], density: 0.9 },
  park: { landmark: null, landmarkRoom: 0, fillers: ['tree', 'tree', 'deadTree', 'bench', 'tree'], density: 1.8 },
  church: { landmark: 'church', landmarkRoom: 0.62, fillers: ['tombstone', 'tombstone', 'deadTree', 'brokenWall', 'building'], density: 1.1 },
  hospital: { landmark: 'hospital', landmarkRoom: 0.62, fillers: ['car', 'lamp', 'building', 'rubble', 'tallBuilding'], density: 1.0 },
  ruins: { landmark: null, landmarkRoom: 0, fillers: ['brokenWall', 'rubble', 'tallBuilding', 'rubble', 'crater', 'building'], density: 1.4 },
  graveyard: { landmark: 'mausoleum', landmarkRoom: 0.45, fillers: ['tombstone', 'tombstone', 'deadTree', 'tombstone'], density: 1.8 },
  gate: { landmark: 'gate', landmarkRoom: 0.62, fillers: ['spike', 'crater', 'spike', 'rubble'], density: 1.2 },
};

/** Props keep this far from roads' centre lines, circles and other props. */
const ROAD_CLEAR = ROAD_WIDTH / 2 + 0.14;
const CIRCLE_CLEAR = 0.12;
const FILLER_GAP = 0.5;
/** Props a block wide (they need more room than a lamp or a tombstone). */
const BIG = new Set<PropId>(['building', 'tallBuilding', 'brokenWall']);
const EDGE_CLEAR = 0.2;
const GRID = 0.16;

interface Spot {
  p: Point;
  /** Free room around the spot (to an edge, a road or the circle). */
  room: number;
  /** Heading of the nearest tile edge: buildings line up with the street. */
  edgeTurn: number;
}

function nearestEdgeTurn(poly: Point[], p: Point): number {
  let best = Infinity;
  let turn = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const d = segmentDistance(p, a, b);
    if (d < best) [best, turn] = [d, -Math.atan2(b[1] - a[1], b[0] - a[0])];
  }
  return turn;
}

/** Free spots of a district on a grid, with their room. */
function freeSpots(d: District, area: AreaSpot, roads: readonly Segment[]): Spot[] {
  const radius = area.radius;
  const name = nameSpot(area);
  const xs = d.polygon.map((p) => p[0]);
  const zs = d.polygon.map((p) => p[1]);
  const spots: Spot[] = [];
  for (let x = Math.min(...xs); x <= Math.max(...xs); x += GRID) {
    for (let z = Math.min(...zs); z <= Math.max(...zs); z += GRID) {
      const p: Point = [x, z];
      if (!insidePolygon(d.polygon, p)) continue;
      if (Math.abs(x - name.x) < name.halfWidth && Math.abs(z - (name.z + name.tagZ) / 2) < name.halfDepth) continue;
      const edge = edgeDistance(d.polygon, p) - EDGE_CLEAR;
      const circle = Math.hypot(x - d.centre[0], z - d.centre[1]) - radius - CIRCLE_CLEAR;
      const road = Math.min(Infinity, ...roads.map((r) => segmentDistance(p, r.start, r.end))) - ROAD_CLEAR;
      const room = Math.min(edge, circle, road);
      if (room > 0.02) spots.push({ p, room, edgeTurn: nearestEdgeTurn(d.polygon, p) });
    }
  }
  return spots;
}

/** Tall props are scaled down in front of the circle (towards the player, +z), where they would hide figures. */
function frontShrink(p: Point, d: District, radius: number): number {
  const ahead = p[1] - d.centre[1];
  const beside = Math.abs(p[0] - d.centre[0]);
  return ahead > 0 && beside < radius + 0.3 ? 0.7 : 1;
}

export function districtProps(layout: MapLayout, tiles: readonly District[], roads: readonly Segment[], y: number): PropPlacement[] {
  const out: PropPlacement[] = [];
  tiles.forEach((d, index) => {
    const area = layout.byId.get(d.id);
    if (!area) return;
    const kind = KIND_PROPS[districtKind(area, area.lordOrigin)];
    const rnd = seededRandom(101 + index * 17);
    const spots = freeSpots(d, area, roads);
    const taken: { p: Point; r: number }[] = [];
    if (kind.landmark) {
      // The roomiest spot, a little preferring the back of the tile (away from the player).
      const best = [...spots].sort((a, b) => b.room - (b.p[1] - d.centre[1]) * 0.05 - (a.room - (a.p[1] - d.centre[1]) * 0.05))[0];
      if (best) {
        const scale = Math.max(0.5, Math.min(1.35, best.room / kind.landmarkRoom));
        // The gate's arch faces the player (its fire shows); buildings turn their door to the figures.
        const turn = kind.landmark === 'gate' ? 0 : turnTowards(best.p, d.centre);
        out.push({ prop: kind.landmark, x: best.p[0], z: best.p[1], y, turn, scale });
        taken.push({ p: best.p, r: kind.landmarkRoom * scale });
      }
    }
    const order = spots.map((s) => ({ s, k: rnd() })).sort((a, b) => a.k - b.k).map((o) => o.s);
    const wanted = Math.round(order.length * GRID * GRID * kind.density);
    let placed = 0;
    for (const s of order) {
      if (placed >= wanted) break;
      if (s.room < 0.12) continue;
      if (taken.some((t) => Math.hypot(t.p[0] - s.p[0], t.p[1] - s.p[1]) < t.r + FILLER_GAP * 0.5)) continue;
      const prop = kind.fillers[Math.floor(rnd() * kind.fillers.length)]!;
      const fit = BIG.has(prop) ? s.room / 0.3 : s.room / 0.18;
      const scale = Math.max(0.55, Math.min(1.25, fit)) * frontShrink(s.p, d, area.radius) * (0.85 + rnd() * 0.25);
      out.push({ prop, x: s.p[0], z: s.p[1], y, turn: s.edgeTurn + (rnd() < 0.5 ? 0 : Math.PI), scale });
      taken.push({ p: s.p, r: FILLER_GAP * 0.5 * scale });
      placed++;
    }
  });
  return out;
}

/** A landmark faces the area's centre (its door towards the figures). */
function turnTowards(p: Point, centre: Point): number {
  return Math.atan2(centre[0] - p[0], centre[1] - p[1]);
}
