/**
 * How hard's demons stand in the marines' way (issue 16, "plays like a strong
 * human"):
 *
 * - Screening: a staggered demon that could not pull back stays in Glory Kill
 *   reach; another demon steps onto the marines' way to it. Figures may pass
 *   through each other, but entering an enemy's space costs a marine one more
 *   movement point (movement glossary) and he cannot stop there, so a demon
 *   on his path can put the staggered one beyond what he can spend.
 * - Chokepoints and doors: a space every shortest way from a marine to the
 *   tokens he needs passes through (a one-space corridor, a doorway). A demon
 *   holding it makes him pay to pass and gives him no square to stop on.
 *
 * Both are judged on the board as the invader sees it. `blockTraits` lets
 * tools/doomInvader.ts turn them off to measure what they change.
 */
import { adjacentDoors } from '../geometry/adjacency';
import { makeBoard, type Board } from '../geometry/board';
import { reachable } from '../geometry/movement';
import { rangeField } from '../geometry/range';
import { placement } from '../rules/common';
import type { Figure } from '../state';
import type { DoomView } from '../view';
import { GLORY_REACH, goalSpaces, inGloryReach, staggeredInView } from './invaderPlan';
import { spacesOfFigure, travelMap } from './tactics';

/** Hard's blocking habits, on by default; a measuring tool may switch one off for a before/after figure. */
export const blockTraits = { screen: true, chokepoints: true };

/**
 * Movement points a marine can spend to step into a staggered demon: a
 * demon GLORY_REACH spaces away in the open costs GLORY_REACH + 1 (the last
 * step enters an enemy's space), so this matches inGloryReach on an empty
 * board, and each other demon on the way (or a closed door) adds one.
 */
export const GLORY_BUDGET = GLORY_REACH + 1;

/** What screening a staggered ally out of every marine's reach is worth to hard (a pull-back is GLORY_RISK, 12). */
export const SCREEN_VALUE = 8;
/** What holding a chokepoint or door on the marines' way to their tokens is worth (standing on a token is 3). */
export const CHOKE_VALUE = 3;

/** Whether a marine on the map could step into these spaces this activation, figures and closed doors counted. */
export function canStepInto(b: Board, spaces: readonly number[], marines: readonly Figure[]): boolean {
  return marines.some((m) => {
    const start = spacesOfFigure(b, m)[0];
    if (start === undefined) return false;
    const r = reachable(b.cm, b.occ, start, { side: 'marine', opensDoors: true, id: m.id }, GLORY_BUDGET);
    return spaces.some((j) => r.cost[j]! >= 0);
  });
}

/** The board with one figure stood elsewhere (null if it would share a space). */
export function boardWithMove(v: DoomView, who: Figure, at: string, facing = who.facing): Board | null {
  try {
    return makeBoard(v.map, v.figures.map((f) => (f.id === who.id ? placement({ ...f, at, facing }) : placement(f))));
  } catch {
    return null;
  }
}

/** Staggered demons other than `me` within Glory Kill reach of a marine (doors open, figures ignored): the ones a screen can save. */
export function alliesToScreen(v: DoomView, b: Board, me: Figure): Figure[] {
  return v.figures.filter((f) => f.side === 'demon' && f.id !== me.id && staggeredInView(v, f) && inGloryReach(v, b, spacesOfFigure(b, f)));
}

/** How many of these allies no marine can step into on this board. */
export function screened(v: DoomView, b: Board, allies: readonly Figure[]): number {
  const marines = v.figures.filter((f) => f.side === 'marine');
  return allies.filter((a) => !canStepInto(b, spacesOfFigure(b, a), marines)).length;
}

/** A space on every shortest way from a marine to his tokens: whether a closed door borders it. */
export type Chokepoints = Map<number, { door: boolean }>;

/**
 * Chokepoints between these marines (all on the map if not given) and the
 * tokens they need, doors counted open (any figure may open one on its
 * way): on the spaces of a shortest way, a distance from the marine held by
 * one space alone. Neither the marine's own space nor a token counts.
 */
export function chokepoints(v: DoomView, b: Board, marines?: readonly Figure[]): Chokepoints {
  const out: Chokepoints = new Map();
  const goals = goalSpaces(v, b);
  if (!goals.length) return out;
  const travel = travelMap(v);
  const toGoal = rangeField(travel, goals);
  for (const m of marines ?? v.figures.filter((f) => f.side === 'marine')) {
    const from = rangeField(travel, spacesOfFigure(b, m));
    let best = -1;
    for (const g of goals) if (from[g]! >= 0 && (best < 0 || from[g]! < best)) best = from[g]!;
    if (best < 2) continue;
    const layers: number[][] = Array.from({ length: best }, () => []);
    for (let i = 0; i < from.length; i++) {
      const a = from[i]!;
      const c = toGoal[i]!;
      if (a >= 1 && c >= 1 && a + c === best) layers[a]!.push(i);
    }
    for (const layer of layers) {
      if (layer.length === 1) out.set(layer[0]!, { door: adjacentDoors(b.cm, layer[0]!).length > 0 });
    }
  }
  return out;
}
