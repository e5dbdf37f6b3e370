/**
 * The map's areas as districts of one ruined city: the board's rectangle is
 * cut into one convex tile per area (a Voronoi partition of the area
 * centres, each tile stopping at the side of the Lord's sheet facing it),
 * with a narrow street between neighbouring tiles. Each tile holds its
 * area's standing circle (where figures and markers go, areaLayout.ts), and
 * the rest of it is ground for the district's buildings.
 *
 * Pure: polygons in table x/z; the scene extrudes them (districtMesh.ts).
 */
import { nameSize, type AreaSpot, type MapLayout } from './mapLayout';
import { ringStrips } from './ringLayout';

export type Point = [number, number];
export type Polygon = Point[];

/** Width of the street between two tiles (table units). */
export const STREET = 0.16;
/** Felt left between the tiles and the board's edge. */
const EDGE = 0.12;

export interface District {
  id: string;
  /** Convex, as [x, z] points in either winding. */
  polygon: Polygon;
  centre: Point;
  /** An area that encircles the map (the Final Battle's ring): the frame's other strips; `polygon` is the one holding its circle. */
  more?: Polygon[];
}

/**
 * Keeps the part of `poly` on the side of the line through `p` with normal
 * `n` where (x - p)·n <= 0 (Sutherland–Hodgman against one half-plane).
 */
export function clipHalfPlane(poly: Polygon, p: Point, n: Point): Polygon {
  const side = (q: Point) => (q[0] - p[0]) * n[0] + (q[1] - p[1]) * n[1];
  const out: Polygon = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const sa = side(a);
    const sb = side(b);
    if (sa <= 0) out.push(a);
    if ((sa < 0 && sb > 0) || (sa > 0 && sb < 0)) {
      const t = sa / (sa - sb);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
  }
  return out;
}

/** The tile of `site` among `others`: the board rectangle cut by every bisector, pulled back by half a street. */
export function voronoiCell(site: Point, others: readonly Point[], bounds: { minX: number; maxX: number; minZ: number; maxZ: number }): Polygon {
  let poly: Polygon = [
    [bounds.minX, bounds.minZ],
    [bounds.maxX, bounds.minZ],
    [bounds.maxX, bounds.maxZ],
    [bounds.minX, bounds.maxZ],
  ];
  for (const o of others) {
    const dx = o[0] - site[0];
    const dz = o[1] - site[1];
    const d = Math.hypot(dx, dz);
    if (d === 0) continue;
    const n: Point = [dx / d, dz / d];
    const mid: Point = [site[0] + n[0] * (d / 2 - STREET / 2), site[1] + n[1] * (d / 2 - STREET / 2)];
    poly = clipHalfPlane(poly, mid, n);
    if (poly.length === 0) break;
  }
  return poly;
}

/** One district per area of the layout, filling the board around the Lord's sheet (and inside a ring's frame). */
export function districts(layout: MapLayout): District[] {
  const [w, d] = layout.size;
  const ring = layout.ring;
  const bounds = ring
    ? { minX: ring.inner.minX + STREET / 2, maxX: ring.inner.maxX - STREET / 2, minZ: ring.inner.minZ + STREET / 2, maxZ: ring.inner.maxZ - STREET / 2 }
    : { minX: -w / 2 + EDGE, maxX: w / 2 - EDGE, minZ: -d / 2 + EDGE, maxZ: d / 2 - EDGE };
  const inner = layout.areas.filter((a) => a.id !== ring?.id);
  const sites = inner.map((a) => [a.centre[0], a.centre[2]] as Point);
  const hell: Point = [layout.hell.centre[0], layout.hell.centre[2]];
  const half = layout.hell.radius + STREET;
  return layout.areas.map((a) => {
    const centre: Point = [a.centre[0], a.centre[2]];
    if (ring && a.id === ring.id) {
      const [wide, ...more] = ringStrips(ring, STREET / 2);
      return { id: a.id, polygon: wide!, centre, more };
    }
    const i = inner.indexOf(a);
    let polygon = voronoiCell(sites[i]!, sites.filter((_, j) => j !== i), bounds);
    // The sheet's square: each tile stops at the side of it that faces the tile (a straight cut keeps the tile convex).
    const dx = sites[i]![0] - hell[0];
    const dz = sites[i]![1] - hell[1];
    if (Math.abs(dx) >= Math.abs(dz)) polygon = clipHalfPlane(polygon, [hell[0] + Math.sign(dx) * half, 0], [-Math.sign(dx), 0]);
    else polygon = clipHalfPlane(polygon, [0, hell[1] + Math.sign(dz) * half], [0, -Math.sign(dz)]);
    return { id: a.id, polygon, centre };
  });
}

/** Signed area (positive when the points run counter-clockwise in x/z). */
export function polygonArea(poly: Polygon): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s / 2;
}

/** Whether a point lies inside a convex polygon (either winding). */
export function insidePolygon(poly: Polygon, p: Point): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const c = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    if (c === 0) continue;
    if (sign === 0) sign = Math.sign(c);
    else if (Math.sign(c) !== sign) return false;
  }
  return true;
}

export function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dz = b[1] - a[1];
  const len2 = dx * dx + dz * dz;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dz) / len2)) : 0;
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dz));
}

/** Distance from a point inside the polygon to its nearest edge. */
export function edgeDistance(poly: Polygon, p: Point): number {
  let best = Infinity;
  for (let i = 0; i < poly.length; i++) best = Math.min(best, segmentDistance(p, poly[i]!, poly[(i + 1) % poly.length]!));
  return best;
}

/** Average width of a label's letter as a share of its height (as mapLayout's nameSize assumes). */
const LETTER_WIDTH = 0.6;

/**
 * Where an area's name lies: just in front of its standing circle (towards
 * the player), so no figure in the circle covers it; the start's and the
 * Lord's tag lie below it. The box (half sizes) keeps props off the words.
 */
export function nameSpot(spot: AreaSpot): { x: number; z: number; size: number; tagZ: number; halfWidth: number; halfDepth: number } {
  const size = nameSize(spot.name, spot.radius);
  const z = spot.centre[2] + spot.radius + size * 0.45;
  const tagZ = z + size * 0.5 + 0.2;
  const halfWidth = (spot.name.length * LETTER_WIDTH * size) / 2 + 0.25;
  return { x: spot.centre[0], z, size, tagZ, halfWidth, halfDepth: (tagZ - z) + 0.3 };
}
