/**
 * Where a Planet Apocalypse map lies on the table. The map's areas carry a
 * position in board units (x, y: 0..10, y = 0 at the start); on the table the
 * road runs from left to right (the map's y becomes table x, the start on the
 * left, the Lord's end on the right; the map's x becomes table z), scaled so
 * that neighbouring areas never touch, and centred on the origin. Beside the
 * map lies the Lord's sheet ("hell"): where heroes and the Lord stand during
 * a Lord Battle.
 *
 * Pure: the scene only draws what this returns.
 */
import type { AreaDef, MapDef } from '../../../core/games/planet-apocalypse/content/types';

export type Vec3 = [number, number, number];

/** The smallest distance, in table units, between the centres of two areas. */
export const MIN_AREA_GAP = 2.7;
/** Largest radius of an area's plate. */
export const MAX_PLATE_RADIUS = 1.3;
/** Room around the map and beside it (the Lord's sheet). */
const MARGIN = 0.8;
const HELL_GAP = 1.6;

export const HELL_AREA = 'hell';

export interface AreaSpot {
  id: string;
  name: string;
  centre: Vec3;
  radius: number;
  start: boolean;
  /** The Lord starts here (his Shadow spreads from here). */
  lordOrigin: boolean;
}

/** An arrow of the map: minions go `from` → `to`. `start` and `end` lie on the plates' rims. */
export interface Arrow {
  from: string;
  /** Null for the way out of the world at a start. */
  to: string | null;
  start: Vec3;
  end: Vec3;
  /** Turn about the vertical axis (0 points along +x). */
  heading: number;
  length: number;
}

/** A hero-only neighbour link (adjacent, but no arrow joins them). */
export interface Link {
  a: string;
  b: string;
  start: Vec3;
  end: Vec3;
}

export interface MapLayout {
  areas: AreaSpot[];
  byId: ReadonlyMap<string, AreaSpot>;
  arrows: Arrow[];
  links: Link[];
  /** Where the Lord's sheet lies: the Lord Battle's figures stand here. */
  hell: AreaSpot;
  /** Board width (x) and depth (z) in table units. */
  size: [number, number];
  /** Table units per map unit. */
  scale: number;
}

function distance(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Smallest distance between two areas of the map, in map units. */
export function smallestGap(areas: readonly AreaDef[]): number {
  let best = Infinity;
  for (let i = 0; i < areas.length; i++) {
    for (let j = i + 1; j < areas.length; j++) best = Math.min(best, distance(areas[i]!, areas[j]!));
  }
  return Number.isFinite(best) && best > 0 ? best : 1;
}

function rimSegment(a: AreaSpot, b: AreaSpot, pad: number): { start: Vec3; end: Vec3; heading: number; length: number } {
  const dx = b.centre[0] - a.centre[0];
  const dz = b.centre[2] - a.centre[2];
  const len = Math.hypot(dx, dz) || 1;
  const ux = dx / len;
  const uz = dz / len;
  const s0 = a.radius + pad;
  const s1 = len - b.radius - pad;
  const start: Vec3 = [a.centre[0] + ux * s0, 0, a.centre[2] + uz * s0];
  const end: Vec3 = [a.centre[0] + ux * s1, 0, a.centre[2] + uz * s1];
  return { start, end, heading: Math.atan2(-uz, ux), length: Math.max(0, s1 - s0) };
}

export function mapLayout(map: MapDef): MapLayout {
  const gap = smallestGap(map.areas);
  const scale = MIN_AREA_GAP / gap;
  const radius = Math.min(MAX_PLATE_RADIUS, MIN_AREA_GAP * 0.44);
  const xs = map.areas.map((a) => a.y * scale);
  const zs = map.areas.map((a) => a.x * scale);
  const minX = Math.min(...xs) - radius;
  const maxX = Math.max(...xs) + radius;
  const minZ = Math.min(...zs) - radius;
  const maxZ = Math.max(...zs) + radius;
  // The Lord's sheet sits right of the map, level with the middle.
  const hellRadius = radius * 1.15;
  const right = maxX + HELL_GAP + 2 * hellRadius;
  const cx = (minX + right) / 2;
  const cz = (minZ + maxZ) / 2;

  const areas: AreaSpot[] = map.areas.map((a) => ({
    id: a.id,
    name: a.name,
    centre: [a.y * scale - cx, 0, a.x * scale - cz],
    radius,
    start: map.starts.includes(a.id),
    lordOrigin: map.lordAreas.includes(a.id),
  }));
  const byId = new Map(areas.map((a) => [a.id, a]));
  const hell: AreaSpot = { id: HELL_AREA, name: "The Lord's sheet", centre: [maxX + HELL_GAP + hellRadius - cx, 0, 0], radius: hellRadius, start: false, lordOrigin: false };

  const arrows: Arrow[] = [];
  const arrowPairs = new Set<string>();
  for (const a of map.areas) {
    const from = byId.get(a.id)!;
    for (const n of a.next) {
      const to = byId.get(n);
      if (!to) continue;
      arrows.push({ from: a.id, to: n, ...rimSegment(from, to, 0.08) });
      arrowPairs.add([a.id, n].sort().join('|'));
    }
    if (from.start) arrows.push(exitArrow(from, map.areas.filter((o) => o.next.includes(a.id)).map((o) => byId.get(o.id)!)));
  }

  const links: Link[] = [];
  const seen = new Set<string>();
  for (const a of map.areas) {
    for (const n of a.adjacent) {
      const key = [a.id, n].sort().join('|');
      if (seen.has(key) || arrowPairs.has(key) || !byId.has(n)) continue;
      seen.add(key);
      const seg = rimSegment(byId.get(a.id)!, byId.get(n)!, 0.05);
      links.push({ a: a.id, b: n, start: seg.start, end: seg.end });
    }
  }

  const width = right - minX + 2 * MARGIN;
  const depth = Math.max(maxZ - minZ, 2 * hellRadius) + 2 * MARGIN;
  return { areas, byId, arrows, links, hell, size: [width, depth], scale };
}

/** The way out of the world at a start: pointing away from the areas that lead into it. */
function exitArrow(start: AreaSpot, feeders: AreaSpot[]): Arrow {
  let dx = -1;
  let dz = 0;
  if (feeders.length > 0) {
    const fx = feeders.reduce((s, f) => s + f.centre[0], 0) / feeders.length;
    const fz = feeders.reduce((s, f) => s + f.centre[2], 0) / feeders.length;
    const len = Math.hypot(start.centre[0] - fx, start.centre[2] - fz);
    if (len > 0) {
      dx = (start.centre[0] - fx) / len;
      dz = (start.centre[2] - fz) / len;
    }
  }
  const s0 = start.radius + 0.08;
  const length = 0.55;
  return {
    from: start.id,
    to: null,
    start: [start.centre[0] + dx * s0, 0, start.centre[2] + dz * s0],
    end: [start.centre[0] + dx * (s0 + length), 0, start.centre[2] + dz * (s0 + length)],
    heading: Math.atan2(-dz, dx),
    length,
  };
}

/** The table point of an area id (the Lord's sheet for 'hell'); null for an unknown id. */
export function areaCentre(layout: MapLayout, area: string): Vec3 | null {
  if (area === HELL_AREA) return layout.hell.centre;
  return layout.byId.get(area)?.centre ?? null;
}
