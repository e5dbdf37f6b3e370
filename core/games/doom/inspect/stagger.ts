/**
 * A figure's stagger reductions as they stand: those until the end of the
 * round (g.staggerMods) and those until the end of the marine's activation
 * (Carve a Path). Only the greatest reduction to the printed value counts,
 * the others add up (reference, Glory Kill). Shared by the rules and the
 * table's staggered badge, so both read the same number.
 */
import type { DoomState } from '../state';

export interface StaggerMod { printed: number; other: number }

export function staggerModOf(g: Pick<DoomState, 'staggerMods' | 'marineActivation'>, id: string): StaggerMod {
  const round = g.staggerMods[id];
  const activation = g.marineActivation?.staggerCuts?.[id];
  return {
    printed: Math.max(round?.printed ?? 0, activation?.printed ?? 0),
    other: (round?.other ?? 0) + (activation?.other ?? 0),
  };
}
