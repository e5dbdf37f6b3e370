/**
 * Determinization for the lookahead bot (GameModule.determinize): a copy of
 * the match in which everything a hero cannot see is drawn afresh. In Planet
 * Apocalypse that is the order of the gift and legion decks (their sizes and
 * discards are public) and the order of the Fourth Circle pile; the dice to
 * come are reseeded by the kernel. Each hidden pile is sorted before it is
 * shuffled, so a sample depends only on what the seat can see and the seed,
 * never on how the true piles lie.
 */
import { deriveSeed, generatorFrom, seedRng, shuffleInPlace } from '../../../engine/rng';
import type { MatchState, SeatId } from '../../../engine/types';
import type { PAState } from '../state';

function redraw(pile: string[], seed: number): void {
  pile.sort();
  shuffleInPlace(generatorFrom(seedRng(seed)), pile);
}

export function paDeterminize(state: MatchState<PAState>, _seat: SeatId, seed: number): void {
  const g = state.g;
  redraw(g.giftDeck.draw, deriveSeed(seed, 1));
  redraw(g.legionDeck.draw, deriveSeed(seed, 2));
  redraw(g.fourthDeck, deriveSeed(seed, 3));
}
