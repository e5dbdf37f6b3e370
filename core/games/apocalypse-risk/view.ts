/**
 * What a seat sees. Almost everything is on the table; hidden are the
 * territory cards' order, other players' secret setup cards, and other
 * players' cure parts (only what they chose to show, or the finished cure).
 *
 * A view is built for every decision (a bot's, the host's), so it copies
 * nothing it need not: the territories, borders, turn and the rest are the
 * state's own objects; only the deck's summary and the players' entries are
 * new (a copy of the state was 40% of a random-seat sim). A view is
 * therefore read-only and good until the next choice: the host serializes it
 * at once (and its match copies the state before each choice), the bots only
 * read, and tests/frozenView.test.ts has every bot decide on a deep-frozen
 * state, where any write throws.
 */
import type { MatchState, SeatId } from '../../engine/types';
import type { PlayerState, RiskState } from './state';

export type PlayerView = Omit<PlayerState, 'cureParts' | 'cards'> & {
  /** Own parts; for others the number they last showed (null when they showed none, and for everyone outside Plague). */
  cureParts: number | null;
  /** Own setup cards; empty for others. */
  cards: string[];
};

export type RiskView = Omit<RiskState, 'deck' | 'players'> & {
  deck: { drawSize: number; discard: string[] };
  players: PlayerView[];
};

export function riskView(state: MatchState<RiskState>, seat: SeatId | null): RiskView {
  const { deck, players, ...rest } = state.g;
  // Cure parts exist only in Plague; elsewhere every seat sees the same (null), so hot-seat play needs no cover.
  const plague = state.g.scenario === 'plague';
  return {
    ...rest,
    deck: { drawSize: deck.draw.length, discard: deck.discard },
    players: players.map((p) => {
      const own = p.seat === seat;
      const { cureParts, cards, ...pub } = p;
      return {
        ...pub,
        cureParts: !plague ? null : own || p.cured ? cureParts : p.partsShown > 0 ? p.partsShown : null,
        cards: own ? cards : [],
      };
    }),
  };
}
