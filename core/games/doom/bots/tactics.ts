/**
 * Geometry questions bots ask, answered from a seat's view only: the board,
 * distances (range fields cached per compiled map, so per-map work is done
 * once), sight, and the expected damage of an attack box.
 */
import { makeBoard, type Board } from '../geometry/board';
import { compileMap, spaceIndexOf, type CompiledMap } from '../geometry/compile';
import { hasLineOfSight } from '../geometry/lineOfSight';
import { footprintAt } from '../geometry/occupancy';
import { cachedRangeField } from '../geometry/range';
import { placement } from '../rules/common';
import { RECOMMENDED } from '../rules/ownDecks';
import type { Prompt } from '../../../engine/types';
import type { Figure } from '../state';
import type { DoomView } from '../view';

export const DIE_MEAN: Record<string, number> = { 'doom-red': 1, 'doom-yellow': 4 / 3, 'doom-green': 1.5, 'doom-black': 2 };

export function boardFromView(v: DoomView): Board {
  return makeBoard(v.map, v.figures.map(placement));
}

export function spacesOfFigure(b: Board, f: Figure): number[] {
  const [x, y] = f.at.split(',').map(Number) as [number, number];
  return footprintAt(b.cm, x, y, f.size, f.facing) ?? [];
}

/** Fewest spaces between two sets of spaces (range rules), -1 if none. */
export function distance(b: Board, from: number[], to: number[]): number {
  let best = -1;
  for (const i of from) {
    const field = cachedRangeField(b.cm, i);
    for (const j of to) {
      const d = field[j]!;
      if (d >= 0 && (best < 0 || d < best)) best = d;
    }
  }
  return best;
}

export function sees(b: Board, from: number[], to: number[]): boolean {
  return hasLineOfSight(b.cm, from, to);
}

export function keyIndex(b: Board, key: string): number {
  return spaceIndexOf(b.cm, key);
}

export function expectedHits(dice: string[]): number {
  return dice.reduce((n, d) => n + (DIE_MEAN[d] ?? 1), 0);
}

/** Health left of a figure in the view. */
export function healthLeft(v: DoomView, f: Figure, health: number): number {
  if (f.side === 'marine') return health - (v.marines.find((m) => m.id === f.id)?.damage ?? 0);
  return health - f.damage;
}

const openMaps = new Map<string, CompiledMap>();

/**
 * The map with every door open, compiled once per map: how far things are
 * for planning, since any figure can open a door on its way.
 */
export function travelMap(v: DoomView): CompiledMap {
  const key = `${v.map.id}|${v.map.tiles.length}|${v.map.walls.length}`;
  let cm = openMaps.get(key);
  if (!cm) {
    cm = compileMap({ ...v.map, doors: v.map.doors.map((d) => ({ ...d, open: true })) });
    if (openMaps.size > 32) openMaps.clear();
    openMaps.set(key, cm);
  }
  return cm;
}

/** Fewest spaces between two sets of spaces with every door open (-1 if none). */
export function travelDistance(cm: CompiledMap, from: number[], to: number[]): number {
  let best = -1;
  for (const i of from) {
    const field = cachedRangeField(cm, i);
    for (const j of to) {
      const d = field[j]!;
      if (d >= 0 && (best < 0 || d < best)) best = d;
    }
  }
  return best;
}

/**
 * Move options in reading order of their spaces (row by row), whatever order
 * the prompt lists them in (it groups them by cost for the screen), so a bot's
 * ties go the same way however the list is presented.
 */
export function movesInReadingOrder<T extends { id: string }>(b: Board, options: readonly T[]): T[] {
  const index = (o: T) => (o.id.startsWith('move:') ? keyIndex(b, o.id.slice(5)) : -1);
  return options.filter((o) => o.id.startsWith('move:')).sort((x, y) => index(x) - index(y));
}

/** Card options in the order the cards lie in the hand (the prompt groups them by type). */
export function inHandOrder<T extends { id: string }>(hand: readonly string[] | null, options: readonly T[]): T[] {
  if (!hand) return [...options];
  return [...options].sort((x, y) => hand.indexOf(x.id) - hand.indexOf(y.id));
}

/** The options the prompt groups as recommended (building one's own decks), else the first `n`. */
export function recommendedOr(p: Prompt, n: number): string[] {
  const marked = p.options.filter((o) => o.group === RECOMMENDED).map((o) => o.id);
  return (marked.length >= n ? marked : p.options.map((o) => o.id)).slice(0, n);
}

