/**
 * What a seat sees. Planet Apocalypse is co-operative and nearly everything
 * is on the table; hidden are only the order of the gift and legion decks
 * (their sizes and discards are public). Invasion tokens hide nothing: their
 * demons are decided by the despair dice when they are revealed.
 */
import type { MatchState, SeatId } from '../../engine/types';
import type { PAState } from './state';

export type PAView = Omit<PAState, 'giftDeck' | 'legionDeck'> & {
  giftDeck: { drawSize: number; discard: string[] };
  legionDeck: { drawSize: number; discard: string[] };
};

export function paView(state: MatchState<PAState>, _seat: SeatId | null): PAView {
  const { giftDeck, legionDeck, ...rest } = state.g;
  return {
    ...structuredClone(rest),
    giftDeck: { drawSize: giftDeck.draw.length, discard: [...giftDeck.discard] },
    legionDeck: { drawSize: legionDeck.draw.length, discard: [...legionDeck.discard] },
  };
}
