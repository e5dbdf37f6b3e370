/**
 * Content of the reference game "Last Light": a small race to the rescue
 * helicopter that exercises every kernel feature (dice, a custom die, a
 * hidden hand, a deck with reshuffle, multi-select prompts, a scripted enemy).
 */
import { customDie } from '../../engine/dice';

export const GOAL = 15;
export const HAND_LIMIT = 3;
export const HORDE_START = -3;
export const ROUND_CAP = 60;

export interface SupplyCard {
  id: string;
  name: string;
  text: string;
  /** Survivor moves this many spaces. */
  move?: number;
  /** Horde is pushed back this many spaces. */
  pushHorde?: number;
  /** Horde skips its next advance. */
  barricade?: boolean;
}

export const CARD_TYPES: Record<string, Omit<SupplyCard, 'id'>> = {
  sprint: { name: 'Sprint', text: 'Move 4 spaces.', move: 4 },
  decoy: { name: 'Decoy', text: 'Lure the horde 2 spaces back.', pushHorde: 2 },
  barricade: { name: 'Barricade', text: 'The horde does not advance at the end of this round.', barricade: true },
};

/** How many copies of each card type the supply deck holds (the component limit). */
export const DECK_COUNTS: Record<keyof typeof CARD_TYPES, number> = { sprint: 6, decoy: 4, barricade: 2 };

export function cardType(cardId: string): Omit<SupplyCard, 'id'> {
  const type = cardId.split('-')[0] as string;
  const t = CARD_TYPES[type];
  if (!t) throw new Error(`Unknown card "${cardId}".`);
  return t;
}

export function deckCards(): string[] {
  return Object.entries(DECK_COUNTS).flatMap(([type, n]) => Array.from({ length: n }, (_, i) => `${type}-${i + 1}`));
}

/** The horde die: how far the horde lurches at the end of each round. */
export const HORDE_DIE = customDie('horde', 'Horde die', [
  { label: 'Shamble', value: 1, symbols: ['shamble'] },
  { label: 'Shamble', value: 1, symbols: ['shamble'] },
  { label: 'Lurch', value: 2, symbols: ['lurch'] },
  { label: 'Lurch', value: 2, symbols: ['lurch'] },
  { label: 'Surge', value: 3, symbols: ['surge'] },
  { label: 'Howl', value: 0, symbols: ['howl'] },
], '#7a1f1f');
