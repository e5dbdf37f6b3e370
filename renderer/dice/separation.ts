/**
 * How far two posed dice overlap, by the separating axis test. The tests use
 * it to prove that dice at rest do not sit inside each other (a soft-contact
 * solver allows a little penetration; a lot would mean a broken pile), and a
 * debug view can use it to show the same.
 */
import { qrotate } from './quat';
import { cross, dieShape, dot, length, normalize, sub, type DieKind, type Quat, type Vec3 } from './shapes';

export interface PosedDie {
  kind: DieKind;
  position: Vec3;
  quaternion: Quat;
}

function worldVertices(d: PosedDie): Vec3[] {
  return dieShape(d.kind).vertices.map((v) => {
    const r = qrotate(d.quaternion, v);
    return [r[0] + d.position[0], r[1] + d.position[1], r[2] + d.position[2]];
  });
}

/** Unique edge directions of a posed die (world frame). */
function edgeDirections(d: PosedDie, verts: Vec3[]): Vec3[] {
  const out: Vec3[] = [];
  for (const face of dieShape(d.kind).faces) {
    face.forEach((a, i) => {
      const e = normalize(sub(verts[face[(i + 1) % face.length]!]!, verts[a]!));
      if (!out.some((o) => Math.abs(dot(o, e)) > 1 - 1e-9)) out.push(e);
    });
  }
  return out;
}

function interval(verts: Vec3[], axis: Vec3): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of verts) {
    const p = dot(v, axis);
    lo = Math.min(lo, p);
    hi = Math.max(hi, p);
  }
  return [lo, hi];
}

/**
 * Penetration depth of two convex dice: > 0 is how deep they overlap along
 * the best separating direction, <= 0 means apart (minus the gap found).
 */
export function penetration(a: PosedDie, b: PosedDie): number {
  const va = worldVertices(a);
  const vb = worldVertices(b);
  const axes: Vec3[] = [
    ...dieShape(a.kind).normals.map((n) => qrotate(a.quaternion, n)),
    ...dieShape(b.kind).normals.map((n) => qrotate(b.quaternion, n)),
  ];
  for (const ea of edgeDirections(a, va)) {
    for (const eb of edgeDirections(b, vb)) {
      const c = cross(ea, eb);
      if (length(c) > 1e-6) axes.push(normalize(c));
    }
  }
  let depth = Infinity;
  for (const axis of axes) {
    const [alo, ahi] = interval(va, axis);
    const [blo, bhi] = interval(vb, axis);
    depth = Math.min(depth, Math.min(ahi - blo, bhi - alo));
  }
  return depth;
}
