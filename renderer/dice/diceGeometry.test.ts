import { describe, expect, it } from 'vitest';
import { atlasLayout, atlasUv, labelAngle, toAtlas } from './atlasLayout';
import { dieGeometry, fanTriangles, triangleSurfaces } from './diceGeometry';
import { labelPlacements } from './faces';
import { cross, DIE_KINDS, dieShape, dot, normalize, sub, type Vec3 } from './shapes';

const FACES: Record<number, number> = { 4: 4, 6: 6, 8: 8, 10: 10, 12: 12 };
const CORNERS: Record<number, number> = { 4: 3, 6: 4, 8: 3, 10: 4, 12: 5 };

/** Is 2D point p inside the convex polygon poly (any winding)? */
function inside(p: [number, number], poly: [number, number][]): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const c = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    if (Math.abs(c) < 1e-9) continue;
    if (sign === 0) sign = Math.sign(c);
    else if (Math.sign(c) !== sign) return false;
  }
  return true;
}

describe.each(DIE_KINDS)('d%i geometry', (kind) => {
  const shape = dieShape(kind);
  const g = dieGeometry(kind);
  const pos = g.getAttribute('position');
  const nor = g.getAttribute('normal');
  const uv = g.getAttribute('uv');

  it('has the right number of faces, each a fan of triangles with the physics vertices', () => {
    expect(shape.faces).toHaveLength(FACES[kind]!);
    expect(shape.faces.every((f) => f.length === CORNERS[kind])).toBe(true);
    const triangles = FACES[kind]! * (CORNERS[kind]! - 2);
    expect(pos.count).toBe(triangles * 3);
    expect(triangleSurfaces(kind)).toHaveLength(triangles);
    expect(dieGeometry(kind)).toBe(g); // cached and shared
  });

  it('winds every triangle outward and gives it its face normal', () => {
    triangleSurfaces(kind).forEach((surface, t) => {
      const v = [0, 1, 2].map((k) => [pos.getX(t * 3 + k), pos.getY(t * 3 + k), pos.getZ(t * 3 + k)] as Vec3);
      const n = normalize(cross(sub(v[1]!, v[0]!), sub(v[2]!, v[0]!)));
      expect(dot(n, shape.normals[surface]!)).toBeGreaterThan(1 - 1e-5);
      for (let k = 0; k < 3; k++) {
        expect(dot([nor.getX(t * 3 + k), nor.getY(t * 3 + k), nor.getZ(t * 3 + k)], shape.normals[surface]!)).toBeGreaterThan(1 - 1e-6);
        // Every vertex of the mesh is a vertex of the physics shape.
        expect(shape.vertices.some((p) => Math.hypot(...sub(p, v[k]!)) < 1e-6)).toBe(true);
      }
    });
  });

  it('places every label on the plane of its face, inside the face', () => {
    for (const p of labelPlacements(kind)) {
      const face = shape.faces[p.surface]!;
      const a = shape.vertices[face[0]!]!;
      expect(Math.abs(dot(sub(p.position, a), shape.normals[p.surface]!))).toBeLessThan(1e-9);
      expect(dot(p.normal, shape.normals[p.surface]!)).toBeCloseTo(1, 9);
      expect(Math.abs(dot(p.up, p.normal))).toBeLessThan(1e-9);
      const layout = atlasLayout(kind);
      const poly = face.map((i) => toAtlas(layout, p.surface, shape.vertices[i]!));
      expect(inside(toAtlas(layout, p.surface, p.position), poly)).toBe(true);
    }
  });

  it('maps each face into its own atlas cell, labels upright in the cell', () => {
    const layout = atlasLayout(kind);
    expect(layout.cells).toHaveLength(FACES[kind]!);
    expect(layout.columns * layout.rows).toBeGreaterThanOrEqual(FACES[kind]!);
    // Cells tile the atlas without overlap.
    const seen = new Set(layout.cells.map((c) => `${c.x},${c.y}`));
    expect(seen.size).toBe(layout.cells.length);
    triangleSurfaces(kind).forEach((surface, t) => {
      const cell = layout.cells[surface]!;
      for (let k = 0; k < 3; k++) {
        const px = uv.getX(t * 3 + k) * layout.width;
        const py = (1 - uv.getY(t * 3 + k)) * layout.height;
        expect(px).toBeGreaterThan(cell.x);
        expect(px).toBeLessThan(cell.x + cell.size);
        expect(py).toBeGreaterThan(cell.y);
        expect(py).toBeLessThan(cell.y + cell.size);
      }
    });
    // On every kind but the d4 the single label is centred and drawn upright (angle 0).
    if (kind !== 4) {
      for (const p of labelPlacements(kind)) {
        const [x, y] = toAtlas(layout, p.surface, p.position);
        const c = layout.cells[p.surface]!;
        expect(x).toBeCloseTo(c.x + c.size / 2, 6);
        expect(y).toBeCloseTo(c.y + c.size / 2, 6);
        expect(labelAngle(layout, p.surface, p.up)).toBeCloseTo(0, 9);
      }
    }
  });
});

describe('atlas orientation', () => {
  it('keeps a face seen from outside unmirrored (counter-clockwise stays counter-clockwise)', () => {
    for (const kind of DIE_KINDS) {
      const layout = atlasLayout(kind);
      dieShape(kind).faces.forEach((face, surface) => {
        const uvs = face.map((i) => atlasUv(layout, toAtlas(layout, surface, dieShape(kind).vertices[i]!)));
        // Signed area in uv space (v up): positive means counter-clockwise, as the face is from outside.
        let area = 0;
        uvs.forEach((a, i) => {
          const b = uvs[(i + 1) % uvs.length]!;
          area += a[0] * b[1] - b[0] * a[1];
        });
        expect(area).toBeGreaterThan(0);
      });
    }
  });

  it('turns d4 corner labels toward their corner', () => {
    const layout = atlasLayout(4);
    const shape = dieShape(4);
    for (const p of labelPlacements(4)) {
      const [x, y] = toAtlas(layout, p.surface, p.position);
      const corner = shape.faces[p.surface]!.find((v) => !shape.faces[p.slot]!.includes(v))!;
      const [cx, cy] = toAtlas(layout, p.surface, shape.vertices[corner]!);
      const a = labelAngle(layout, p.surface, p.up);
      // Canvas "up" after rotating by a is (sin a, -cos a).
      const dir = normalize([cx - x, cy - y, 0]);
      expect(dir[0] * Math.sin(a) - dir[1] * Math.cos(a)).toBeCloseTo(1, 6);
    }
  });

  it('fans an n-gon into n - 2 triangles', () => {
    expect(fanTriangles(3)).toEqual([[0, 1, 2]]);
    expect(fanTriangles(5)).toEqual([[0, 1, 2], [0, 2, 3], [0, 3, 4]]);
  });
});
