/** Building decks from content: class decks, the monster deck, scavenge piles, insanity, day/night. */
import { CLASS_DECKS } from '../content';

/** One instance id per copy: "katana#1", "katana#2" ... */
export function instances(id: string, copies: number, from = 1): string[] {
  return Array.from({ length: copies }, (_, i) => `${id}#${from + i}`);
}

export function buildClassDeck(classId: string): string[] {
  const deck = CLASS_DECKS[classId];
  if (!deck) throw new Error(`Unknown class "${classId}".`);
  return deck.flatMap((c) => instances(c.id, c.copies));
}
