/**
 * What a seat sees. Almost everything is on the table; hidden are the
 * territory cards' order, other players' secret setup cards, and other
 * players' cure parts (only what they chose to show, or the finished cure).
 */
import type { MatchState, SeatId } from '../../engine/types';
import { copyJson } from './copy';
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
    ...copyJson(rest),
    deck: { drawSize: deck.draw.length, discard: [...deck.discard] },
    players: players.map((p) => {
      const own = p.seat === seat;
      const { cureParts, cards, ...pub } = p;
      return {
        ...copyJson(pub),
        cureParts: !plague ? null : own || p.cured ? cureParts : p.partsShown > 0 ? p.partsShown : null,
        cards: own ? [...cards] : [],
      };
    }),
  };
}
