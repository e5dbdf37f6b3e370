/**
 * The solid geometry of each die kind, by face count: d4 tetrahedron, d6 cube,
 * d8 octahedron, d10 pentagonal trapezohedron (10 kites, 12 vertices) and d12
 * dodecahedron. One description feeds the physics body (cannon-es
 * ConvexPolyhedron), the mesh and the face reading, so what the eye sees is
 * exactly what the simulation rolled.
 *
 * Conventions (shared by every file in renderer/dice):
 * - y is up (three.js and the tray world agree on it);
 * - every face lists its vertices counter-clockwise seen from outside, so the
 *   right-hand rule gives the outward normal (cannon-es expects exactly this
 *   and complains about inward normals);
 * - faces are ordered so that, on dice with parallel opposite faces, slot i
 *   is opposite slot n-1-i: numbering the slots 1..n then gives the classic
 *   "opposite faces sum to n+1" layout with no extra table;
 * - how a die is READ: the face whose outward normal points straight up,
 *   except the d4, which has no top face. A d4 is read from the face lying on
 *   the table (normal straight down); its number is printed at the corner of
 *   the three other faces that meets at the top vertex (see faces.ts), as on a
 *   real vertex-numbered d4.
 *
 * Everything is computed once per kind and cached: the shapes are pure data.
 */

export type DieKind = 4 | 6 | 8 | 10 | 12;
export const DIE_KINDS: readonly DieKind[] = [4, 6, 8, 10, 12];

export type Vec3 = [number, number, number];
/** A unit quaternion as [x, y, z, w] (three.js and cannon-es order). */
export type Quat = [number, number, number, number];

export interface DieShape {
  kind: DieKind;
  vertices: Vec3[];
  /** Vertex indices per face, counter-clockwise seen from outside. */
  faces: number[][];
  /** Unit outward normal per face. */
  normals: Vec3[];
  /** Centroid of each face's vertices. */
  centres: Vec3[];
  /** Distance from the centre to the farthest vertex. */
  circumradius: number;
  /** Distance from the centre to the nearest face plane: the resting height on the floor. */
  inradius: number;
  /** Which world direction the read face points to at rest. */
  read: 'up' | 'down';
}

/**
 * Circumradius per kind, in table units. The tray is 10 x 7, so dice
 * 1.7-2.1 across (corner to corner) read well from the default camera while a dozen still
 * have room to tumble. The d4 is larger because a tetrahedron looks small for
 * its circumradius (it has the smallest inradius), as on real sets.
 */
export const DIE_RADIUS: Readonly<Record<DieKind, number>> = { 4: 1.05, 6: 0.85, 8: 0.9, 10: 0.88, 12: 0.88 };

const PHI = (1 + Math.sqrt(5)) / 2;

export const isDieKind = (n: number): n is DieKind => n === 4 || n === 6 || n === 8 || n === 10 || n === 12;

/** The die kind for a face count (a DieDef's faces.length). */
export function kindForFaceCount(n: number): DieKind {
  if (!isDieKind(n)) throw new Error(`No die shape has ${n} faces; dice have 4, 6, 8, 10 or 12.`);
  return n;
}

// --- small vector helpers (plain tuples keep the shapes serialisable) ---
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
export const length = (a: Vec3): number => Math.sqrt(dot(a, a));
export const normalize = (a: Vec3): Vec3 => scale(a, 1 / length(a));

/** Raw vertices of each kind, any size; scaled to DIE_RADIUS afterwards. */
function rawVertices(kind: DieKind): Vec3[] {
  const out: Vec3[] = [];
  switch (kind) {
    case 4:
      // Alternate corners of a cube: a regular tetrahedron.
      return [[1, 1, 1], [1, -1, -1], [-1, 1, -1], [-1, -1, 1]];
    case 6:
      for (const x of [-1, 1]) for (const y of [-1, 1]) for (const z of [-1, 1]) out.push([x, y, z]);
      return out;
    case 8:
      return [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]];
    case 10:
      return trapezohedronVertices();
    case 12:
      for (const x of [-1, 1]) for (const y of [-1, 1]) for (const z of [-1, 1]) out.push([x, y, z]);
      for (const a of [-1, 1]) {
        for (const b of [-1, 1]) {
          out.push([0, a / PHI, b * PHI]);
          out.push([a / PHI, b * PHI, 0]);
          out.push([a * PHI, 0, b / PHI]);
        }
      }
      return out;
  }
}

/**
 * A real pentagonal trapezohedron: two apexes on the y axis and two rings of
 * five vertices, the lower ring turned by 36 degrees. The kites are planar only
 * if the ring height h and apex height A satisfy A = h (1 + cos 36) / (1 - cos 36):
 * the kite (apex, U_k, L_k, U_k+1) must contain L_k in the plane through the
 * apex and the edge U_k U_k+1. We pick A for a die slightly taller than wide,
 * like commercial d10s, and derive h from it.
 */
function trapezohedronVertices(): Vec3[] {
  const ringRadius = 1;
  const apex = 1.05;
  const c = Math.cos(Math.PI / 5);
  const h = (apex * (1 - c)) / (1 + c);
  const out: Vec3[] = [[0, apex, 0], [0, -apex, 0]];
  for (let k = 0; k < 5; k++) {
    const up = (2 * Math.PI * k) / 5;
    const down = up + Math.PI / 5;
    out.push([ringRadius * Math.cos(up), h, ringRadius * Math.sin(up)]);
    out.push([ringRadius * Math.cos(down), -h, ringRadius * Math.sin(down)]);
  }
  return out;
}

/**
 * Faces of the convex hull of a small point set: every plane through three
 * points with all points on one side is a face plane; the points on it, sorted
 * by angle around the outward normal, are the face. O(n^4) on at most 20
 * points runs once per kind, and it needs no hand-written (and error-prone)
 * face tables, which matters most for the d10 kites and the d12 pentagons.
 */
function hullFaces(vertices: Vec3[]): { faces: number[][]; normals: Vec3[] } {
  const eps = 1e-9;
  const faces: number[][] = [];
  const normals: Vec3[] = [];
  const n = vertices.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      for (let k = j + 1; k < n; k++) {
        const a = vertices[i]!;
        let normal = cross(sub(vertices[j]!, a), sub(vertices[k]!, a));
        if (length(normal) < 1e-9) continue;
        normal = normalize(normal);
        const d = dot(normal, a);
        let above = 0;
        let below = 0;
        for (const v of vertices) {
          const s = dot(normal, v) - d;
          if (s > eps) above++;
          else if (s < -eps) below++;
        }
        if (above > 0 && below > 0) continue;
        if (above > 0) normal = scale(normal, -1);
        if (normals.some((m) => dot(m, normal) > 1 - 1e-9)) continue;
        const plane = dot(normal, a);
        const on = vertices.map((v, idx) => ({ v, idx })).filter(({ v }) => Math.abs(dot(normal, v) - plane) < 1e-7);
        faces.push(sortAround(on, normal));
        normals.push(normal);
      }
    }
  }
  return { faces, normals };
}

/** Orders a face's vertices counter-clockwise around its outward normal. */
function sortAround(points: { v: Vec3; idx: number }[], normal: Vec3): number[] {
  const c = centroid(points.map((p) => p.v));
  const u = normalize(sub(points[0]!.v, c));
  const w = cross(normal, u);
  const angle = (v: Vec3): number => {
    const d = sub(v, c);
    const a = Math.atan2(dot(d, w), dot(d, u));
    return a < -1e-9 ? a + 2 * Math.PI : Math.max(a, 0);
  };
  return points.sort((p, q) => angle(p.v) - angle(q.v)).map((p) => p.idx);
}

function centroid(points: Vec3[]): Vec3 {
  const s: Vec3 = [0, 0, 0];
  for (const p of points) {
    s[0] += p[0];
    s[1] += p[1];
    s[2] += p[2];
  }
  return scale(s, 1 / points.length);
}

/**
 * Slot order: faces sorted top-down (then by angle around y, for a stable
 * order), each chosen face followed to the far end of the list by its opposite
 * face when it has one.
 */
function slotOrder(normals: Vec3[]): number[] {
  const key = (n: Vec3): [number, number] => [-Math.round(n[1] * 1e6), Math.round(Math.atan2(n[2], n[0]) * 1e6)];
  const sorted = normals.map((n, i) => ({ i, k: key(n) })).sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1]).map((e) => e.i);
  const opposite = (i: number): number => normals.findIndex((m) => dot(m, normals[i]!) < -1 + 1e-9);
  if (opposite(0) < 0) return sorted; // the d4 has no parallel faces
  const count = normals.length;
  const slots = new Array<number>(count).fill(-1);
  const used = new Set<number>();
  let next = 0;
  for (const i of sorted) {
    if (used.has(i)) continue;
    const o = opposite(i);
    slots[next] = i;
    slots[count - 1 - next] = o;
    used.add(i).add(o);
    next++;
  }
  return slots;
}

function buildShape(kind: DieKind): DieShape {
  const raw = rawVertices(kind);
  const rawRadius = Math.max(...raw.map(length));
  const vertices = raw.map((v) => scale(v, DIE_RADIUS[kind] / rawRadius));
  const hull = hullFaces(vertices);
  const order = slotOrder(hull.normals);
  const faces = order.map((i) => hull.faces[i]!);
  const normals = order.map((i) => hull.normals[i]!);
  const centres = faces.map((f) => centroid(f.map((i) => vertices[i]!)));
  return {
    kind,
    vertices,
    faces,
    normals,
    centres,
    circumradius: DIE_RADIUS[kind],
    inradius: Math.min(...normals.map((n, i) => dot(n, vertices[faces[i]![0]!]!))),
    read: kind === 4 ? 'down' : 'up',
  };
}

const cache = new Map<DieKind, DieShape>();

/** The geometry of a die kind (cached; treat it as read-only). */
export function dieShape(kind: DieKind): DieShape {
  let shape = cache.get(kind);
  if (!shape) {
    shape = buildShape(kindForFaceCount(kind));
    cache.set(kind, shape);
  }
  return shape;
}
