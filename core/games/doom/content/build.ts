/**
 * Small authoring helpers so card lists read like card lists. They only fill
 * in data; nothing here is a rule.
 */
import { BLACK_DIE, GREEN_DIE, RED_DIE, YELLOW_DIE } from '../dice';
import type { Ability, ActionCardDef, ActionType, AttackBox, Condition, DefenseIcons, DieId, Params, Timing } from './types';

/** Die ids by colour, taken from dice.ts so a renamed die fails to compile here. */
export const R: DieId = RED_DIE.id;
export const Y: DieId = YELLOW_DIE.id;
export const G: DieId = GREEN_DIE.id;
export const K: DieId = BLACK_DIE.id;

export function attack(range: number, ...dice: DieId[]): AttackBox {
  return { range, dice };
}

export interface AbilityInput {
  id: string;
  name: string;
  timing: Timing;
  effect: string;
  params?: Params;
  text: string;
  exhaust?: boolean;
  argent?: number;
  target?: string;
  when?: Condition;
}

export function ability(a: AbilityInput): Ability {
  const out: Ability = { id: a.id, name: a.name, text: a.text, timing: a.timing, effect: a.effect };
  if (a.params) out.params = a.params;
  if (a.exhaust) out.exhaust = true;
  if (a.argent) out.argent = a.argent;
  if (a.target) out.target = a.target;
  if (a.when) out.when = a.when;
  return out;
}

export function shields(n: number): DefenseIcons {
  return { shields: n };
}

export const DODGE: DefenseIcons = { shields: 0, dodge: true };

export interface CardInput {
  name: string;
  /** Overrides the set's trait for this card (a set may mix traits, like the UAC set). */
  trait?: string;
  type: ActionType;
  speed?: number;
  attack?: AttackBox;
  defense: DefenseIcons;
  abilities?: Ability[];
  keepInPlay?: boolean;
  text: string;
}

/**
 * A weapon set's cards, numbered 1..n in the order given (the set
 * identifier's card number); `copies` repeats a card under new numbers, as
 * the reference describes for same-name cards in one set.
 */
export function weaponCards(set: string, trait: string, cards: (CardInput & { copies?: number })[]): ActionCardDef[] {
  const out: ActionCardDef[] = [];
  for (const c of cards) {
    for (let k = 0; k < (c.copies ?? 1); k++) {
      const number = out.length + 1;
      const card: ActionCardDef = {
        id: `${set}-${number}`, name: c.name, trait: c.trait ?? trait, type: c.type, set, number,
        defense: c.defense, abilities: c.abilities ?? [], text: c.text,
      };
      if (c.speed) card.speed = c.speed;
      if (c.attack) card.attack = c.attack;
      if (c.keepInPlay) card.keepInPlay = true;
      out.push(card);
    }
  }
  return out;
}
