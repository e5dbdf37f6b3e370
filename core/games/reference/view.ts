/** What one seat of "Last Light" sees: its own hand, only the size of others' hands and of the deck. */
import type { MatchState, SeatId } from '../../engine/types';
import { cardType, GOAL } from './content';
import type { LastLightState } from './state';

export interface SurvivorView {
  seat: SeatId;
  name: string;
  position: number;
  caught: boolean;
  handSize: number;
  /** Card ids and names, only for the viewer's own survivor. */
  hand: { id: string; name: string; text: string }[] | null;
}

export interface LastLightView {
  round: number;
  activeSeat: SeatId | null;
  goal: number;
  horde: number;
  barricaded: boolean;
  deckSize: number;
  discard: string[];
  survivors: SurvivorView[];
}

export function lastLightView(state: MatchState<LastLightState>, seat: SeatId | null): LastLightView {
  const g = state.g;
  return {
    round: g.round,
    activeSeat: g.survivors[g.active]?.seat ?? null,
    goal: GOAL,
    horde: g.horde,
    barricaded: g.barricaded,
    deckSize: g.deck.draw.length,
    discard: [...g.deck.discard],
    survivors: g.survivors.map((s) => ({
      seat: s.seat,
      name: s.name,
      position: s.position,
      caught: s.caught,
      handSize: s.hand.length,
      hand: s.seat === seat ? s.hand.map((id) => ({ id, ...cardType(id) })) : null,
    })),
  };
}
