/** Apocalypse (the RISK variant) game state: plain JSON only (saved, cloned and hashed by the kernel). */
import type { Deck, SeatId } from '../../engine/types';
import type { ScenarioId } from './content/numbers';

/** A side in a fight: a player's seat or the apocalytes. */
export type Side = SeatId | 'apoc';
/** Who owns a territory: a seat, the apocalytes (they have the most troops), or nobody. */
export type Owner = SeatId | 'apoc' | null;

export interface RiskOptions {
  players: number;
  /** 'roll' rolls the scenario die at setup. */
  scenario: 'roll' | ScenarioId;
  /** Stop when the apocalypse is prevented, or play on to world domination (rulebook "Post Apocalypse"). */
  endMode: 'prevented' | 'domination';
  /** Territories dealt from the cards, or chosen in turn (rulebook "Set Up"). */
  selection: 'deal' | 'draft';
  /** The game ends after this round (designed; ASSUMPTIONS.md "Winning and losing"). */
  roundLimit: number;
}

export interface TerritoryState {
  /** Armies per seat; seats with none are absent. */
  troops: Record<SeatId, number>;
  /** Apocalyte armies (zombies, infected, mutants, aliens, demons or rioters). */
  apoc: number;
  supplies: number;
  hq: boolean;
  owner: Owner;
}

/** A closed border: it sits on `terr`'s side of the border with `other`. */
export interface Barricade {
  terr: string;
  other: string;
  strong: boolean;
}

/** A border whose barricade was broken: it may not close again until a full turn has passed. */
export interface BrokenBorder {
  a: string;
  b: string;
  round: number;
  turn: number;
}

/** Answers a player set once for questions asked outside their turn. */
export interface StandingAnswers {
  /** Seats always allowed to enter, pass or take supplies. */
  allow: SeatId[];
  /** Seats always refused. */
  deny: SeatId[];
  /** Defend with as many dice as allowed without being asked. */
  defendMost: boolean;
  /** Reroll the lowest die whenever it is not winning, without being asked. */
  autoReroll: boolean;
  /** Opposing attacks and apocalyte moves into supplied territories. */
  oppose: 'ask' | 'always' | 'never';
}

export interface PlayerState {
  seat: SeatId;
  name: string;
  color: string;
  eliminated: boolean;
  /** Setup: the territory cards drawn to place headquarters and supplies (secret until placed). */
  cards: string[];
  /** Plague: cure parts found (secret unless shown). */
  cureParts: number;
  /** Plague: how many parts the player last showed the table (others see this number, not cureParts). */
  partsShown: number;
  /**
   * Plague: parts last shown in private, by the seat that saw them ("Players may choose to share this
   * information or keep it secret"). Only that seat's view carries its number. Absent in older saves.
   */
  shownTo?: Record<SeatId, number>;
  /** Plague: holds the complete cure (public: its effects are on the table). */
  cured: boolean;
  standing: StandingAnswers;
}

export interface TurnState {
  /** The seat whose turn it is; null during the apocalyte turn. */
  seat: SeatId | null;
  /** 0 = the apocalytes, then 1.. in seat order. */
  index: number;
  movesUsed: number;
  supplyMoves: number;
  /** Attacks made against apocalytes this turn, per attacking territory. */
  apocAttacks: Record<string, number>;
  /** Territories that attacked this turn (they may not close a border). */
  attackedFrom: string[];
  /** Territories that closed a border this turn (they may not attack). */
  closedFrom: string[];
  /** Plague: territories that tried for the cure this turn. */
  cureTried: string[];
  /** Foreign territories where the mover stands with equal or more troops than the owner, passing through. */
  transit: string[];
  /** Seats that refused permission this turn (not asked again). */
  refused: SeatId[];
}

/** Supplies held at a portal or missile site: it pays off if still held at the holder's next turn. */
export interface Hold {
  terr: string;
  seat: SeatId;
  purpose: 'portal' | 'missile';
  round: number;
}

export interface RiskState {
  options: RiskOptions;
  players: PlayerState[];
  scenario: ScenarioId | null;
  round: number;
  phase: 'setup' | 'apocalytes' | 'players' | 'over';
  territories: Record<string, TerritoryState>;
  barricades: Barricade[];
  broken: BrokenBorder[];
  /** The territory cards, used for every random territory (order hidden). */
  deck: Deck;
  turn: TurnState;
  /** Zombies round 1: supplies have no effect. */
  ignoreSupplies: boolean;
  groundZero: string[];
  portals: { terr: string; open: boolean }[];
  mothership: string | null;
  mothershipDestroyed: boolean;
  annihilated: string[];
  barren: string[];
  meteorites: number;
  holds: Hold[];
  missileLaunched: boolean;
  /** Round in which the apocalypse was prevented, or null. */
  prevented: number | null;
}
