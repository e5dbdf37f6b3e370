/** Helper to write an event set compactly: six cards sharing a set name. */
import type { Condition, DefenseIcons, EventCardDef, EventSetDef, Params, Timing } from '../types';

export interface EventInput {
  name: string;
  timing: Timing;
  /** Printed defence: shields, plus `special` for the special defence icon. */
  defense: DefenseIcons;
  effect: string;
  params?: Params;
  argentCost?: number;
  when?: Condition;
  text: string;
}

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function eventSet(id: string, name: string, theme: string, cards: EventInput[]): EventSetDef {
  return {
    id, name, theme,
    cards: cards.map((c): EventCardDef => {
      const card: EventCardDef = {
        id: `${id}/${slug(c.name)}`, name: c.name, set: id, timing: c.timing, argentCost: c.argentCost ?? 0,
        defense: c.defense, effect: c.params ? { effect: c.effect, params: c.params } : { effect: c.effect }, text: c.text,
      };
      if (c.when) card.when = c.when;
      return card;
    }),
  };
}

/** Defence shorthands: `d(1)` one shield, `d(1, true)` one shield and the special defence icon. */
export function d(shields: number, special = false): DefenseIcons {
  return special ? { shields, special: true } : { shields };
}
