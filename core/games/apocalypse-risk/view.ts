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

export type PlayerView = Omit<PlayerState, 'cureParts' | 'cards' | 'shownTo'> & {
  /**
   * Own parts; for others the number they last showed the table or this seat alone (null when they
   * showed none, and for everyone outside Plague).
   */
  cureParts: number | null;
  /** Own private showings (seat -> parts shown); absent for others, whose showings to a third seat stay secret. */
  shownTo?: Record<SeatId, number>;
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
      const { cureParts, cards, shownTo, ...pub } = p;
      // What this seat was shown: the table's count or its own private one, never a showing to somebody else.
      const known = Math.max(p.partsShown, (seat !== null && shownTo?.[seat]) || 0);
      return {
        ...pub,
        cureParts: !plague ? null : own || p.cured ? cureParts : known > 0 ? known : null,
        cards: own ? cards : [],
        // Only in Plague, so that elsewhere every seat's view stays the same (hot-seat needs no cover).
        ...(plague && own && shownTo && Object.keys(shownTo).length > 0 ? { shownTo } : {}),
      };
    }),
  };
}
