/**
 * Small helpers to build a figure out of three.js primitives: place a
 * primitive (scale, rotate, move), tag it with a material role, and merge all
 * parts into one geometry with one draw group per role. One merged geometry
 * per silhouette keeps a figure at two to four draw calls however many parts
 * it has.
 */
import { BufferGeometry, CapsuleGeometry, ConeGeometry, CylinderGeometry, Euler, Matrix4, Quaternion, SphereGeometry, TorusGeometry, Vector3, BoxGeometry, LatheGeometry, Vector2 } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * body: the team colour; accent: dark metal and the base; trim: bone and
 * blades (horns, teeth, swords); eye: glowing parts.
 */
export type Role = 'body' | 'accent' | 'trim' | 'eye';
export const ROLES: readonly Role[] = ['body', 'accent', 'trim', 'eye'];

/** A placed primitive and the paint it takes: a figure role here, a miniature paint in miniatures/. */
export interface Part<R extends string = Role> {
  geo: BufferGeometry;
  role: R;
}

export interface Placement {
  /** Position. */
  p?: [number, number, number];
  /** Rotation in radians (XYZ order). */
  r?: [number, number, number];
  /** Scale (a number scales evenly). */
  s?: [number, number, number] | number;
}

const tmpMatrix = new Matrix4();

/** Applies scale, then rotation, then translation to a fresh geometry. */
export function place<R extends string = Role>(geo: BufferGeometry, role: R, at: Placement = {}): Part<R> {
  const s = at.s ?? 1;
  const scale = typeof s === 'number' ? new Vector3(s, s, s) : new Vector3(...s);
  const rot = new Quaternion().setFromEuler(new Euler(...(at.r ?? [0, 0, 0])));
  tmpMatrix.compose(new Vector3(...(at.p ?? [0, 0, 0])), rot, scale);
  geo.applyMatrix4(tmpMatrix);
  return { geo, role };
}

/** Mirrors a list of parts across the x = 0 plane (for pairs of arms, legs, wings, horns). */
export function mirrored<P>(make: (side: 1 | -1) => P[]): P[] {
  return [...make(1), ...make(-1)];
}

// Low segment counts: the figures are small on screen and there are many.
export const sphere = (r: number) => new SphereGeometry(r, 14, 10);
export const capsule = (r: number, length: number) => new CapsuleGeometry(r, length, 4, 10);
export const cone = (r: number, h: number, sides = 10) => new ConeGeometry(r, h, sides);
export const cylinder = (rTop: number, rBottom: number, h: number, sides = 12) => new CylinderGeometry(rTop, rBottom, h, sides);
export const box = (w: number, h: number, d: number) => new BoxGeometry(w, h, d);
export const torus = (r: number, tube: number) => new TorusGeometry(r, tube, 6, 28);
/** A solid of revolution from (radius, height) pairs, bottom to top. */
export const lathe = (profile: [number, number][]) => new LatheGeometry(profile.map(([x, y]) => new Vector2(x, y)), 12);

/** Height of the top of a figure's base: everything else stands on it. */
export const BASE_TOP = 0.07;

/**
 * The base every figure stands on: a dark plinth with a ring in the team
 * colour, stretched to the figure's footprint (width along x, depth along z).
 */
export function baseParts(width: number, depth: number): Part[] {
  const r = 0.5;
  return [
    place(cylinder(r, r * 1.04, BASE_TOP, 28), 'accent', { p: [0, BASE_TOP / 2, 0], s: [width, 1, depth] }),
    place(torus(r * 0.96, 0.045), 'body', { p: [0, BASE_TOP, 0], r: [Math.PI / 2, 0, 0], s: [width, depth, 0.6] }),
  ];
}

/** Merges parts into one geometry with one group per role present, and says which role each group is. */
export function mergeParts(parts: Part[]): { geometry: BufferGeometry; roles: Role[] } {
  const byRole: BufferGeometry[] = [];
  const roles: Role[] = [];
  for (const role of ROLES) {
    const geos = parts.filter((p) => p.role === role).map((p) => (p.geo.index ? p.geo.toNonIndexed() : p.geo));
    if (geos.length === 0) continue;
    const merged = mergeGeometries(geos, false);
    if (!merged) throw new Error(`Could not merge the ${role} parts of a figure.`);
    byRole.push(merged);
    roles.push(role);
  }
  const geometry = mergeGeometries(byRole, true);
  if (!geometry) throw new Error('Could not merge a figure.');
  for (const p of parts) p.geo.dispose();
  for (const g of byRole) g.dispose();
  geometry.computeBoundingBox();
  geometry.computeBoundingSphere();
  return { geometry, roles };
}
