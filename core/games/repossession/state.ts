/**
 * The plain-JSON state of a Planet Repossession Force match. Hidden parts
 * (hands, stored cards, sealed loadout picks, deck order) live here and are
 * filtered per seat by view.ts.
 */
import type { Deck, SeatId } from '../../engine/types';
import type { Faction } from './content/types';

export interface PRFOptions {
  /** Players in each faction, 1 to 4 (2 to 8 in all). */
  gaia: number;
  xanadu: number;
  /**
   * House rule, off unless chosen: Xanadu adds points for moving second
   * (content/scoring.ts). The rulebook's score is faction tokens minus safety
   * tokens, nothing more.
   */
  secondMoverBonus?: boolean;
}

export interface Stats {
  hp: number;
  ap: number;
  ip: number;
}

export interface PlayerState {
  seat: SeatId;
  name: string;
  faction: Faction;
  /** Character stats; `stats.hp` is the HP limit healing may not pass. */
  stats: Stats;
  /** Current HP (kept between turns: "Keep note of your leftover HP"). */
  hp: number;
  lives: number;
  tokens: number;
  hand: string[];
  /** Cards left face down at the Start Zone. */
  stored: string[];
  /** The Start Zone pad this player drops in at and returns to. */
  home: string;
  /** Tile index the piece stands on, or null at Start. */
  at: number | null;
  /** Where the piece came from this turn (a failed Support check goes back there). */
  from: number | null;
  eliminated: boolean;
}

export interface TileState {
  owner: Faction | null;
  /** Seat whose conquest (or siege) put the tokens there; null when unconquered. */
  by: SeatId | null;
  /** Faction tokens on it (1, 3 or 5). */
  tokens: number;
  /** Ever conquered (a Tier 3 Raid stays conquered when a siege changes its owner). */
  conquered: boolean;
  /**
   * Its enemy was beaten in Combat ("defeated and that enemy tile
   * conquered"): what opens a quadrant's Tier 2 Support tiles and a Tier 3
   * Raid's guards. A tile claimed by closing a territory is conquered, not
   * defeated (false). Absent: read as `conquered` (a tile taken any other
   * way came through its enemy).
   */
  defeated?: boolean;
}

/** What a player declared for the faction turn (public once every teammate has declared). */
export interface Declaration {
  seat: SeatId;
  /** 'move' | 'siege' | 'start' | 'buy5' | 'buy8' | 'hold' */
  action: string;
  tile: number | null;
  done: boolean;
}

export interface SupportCheck {
  tile: number;
  /** Seats rolling, in order; the first is the lead (rewards and choices). */
  rollers: SeatId[];
  current: number;
  dice: number[];
  /** Per roller once done: the dice kept, the sum, snake eyes, four of a kind. */
  results: { seat: SeatId; dice: number[]; sum: number; snake: boolean; quad: boolean }[];
  /** Bought with safety tokens: no roll, the rewards come at once. */
  bought: 0 | 5 | 8;
}

/** One side's loadout for a Combat: cards (from the owner's hand) and what Settlements lend. */
export interface Loadout {
  owner: SeatId;
  cards: string[];
}

export interface Fighter {
  seat: SeatId;
  /** HP added by deployed Settlements, given back when the Combat ends. */
  lent: number;
  /** Poison took hold: -1 HP on every later attack and defence. */
  poisoned: boolean;
  /** Tokens gained this roll (snake eyes) that may not reroll it. */
  freshTokens: number;
  out: boolean;
}

export interface CombatState {
  tile: number;
  siege: boolean;
  /** PvE: the enemy card and its HP left. */
  enemy: { card: string; hp: number } | null;
  /** The attacking side (1 or 2 teammates) and, in a siege, the defending player. */
  attackers: Fighter[];
  defender: Fighter | null;
  /** Whether the defender stood on the tile (then a lost siege costs a life). */
  defenderOnTile: boolean;
  /** One loadout per side: the attackers' lead's, and in a siege the defender's. */
  loadouts: Loadout[];
  /** Sealed picks still hidden from the other side (siege loadouts before the reveal). */
  sealed: boolean;
  /** Strike order as [striker, target] pairs (seats, or 'enemy'), repeated; `next` counts strikes made. */
  order: string[][];
  next: number;
  exchanges: number;
  /** The current roll, shown to the table: who rolls, for what, the dice. */
  roll: { seat: SeatId; purpose: 'attack' | 'defense'; dice: number[] } | null;
  /** Siege: the attack total waiting for the target's defence roll. */
  pendingAttack: number | null;
}

export interface PRFState {
  options: PRFOptions;
  round: number;
  /** Whose faction turn it is. */
  turn: Faction;
  phase: 'setup' | 'declare' | 'resolve' | 'free' | 'over';
  players: PlayerState[];
  tiles: TileState[];
  /** The twelve piles by "deck:tier"; cards return to the bottom, so there are no discard piles. */
  piles: Record<string, Deck>;
  /** The first Tier 3 Raid has fallen: every Tier 3 Raid is open. */
  finalRaidsOpen: boolean;
  declarations: Declaration[];
  check: SupportCheck | null;
  combat: CombatState | null;
  /** A siege waiting for the defending faction to name its defender. */
  siege: { seat: SeatId; tile: number } | null;
  /** Seats owed an extra move this turn (four of a kind on a Support check). */
  extraMoves: SeatId[];
  /** Seats that spent this turn buying a Support tile with safety tokens: they may do nothing else this turn (Moving Basics). */
  bought: SeatId[];
  /**
   * Seats that have taken a free action ("any time on your turn") this turn: a purchase with safety tokens is no
   * longer offered to them, since "You cannot do anything else on that turn" (ASSUMPTIONS "Any time on your turn").
   * Optional so that a match saved before it loads.
   */
  freeUsed?: SeatId[];
  /**
   * Seats whose turn ended early this turn by losing a life ("lose a life, collect 3 safety tokens, and end your
   * turn"): no free actions for them until their next turn. Optional so that a match saved before it loads.
   */
  turnEnded?: SeatId[];
  /** Final scores once the game ends. */
  scores: Record<Faction, number> | null;
}
