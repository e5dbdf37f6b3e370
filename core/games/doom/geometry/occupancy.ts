/**
 * Where figures stand, as a per-space lookup. Built once per decision from the
 * figure list in state; movement, displacement and cover read it.
 */
import { T_VOID, type CompiledMap } from './compile';
import { parseSpaceKey } from './coords';
import type { Facing, FigurePlacement, FigureSize } from './types';

/** Base width and height of a footprint laid out 'h' (rotate for 'v'). */
const BASE: Record<FigureSize, [number, number]> = { small: [1, 1], large2: [2, 1], large6: [3, 2] };

export function baseSize(size: FigureSize = 'small', facing: Facing = 'h'): [number, number] {
  const [w, h] = BASE[size];
  return facing === 'h' ? [w, h] : [h, w];
}

/** Space indices under a base with top-left (x, y); null if any part is off the map. */
export function footprintAt(cm: CompiledMap, x: number, y: number, size: FigureSize = 'small', facing: Facing = 'h'): number[] | null {
  const [w, h] = baseSize(size, facing);
  const out: number[] = [];
  for (let dy = 0; dy < h; dy++) {
    for (let dx = 0; dx < w; dx++) {
      const fx = x + dx;
      const fy = y + dy;
      if (fx < 0 || fy < 0 || fx >= cm.width || fy >= cm.height) return null;
      const i = fy * cm.width + fx;
      if (cm.terrain[i] === T_VOID) return null;
      out.push(i);
    }
  }
  return out;
}

export function footprintOf(cm: CompiledMap, f: FigurePlacement): number[] {
  const [x, y] = parseSpaceKey(f.at);
  const fp = footprintAt(cm, x, y, f.size, f.facing);
  if (!fp) throw new Error(`Figure ${f.id} does not fit on the map at ${f.at}.`);
  return fp;
}

export function isLarge(f: FigurePlacement): boolean {
  return (f.size ?? 'small') !== 'small';
}

export interface Occupancy {
  figures: FigurePlacement[];
  /** Spaces of each figure, by position in `figures`. */
  spaces: number[][];
  /** Figure (position in `figures`) per space index, -1 when empty. */
  figureAt: Int32Array;
}

export function buildOccupancy(cm: CompiledMap, figures: FigurePlacement[]): Occupancy {
  const figureAt = new Int32Array(cm.width * cm.height).fill(-1);
  const spaces = figures.map((f, fi) => {
    const fp = footprintOf(cm, f);
    for (const i of fp) {
      if (figureAt[i]! >= 0) throw new Error(`Figures ${figures[figureAt[i]!]!.id} and ${f.id} share a space.`);
      figureAt[i] = fi;
    }
    return fp;
  });
  return { figures, spaces, figureAt };
}

export function figureIndex(occ: Occupancy, id: string): number {
  const i = occ.figures.findIndex((f) => f.id === id);
  if (i < 0) throw new Error(`No figure ${id} on the map.`);
  return i;
}
