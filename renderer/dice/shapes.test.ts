import { ConvexPolyhedron, Vec3 as CVec3 } from 'cannon-es';
import { describe, expect, it, vi } from 'vitest';
import { qfromUnitVectors, qmul, qrotate, qsame } from './quat';
import { readFace } from './reading';
import { cross, DIE_KINDS, dieShape, dot, length, sub, type DieKind, type Quat } from './shapes';
import { compose, mapsOntoItself, symmetries, symmetryTaking } from './symmetry';

const EXPECTED: Record<DieKind, { vertices: number; faces: number; sides: number; group: number }> = {
  4: { vertices: 4, faces: 4, sides: 3, group: 12 },
  6: { vertices: 8, faces: 6, sides: 4, group: 24 },
  8: { vertices: 6, faces: 8, sides: 3, group: 24 },
  10: { vertices: 12, faces: 10, sides: 4, group: 10 },
  12: { vertices: 20, faces: 12, sides: 5, group: 60 },
};

describe.each(DIE_KINDS)('d%i shape', (kind) => {
  const shape = dieShape(kind);
  const want = EXPECTED[kind];

  it('has the right counts, and V - E + F = 2', () => {
    expect(shape.vertices).toHaveLength(want.vertices);
    expect(shape.faces).toHaveLength(want.faces);
    for (const f of shape.faces) expect(f).toHaveLength(want.sides);
    const edges = new Set<string>();
    for (const f of shape.faces) f.forEach((a, i) => edges.add([a, f[(i + 1) % f.length]!].sort((x, y) => x - y).join('-')));
    expect(shape.vertices.length - edges.size + shape.faces.length).toBe(2);
  });

  it('is closed and consistently wound: every directed edge appears once, its reverse once', () => {
    const directed = new Map<string, number>();
    for (const f of shape.faces) f.forEach((a, i) => directed.set(`${a}>${f[(i + 1) % f.length]}`, (directed.get(`${a}>${f[(i + 1) % f.length]}`) ?? 0) + 1));
    for (const [key, count] of directed) {
      expect(count).toBe(1);
      const [a, b] = key.split('>');
      expect(directed.get(`${b}>${a}`)).toBe(1);
    }
  });

  it('has planar faces with outward unit normals that match the winding', () => {
    shape.faces.forEach((f, i) => {
      const n = shape.normals[i]!;
      expect(length(n)).toBeCloseTo(1, 9);
      expect(dot(n, shape.centres[i]!)).toBeGreaterThan(0); // outward: the solid is centred on the origin
      const [a, b, c] = [shape.vertices[f[0]!]!, shape.vertices[f[1]!]!, shape.vertices[f[2]!]!];
      expect(dot(cross(sub(b, a), sub(c, b)), n)).toBeGreaterThan(0); // counter-clockwise seen from outside
      const d = dot(n, a);
      for (const v of f) expect(dot(n, shape.vertices[v]!)).toBeCloseTo(d, 9);
    });
  });

  it('is convex: every vertex lies on or behind every face plane', () => {
    shape.faces.forEach((f, i) => {
      const d = dot(shape.normals[i]!, shape.vertices[f[0]!]!);
      for (const v of shape.vertices) expect(dot(shape.normals[i]!, v)).toBeLessThanOrEqual(d + 1e-9);
    });
  });

  it('is sized for the tray (about 1.6-2.2 across)', () => {
    expect(2 * shape.circumradius).toBeGreaterThan(1.5);
    expect(2 * shape.circumradius).toBeLessThan(2.2);
    expect(shape.inradius).toBeGreaterThan(0.3);
  });

  it('pairs opposite faces as slot i and n-1-i (d4: no opposite faces)', () => {
    const n = shape.faces.length;
    for (let i = 0; i < n; i++) {
      if (kind === 4) expect(dot(shape.normals[i]!, shape.normals[n - 1 - i]!)).toBeGreaterThan(-0.5);
      else expect(dot(shape.normals[i]!, shape.normals[n - 1 - i]!)).toBeCloseTo(-1, 9);
    }
  });

  it('builds a cannon-es body shape without inward-normal complaints', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const poly = new ConvexPolyhedron({
      vertices: shape.vertices.map((v) => new CVec3(...v)),
      faces: shape.faces.map((f) => [...f]),
    });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    poly.faceNormals.forEach((n, i) => expect(dot([n.x, n.y, n.z], shape.normals[i]!)).toBeCloseTo(1, 9));
  });

  it(`has a rotation group of order ${want.group} that maps the solid and its faces onto themselves`, () => {
    const group = symmetries(kind);
    expect(group).toHaveLength(want.group);
    expect(qsame(group[0]!.rotation, [0, 0, 0, 1])).toBe(true);
    for (const g of group) {
      expect(mapsOntoItself(kind, g.rotation)).toBe(true);
      expect([...g.perm].sort((a, b) => a - b)).toEqual(shape.normals.map((_, i) => i));
      g.perm.forEach((to, from) => {
        expect(dot(qrotate(g.rotation, shape.normals[from]!), shape.normals[to]!)).toBeCloseTo(1, 9);
      });
    }
  });

  it('has a closed group (composition stays inside) acting transitively on the faces', () => {
    const group = symmetries(kind);
    for (const a of group.slice(0, 6)) {
      for (const b of group) {
        const c = compose(a, b);
        expect(group.some((g) => qsame(g.rotation, c.rotation) && g.perm.every((p, i) => p === c.perm[i]))).toBe(true);
      }
    }
    const n = shape.faces.length;
    for (let from = 0; from < n; from++) {
      for (let to = 0; to < n; to++) {
        const s = symmetryTaking(kind, from, to);
        expect(s.perm[from]).toBe(to);
        // The d10's group is simply transitive: exactly one symmetry per face pair.
        if (kind === 10) expect(group.filter((g) => g.perm[from] === to)).toHaveLength(1);
      }
    }
  });

  it('reads each face when it is laid flat the reading way', () => {
    shape.normals.forEach((n, i) => {
      const target: [number, number, number] = shape.read === 'up' ? [0, 1, 0] : [0, -1, 0];
      const r = readFace(kind, qfromUnitVectors(n, target));
      expect(r.face).toBe(i);
      expect(r.tiltDeg).toBeLessThan(1e-4);
    });
  });

  it('relabels: (landing orientation) * symmetryTaking(want, landed) reads the wanted face', () => {
    const n = shape.faces.length;
    const spin: Quat = [0, Math.sin(0.6), 0, Math.cos(0.6)]; // any turn about the vertical keeps the reading
    for (let landed = 0; landed < n; landed++) {
      const nl = shape.normals[landed]!;
      const target: [number, number, number] = shape.read === 'up' ? [0, 1, 0] : [0, -1, 0];
      const q = qmul(spin, qfromUnitVectors(nl, target));
      for (let want = 0; want < n; want++) {
        expect(readFace(kind, qmul(q, symmetryTaking(kind, want, landed).rotation)).face).toBe(want);
      }
    }
  });
});

describe('d10', () => {
  it('is a real pentagonal trapezohedron: 10 congruent planar kites, 12 vertices, apexes on the axis', () => {
    const s = dieShape(10);
    expect(s.vertices).toHaveLength(12);
    expect(s.faces).toHaveLength(10);
    const apexes = s.vertices.filter((v) => Math.abs(v[0]) < 1e-9 && Math.abs(v[2]) < 1e-9);
    expect(apexes).toHaveLength(2);
    const sideLengths = s.faces.map((f) => f.map((a, i) => length(sub(s.vertices[f[(i + 1) % 4]!]!, s.vertices[a]!))).sort((x, y) => x - y));
    for (const sides of sideLengths) {
      // A kite: two short sides and two long sides, the same on every face.
      expect(sides[0]).toBeCloseTo(sides[1]!, 9);
      expect(sides[2]).toBeCloseTo(sides[3]!, 9);
      expect(sides[2]! - sides[0]!).toBeGreaterThan(0.1);
      sides.forEach((x, i) => expect(x).toBeCloseTo(sideLengths[0]![i]!, 9));
    }
  });
});
