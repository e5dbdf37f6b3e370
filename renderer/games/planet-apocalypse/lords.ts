/**
 * The Lords in a view: a map may hold several (ids 'lord', 'lord2' ..., each
 * with his own Shadow). The board asks here for "the Lords" and "the Shadow".
 */
import type { PAView } from '../../../core/games/planet-apocalypse/view';

export type LordOnTable = PAView['lords'][number];

export function lordsOf(view: PAView): LordOnTable[] {
  return view.lords;
}

/** Every area under a Shadow. */
export function shadowAreas(view: PAView): string[] {
  return [...new Set(lordsOf(view).flatMap((l) => l.shadow))];
}

/** The Lord a figure id names: 'lord2' and 'lord2:wall' both give Lord 2. */
export function lordOfFigure(view: PAView, figure: string): LordOnTable | undefined {
  const id = figure.split(':')[0];
  return lordsOf(view).find((l) => l.id === id);
}

/** The Lord being fought in Hell Time (or the first). */
export function lordInBattle(view: PAView): LordOnTable | undefined {
  const lords = lordsOf(view);
  const id = (view.hell as { lord?: string } | null)?.lord;
  return lords.find((l) => l.id === id) ?? lords[0];
}
