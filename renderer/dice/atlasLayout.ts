/**
 * Where each face of a die kind lives in its texture atlas. One atlas per die
 * definition holds every face: a grid of square cells, one per surface (face
 * slot of the solid). The face polygon is laid flat in its cell, seen from
 * outside, with the text "up" of its label pointing up the cell, so a label
 * drawn upright in the cell centre appears upright on the die.
 *
 * Both the mesh UVs (diceGeometry.ts) and the label drawing (faceTextures.ts)
 * go through `toAtlas`, so a label lands where the geometry shows it by
 * construction; atlasLayout.test.ts checks it anyway.
 *
 * Pure math (no three.js, no DOM): tested in Node.
 */
import { labelPlacements } from './faces';
import { cross, dieShape, dot, length, normalize, sub, type DieKind, type Vec3 } from './shapes';

/** Pixels per cell side. 128 keeps a 12-face atlas at 512 x 384 and labels crisp at tray size. */
export const CELL_PX = 128;
/** Fraction of the cell's half-width the face's circumcircle fills: the rest is a margin against bleeding. */
const FILL = 0.92;

export interface FaceFrame {
  surface: number;
  /** Centroid of the face, in the die's body frame. */
  centre: Vec3;
  normal: Vec3;
  /** In-plane unit vectors: right and up as seen from outside the face. */
  right: Vec3;
  up: Vec3;
  /** Distance from the centre to the farthest vertex of the face. */
  radius: number;
}

export interface AtlasCell {
  surface: number;
  /** Top-left corner of the cell, in atlas pixels (y down, as on a canvas). */
  x: number;
  y: number;
  size: number;
}

export interface AtlasLayout {
  kind: DieKind;
  columns: number;
  rows: number;
  width: number;
  height: number;
  cells: AtlasCell[];
  frames: FaceFrame[];
  /** Atlas pixels per body-frame unit (the same for every face of the kind). */
  pxPerUnit: number;
}

function frameOf(kind: DieKind, surface: number): FaceFrame {
  const { vertices, faces, normals, centres } = dieShape(kind);
  const centre = centres[surface]!;
  const normal = normals[surface]!;
  // The label's own up; on a d4 each surface carries three labels, and the
  // first one's up is as good as any (each label is turned by its own up when drawn).
  const placement = labelPlacements(kind).find((p) => p.surface === surface)!;
  const up = normalize(placement.up);
  const right = normalize(cross(up, normal));
  const radius = Math.max(...faces[surface]!.map((i) => length(sub(vertices[i]!, centre))));
  return { surface, centre, normal, right, up, radius };
}

const cache = new Map<DieKind, AtlasLayout>();

/** The atlas layout of a die kind (cached, read-only). */
export function atlasLayout(kind: DieKind): AtlasLayout {
  const hit = cache.get(kind);
  if (hit) return hit;
  const n = dieShape(kind).faces.length;
  const columns = Math.ceil(Math.sqrt(n));
  const rows = Math.ceil(n / columns);
  const frames = Array.from({ length: n }, (_, s) => frameOf(kind, s));
  // Faces of one kind are congruent, so one scale fits them all.
  const radius = Math.max(...frames.map((f) => f.radius));
  const layout: AtlasLayout = {
    kind,
    columns,
    rows,
    width: columns * CELL_PX,
    height: rows * CELL_PX,
    cells: frames.map((_, s) => ({ surface: s, x: (s % columns) * CELL_PX, y: Math.floor(s / columns) * CELL_PX, size: CELL_PX })),
    frames,
    pxPerUnit: ((CELL_PX / 2) * FILL) / radius,
  };
  cache.set(kind, layout);
  return layout;
}

/** Atlas pixel (x right, y down) of a body-frame point lying on face `surface`. */
export function toAtlas(layout: AtlasLayout, surface: number, point: Vec3): [number, number] {
  const f = layout.frames[surface]!;
  const c = layout.cells[surface]!;
  const d = sub(point, f.centre);
  return [c.x + c.size / 2 + dot(d, f.right) * layout.pxPerUnit, c.y + c.size / 2 - dot(d, f.up) * layout.pxPerUnit];
}

/** Texture coordinate (u right, v up, three.js convention with flipY) of an atlas pixel. */
export function atlasUv(layout: AtlasLayout, px: [number, number]): [number, number] {
  return [px[0] / layout.width, 1 - px[1] / layout.height];
}

/**
 * Angle (radians, canvas convention: clockwise from up) to turn a label so its
 * top points along `up` (a body-frame direction in the plane of `surface`).
 */
export function labelAngle(layout: AtlasLayout, surface: number, up: Vec3): number {
  const f = layout.frames[surface]!;
  return Math.atan2(dot(up, f.right), dot(up, f.up));
}
