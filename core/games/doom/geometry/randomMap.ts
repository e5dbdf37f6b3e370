/**
 * Seeded random maps for property tests and benchmarks: a single tile with
 * random terrain, interior walls and doors. Pure and deterministic.
 */
import { hEdge, vEdge } from './coords';
import type { MapDef } from './types';

/** A small deterministic generator (mulberry32); tests need no kernel RNG state. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RandomMapOptions {
  width: number;
  height: number;
  /** Chance that an interior border is a wall, a door. */
  wall?: number;
  door?: number;
  /** Chance that a space is difficult, impassable, blocking, or missing. */
  difficult?: number;
  impassable?: number;
  blocking?: number;
  hole?: number;
}

export function randomMap(seed: number, o: RandomMapOptions): MapDef {
  const rnd = mulberry32(seed);
  const rows: string[] = [];
  for (let y = 0; y < o.height; y++) {
    let row = '';
    for (let x = 0; x < o.width; x++) {
      const r = rnd();
      let c = '.';
      let acc = o.difficult ?? 0.1;
      if (r < acc) c = '~';
      else if (r < (acc += o.impassable ?? 0.04)) c = '%';
      else if (r < (acc += o.blocking ?? 0.08)) c = 'X';
      else if (r < (acc += o.hole ?? 0.03)) c = ' ';
      row += c;
    }
    rows.push(row);
  }
  const walls: string[] = [];
  const doors: MapDef['doors'] = [];
  const border = (id: string, a: string | undefined, b: string | undefined) => {
    if (a === undefined || b === undefined || a === ' ' || b === ' ') return;
    const r = rnd();
    if (r < (o.wall ?? 0.12)) walls.push(id);
    else if (r < (o.wall ?? 0.12) + (o.door ?? 0.03)) doors.push({ id: `door-${id}`, edge: id, open: rnd() < 0.3 });
  };
  for (let y = 0; y < o.height; y++) {
    for (let x = 0; x < o.width; x++) {
      if (x > 0) border(vEdge(x, y), rows[y]![x - 1], rows[y]![x]);
      if (y > 0) border(hEdge(x, y), rows[y - 1]![x], rows[y]![x]);
    }
  }
  return { id: `random-${seed}`, tiles: [{ id: 't', x: 0, y: 0, rows }], walls, openings: [], doors, teleporters: [], tokens: [] };
}
