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

/**
 * What a Lord's sheet says about his place among several: "Lord n" (St.
 * Peter's numbers its tracks' Lords), "Lesser Lord" (a third of the health,
 * the map's `lesserLords`), and on a map where only the lowest-numbered
 * standing Lord acts (`activeLordOnly`), whether he is the one acting now.
 * Empty for a map with one Lord.
 */
export function lordTags(view: PAView, lord: LordOnTable, rules: readonly { rule: string; lords?: number[] }[]): string[] {
  const lords = lordsOf(view);
  if (lords.length < 2) return [];
  const i = lords.indexOf(lord);
  const tags = [`Lord ${i + 1}`];
  if (rules.some((r) => r.rule === 'lesserLords' && r.lords?.includes(i))) tags.push('Lesser Lord');
  if (!lord.dead && rules.some((r) => r.rule === 'activeLordOnly')) tags.push(lords.find((l) => !l.dead) === lord ? 'acting now' : 'waits his turn');
  return tags;
}

/** What the Lord Battle sheet on the table is called: the Lord fought there now, else the one Lord, else all of them. */
export function battleSheetName(view: PAView, names: (lord: LordOnTable) => string): string {
  const lords = lordsOf(view);
  const fighting = lords.find((l) => l.id === view.hell?.lord);
  if (fighting) return `${names(fighting)}'s sheet`;
  return lords.length === 1 ? `${names(lords[0]!)}'s sheet` : "The Lords' battle sheet";
}
