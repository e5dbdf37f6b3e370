/**
 * three.js geometry for the world board, built once from the shapes: each
 * territory extruded from its polygons, its flat top for highlights, one
 * merged set of border lines, the lit territories' outlines, the dashed sea lanes and the barricade walls.
 */
import { BufferGeometry, Color, ExtrudeGeometry, Float32BufferAttribute, Path, Shape, ShapeGeometry, Vector2 } from 'three';
import { LAND_TOP, type Point, type Polygon, type Segmented, type TerritoryShape, type WorldShapes } from './worldShapes';

/** Board x/z as shape x/y: the meshes are turned flat with rotation-x = -90°, which sends shape y to -z. */
const v = ([x, z]: Point) => new Vector2(x, -z);

function shapesOf(polygons: Polygon[]): Shape[] {
  return polygons.map(([outer, ...holes]) => {
    const s = new Shape(outer!.map(v));
    for (const h of holes) s.holes.push(new Path(h.map(v)));
    return s;
  });
}

const cache = new Map<string, { body: ExtrudeGeometry; top: ShapeGeometry }>();

/** The territory's land (extruded LAND_TOP high) and its top face for glows. */
export function territoryGeometry(t: TerritoryShape): { body: ExtrudeGeometry; top: ShapeGeometry } {
  let g = cache.get(t.id);
  if (!g) {
    const shapes = shapesOf(t.polygons);
    g = { body: new ExtrudeGeometry(shapes, { depth: LAND_TOP, bevelEnabled: false, curveSegments: 1 }), top: new ShapeGeometry(shapes, 1) };
    cache.set(t.id, g);
  }
  return g;
}

function segments(rings: Point[][], y: number, closed: boolean): BufferGeometry {
  const pos: number[] = [];
  for (const r of rings) {
    const n = closed ? r.length : r.length - 1;
    for (let i = 0; i < n; i++) {
      const a = r[i]!, b = r[(i + 1) % r.length]!;
      pos.push(a[0], y, a[1], b[0], y, b[1]);
    }
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(pos, 3));
  return g;
}

let outlines: BufferGeometry | null = null;
/** Every territory's coast and borders as one set of line segments on top of the land. */
export function outlineGeometry(world: WorldShapes): BufferGeometry {
  if (!outlines) {
    const rings = [...world.territories.values()].flatMap((t) => t.polygons.flat());
    outlines = segments(rings, LAND_TOP + 0.002, true);
  }
  return outlines;
}

/** The rings of every lit territory in one set of segments, each coloured by its light: one draw for all the prompt targets' outlines. */
export function ringsGeometry(lit: { shape: TerritoryShape; colour: string }[], y: number): BufferGeometry {
  const parts = lit.map((l) => ({ g: segments(l.shape.polygons.flat(), y, true), c: new Color(l.colour) }));
  const pos: number[] = [];
  const col: number[] = [];
  for (const { g, c } of parts) {
    const p = g.getAttribute('position').array;
    for (let i = 0; i < p.length; i += 3) {
      pos.push(p[i]!, p[i + 1]!, p[i + 2]!);
      col.push(c.r, c.g, c.b);
    }
    g.dispose();
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(pos, 3));
  g.setAttribute('color', new Float32BufferAttribute(col, 3));
  return g;
}

/** Sea lanes as plain segments (drawn with a dashed material: computeLineDistances on a non-indexed geometry). */
export function laneGeometry(lanes: Segmented[], y: number): BufferGeometry {
  return segments(lanes.flatMap((l) => l.paths), y, false);
}

/**
 * A wall standing along a polyline: a thin box for each segment (two long
 * faces and a top), merged into one geometry.
 */
export function wallGeometry(paths: Point[][], height: number, thickness: number): BufferGeometry {
  const pos: number[] = [];
  const quad = (a: number[], b: number[], c: number[], d: number[]) => pos.push(...a, ...b, ...c, ...a, ...c, ...d);
  const y0 = LAND_TOP, y1 = LAND_TOP + height;
  for (const p of paths) {
    for (let i = 0; i + 1 < p.length; i++) {
      const [ax, az] = p[i]!, [bx, bz] = p[i + 1]!;
      const len = Math.hypot(bx - ax, bz - az);
      if (len < 1e-4) continue;
      // Half the thickness sideways, and overlap the next segment a little so joints have no gaps.
      const nx = (-(bz - az) / len) * thickness / 2, nz = ((bx - ax) / len) * thickness / 2;
      const ex = ((bx - ax) / len) * thickness / 2, ez = ((bz - az) / len) * thickness / 2;
      const a0 = [ax - ex + nx, az - ez + nz], a1 = [ax - ex - nx, az - ez - nz];
      const b0 = [bx + ex + nx, bz + ez + nz], b1 = [bx + ex - nx, bz + ez - nz];
      quad([a0[0]!, y0, a0[1]!], [b0[0]!, y0, b0[1]!], [b0[0]!, y1, b0[1]!], [a0[0]!, y1, a0[1]!]);
      quad([b1[0]!, y0, b1[1]!], [a1[0]!, y0, a1[1]!], [a1[0]!, y1, a1[1]!], [b1[0]!, y1, b1[1]!]);
      quad([a0[0]!, y1, a0[1]!], [b0[0]!, y1, b0[1]!], [b1[0]!, y1, b1[1]!], [a1[0]!, y1, a1[1]!]);
      quad([a1[0]!, y0, a1[1]!], [a0[0]!, y0, a0[1]!], [a0[0]!, y1, a0[1]!], [a1[0]!, y1, a1[1]!]);
      quad([b0[0]!, y0, b0[1]!], [b1[0]!, y0, b1[1]!], [b1[0]!, y1, b1[1]!], [b0[0]!, y1, b0[1]!]);
    }
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(pos, 3));
  g.computeVertexNormals();
  return g;
}
