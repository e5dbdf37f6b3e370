/**
 * Decks of card ids with shuffle, draw, discard and reshuffle. Decks live in
 * game state; drawing a hidden card counts as a reveal, which blocks undo.
 */
import type { Deck } from './types';

export function newDeck(cards: readonly string[]): Deck {
  return { draw: [...cards], discard: [] };
}

/** Cards still to draw plus discards: everything the deck owns right now. */
export function deckSize(deck: Deck): number {
  return deck.draw.length + deck.discard.length;
}
