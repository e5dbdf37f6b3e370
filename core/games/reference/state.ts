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
  /** Each survivor's record, by seat, for the end-of-game summary. */
  stats: Record<SeatId, SurvivorStats>;
  /** The weightiest moment so far (a survivor caught, the horde lured or held back in time). */
  turningPoint: { round: number; weight: number; text: string } | null;
}

export interface SurvivorStats {
  /** Spaces moved in all. */
  moved: number;
  played: number;
  scavenged: number;
  /** The round the horde caught this survivor, or null. */
  caughtRound: number | null;
}

export interface LastLightOptions {
  players: number;
}
