/**
 * The Lords in a view. The rules hold a list of Lords (ids 'lord', 'lord2'
 * ..., each with his own Shadow); older saves and views held one `lord` and a
 * shared `shadow`. The board reads both through here, so the rest of it only
 * knows "the Lords" and "the Shadow".
 */
import type { PAView } from '../../../core/games/planet-apocalypse/view';

export interface LordOnTable {
  /** Figure id: 'lord', 'lord2' ... */
  id: string;
  defId: string;
  area: string;
  origin: string;
  health: number;
  maxHealth: number;
  revealed: boolean;
  partHits: Record<string, number>;
  dead: boolean;
  shadow: string[];
}

type Loose = { lords?: Partial<LordOnTable>[]; lord?: Partial<LordOnTable>; shadow?: string[] };

export function lordsOf(view: PAView): LordOnTable[] {
  const v = view as unknown as Loose;
  const list = Array.isArray(v.lords) ? v.lords : v.lord ? [v.lord] : [];
  return list.map((l, i) => ({
    id: l.id ?? (i === 0 ? 'lord' : `lord${i + 1}`),
    defId: l.defId ?? '',
    area: l.area ?? '',
    origin: l.origin ?? l.area ?? '',
    health: l.health ?? 0,
    maxHealth: l.maxHealth ?? l.health ?? 0,
    revealed: l.revealed ?? true,
    partHits: l.partHits ?? {},
    dead: l.dead ?? false,
    shadow: Array.isArray(l.shadow) ? l.shadow : i === 0 && Array.isArray(v.shadow) ? v.shadow : [],
  }));
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
