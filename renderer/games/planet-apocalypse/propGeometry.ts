/**
 * Low-poly props that say what a district is, built from primitives (boxes,
 * prisms, cones, cylinders) with their colours in the vertices, so every
 * prop on the board merges into ONE geometry and one material: the whole
 * city is a single draw call (plus its shadow pass), however many props.
 * Sizes are in table units at scale 1 (a figure stands about 1 tall).
 */
import { BoxGeometry, BufferGeometry, Color, ConeGeometry, CylinderGeometry, DodecahedronGeometry, Float32BufferAttribute, IcosahedronGeometry, Matrix4, Quaternion, Vector3 } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

export type PropId =
  | 'church' | 'hospital' | 'fountain' | 'gate' | 'mausoleum'
  | 'building' | 'tallBuilding' | 'brokenWall' | 'rubble' | 'car' | 'lamp' | 'tree' | 'deadTree' | 'tombstone' | 'bench' | 'spike' | 'crater';

interface Part {
  geo: BufferGeometry;
  colour: string;
  at: [number, number, number];
  /** Turn about y, then tilt about x (radians). */
  turn?: number;
  tilt?: number;
  size?: [number, number, number];
}

const box = (w: number, h: number, d: number, colour: string, at: [number, number, number], extra: Partial<Part> = {}): Part => ({
  geo: new BoxGeometry(w, h, d), colour, at: [at[0], at[1] + h / 2, at[2]], ...extra,
});
/** A gabled roof: a three-sided prism lying along z. */
const roof = (w: number, h: number, d: number, colour: string, at: [number, number, number]): Part => ({
  geo: new CylinderGeometry(0.5, 0.5, 1, 3).rotateX(Math.PI / 2).rotateZ(Math.PI).translate(0, 0.25, 0),
  colour, at, size: [w * 1.16, h * 1.35, d],
});
const cone = (r: number, h: number, seg: number, colour: string, at: [number, number, number]): Part => ({ geo: new ConeGeometry(r, h, seg), colour, at: [at[0], at[1] + h / 2, at[2]] });
const cyl = (r: number, h: number, colour: string, at: [number, number, number], seg = 8): Part => ({ geo: new CylinderGeometry(r, r, h, seg), colour, at: [at[0], at[1] + h / 2, at[2]] });

const STONE = '#8f8676';
const SLATE = '#3f3a3c';
const RUST = '#7a4a2c';

const PROPS: Record<PropId, () => Part[]> = {
  church: () => [
    box(0.62, 0.46, 1.0, STONE, [0, 0, 0.1]),
    roof(0.62, 0.3, 1.0, SLATE, [0, 0.46, 0.1]),
    box(0.34, 0.95, 0.34, '#9a9080', [0, 0, -0.52]),
    cone(0.27, 0.55, 4, SLATE, [0, 0.95, -0.52]),
    box(0.04, 0.24, 0.04, '#d9c27a', [0, 1.48, -0.52]),
    box(0.16, 0.04, 0.04, '#d9c27a', [0, 1.62, -0.52]),
  ],
  hospital: () => [
    box(1.1, 0.55, 0.55, '#d9d6cb', [0, 0, 0]),
    box(0.45, 0.4, 0.5, '#c9c6bb', [0.32, 0, 0.5]),
    box(0.36, 0.03, 0.11, '#c7302a', [-0.2, 0.55, 0]),
    box(0.11, 0.03, 0.36, '#c7302a', [-0.2, 0.55, 0]),
    box(1.12, 0.06, 0.03, '#6d8fa8', [0, 0.32, 0.28]),
  ],
  fountain: () => [
    cyl(0.36, 0.1, STONE, [0, 0, 0], 10),
    cyl(0.3, 0.02, '#47677a', [0, 0.09, 0], 10),
    cyl(0.06, 0.34, STONE, [0, 0, 0]),
    cyl(0.15, 0.05, STONE, [0, 0.34, 0]),
    box(0.1, 0.2, 0.1, '#6d7466', [0, 0.39, 0]),
  ],
  gate: () => [
    // Bone-grey pillars and lintel round a wall of fire, spikes on top, a glowing threshold.
    box(0.26, 1.25, 0.26, '#74625a', [-0.5, 0, 0]),
    box(0.26, 1.25, 0.26, '#74625a', [0.5, 0, 0]),
    box(1.34, 0.22, 0.32, '#5e4a44', [0, 1.22, 0]),
    cone(0.11, 0.36, 4, '#2a1210', [-0.5, 1.44, 0]),
    cone(0.11, 0.36, 4, '#2a1210', [0.5, 1.44, 0]),
    cone(0.09, 0.28, 4, '#2a1210', [0, 1.44, 0]),
    box(0.74, 1.2, 0.06, '#ff7a24', [0, 0, 0]),
    box(0.5, 0.8, 0.07, '#ffd060', [0, 0, 0]),
    box(0.9, 0.03, 0.5, '#c8461a', [0, 0, 0.25]),
  ],
  mausoleum: () => [
    box(0.6, 0.45, 0.6, '#7d786e', [0, 0, 0]),
    roof(0.6, 0.22, 0.6, SLATE, [0, 0.45, 0]),
    box(0.2, 0.3, 0.02, '#1c1a18', [0, 0, 0.31]),
  ],
  building: () => [
    box(0.62, 0.5, 0.48, '#7b6a5a', [0, 0, 0]),
    box(0.64, 0.04, 0.5, '#4a3e36', [0, 0.5, 0]),
    box(0.5, 0.08, 0.02, '#2a2624', [0, 0.3, 0.245]),
  ],
  tallBuilding: () => [
    box(0.5, 0.85, 0.5, '#6c6660', [0, 0, 0]),
    // Its top storey broken off: a slab leaning on it.
    box(0.5, 0.12, 0.3, '#5a5450', [0.05, 0.85, -0.1], { turn: 0.3, tilt: 0.35 }),
    box(0.44, 0.06, 0.02, '#2a2624', [0, 0.55, 0.255]),
    box(0.44, 0.06, 0.02, '#2a2624', [0, 0.3, 0.255]),
  ],
  brokenWall: () => [
    box(0.7, 0.38, 0.1, '#8a7a68', [0, 0, 0]),
    box(0.22, 0.2, 0.1, '#8a7a68', [0.2, 0.38, 0]),
    box(0.1, 0.3, 0.4, '#7a6a58', [-0.33, 0, 0.18]),
  ],
  rubble: () => [
    { geo: new DodecahedronGeometry(0.13), colour: '#857562', at: [0, 0.05, 0] },
    { geo: new DodecahedronGeometry(0.09), colour: '#6e6252', at: [0.15, 0.03, 0.06] },
    { geo: new DodecahedronGeometry(0.07), colour: '#958a78', at: [-0.12, 0.02, 0.09] },
  ],
  car: () => [
    box(0.44, 0.12, 0.22, RUST, [0, 0.03, 0]),
    box(0.24, 0.1, 0.2, '#5c3a26', [-0.03, 0.15, 0]),
  ],
  lamp: () => [cyl(0.018, 0.5, '#2a2a2a', [0, 0, 0], 5), box(0.12, 0.04, 0.05, '#2a2a2a', [0.04, 0.5, 0])],
  tree: () => [
    cyl(0.04, 0.22, '#4e3826', [0, 0, 0], 5),
    { geo: new IcosahedronGeometry(0.22), colour: '#3e5a2c', at: [0, 0.38, 0] },
    { geo: new IcosahedronGeometry(0.15), colour: '#4d6a34', at: [0.08, 0.5, 0.04] },
  ],
  deadTree: () => [
    cyl(0.035, 0.5, '#3a2c22', [0, 0, 0], 5),
    box(0.025, 0.25, 0.025, '#3a2c22', [0.06, 0.3, 0], { turn: 0, tilt: 0 }),
    box(0.02, 0.2, 0.02, '#3a2c22', [-0.05, 0.36, 0.02]),
  ],
  tombstone: () => [box(0.14, 0.2, 0.05, '#8d8a82', [0, 0, 0]), box(0.16, 0.02, 0.26, '#4a4036', [0, 0, 0.14])],
  bench: () => [box(0.3, 0.03, 0.1, '#5a4030', [0, 0.08, 0]), box(0.3, 0.1, 0.02, '#5a4030', [0, 0.1, -0.05])],
  spike: () => [cone(0.07, 0.42, 4, '#3a1410', [0, 0, 0]), cone(0.05, 0.28, 4, '#4a1a12', [0.1, 0, 0.06])],
  crater: () => [cyl(0.26, 0.02, '#2a2420', [0, 0, 0], 9), cyl(0.16, 0.025, '#141110', [0, 0, 0], 7)],
};

export const PROP_IDS = Object.keys(PROPS) as PropId[];

export interface PropPlacement {
  prop: PropId;
  x: number;
  z: number;
  /** Ground height it stands on. */
  y: number;
  turn: number;
  scale: number;
}

const m = new Matrix4();
const q = new Quaternion();

function coloured(part: Part, place: Matrix4): BufferGeometry {
  const g = part.geo.index ? part.geo.toNonIndexed() : part.geo.clone();
  g.deleteAttribute('uv');
  if (part.size) g.scale(...part.size);
  if (part.tilt) g.rotateX(part.tilt);
  if (part.turn) g.rotateY(part.turn);
  g.translate(...part.at);
  g.applyMatrix4(place);
  const c = new Color(part.colour);
  const cols = new Float32Array(g.getAttribute('position').count * 3);
  for (let i = 0; i < cols.length; i += 3) [cols[i], cols[i + 1], cols[i + 2]] = [c.r, c.g, c.b];
  g.setAttribute('color', new Float32BufferAttribute(cols, 3));
  return g;
}

/** Every placed prop as one geometry with vertex colours (null when there is none). */
export function propsGeometry(placements: readonly PropPlacement[]): BufferGeometry | null {
  const parts: BufferGeometry[] = [];
  for (const p of placements) {
    m.compose(new Vector3(p.x, p.y, p.z), q.setFromAxisAngle(new Vector3(0, 1, 0), p.turn), new Vector3(p.scale, p.scale, p.scale));
    for (const part of PROPS[p.prop]()) parts.push(coloured(part, m));
  }
  if (parts.length === 0) return null;
  const merged = mergeGeometries(parts, false);
  for (const g of parts) g.dispose();
  return merged;
}
