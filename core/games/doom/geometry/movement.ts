/**
 * Where a small figure can go with a budget of movement points, and what each
 * space costs (Dijkstra with a bucket queue: step costs are 1 to 3 and budgets
 * small, so buckets beat a heap).
 *
 * Costs follow the Movement glossary entry: 1 per step (diagonal too), +1 to
 * enter difficult terrain, +1 to enter a space holding an enemy figure.
 * Figures may pass through other figures but a small figure may not end on
 * one. Flying demons ignore terrain (blocking and impassable outlines do not
 * stop them, difficult costs nothing extra, enemies cost nothing extra) but not
 * walls or closed doors. Marines may step between any two active teleporters
 * for one point, and entering a demon's space that way costs no surcharge
 * (telefrag). Large figures move differently (large.ts).
 */
import { DX, DY, neighbourTable } from './adjacency';
import { E_DOOR, MASK_IGNORE_TERRAIN, MASK_WALK, T_BLOCKING, T_DIFFICULT, T_IMPASSABLE, borderBits, type CompiledMap } from './compile';
import type { Occupancy } from './occupancy';
import type { Side } from './types';

export interface Mover {
  side: Side;
  flying?: boolean;
  /** Marines move through active teleporters; demons never do. Defaults to side === 'marine'. */
  teleports?: boolean;
  /**
   * Plan through closed doors: crossing one orthogonally costs 1 extra point
   * (to open it first). Diagonal steps still need an already open route.
   */
  opensDoors?: boolean;
  /** The moving figure's id, so its own space does not count as occupied. */
  id?: string;
}

export interface Reach {
  /** Least movement points to reach each space, -1 when out of budget or unreachable. */
  cost: Int32Array;
  /** Previous space on a cheapest path, -1 at the start. */
  prev: Int32Array;
  /** 1 where the mover may end its movement (reachable, no other figure, terrain allows). */
  canEnd: Uint8Array;
  start: number;
}

/** Movement points to enter space j (not counting door opening). */
export function enterCost(cm: CompiledMap, occ: Occupancy, j: number, mover: Mover, viaTeleporter = false): number {
  if (mover.flying) return 1;
  let c = 1;
  if (cm.terrain[j] === T_DIFFICULT) c++;
  const f = occ.figureAt[j]!;
  if (!viaTeleporter && f >= 0 && occ.figures[f]!.side !== mover.side) c++;
  return c;
}

/** May the mover end its movement in space j? */
export function canEndIn(cm: CompiledMap, occ: Occupancy, j: number, mover: Mover): boolean {
  const f = occ.figureAt[j]!;
  if (f >= 0 && occ.figures[f]!.id !== mover.id) return false;
  return terrainAllowsEnd(cm, j, mover);
}

/** Walkers cannot stand in blocking or impassable terrain; flying demons can. */
export function terrainAllowsEnd(cm: CompiledMap, j: number, mover: Mover): boolean {
  const t = cm.terrain[j];
  return mover.flying === true || (t !== T_BLOCKING && t !== T_IMPASSABLE);
}

/** Is the border of space i on side d a closed door and nothing else that stops this mover? */
function closedDoorOnly(cm: CompiledMap, i: number, d: number, mask: number): boolean {
  const bits = borderBits(cm, i, d);
  return (bits & E_DOOR) !== 0 && (bits & mask & ~E_DOOR) === 0;
}

export function reachable(cm: CompiledMap, occ: Occupancy, start: number, mover: Mover, budget: number): Reach {
  const n = cm.width * cm.height;
  const cost = new Int32Array(n).fill(-1);
  const prev = new Int32Array(n).fill(-1);
  const canEnd = new Uint8Array(n);
  const mask = mover.flying ? MASK_IGNORE_TERRAIN : MASK_WALK;
  const teleports = (mover.teleports ?? mover.side === 'marine') && cm.activeTeleporters.length > 1;
  const table = neighbourTable(cm, mask);
  const buckets: number[][] = Array.from({ length: budget + 1 }, () => []);
  cost[start] = 0;
  buckets[0]!.push(start);
  const relax = (from: number, to: number, c: number) => {
    if (c > budget) return;
    const old = cost[to]!;
    if (old >= 0 && old <= c) return;
    cost[to] = c;
    prev[to] = from;
    buckets[c]!.push(to);
  };
  for (let c = 0; c <= budget; c++) {
    const bucket = buckets[c]!;
    for (let k = 0; k < bucket.length; k++) {
      const i = bucket[k]!;
      if (cost[i] !== c) continue; // a cheaper entry already expanded it
      for (let d = 0; d < 8; d++) {
        const j = table[i * 8 + d]!;
        if (j >= 0) relax(i, j, c + enterCost(cm, occ, j, mover));
        else if (mover.opensDoors && d < 4 && closedDoorOnly(cm, i, d, mask)) {
          const w = cm.width;
          const x = (i % w) + DX[d]!;
          const y = Math.floor(i / w) + DY[d]!;
          const k2 = y * w + x;
          relax(i, k2, c + 1 + enterCost(cm, occ, k2, mover));
        }
      }
      if (teleports && cm.activeTeleporters.includes(i)) {
        for (const t of cm.activeTeleporters) if (t !== i) relax(i, t, c + enterCost(cm, occ, t, mover, true));
      }
    }
  }
  for (let i = 0; i < n; i++) if (cost[i]! >= 0 && (i === start || canEndIn(cm, occ, i, mover))) canEnd[i] = 1;
  return { cost, prev, canEnd, start };
}

/** The cheapest path from the start to `target` (both included), or null when unreachable. */
export function pathTo(reach: Reach, target: number): number[] | null {
  if (reach.cost[target]! < 0) return null;
  const path = [target];
  let i = target;
  while (i !== reach.start) {
    i = reach.prev[i]!;
    path.push(i);
  }
  return path.reverse();
}

/** Spaces the mover may end on, with their cost, cheapest first. */
export function destinations(reach: Reach): { space: number; cost: number }[] {
  const out: { space: number; cost: number }[] = [];
  for (let i = 0; i < reach.cost.length; i++) if (reach.canEnd[i]) out.push({ space: i, cost: reach.cost[i]! });
  return out.sort((a, b) => a.cost - b.cost || a.space - b.space);
}
