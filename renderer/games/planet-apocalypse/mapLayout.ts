/**
 * Where a Planet Apocalypse map lies on the table. The map's areas carry a
 * position in board units (x, y: 0..10, y = 0 at the start); on the table the
 * road runs from left to right (the map's y becomes table x, the start on the
 * left, the Lord's end on the right; the map's x becomes table z), scaled to
 * a typical step between areas, with the few tight spots pushed apart so
 * plates never touch, and centred on the origin. Beside the
 * map lies the Lord's sheet ("hell"): where heroes and the Lord stand during
 * a Lord Battle.
 *
 * Pure: the scene only draws what this returns.
 */
import type { AreaDef, MapDef } from '../../../core/games/planet-apocalypse/content/types';

export type Vec3 = [number, number, number];

/** The typical distance between neighbouring areas' centres, in table units. */
export const TYPICAL_GAP = 3.3;
/** The smallest distance between two areas' centres: tighter spots of a map are pushed apart to it. */
export const MIN_AREA_GAP = 3.0;
/** Radius of an area's plate (two plates never touch: 2 × 1.35 < 3.0). */
export const PLATE_RADIUS = 1.35;
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

/** Median of each area's distance to its nearest neighbour (map units): the map's typical step. */
export function typicalStep(areas: readonly AreaDef[]): number {
  const nearest = areas
    .map((a) => Math.min(...areas.filter((o) => o !== a).map((o) => distance(a, o))))
    .filter((d) => Number.isFinite(d) && d > 0)
    .sort((a, b) => a - b);
  return nearest.length > 0 ? nearest[Math.floor(nearest.length / 2)]! : 1;
}

/**
 * Table points (x = map y, z = map x) scaled so the typical step is
 * TYPICAL_GAP, then pushed apart pairwise until no two are closer than
 * MIN_AREA_GAP (the map's few tight spots open up; its shape stays).
 */
export function spreadPoints(areas: readonly AreaDef[]): [number, number][] {
  const scale = TYPICAL_GAP / typicalStep(areas);
  const pts = areas.map((a) => [a.y * scale, a.x * scale] as [number, number]);
  for (let round = 0; round < 60; round++) {
    let moved = false;
    for (let i = 0; i < pts.length; i++) {
      for (let j = i + 1; j < pts.length; j++) {
        const a = pts[i]!;
        const b = pts[j]!;
        let dx = b[0] - a[0];
        let dz = b[1] - a[1];
        let d = Math.hypot(dx, dz);
        if (d >= MIN_AREA_GAP - 1e-9) continue;
        if (d === 0) [dx, dz, d] = [1, 0, 1];
        // A little past the gap, so the pair is clear of it once other pushes settle.
        const push = (MIN_AREA_GAP * 1.001 - d) / 2;
        a[0] -= (dx / d) * push;
        a[1] -= (dz / d) * push;
        b[0] += (dx / d) * push;
        b[1] += (dz / d) * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return pts;
}

export function mapLayout(map: MapDef): MapLayout {
  const scale = TYPICAL_GAP / typicalStep(map.areas);
  const pts = spreadPoints(map.areas);
  const radius = PLATE_RADIUS;
  const xs = pts.map((p) => p[0]);
  const zs = pts.map((p) => p[1]);
  const minX = Math.min(...xs) - radius;
  const maxX = Math.max(...xs) + radius;
  const minZ = Math.min(...zs) - radius;
  const maxZ = Math.max(...zs) + radius;
  // The Lord's sheet sits right of the map, level with the middle.
  const hellRadius = radius * 1.15;
  const right = maxX + HELL_GAP + 2 * hellRadius;
  const cx = (minX + right) / 2;
  const cz = (minZ + maxZ) / 2;

  const areas: AreaSpot[] = map.areas.map((a, i) => ({
    id: a.id,
    name: a.name,
    centre: [pts[i]![0] - cx, 0, pts[i]![1] - cz],
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
