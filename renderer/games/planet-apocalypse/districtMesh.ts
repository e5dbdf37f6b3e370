/**
 * Geometry for the map's flat parts, built once per map: a district's slab
 * (its polygon extruded to the plate height, the top textured in table units
 * so neighbouring tiles of one kind join, the sides darkened through vertex
 * colours so one material serves both), flat polygons (the Shadow's fog) and
 * ribbons along segments (roads and footpaths, `u` running along the way).
 */
import { BufferGeometry, Float32BufferAttribute } from 'three';
import { polygonArea, type Point, type Polygon } from './districts';
import { GROUND_REPEAT } from './groundTextures';

/** Shade of a slab's sides (the top is 1). */
const SIDE_SHADE = 0.42;

class Builder {
  pos: number[] = [];
  nor: number[] = [];
  uv: number[] = [];
  col: number[] = [];
  vertex(x: number, y: number, z: number, n: [number, number, number], u: number, v: number, shade = 1) {
    this.pos.push(x, y, z);
    this.nor.push(...n);
    this.uv.push(u, v);
    this.col.push(shade, shade, shade);
  }
  build(colours: boolean): BufferGeometry {
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute(this.pos, 3));
    g.setAttribute('normal', new Float32BufferAttribute(this.nor, 3));
    g.setAttribute('uv', new Float32BufferAttribute(this.uv, 2));
    if (colours) g.setAttribute('color', new Float32BufferAttribute(this.col, 3));
    g.computeBoundingSphere();
    g.computeBoundingBox();
    return g;
  }
}

/** The polygon with its points in the order whose fan triangles face up (+y) in three's x/z. */
function upward(poly: Polygon): Polygon {
  return polygonArea(poly) > 0 ? [...poly].reverse() : poly;
}

const UP: [number, number, number] = [0, 1, 0];

function topFan(b: Builder, poly: Polygon, y: number, shift: Point = [0, 0]) {
  const p = upward(poly);
  for (let i = 1; i + 1 < p.length; i++) {
    for (const q of [p[0]!, p[i]!, p[i + 1]!]) b.vertex(q[0], y, q[1], UP, q[0] / GROUND_REPEAT + shift[0], -q[1] / GROUND_REPEAT + shift[1]);
  }
}

/** A district's tile: top at `height`, sides down to the felt. */
export function slabGeometry(poly: Polygon, height: number): BufferGeometry {
  const b = new Builder();
  topFan(b, poly, height);
  const p = upward(poly);
  for (let i = 0; i < p.length; i++) {
    const a = p[i]!;
    const c = p[(i + 1) % p.length]!;
    const dx = c[0] - a[0];
    const dz = c[1] - a[1];
    const len = Math.hypot(dx, dz) || 1;
    // With the points in "upward" order, the outside lies on this side of each edge.
    const n: [number, number, number] = [dz / len, 0, -dx / len];
    const quad: [Point, number][] = [[a, 0], [c, 0], [c, height], [a, 0], [c, height], [a, height]];
    for (const [q, y] of quad) b.vertex(q[0], y, q[1], n, q[0] / GROUND_REPEAT, y, SIDE_SHADE);
  }
  return fixWinding(b.build(true));
}

/** Several flat polygons at height `y` as one geometry (the Shadow's fog); `shift` moves the texture. */
export function flatPolygons(polys: readonly Polygon[], y: number, shift: Point = [0, 0]): BufferGeometry {
  const b = new Builder();
  for (const poly of polys) topFan(b, poly, y, shift);
  return b.build(false);
}

export interface Segment {
  start: Point;
  end: Point;
}

/** Ribbons `width` wide along the segments at height `y`; one texture copy every `period` units along each. */
export function ribbons(segments: readonly Segment[], width: number, y: number, period: number): BufferGeometry {
  const b = new Builder();
  segments.forEach((s, i) => {
    const dx = s.end[0] - s.start[0];
    const dz = s.end[1] - s.start[1];
    const len = Math.hypot(dx, dz);
    if (len === 0) return;
    const [px, pz] = [(-dz / len) * (width / 2), (dx / len) * (width / 2)];
    // Overlapping ribbons sit a hair apart so they never flicker.
    const h = y + i * 0.0004;
    const u1 = len / period;
    const corners: [number, number, number, number][] = [
      [s.start[0] - px, s.start[1] - pz, 0, 0],
      [s.end[0] - px, s.end[1] - pz, u1, 0],
      [s.end[0] + px, s.end[1] + pz, u1, 1],
      [s.start[0] + px, s.start[1] + pz, 0, 1],
    ];
    for (const k of [0, 1, 2, 0, 2, 3]) {
      const c = corners[k]!;
      b.vertex(c[0], h, c[1], UP, c[2], c[3]);
    }
  });
  return fixWinding(b.build(false));
}

/** Turns every triangle to face the way its normal says (so backface culling keeps the right side). */
function fixWinding(g: BufferGeometry): BufferGeometry {
  const p = g.getAttribute('position');
  const n = g.getAttribute('normal');
  const uv = g.getAttribute('uv');
  const col = g.getAttribute('color');
  for (let t = 0; t < p.count; t += 3) {
    const ax = p.getX(t), ay = p.getY(t), az = p.getZ(t);
    const e1 = [p.getX(t + 1) - ax, p.getY(t + 1) - ay, p.getZ(t + 1) - az];
    const e2 = [p.getX(t + 2) - ax, p.getY(t + 2) - ay, p.getZ(t + 2) - az];
    const cx = e1[1]! * e2[2]! - e1[2]! * e2[1]!;
    const cy = e1[2]! * e2[0]! - e1[0]! * e2[2]!;
    const cz = e1[0]! * e2[1]! - e1[1]! * e2[0]!;
    if (cx * n.getX(t) + cy * n.getY(t) + cz * n.getZ(t) >= 0) continue;
    for (const attr of [p, n, uv, col]) {
      if (!attr) continue;
      for (let k = 0; k < attr.itemSize; k++) {
        const v1 = attr.getComponent(t + 1, k);
        attr.setComponent(t + 1, k, attr.getComponent(t + 2, k));
        attr.setComponent(t + 2, k, v1);
      }
    }
  }
  return g;
}
