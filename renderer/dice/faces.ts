/**
 * From a DieDef (core/engine dice: faces with a label, value or symbols) to the
 * physical die: which face slot of the solid shows which DieDef face, and
 * where on the mesh each label is printed.
 *
 * The map is the identity: DieDef face i is printed on face slot i. The slot
 * order of shapes.ts already puts opposite faces at i and n-1-i, so the
 * standard numbered dice (face i has value i+1) come out with opposite faces
 * summing to n+1, as real dice do, with no table to keep in step.
 *
 * Printing: every kind but the d4 prints a face's label once, at the centre
 * of its own face. The d4 is read from the face lying on the table, which
 * nobody can see; like a real vertex-numbered d4 it prints each result near
 * the corner opposite its face, on the three faces that meet there, so the
 * number at the top vertex is the result, readable from any side.
 */
import type { DieDef, DieFace } from '../../core/engine/types';
import { dieShape, dot, kindForFaceCount, length, normalize, scale, sub, type DieKind, type Vec3 } from './shapes';

/** The die kind (shape) a DieDef is rolled as. */
export function kindOfDie(die: DieDef): DieKind {
  return kindForFaceCount(die.faces.length);
}

/** Face slot of the solid that shows DieDef face `faceIndex` (a DieRoll's `face`). */
export function slotOfFace(die: DieDef, faceIndex: number): number {
  if (!Number.isInteger(faceIndex) || faceIndex < 0 || faceIndex >= die.faces.length) {
    throw new Error(`Die "${die.id}" has no face ${faceIndex}.`);
  }
  return faceIndex;
}

/** DieDef face index shown on face slot `slot` (inverse of slotOfFace). */
export function faceOfSlot(die: DieDef, slot: number): number {
  return slotOfFace(die, slot);
}

/** The DieDef face (label, value, symbols) printed on a slot. */
export function faceOnSlot(die: DieDef, slot: number): DieFace {
  return die.faces[faceOfSlot(die, slot)]!;
}

export interface LabelPlacement {
  /** Face slot whose label is printed here (draw faceOnSlot(die, slot)). */
  slot: number;
  /** Face slot of the surface it is printed on. */
  surface: number;
  /** Centre of the print, on the surface, in the die's body frame. */
  position: Vec3;
  /** Outward normal of the surface (the print faces this way). */
  normal: Vec3;
  /** Unit direction, in the surface plane, toward the top of the text. */
  up: Vec3;
  /** Radius of the largest circle the print may fill without leaving its area. */
  extent: number;
}

/** Distance from point c to the nearest edge of polygon `pts` (all in one plane, c inside). */
function distanceToEdges(c: Vec3, pts: Vec3[]): number {
  let best = Infinity;
  pts.forEach((a, i) => {
    const b = pts[(i + 1) % pts.length]!;
    const ab = sub(b, a);
    const t = Math.max(0, Math.min(1, dot(sub(c, a), ab) / dot(ab, ab)));
    best = Math.min(best, length(sub(c, [a[0] + ab[0] * t, a[1] + ab[1] * t, a[2] + ab[2] * t])));
  });
  return best;
}

/**
 * Text "up" on a face: toward its sharpest corner, which is the kite's tip on
 * a d10 and any corner on a triangle or pentagon; squares read toward an
 * edge, as d6 pips and numbers do.
 */
function faceUp(points: Vec3[], centre: Vec3): Vec3 {
  const d = points.map((p) => length(sub(p, centre)));
  const far = Math.max(...d);
  const regular = d.every((x) => Math.abs(x - far) < 1e-9);
  if (regular && points.length === 4) {
    const mid: Vec3 = scale([points[0]![0] + points[1]![0], points[0]![1] + points[1]![1], points[0]![2] + points[1]![2]], 0.5);
    return normalize(sub(mid, centre));
  }
  return normalize(sub(points[d.indexOf(far)]!, centre));
}

const placementCache = new Map<DieKind, LabelPlacement[]>();

/** Where to print every label of a die kind (body frame). */
export function labelPlacements(kind: DieKind): readonly LabelPlacement[] {
  const cached = placementCache.get(kind);
  if (cached) return cached;
  const { vertices, faces, normals, centres } = dieShape(kind);
  const out: LabelPlacement[] = [];
  faces.forEach((face, surface) => {
    const pts = face.map((i) => vertices[i]!);
    const centre = centres[surface]!;
    const inner = distanceToEdges(centre, pts);
    if (kind !== 4) {
      out.push({ slot: surface, surface, position: centre, normal: normals[surface]!, up: faceUp(pts, centre), extent: inner });
      return;
    }
    // d4: one small print near each corner, showing the result of the face
    // opposite that corner (the only face not containing it), text up toward it.
    for (const v of face) {
      const slot = faces.findIndex((f) => !f.includes(v));
      const towardCorner = sub(vertices[v]!, centre);
      out.push({
        slot,
        surface,
        position: [centre[0] + towardCorner[0] * 0.5, centre[1] + towardCorner[1] * 0.5, centre[2] + towardCorner[2] * 0.5],
        normal: normals[surface]!,
        up: normalize(towardCorner),
        extent: inner * 0.5,
      });
    }
  });
  placementCache.set(kind, out);
  return out;
}
