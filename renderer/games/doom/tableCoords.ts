/**
 * From DOOM grid coordinates to the table: the map is centred on the origin,
 * one space is one table unit, grid x is table x and grid y (down the text
 * map) is table +z (towards the player).
 */
import type { Facing, FigureSize } from './mapTypes';

export type Vec3 = [number, number, number];

export interface GridSize {
  width: number;
  height: number;
}

/** A grid point (corners are integers) on the table at height `y`. */
export function gridToTable(gx: number, gy: number, size: GridSize, y = 0): Vec3 {
  return [gx - size.width / 2, y, gy - size.height / 2];
}

export function parseSpace(key: string): [number, number] {
  const [x, y] = key.split(',').map(Number);
  return [x ?? 0, y ?? 0];
}

/** The centre of a space ("x,y" or numbers) on the table. */
export function spaceCentre(space: string | [number, number], size: GridSize, y = 0): Vec3 {
  const [x, gy] = typeof space === 'string' ? parseSpace(space) : space;
  return gridToTable(x + 0.5, gy + 0.5, size, y);
}

/** Width and depth (in spaces) of a base: large bases lie wide ('h') or long ('v'). */
export function baseSpaces(size: FigureSize = 'small', facing: Facing = 'h'): [number, number] {
  const base: [number, number] = size === 'large2' ? [2, 1] : size === 'large6' ? [3, 2] : [1, 1];
  return facing === 'h' ? base : [base[1], base[0]];
}

/** Every space a base covers, its top-left space at `at`. */
export function footprintSpaces(at: string, size: FigureSize = 'small', facing: Facing = 'h'): string[] {
  const [x, y] = parseSpace(at);
  const [w, h] = baseSpaces(size, facing);
  const out: string[] = [];
  for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) out.push(`${x + dx},${y + dy}`);
  return out;
}

/** The centre of a figure's base on the table (the middle of all its spaces). */
export function footprintCentre(at: string, size: FigureSize | undefined, facing: Facing | undefined, grid: GridSize, y = 0): Vec3 {
  const [x, gy] = parseSpace(at);
  const [w, h] = baseSpaces(size, facing);
  return gridToTable(x + w / 2, gy + h / 2, grid, y);
}

/** Midpoint of two table points (lifted a little), e.g. between attacker and target. */
export function midpoint(a: Vec3, b: Vec3): Vec3 {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];
}

/** The space under a table point, as "x,y" (the inverse of spaceCentre). */
export function spaceAt(x: number, z: number, grid: GridSize): string {
  return `${Math.floor(x + grid.width / 2)},${Math.floor(z + grid.height / 2)}`;
}

/** Height of a line of sight drawn over the map. */
export const LINE_HEIGHT = 0.55;

/** Centre, length and turn about y of a straight line from a to b (at LINE_HEIGHT). */
export function lineBetween(a: Vec3, b: Vec3): { centre: Vec3; length: number; angle: number } {
  const dx = b[0] - a[0];
  const dz = b[2] - a[2];
  return { centre: [(a[0] + b[0]) / 2, LINE_HEIGHT, (a[2] + b[2]) / 2], length: Math.hypot(dx, dz), angle: Math.atan2(-dz, dx) };
}
