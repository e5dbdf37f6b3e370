/**
 * What a seat sees. Planet Apocalypse is co-operative and nearly everything
 * is on the table; hidden are only the order of the gift and legion decks
 * (their sizes and discards are public). Invasion tokens hide nothing: their
 * demons are decided by the despair dice when they are revealed.
 *
 * A view is built for every decision (a bot's, the host's), so it copies
 * nothing it need not: everything but the two decks is the state's own
 * objects (a copy of the state was a quarter of a random-seat sim). A view is
 * therefore read-only and good until the next choice: the host serializes it
 * at once, the bots only read (the lookahead's rollouts already read the
 * state itself), and tests/frozenView.test.ts has every bot decide on a
 * deep-frozen state, where any write throws.
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
    ...rest,
    giftDeck: { drawSize: giftDeck.draw.length, discard: giftDeck.discard },
    legionDeck: { drawSize: legionDeck.draw.length, discard: legionDeck.discard },
  };
}
