/** The reference game's plain-JSON state. */
import type { Deck, SeatId } from '../../engine/types';

export interface Survivor {
  seat: SeatId;
  name: string;
  position: number;
  hand: string[];
  caught: boolean;
}

export interface LastLightState {
  round: number;
  /** Index into survivors of the one taking a turn. */
  active: number;
  survivors: Survivor[];
  horde: number;
  /** The horde skips its next advance (Barricade). */
  barricaded: boolean;
  deck: Deck;
}

export interface LastLightOptions {
  players: number;
}
