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
import { jumpId } from '../../../core/games/planet-apocalypse/inspect/mapMarks';
import { ENCIRCLING, ringFrame, ringLanding, type Rect, type RingFrame } from './ringLayout';

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
/** Felt left between a ring's frame and the board's edge (as districts.ts leaves round its tiles). */
const RING_FELT = 0.12;

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
  /** Into an area that encircles the map: where the road lands in its frame (else it runs to the area's centre). */
  landing?: Vec3;
}

/** A hero-only neighbour link (adjacent, but no arrow joins them). */
export interface Link {
  a: string;
  b: string;
  start: Vec3;
  end: Vec3;
}

/**
 * A way only heroes may take that joins areas which are not neighbours (the
 * map's `heroStep` rules: the Moon Base's airlock crossing, its step from
 * the Blue Gate into the White Gate). Drawn as an arc over the map.
 */
export interface Jump extends Link {
  /** The table's inspect id (`jump:<from>:<to>`, from the first rule that names the pair). */
  id: string;
  /** Heroes may take it either way; else only from `a` to `b`. */
  twoWay: boolean;
}

export interface MapLayout {
  areas: AreaSpot[];
  byId: ReadonlyMap<string, AreaSpot>;
  arrows: Arrow[];
  links: Link[];
  jumps: Jump[];
  /** The frame of an area that encircles the map (the Final Battle's Outer Ring); its spot lies in the frame's wide strip. */
  ring: RingFrame | null;
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
  // An area that encircles the map takes no part in the spread: it becomes a frame round the others (ringLayout.ts).
  const ringId = map.areas.some((a) => a.id === ENCIRCLING[map.id]) ? ENCIRCLING[map.id]! : null;
  const inner = map.areas.filter((a) => a.id !== ringId);
  const scale = TYPICAL_GAP / typicalStep(inner);
  const pts = spreadPoints(inner);
  const radius = PLATE_RADIUS;
  const spotOf = (a: AreaDef, centre: Vec3): AreaSpot => ({
    id: a.id, name: a.name, centre, radius, start: map.starts.includes(a.id), lordOrigin: map.lordAreas.includes(a.id),
  });
  // First in the map's own frame; everything is centred on the origin at the end.
  const innerSpots = inner.map((a, i) => spotOf(a, [pts[i]![0], 0, pts[i]![1]]));
  const frame = ringId ? ringFrame(ringId, innerSpots, radius) : null;
  const raw: AreaSpot[] = map.areas.map((a) => (a.id === ringId ? spotOf(a, [frame!.centre[0], 0, frame!.centre[1]]) : innerSpots[inner.indexOf(a)]!));
  const rawById = new Map(raw.map((a) => [a.id, a]));

  const arrows: Arrow[] = [];
  const arrowPairs = new Set<string>();
  for (const a of map.areas) {
    const from = rawById.get(a.id)!;
    for (const n of a.next) {
      const to = rawById.get(n);
      if (!to) continue;
      if (frame && n === frame.id) {
        // Straight out to the nearest side of the ring, not across the map to its standing circle.
        const [lx, lz] = ringLanding(frame, from.centre);
        arrows.push({ from: a.id, to: n, ...rimSegment(from, { ...to, centre: [lx, 0, lz], radius: 0 }, 0.08), landing: [lx, 0, lz] });
      } else arrows.push({ from: a.id, to: n, ...rimSegment(from, to, 0.08) });
      arrowPairs.add([a.id, n].sort().join('|'));
    }
    // No way out is drawn where nothing leaves through the start (Dragon Back gathers minions there, Dragon Guts moves none).
    if (from.start && !map.rules.some((r) => r.rule === 'startHolds' || r.rule === 'demonsStayPut')) arrows.push(exitArrow(from, map.areas.filter((o) => o.next.includes(a.id)).map((o) => rawById.get(o.id)!)));
  }
  const links: Link[] = [];
  const seen = new Set<string>();
  for (const a of map.areas) {
    for (const n of a.adjacent) {
      const key = [a.id, n].sort().join('|');
      if (seen.has(key) || arrowPairs.has(key) || !rawById.has(n)) continue;
      seen.add(key);
      const seg = rimSegment(rawById.get(a.id)!, rawById.get(n)!, 0.05);
      links.push({ a: a.id, b: n, start: seg.start, end: seg.end });
    }
  }

  const jumps = heroJumps(map, rawById);

  const hellRadius = radius * 1.15;
  // Round a ring the sheet lies outside it, on the right.
  const hellAt: Vec3 = frame ? [frame.outer.maxX + HELL_GAP / 2 + hellRadius, 0, (frame.outer.minZ + frame.outer.maxZ) / 2] : hellSpot(raw, [...arrows, ...links], hellRadius);
  const corners = frame ? [{ centre: [frame.outer.minX, 0, frame.outer.minZ] as Vec3, radius: 0 }, { centre: [frame.outer.maxX, 0, frame.outer.maxZ] as Vec3, radius: 0 }] : [];
  const spots = [...raw, ...corners, { centre: hellAt, radius: hellRadius }];
  const minX = Math.min(...spots.map((p) => p.centre[0] - p.radius));
  const maxX = Math.max(...spots.map((p) => p.centre[0] + p.radius));
  const minZ = Math.min(...spots.map((p) => p.centre[2] - p.radius));
  const maxZ = Math.max(...spots.map((p) => p.centre[2] + p.radius));
  const cx = (minX + maxX) / 2;
  const cz = (minZ + maxZ) / 2;
  const shift = (v: Vec3): Vec3 => [v[0] - cx, v[1], v[2] - cz];

  const size: [number, number] = [maxX - minX + 2 * MARGIN, maxZ - minZ + 2 * MARGIN];
  const areas = raw.map((a) => ({ ...a, centre: shift(a.centre) }));
  const hell: AreaSpot = { id: HELL_AREA, name: "The Lord's sheet", centre: shift(hellAt), radius: hellRadius, start: false, lordOrigin: false };
  return {
    areas,
    byId: new Map(areas.map((a) => [a.id, a])),
    arrows: arrows.map((a) => ({ ...a, start: shift(a.start), end: shift(a.end), ...(a.landing ? { landing: shift(a.landing) } : {}) })),
    links: links.map((l) => ({ ...l, start: shift(l.start), end: shift(l.end) })),
    jumps: jumps.map((j) => ({ ...j, start: shift(j.start), end: shift(j.end) })),
    ring: frame ? ringOnBoard(frame, cx, cz, size) : null,
    hell,
    size,
    scale,
  };
}

/** The ring's frame centred like the rest, running out to the board's edge on every side but the Lord's sheet's. */
function ringOnBoard(f: RingFrame, cx: number, cz: number, size: [number, number]): RingFrame {
  const [hw, hd] = [size[0] / 2 - RING_FELT, size[1] / 2 - RING_FELT];
  const inner: Rect = { minX: f.inner.minX - cx, maxX: f.inner.maxX - cx, minZ: f.inner.minZ - cz, maxZ: f.inner.maxZ - cz };
  return { id: f.id, inner, outer: { minX: -hw, maxX: f.outer.maxX - cx, minZ: -hd, maxZ: hd }, centre: [f.centre[0] - cx, f.centre[1] - cz] };
}

/** One jump per pair of areas the map's `heroStep` rules join, two-way when a rule runs each way. */
function heroJumps(map: MapDef, byId: ReadonlyMap<string, AreaSpot>): Jump[] {
  const jumps: Jump[] = [];
  for (const r of map.rules) {
    if (r.rule !== 'heroStep') continue;
    const a = byId.get(r.from);
    const b = byId.get(r.to);
    if (!a || !b) continue;
    const back = jumps.find((j) => j.a === r.to && j.b === r.from);
    if (back) back.twoWay = true;
    else if (!jumps.some((j) => j.a === r.from && j.b === r.to)) {
      const seg = rimSegment(a, b, 0.05);
      jumps.push({ id: jumpId(r.from, r.to), a: r.from, b: r.to, start: seg.start, end: seg.end, twoWay: false });
    }
  }
  return jumps;
}

function segmentDistance(p: Vec3, a: Vec3, b: Vec3): number {
  const dx = b[0] - a[0];
  const dz = b[2] - a[2];
  const len2 = dx * dx + dz * dz;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[2] - a[2]) * dz) / len2)) : 0;
  return Math.hypot(p[0] - (a[0] + t * dx), p[2] - (a[2] + t * dz));
}

/**
 * Where the Lord's sheet (a square of half-side `half`) lies: in the back or
 * front corner on the Lord's side of the map when that corner is clear of
 * plates, arrows and links, otherwise beside the map on the right.
 */
export function hellSpot(areas: readonly AreaSpot[], lines: readonly { start: Vec3; end: Vec3 }[], half: number): Vec3 {
  const r = Math.max(...areas.map((a) => a.radius));
  const maxX = Math.max(...areas.map((a) => a.centre[0])) + r;
  const minZ = Math.min(...areas.map((a) => a.centre[2])) - r;
  const maxZ = Math.max(...areas.map((a) => a.centre[2])) + r;
  const reach = half * Math.SQRT2;
  const clear = (p: Vec3) =>
    areas.every((a) => Math.hypot(p[0] - a.centre[0], p[2] - a.centre[2]) >= reach + a.radius + 0.3) &&
    lines.every((l) => segmentDistance(p, l.start, l.end) >= reach + 0.2);
  const corners: Vec3[] = [
    [maxX - half, 0, minZ + half],
    [maxX - half, 0, maxZ - half],
  ];
  return corners.find(clear) ?? [maxX + HELL_GAP + half, 0, (minZ + maxZ) / 2];
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

/** Average width of a label's letter as a share of its height (the system sans font, bold). */
const LETTER_WIDTH = 0.6;

/** Height of an area's name on its plate: as large as reads well, narrow enough to stay on the plate. */
export function nameSize(name: string, radius: number): number {
  const fit = (radius * 1.7) / (Math.max(1, name.length) * LETTER_WIDTH + 0.6);
  return Math.max(0.22, Math.min(0.44, fit));
}

/** The table point of an area id (the Lord's sheet for 'hell'); null for an unknown id. */
export function areaCentre(layout: MapLayout, area: string): Vec3 | null {
  if (area === HELL_AREA) return layout.hell.centre;
  return layout.byId.get(area)?.centre ?? null;
}
