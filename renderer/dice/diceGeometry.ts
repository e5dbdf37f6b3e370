/**
 * three.js geometry of each die kind, built from the very shape the physics
 * rolls (shapes.ts): same vertices, same faces, flat normals, and UVs into
 * the kind's atlas layout. One BufferGeometry per kind, cached and shared by
 * every die of that kind, whatever its faces say (the faces live in the
 * texture). Each face keeps a group-free, non-indexed fan of triangles so the
 * flat normal and the UVs of one face never bleed into the next.
 */
import { BufferAttribute, BufferGeometry } from 'three';
import { atlasLayout, atlasUv, toAtlas } from './atlasLayout';
import { dieShape, type DieKind } from './shapes';

const cache = new Map<DieKind, BufferGeometry>();

/** Triangles of a face fan: (0, i, i + 1) for i = 1 .. n - 2, counter-clockwise like the face. */
export function fanTriangles(corners: number): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let i = 1; i < corners - 1; i++) out.push([0, i, i + 1]);
  return out;
}

function build(kind: DieKind): BufferGeometry {
  const shape = dieShape(kind);
  const layout = atlasLayout(kind);
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  shape.faces.forEach((face, surface) => {
    const n = shape.normals[surface]!;
    for (const tri of fanTriangles(face.length)) {
      for (const corner of tri) {
        const v = shape.vertices[face[corner]!]!;
        positions.push(v[0], v[1], v[2]);
        normals.push(n[0], n[1], n[2]);
        const uv = atlasUv(layout, toAtlas(layout, surface, v));
        uvs.push(uv[0], uv[1]);
      }
    }
  });
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  g.setAttribute('normal', new BufferAttribute(new Float32Array(normals), 3));
  g.setAttribute('uv', new BufferAttribute(new Float32Array(uvs), 2));
  g.computeBoundingSphere();
  g.computeBoundingBox();
  g.name = `d${kind}`;
  return g;
}

/** The shared geometry of a die kind. Never dispose it: every die of the kind uses it. */
export function dieGeometry(kind: DieKind): BufferGeometry {
  let g = cache.get(kind);
  if (!g) {
    g = build(kind);
    cache.set(kind, g);
  }
  return g;
}

/** Which surface (face slot) each triangle of dieGeometry(kind) belongs to, in draw order. */
export function triangleSurfaces(kind: DieKind): number[] {
  return dieShape(kind).faces.flatMap((face, surface) => fanTriangles(face.length).map(() => surface));
}
