/**
 * Content of the reference game "Last Light": a small race to the rescue
 * helicopter that exercises every kernel feature (dice, a custom die, a
 * hidden hand, a deck with reshuffle, multi-select prompts, a scripted enemy).
 */
import { customDie } from '../../engine/dice';

/** The survivors' names, one per seat in order. */
export const SURVIVOR_NAMES = ['Ash', 'Brook', 'Cole', 'Dana'];

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

/** A word, marker or track of the table, explained once (the glossary, inspect panel and legend read these). */
export interface TermDef {
  id: string;
  kind: 'Keyword' | 'Marker' | 'Track';
  name: string;
  text: string;
  /** Id of the rules entry (rulesText.ts) that tells the whole rule. */
  rule: string;
  aliases?: string[];
}

export const TERMS: TermDef[] = [
  { id: 'marker:horde', kind: 'Marker', name: 'The horde', rule: 'horde', aliases: ['zombies'],
    text: `The dead, shambling after the survivors. It starts ${-HORDE_START} spaces behind the start and at the end of every round advances as far as the horde die says; every survivor on or behind its space is caught.` },
  { id: 'marker:helicopter', kind: 'Marker', name: 'The helicopter', rule: 'goal', aliases: ['goal'],
    text: `Waits on space ${GOAL}. The first survivor to reach it escapes and wins.` },
  { id: 'marker:survivor', kind: 'Marker', name: 'Survivor', rule: 'turn',
    text: 'One for each player, marked with the first letter of the name in the seat\'s colour.' },
  { id: 'marker:deck', kind: 'Marker', name: 'Supply deck', rule: 'hand-limit',
    text: 'The face-down supply cards. When it runs out, the discards are shuffled into a new deck.' },
  { id: 'marker:discards', kind: 'Marker', name: 'Discards', rule: 'hand-limit',
    text: 'Supply cards played or thrown away, face up for everyone to see.' },
  { id: 'track:spaces', kind: 'Track', name: 'The track', rule: 'goal',
    text: `The spaces from where the horde starts (${HORDE_START}) to the helicopter (${GOAL}); the survivors start on space 0.` },
  { id: 'keyword:run', kind: 'Keyword', name: 'Run', rule: 'turn',
    text: 'Roll a d6 and move that many spaces toward the helicopter.' },
  { id: 'keyword:scavenge', kind: 'Keyword', name: 'Scavenge', rule: 'hand-limit',
    text: 'Draw the top supply card into your hand instead of moving. Only you see your cards.' },
  { id: 'keyword:hand-limit', kind: 'Keyword', name: 'Hand limit', rule: 'hand-limit',
    text: `You may hold at most ${HAND_LIMIT} supply cards; with one more, you discard down to ${HAND_LIMIT} at once.` },
  { id: 'keyword:caught', kind: 'Keyword', name: 'Caught', rule: 'horde',
    text: 'A survivor the horde reaches is out of the game. When every survivor is caught, the horde wins.' },
];
