/**
 * Primitives placed by points rather than by angles: a limb from a shoulder
 * to a hand, a rod from a grip to a muzzle, a cone from its base to its tip.
 * Sculpting by points keeps hands on their weapons whatever the pose. Every
 * helper returns a painted part ready for bakeParts.
 */
import { BufferGeometry, Float32BufferAttribute, Quaternion, Vector3 } from 'three';
import { box, capsule, cone as coneGeo, cylinder, lathe, place, sphere, torus, type Placement } from '../geometryParts';
import type { PaintedPart } from './bake';
import type { Paint } from './paints';

export type V3 = [number, number, number];

const UP = new Vector3(0, 1, 0);

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s];
export const lerp = (a: V3, b: V3, t: number): V3 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
export const len = (a: V3): number => Math.hypot(a[0], a[1], a[2]);
export const norm = (a: V3): V3 => scale(a, 1 / (len(a) || 1));
/** Mirror a point across x = 0. */
export const mx = (a: V3): V3 => [-a[0], a[1], a[2]];

/** Turns a geometry built along +y so that its axis runs from `a` to `b`, centred between them. */
function along(geo: BufferGeometry, a: V3, b: V3, paint: Paint): PaintedPart {
  const dir = new Vector3(...sub(b, a));
  const q = new Quaternion().setFromUnitVectors(UP, dir.clone().normalize());
  geo.applyQuaternion(q);
  const mid = lerp(a, b, 0.5);
  geo.translate(mid[0], mid[1], mid[2]);
  return { geo, role: paint };
}

/** A rounded limb whose end caps are centred on `a` and `b`. */
export function limb(a: V3, b: V3, r: number, paint: Paint): PaintedPart {
  return along(capsule(r, Math.max(1e-3, len(sub(b, a)))), a, b, paint);
}

/** A tapered limb (thick at `a`, thin at `b`), flat-ended. */
export function rod(a: V3, b: V3, rA: number, paint: Paint, rB = rA, sides = 8): PaintedPart {
  return along(cylinder(rB, rA, Math.max(1e-3, len(sub(b, a))), sides), a, b, paint);
}

/** A cone with its base centred on `a` and its tip at `b` (horns, spikes, claws, flames). */
export function spike(a: V3, b: V3, r: number, paint: Paint, sides = 7): PaintedPart {
  return along(coneGeo(r, Math.max(1e-3, len(sub(b, a))), sides), a, b, paint);
}

export function ball(c: V3, r: number, paint: Paint, s: V3 | number = 1, rot: V3 = [0, 0, 0]): PaintedPart {
  return place(sphere(r), paint, { p: c, s, r: rot });
}

export function block(c: V3, size: V3, paint: Paint, rot: V3 = [0, 0, 0]): PaintedPart {
  return place(box(...size), paint, { p: c, r: rot });
}

/** A box whose long axis (its height) runs from `a` to `b`: planks, blades, barrels with corners. */
export function slab(a: V3, b: V3, w: number, d: number, paint: Paint, twist = 0): PaintedPart {
  const geo = box(w, Math.max(1e-3, len(sub(b, a))), d);
  if (twist) geo.rotateY(twist);
  return along(geo, a, b, paint);
}

export function ring(c: V3, r: number, tube: number, paint: Paint, rot: V3 = [Math.PI / 2, 0, 0], s: V3 | number = 1): PaintedPart {
  return place(torus(r, tube), paint, { p: c, r: rot, s });
}

/** A solid of revolution standing at `c` from (radius, height) pairs; `s` stretches it (robes, coats, hulls). */
export function turned(c: V3, profile: [number, number][], paint: Paint, at: Omit<Placement, 'p'> = {}): PaintedPart {
  return place(lathe(profile), paint, { ...at, p: c });
}

/** A disc or short drum standing on its axis at `c` (y up) unless rotated. */
export function drum(c: V3, r: number, h: number, paint: Paint, at: Omit<Placement, 'p'> = {}, sides = 16): PaintedPart {
  return place(cylinder(r, r, h, sides), paint, { ...at, p: c });
}

/**
 * A flat plate through the given points (a convex outline, in order), `thick`
 * thick: wings, flags, axe heads, capes, shields of any outline. Faces and
 * edges get their own normals (flat shaded, as a cut plate would be).
 */
export function panel(points: V3[], thick: number, paint: Paint): PaintedPart {
  const n = points.length;
  const a = new Vector3(...points[0]!);
  const normal = new Vector3();
  for (let i = 1; i + 1 < n; i++) {
    const e1 = new Vector3(...points[i]!).sub(a);
    const e2 = new Vector3(...points[i + 1]!).sub(a);
    normal.add(e1.cross(e2));
  }
  normal.normalize();
  const off = normal.clone().multiplyScalar(thick / 2);
  const front = points.map((p) => new Vector3(...p).add(off));
  const back = points.map((p) => new Vector3(...p).sub(off));
  const pos: number[] = [];
  const nor: number[] = [];
  const tri = (p: Vector3, q: Vector3, r: Vector3) => {
    const nn = q.clone().sub(p).cross(r.clone().sub(p)).normalize();
    for (const v of [p, q, r]) {
      pos.push(v.x, v.y, v.z);
      nor.push(nn.x, nn.y, nn.z);
    }
  };
  for (let i = 1; i + 1 < n; i++) {
    tri(front[0]!, front[i]!, front[i + 1]!);
    tri(back[0]!, back[i + 1]!, back[i]!);
  }
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    tri(front[i]!, back[i]!, back[j]!);
    tri(front[i]!, back[j]!, front[j]!);
  }
  const geo = new BufferGeometry();
  geo.setAttribute('position', new Float32BufferAttribute(pos, 3));
  geo.setAttribute('normal', new Float32BufferAttribute(nor, 3));
  return { geo, role: paint };
}
