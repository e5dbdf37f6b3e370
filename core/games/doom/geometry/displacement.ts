/**
 * "Nearest unoccupied space": where a displaced small figure goes (large
 * figures ending on it), where a respawning marine goes when his teleporter
 * is taken, where a summoned demon goes when the portal is crowded. Distance
 * is the fewest spaces counted along routes the figure could walk under
 * normal movement rules (so walls and, for walkers, blocking and impassable
 * terrain are respected), through occupied spaces, to a space with no figure.
 * Ties are returned together: the figure's controller chooses among them.
 * Teleporter links are not counted unless the mover asks (`teleports: true`):
 * the reference measures these distances from a space, and a marine hopping
 * across the map is not "near" in that sense.
 */
import { neighbourTable, step } from './adjacency';
import { MASK_IGNORE_TERRAIN, MASK_WALK, type CompiledMap } from './compile';
import { canEndIn, terrainAllowsEnd, type Mover } from './movement';
import type { Occupancy } from './occupancy';

export interface Nearest {
  distance: number;
  spaces: number[];
}

/**
 * Nearest unoccupied spaces from `from` for `mover`. `alsoTaken` are spaces
 * treated as occupied (the base a large figure just moved onto, figures
 * already placed this summon). The mover's own space counts as free only if it
 * is not in `alsoTaken`.
 */
export function nearestUnoccupied(cm: CompiledMap, occ: Occupancy, from: number, mover: Mover, alsoTaken: Iterable<number> = [], alsoFree: Iterable<number> = []): Nearest | null {
  const taken = new Set(alsoTaken);
  const vacated = new Set(alsoFree);
  const mask = mover.flying ? MASK_IGNORE_TERRAIN : MASK_WALK;
  // Nearness is counted on the map itself: teleporter links only when asked for explicitly.
  const teleports = mover.teleports === true && cm.activeTeleporters.length > 1;
  const free = (i: number) => !taken.has(i) && (vacated.has(i) ? terrainAllowsEnd(cm, i, mover) : canEndIn(cm, occ, i, mover));
  if (free(from)) return { distance: 0, spaces: [from] };
  const table = neighbourTable(cm, mask);
  const dist = new Map<number, number>([[from, 0]]);
  let frontier = [from];
  for (let d = 1; frontier.length; d++) {
    const next: number[] = [];
    for (const i of frontier) {
      const around: number[] = [];
      for (let k = 0; k < 8; k++) around.push(table[i * 8 + k]!);
      if (teleports && cm.activeTeleporters.includes(i)) around.push(...cm.activeTeleporters);
      for (const j of around) {
        if (j < 0 || dist.has(j)) continue;
        dist.set(j, d);
        next.push(j);
      }
    }
    const found = next.filter(free);
    if (found.length) return { distance: d, spaces: found.sort((a, b) => a - b) };
    frontier = next;
  }
  return null;
}

/**
 * Where a small figure standing under a large figure's new base may be put:
 * the large figure's old spaces are free again, its new ones are taken, and so
 * are spaces already given to figures displaced before this one (demons are
 * placed first, then marines in the order they choose: that order is the
 * caller's).
 */
export function displacementTargets(cm: CompiledMap, occ: Occupancy, largeId: string, newBase: number[], displacedId: string, placedSoFar: number[] = []): Nearest | null {
  const li = occ.figures.findIndex((f) => f.id === largeId);
  const fi = occ.figures.findIndex((f) => f.id === displacedId);
  if (li < 0 || fi < 0) throw new Error(`No figure ${li < 0 ? largeId : displacedId} on the map.`);
  const fig = occ.figures[fi]!;
  const mover: Mover = { side: fig.side, id: fig.id, flying: fig.flying === true };
  const oldBase = occ.spaces[li]!.filter((i) => !newBase.includes(i));
  return nearestUnoccupied(cm, occ, occ.spaces[fi]![0]!, mover, [...newBase, ...placedSoFar], oldBase);
}

/**
 * Spaces where a summoned small demon may be placed: on the portal or next to
 * it (by the demon's own adjacency: flying demons ignore terrain), when one is
 * free; otherwise the nearest unoccupied spaces. `placed` are spaces taken by
 * demons already placed from the same group.
 */
export function summonSpaces(cm: CompiledMap, occ: Occupancy, portal: number, mover: Mover, placed: number[] = []): Nearest | null {
  const taken = new Set(placed);
  const free = (i: number) => !taken.has(i) && canEndIn(cm, occ, i, mover);
  const mask = moverMask(mover);
  const near = [portal];
  for (let k = 0; k < 8; k++) near.push(step(cm, portal, k, mask));
  const spaces = near.filter((i) => i >= 0 && free(i)).sort((a, b) => a - b);
  if (spaces.length) return { distance: spaces[0] === portal ? 0 : 1, spaces };
  return nearestUnoccupied(cm, occ, portal, { ...mover, teleports: false }, placed);
}

/** Walking-adjacency mask for a mover, for callers that count spaces themselves. */
export function moverMask(mover: Mover): number {
  return mover.flying ? MASK_IGNORE_TERRAIN : MASK_WALK;
}
