/**
 * A miniature's base: a plinth whose side and top rim are the team colour
 * (so the team shows even where the sculpt is bone or metal), an earth-dark
 * top, the type's letter lying in front of the feet, and an outline shape
 * (round, hex, square, octagon) that games use as a second type cue
 * (e.g. heroes round, minions hex). Width along x, depth along z.
 */
import { BASE_TOP, cylinder } from '../geometryParts';
import type { PaintedPart } from './bake';
import type { Paint } from './paints';
import { flatLetter } from './strokeLetters';

export type BaseShape = 'round' | 'hex' | 'square' | 'octagon';

export interface BaseSpec {
  shape?: BaseShape;
  /** The type's letter, A-Z. */
  letter?: string;
  /** Where the letter sits, as a share of the depth from the centre towards +z (default 0.82: in front of striding feet and robes). */
  letterAt?: number;
}

const SIDES: Record<BaseShape, number> = { round: 28, hex: 6, square: 4, octagon: 8 };
/** Turn so a flat side faces the camera (hex and square) or the outline sits square to the board. */
const TURN: Record<BaseShape, number> = { round: 0, hex: Math.PI / 6, square: Math.PI / 4, octagon: Math.PI / 8 };

export { BASE_TOP };

export function baseParts(width: number, depth: number, spec: BaseSpec = {}): PaintedPart[] {
  const shape = spec.shape ?? 'round';
  const sides = SIDES[shape];
  // A square's corners are at r: stretch so its flats, not its corners, meet the footprint.
  const r = shape === 'square' ? 0.5 * Math.SQRT2 * 0.92 : shape === 'hex' ? 0.5 / Math.cos(Math.PI / 6) * 0.96 : 0.5;
  const top = BASE_TOP;
  const inset = 0.84;
  // Turned first, then stretched to the footprint, so a long base keeps its flats square to its sides.
  const slabOf = (radius: number, h: number, y: number, paint: Paint): PaintedPart => {
    const geo = cylinder(radius, radius * (paint === 'team' ? 1.04 : 1), h, sides);
    geo.rotateY(TURN[shape]);
    geo.scale(width, 1, depth);
    geo.translate(0, y, 0);
    return { geo, role: paint };
  };
  const parts: PaintedPart[] = [slabOf(r, top, top / 2, 'team'), slabOf(r * inset, 0.008, top + 0.004, 'ground')];
  if (spec.letter) {
    const size = Math.min(width, depth) * 0.19;
    const z = (depth / 2) * inset * (spec.letterAt ?? 0.82);
    parts.push(...flatLetter(spec.letter, [0, top + 0.008, z], size, 'bone'));
  }
  return parts;
}
