/**
 * One entry point for rules and bots: a compiled map plus who stands where,
 * answering questions by figure id and space key. Build one per decision (it
 * is cheap; the map's compiled form is cached by `compiledMap`).
 */
import { adjacent, neighbours } from './adjacency';
import { MASK_WALK, compiledMap, keyOfIndex, spaceIndexOf, type CompiledMap } from './compile';
import { displacementTargets, nearestUnoccupied, type Nearest } from './displacement';
import { largeReachable, type LargeReachEntry } from './large';
import { hasLineOfSight, sightAndCover, type SightResult } from './lineOfSight';
import { pathTo, reachable, type Mover, type Reach } from './movement';
import { buildOccupancy, figureIndex, isLarge, type Occupancy } from './occupancy';
import { rangeBetween } from './range';
import type { FigurePlacement, MapDef, SpaceKey } from './types';

export interface Board {
  cm: CompiledMap;
  occ: Occupancy;
  /** The map as given (tokens are read from here: they change without recompiling). */
  map: MapDef;
}

export function makeBoard(map: MapDef, figures: FigurePlacement[]): Board {
  const cm = compiledMap(map);
  return { cm, occ: buildOccupancy(cm, figures), map };
}

export function indexOf(b: Board, key: SpaceKey): number {
  const i = spaceIndexOf(b.cm, key);
  if (i < 0) throw new Error(`There is no space ${key} on the map.`);
  return i;
}

export function keyOf(b: Board, i: number): SpaceKey {
  return keyOfIndex(b.cm, i);
}

export function spacesOf(b: Board, id: string): number[] {
  return b.occ.spaces[figureIndex(b.occ, id)]!;
}

export function figure(b: Board, id: string): FigurePlacement {
  return b.occ.figures[figureIndex(b.occ, id)]!;
}

/** Walking adjacency between two spaces (the glossary's "adjacent"). */
export function spacesAdjacent(b: Board, a: SpaceKey, c: SpaceKey): boolean {
  return adjacent(b.cm, indexOf(b, a), indexOf(b, c), MASK_WALK);
}

export function adjacentSpaces(b: Board, a: SpaceKey): SpaceKey[] {
  return neighbours(b.cm, indexOf(b, a), MASK_WALK).map((i) => keyOf(b, i));
}

export function sight(b: Board, attackerId: string, defenderId: string): SightResult {
  return sightAndCover(b.cm, spacesOf(b, attackerId), spacesOf(b, defenderId), {
    figureAt: b.occ.figureAt,
    attacker: figureIndex(b.occ, attackerId),
    defender: figureIndex(b.occ, defenderId),
  });
}

export function canSee(b: Board, attackerId: string, defenderId: string): boolean {
  return hasLineOfSight(b.cm, spacesOf(b, attackerId), spacesOf(b, defenderId));
}

/** Range between two figures (-1 when no path of adjacent spaces joins them). */
export function range(b: Board, attackerId: string, defenderId: string): number {
  return rangeBetween(b.cm, spacesOf(b, attackerId), spacesOf(b, defenderId));
}

export function moverFor(f: FigurePlacement, extra: Partial<Mover> = {}): Mover {
  return { side: f.side, id: f.id, flying: f.flying === true, ...extra };
}

/**
 * Searches made on a board, by figure and budget: the prompt lists a figure's
 * moves and the answer walks one of them, on the same board when boards are
 * shared (the rules' boardOf keeps the last one while nothing moved). A
 * board never changes once made, so neither does what was found on it.
 * Callers only read a Reach.
 */
const reaches = new WeakMap<Board, Map<string, Reach>>();

/** Reachable spaces for a small figure with `budget` movement points. */
export function reach(b: Board, id: string, budget: number, extra: Partial<Mover> = {}): Reach {
  const f = figure(b, id);
  if (isLarge(f)) throw new Error(`${id} is a large figure; use reachLarge.`);
  const plain = Object.keys(extra).length === 0;
  const key = `${id}|${budget}`;
  let found = plain ? reaches.get(b) : undefined;
  const hit = found?.get(key);
  if (hit) return hit;
  const r = reachable(b.cm, b.occ, spacesOf(b, id)[0]!, moverFor(f, extra), budget);
  if (plain) {
    if (!found) reaches.set(b, (found = new Map()));
    found.set(key, r);
  }
  return r;
}

/** Cost to reach a space key, or -1. */
export function costTo(r: Reach, b: Board, key: SpaceKey): number {
  return r.cost[indexOf(b, key)]!;
}

export function pathKeys(r: Reach, b: Board, key: SpaceKey): SpaceKey[] | null {
  return pathTo(r, indexOf(b, key))?.map((i) => keyOf(b, i)) ?? null;
}

export function reachLarge(b: Board, id: string, budget: number): Map<string, LargeReachEntry> {
  return largeReachable(b.cm, b.occ, figure(b, id), budget);
}

/** Nearest free spaces for figure `id` counted from `from` (respawn, summoning). */
export function nearestFree(b: Board, from: SpaceKey, mover: Mover, alsoTaken: SpaceKey[] = []): Nearest | null {
  return nearestUnoccupied(b.cm, b.occ, indexOf(b, from), mover, alsoTaken.map((k) => indexOf(b, k)));
}

/** Where a small figure under a large figure's new base may go (keys). */
export function displaceTo(b: Board, largeId: string, newBase: SpaceKey[], displacedId: string, placedSoFar: SpaceKey[] = []): SpaceKey[] {
  const n = displacementTargets(b.cm, b.occ, largeId, newBase.map((k) => indexOf(b, k)), displacedId, placedSoFar.map((k) => indexOf(b, k)));
  return n ? n.spaces.map((i) => keyOf(b, i)) : [];
}

/** Ids of the tokens and teleporters lying in a space. */
export function tokensIn(b: Board, key: SpaceKey): string[] {
  const def = b.map;
  return [...def.tokens.filter((t) => t.at === key).map((t) => t.id), ...def.teleporters.filter((t) => t.at === key).map((t) => t.id)];
}
