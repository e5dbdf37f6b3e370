/** Building decks from content: class decks, the monster deck, scavenge piles, insanity, day/night. */
import { CLASS_DECKS, stretchCardsOf } from '../content';

/** One instance id per copy: "katana#1", "katana#2" ... */
export function instances(id: string, copies: number, from = 1): string[] {
  return Array.from({ length: copies }, (_, i) => `${id}#${from + i}`);
}

/** A class's 30 cards, and its stretch goal cards when the `stretchGoals` option is on. */
export function buildClassDeck(classId: string, stretchGoals = false): string[] {
  const deck = CLASS_DECKS[classId];
  if (!deck) throw new Error(`Unknown class "${classId}".`);
  return [...deck, ...(stretchGoals ? stretchCardsOf(classId) : [])].flatMap((c) => instances(c.id, c.copies));
}
