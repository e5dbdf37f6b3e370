/**
 * Range: the fewest spaces from the attacker to the defender, counted as a
 * path of adjacent spaces (so it goes around walls, closed doors and blocking
 * terrain, and diagonal steps follow the corner rule), where borders and
 * corners of impassable terrain do not break adjacency. A flying demon or
 * large figure inside blocking terrain can still be measured to: the outline
 * of its own blocking group is disregarded (and, for symmetry, the attacker's).
 * Large figures measure from and to the nearest of their spaces.
 */
import { neighbourTable, step } from './adjacency';
import { MASK_SIGHT, type CompiledMap } from './compile';

/** Blocking groups under these spaces (whose outlines a measurement may cross). */
export function groupsUnder(cm: CompiledMap, spaces: readonly number[]): number[] {
  const out: number[] = [];
  for (const i of spaces) {
    const g = cm.group[i]!;
    if (g >= 0 && !out.includes(g)) out.push(g);
  }
  return out;
}

interface RangeCache {
  fields: (Int16Array | undefined)[];
}
const caches = new WeakMap<CompiledMap, RangeCache>();

/** Breadth-first distances from a set of spaces under range adjacency (-1: unreachable). */
export function rangeField(cm: CompiledMap, from: readonly number[], ignore: readonly number[] = []): Int16Array {
  const dist = new Int16Array(cm.width * cm.height).fill(-1);
  let frontier: number[] = [];
  for (const s of from) {
    dist[s] = 0;
    frontier.push(s);
  }
  const table = ignore.length ? null : neighbourTable(cm, MASK_SIGHT);
  for (let d = 1; frontier.length; d++) {
    const next: number[] = [];
    for (const i of frontier) {
      for (let k = 0; k < 8; k++) {
        const j = table ? table[i * 8 + k]! : step(cm, i, k, MASK_SIGHT, ignore);
        if (j >= 0 && dist[j]! < 0) {
          dist[j] = d;
          next.push(j);
        }
      }
    }
    frontier = next;
  }
  return dist;
}

/**
 * Distances from one space, cached per compiled map (a map recompiles when a
 * door opens, which drops the cache with it). Only valid when no blocking
 * group is being ignored.
 */
export function cachedRangeField(cm: CompiledMap, from: number): Int16Array {
  let c = caches.get(cm);
  if (!c) caches.set(cm, (c = { fields: [] }));
  return (c.fields[from] ??= rangeField(cm, [from]));
}

/** Range between two figures given by their spaces; -1 when no path exists. */
export function rangeBetween(cm: CompiledMap, fromSpaces: readonly number[], toSpaces: readonly number[]): number {
  const ignore = [...groupsUnder(cm, fromSpaces), ...groupsUnder(cm, toSpaces)];
  let best = -1;
  if (ignore.length === 0) {
    for (const s of fromSpaces) {
      const field = cachedRangeField(cm, s);
      for (const t of toSpaces) {
        const d = field[t]!;
        if (d >= 0 && (best < 0 || d < best)) best = d;
      }
    }
    return best;
  }
  const field = rangeField(cm, fromSpaces, ignore);
  for (const t of toSpaces) {
    const d = field[t]!;
    if (d >= 0 && (best < 0 || d < best)) best = d;
  }
  return best;
}
