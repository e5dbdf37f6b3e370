/**
 * The rotation group of each die shape: the proper rotations that map the
 * polyhedron onto itself (d4: 12, d6 and d8: 24, d10: 10, d12: 60). They are
 * what makes a decided result showable: a throw lands on some face L, and
 * rendering the mesh pre-rotated by a symmetry that takes the wanted face W
 * onto L puts W exactly where L ended, while the silhouette, the contacts and
 * every frame of motion stay the same (the rotated solid IS the same solid).
 *
 * All the groups act transitively on the faces (dice are fair), so such a
 * symmetry always exists; for the d10 the group D5 (five turns about the
 * apex axis, five half-turns about horizontal axes) is even simply
 * transitive: exactly one symmetry per face pair.
 *
 * The groups are found, not tabulated: every rotation taking one face (with a
 * chosen corner) onto another face (with one of its corners) is a candidate,
 * kept if it maps the vertex set onto itself. That works for every kind
 * including the kite-faced d10, where only corners of the same kind match.
 */
import { IDENTITY, qfromColumns, qmul, qrotate, qsame } from './quat';
import { cross, dieShape, dot, normalize, sub, type DieKind, type Quat, type Vec3 } from './shapes';

export interface Symmetry {
  /** Body-frame rotation, [x, y, z, w]. */
  rotation: Quat;
  /** perm[i] = the face slot that face slot i is carried onto. */
  perm: number[];
}

/** An orthonormal frame (as matrix columns) attached to face f at its corner c. */
function faceFrame(normals: Vec3[], centres: Vec3[], vertices: Vec3[], faces: number[][], f: number, c: number): Vec3[] {
  const n = normals[f]!;
  const toCorner = normalize(sub(vertices[faces[f]![c]!]!, centres[f]!));
  return [n, toCorner, cross(n, toCorner)];
}

/** Rotation taking frame a onto frame b: R = B * A^T, built column by column. */
function rotationBetween(a: Vec3[], b: Vec3[]): Quat {
  const col = (j: number): Vec3 => {
    // Column j of B * A^T = sum_k B[:,k] * A[j,k] (A[j,k] = component j of A's column k).
    const out: Vec3 = [0, 0, 0];
    for (let k = 0; k < 3; k++) {
      const w = a[k]![j]!;
      out[0] += b[k]![0] * w;
      out[1] += b[k]![1] * w;
      out[2] += b[k]![2] * w;
    }
    return out;
  };
  return qfromColumns(col(0), col(1), col(2));
}

function closestIndex(points: Vec3[], p: Vec3): { index: number; distance: number } {
  let index = -1;
  let distance = Infinity;
  points.forEach((q, i) => {
    const d = Math.hypot(q[0] - p[0], q[1] - p[1], q[2] - p[2]);
    if (d < distance) {
      distance = d;
      index = i;
    }
  });
  return { index, distance };
}

function findSymmetries(kind: DieKind): Symmetry[] {
  const { vertices, faces, normals, centres, circumradius } = dieShape(kind);
  const tol = 1e-6 * circumradius;
  const found: Symmetry[] = [];
  const from = faceFrame(normals, centres, vertices, faces, 0, 0);
  // Every symmetry takes face 0 somewhere with its corner 0 onto some corner,
  // so trying all (face, corner) targets enumerates the whole group.
  for (let f = 0; f < faces.length; f++) {
    for (let c = 0; c < faces[f]!.length; c++) {
      const rotation = rotationBetween(from, faceFrame(normals, centres, vertices, faces, f, c));
      if (!vertices.every((v) => closestIndex(vertices, qrotate(rotation, v)).distance < tol)) continue;
      if (found.some((s) => qsame(s.rotation, rotation))) continue;
      const perm = normals.map((n) => closestIndex(normals, qrotate(rotation, n)).index);
      found.push({ rotation, perm });
    }
  }
  // Identity first (face 0, corner 0 onto itself is tried first, but be explicit).
  found.sort((a, b) => Number(qsame(b.rotation, IDENTITY)) - Number(qsame(a.rotation, IDENTITY)));
  return found;
}

const cache = new Map<DieKind, Symmetry[]>();

/** All proper rotations of the die's shape; the identity comes first. */
export function symmetries(kind: DieKind): readonly Symmetry[] {
  let group = cache.get(kind);
  if (!group) {
    group = findSymmetries(kind);
    cache.set(kind, group);
  }
  return group;
}

/**
 * A symmetry that carries face `from` onto face `to` (the relabel rotation of a
 * throw: from = wanted face, to = landed face). When several exist (all kinds
 * but the d10), the one with the smallest index in the group is taken, so the
 * choice is deterministic; identity when from === to.
 */
export function symmetryTaking(kind: DieKind, from: number, to: number): Symmetry {
  const s = symmetries(kind).find((g) => g.perm[from] === to);
  if (!s) throw new Error(`No symmetry of the d${kind} takes face ${from} to face ${to}.`);
  return s;
}

/** Composition: first b, then a (as rotations and as face permutations). */
export function compose(a: Symmetry, b: Symmetry): Symmetry {
  return { rotation: qmul(a.rotation, b.rotation), perm: b.perm.map((i) => a.perm[i]!) };
}

/** Checks the shape really is invariant: used by the tests, cheap enough to keep public. */
export function mapsOntoItself(kind: DieKind, rotation: Quat): boolean {
  const { vertices, circumradius } = dieShape(kind);
  return vertices.every((v) => closestIndex(vertices, qrotate(rotation, v)).distance < 1e-6 * circumradius)
    && dieShape(kind).normals.every((n) => dieShape(kind).normals.some((m) => dot(m, qrotate(rotation, n)) > 1 - 1e-9));
}
