/**
 * Capital letters as straight strokes on a 4 x 6 grid, built into a
 * miniature's base as raised bars: the type's letter is part of its one
 * geometry, so it costs no draw call and no texture, and reads whatever the
 * colour (the colour-blind palette's "shape, pattern and label" cue).
 */
import { box } from '../geometryParts';
import type { PaintedPart } from './bake';
import type { Paint } from './paints';

type Stroke = [number, number][];

const LETTERS: Record<string, Stroke[]> = {
  A: [[[0, 0], [0, 4], [2, 6], [4, 4], [4, 0]], [[0, 3], [4, 3]]],
  B: [[[0, 0], [0, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]], [[3, 3], [4, 2], [4, 1], [3, 0], [0, 0]]],
  C: [[[4, 6], [0, 6], [0, 0], [4, 0]]],
  D: [[[0, 0], [0, 6], [3, 6], [4, 5], [4, 1], [3, 0], [0, 0]]],
  E: [[[4, 6], [0, 6], [0, 0], [4, 0]], [[0, 3], [3, 3]]],
  F: [[[4, 6], [0, 6], [0, 0]], [[0, 3], [3, 3]]],
  G: [[[4, 6], [0, 6], [0, 0], [4, 0], [4, 3], [2, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  I: [[[2, 0], [2, 6]], [[0.8, 6], [3.2, 6]], [[0.8, 0], [3.2, 0]]],
  J: [[[4, 6], [4, 0], [0, 0], [0, 2]]],
  K: [[[0, 0], [0, 6]], [[4, 6], [0, 3], [4, 0]]],
  L: [[[0, 6], [0, 0], [4, 0]]],
  M: [[[0, 0], [0, 6], [2, 3], [4, 6], [4, 0]]],
  N: [[[0, 0], [0, 6], [4, 0], [4, 6]]],
  O: [[[0, 0], [0, 6], [4, 6], [4, 0], [0, 0]]],
  P: [[[0, 0], [0, 6], [4, 6], [4, 3], [0, 3]]],
  Q: [[[0, 0], [0, 6], [4, 6], [4, 0], [0, 0]], [[2.4, 1.6], [4.4, -0.4]]],
  R: [[[0, 0], [0, 6], [4, 6], [4, 3], [0, 3]], [[1.5, 3], [4, 0]]],
  S: [[[4, 6], [0, 6], [0, 3], [4, 3], [4, 0], [0, 0]]],
  T: [[[0, 6], [4, 6]], [[2, 6], [2, 0]]],
  U: [[[0, 6], [0, 0], [4, 0], [4, 6]]],
  V: [[[0, 6], [2, 0], [4, 6]]],
  W: [[[0, 6], [1, 0], [2, 3], [3, 0], [4, 6]]],
  X: [[[0, 0], [4, 6]], [[0, 6], [4, 0]]],
  Y: [[[0, 6], [2, 3], [4, 6]], [[2, 3], [2, 0]]],
  Z: [[[0, 6], [4, 6], [0, 0], [4, 0]]],
};

export function hasLetter(letter: string): boolean {
  return Object.prototype.hasOwnProperty.call(LETTERS, letter);
}

/**
 * The letter lying flat at `centre` (its bottom edge towards +z, so the
 * default camera, which looks from +z, reads it upright), `height` tall,
 * standing `thick` proud of the surface.
 */
export function flatLetter(letter: string, centre: [number, number, number], height: number, paint: Paint, thick = 0.014): PaintedPart[] {
  const strokes = LETTERS[letter];
  if (!strokes) return [];
  const unit = height / 6;
  const w = unit * 0.95;
  const [cx, cy, cz] = centre;
  const parts: PaintedPart[] = [];
  for (const stroke of strokes) {
    for (let i = 0; i + 1 < stroke.length; i++) {
      const [ax, ay] = stroke[i]!;
      const [bx, by] = stroke[i + 1]!;
      // Letter x runs along table x, letter y up the letter runs towards -z.
      const x0 = cx + (ax - 2) * unit;
      const z0 = cz - (ay - 3) * unit;
      const x1 = cx + (bx - 2) * unit;
      const z1 = cz - (by - 3) * unit;
      const length = Math.hypot(x1 - x0, z1 - z0) + w;
      const geo = box(w, thick, length);
      geo.rotateY(Math.atan2(x1 - x0, z1 - z0));
      geo.translate((x0 + x1) / 2, cy + thick / 2, (z0 + z1) / 2);
      parts.push({ geo, role: paint });
    }
  }
  return parts;
}
