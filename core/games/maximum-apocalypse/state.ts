/** Maximum Apocalypse game state: plain JSON only (saved, cloned and hashed by the kernel). */
import type { Deck, SeatId } from '../../engine/types';
import type { MonsterSetId, ScavengeColor } from './content/types';

export type Difficulty = 'easy' | 'normal' | 'hard' | 'insane';
export type SoloMode = 'none' | 'multiClass' | 'allies';

export interface MAOptions {
  /** Seats s1..s6, one survivor each (the multi-class solo mode: one seat, two characters). */
  survivors: number;
  class1: string;
  class2: string;
  class3: string;
  class4: string;
  class5: string;
  class6: string;
  /** Mission id or 'random'. */
  mission: string;
  difficulty: Difficulty;
  /** Rulebook step 5: spawn tokens (the difficulty's mix) or the two dice. */
  spawn: 'tokens' | 'dice';
  solo: SoloMode;
  /** Allies expansion: how many allies go into the monster deck (3-6). */
  allies: number;
  dayNight: boolean;
  /** "when any player is eliminated, the game is over". */
  firstDeathLoses: boolean;
  /** 'players': the seats place the face-down tiles in turns; 'grid': a compact grid is laid out for them. */
  mapBuild: 'players' | 'grid';
  /** The 3-token cap per tile ("Difficulty Customization" may remove it). */
  tokenCap: boolean;
  /** Pandemic variant: a spawn on a tile already holding 3 tokens spreads to the tiles next to it. */
  pandemic: boolean;
  /** Maximum variant: a second monster set mashed into the deck ('none' for the mission's set only). */
  extraSet: 'none' | MonsterSetId;
  /** Kickstarter extras: the 45 stretch goal cards (ours) shuffled into the survivors' decks. */
  stretchGoals: boolean;
}

/** A body that takes damage: the survivor, or the Veteran's Dog. Id: the survivor's id, or "<id>:dog". */
export interface Body {
  id: string;
  name: string;
  health: number;
  maxHealth: number;
  dead: boolean;
  companion: boolean;
}

export interface GearInPlay {
  /** Card instance ("katana#1"). */
  card: string;
  /** Ammo tokens left; null for gear without ammo. */
  ammo: number | null;
  /** Extra damage from Upgrade / Spare Parts. */
  bonus: number;
}

/** Allies expansion: an ally attached (met, not yet recruited) or recruited. */
export interface AllyInPlay {
  card: string;
  health: number;
  recruited: boolean;
}

export interface Survivor {
  /** "c1".."c6"; also the figure id of the main body. */
  id: string;
  seat: SeatId;
  classId: string;
  name: string;
  /** Id of the card pool (deck, discard, hand) this character draws from; shared by the multi-class pair. */
  pool: string;
  /** Tile key "x,y". */
  tile: string;
  bodies: Body[];
  /** The hunger die, 1..6 (6 while starving). */
  hunger: number;
  /** 0 on the fed side; k = how many steps down the starving track. */
  starving: number;
  poison: number;
  gear: GearInPlay[];
  /** Insanity card instances in play. */
  insanity: string[];
  allies: AllyInPlay[];
  /** The Ronin's Bushido: Honor gear works while true. */
  unlocked: boolean;
  dead: boolean;
}

export interface CardPool extends Deck {
  id: string;
  hand: string[];
  limit: number;
}

export interface Tile {
  /** "x,y": x grows to the east, y to the south. */
  key: string;
  x: number;
  y: number;
  /** Physical tile id (content/tiles.ts); hidden from views while face down. */
  def: string;
  faceUp: boolean;
  tokens: number;
  /** Scavenge cards left here by a survivor who died. */
  dropped: string[];
  blocked: boolean;
}

export interface Monster {
  /** Card instance ("oni#1"). */
  card: string;
  /** Survivor id it is attached to. */
  owner: string;
  damage: number;
  stunned: boolean;
  /**
   * Whose next turn ends the stun: the survivor whose turn it was when it was
   * stunned ("At the start of your next turn, the creature is no longer
   * stunned"), so a stun on a monster on a teammate lasts through that
   * teammate's end of turn. Absent: its host's (older saves' states).
   */
  stunEnds?: string;
  /** Round in which it last took damage (Docile). */
  damagedRound: number;
}

export interface TurnState {
  survivor: string;
  actionsLeft: number;
  /** Tile keys scavenged this turn. */
  scavenged: string[];
  swapUsed: boolean;
  tradeUsed: boolean;
  /** A Stop tile ended this survivor's movement for the turn. */
  stopped: boolean;
}

export interface MissionState {
  fuel: number;
  relics: number;
  /** Objective tile types entered. */
  visited: string[];
  /** Boss card instance kept out of the deck, in play or already dealt with. */
  boss: string | null;
  /** The boss is still kept out, waiting for its tile to be revealed. */
  bossWaiting: boolean;
  bossKilled: boolean;
  kills: number;
  /** Rounds completed (every survivor has had a turn). */
  roundsDone: number;
  /** The objective is met (only the ride home is left); announced once. */
  done: boolean;
}

export interface SpawnBag {
  /** Token ids: "n6#2" (numbered), "safe#1", "ambush#1". */
  pool: string[];
  aside: string[];
}

export interface DayNightState {
  draw: string[];
  discard: string[];
  /** The night card showing, or null while the day side shows. */
  night: string | null;
}

export interface MAState {
  options: MAOptions;
  missionId: string;
  round: number;
  phase: 'setup' | 'play' | 'over';
  /** Survivor ids in turn order (clockwise from the first player). */
  order: string[];
  /** Index into order of the survivor whose turn it is. */
  turn: number;
  survivors: Survivor[];
  pools: CardPool[];
  tiles: Tile[];
  /** Monster cards attached to survivors, in the order they were attached. */
  monsters: Monster[];
  monsterDeck: Deck;
  scavenge: Record<ScavengeColor, string[]>;
  scavengeDiscard: string[];
  /** Cards out of the game (delivered fuel and relics, fuel burnt in a reload). */
  removed: string[];
  insanityDeck: Deck;
  tokenSupply: number;
  spawnBag: SpawnBag | null;
  dayNight: DayNightState | null;
  mission: MissionState;
  turnState: TurnState | null;
  /** Setup: physical tiles still to place face down (hidden), in shuffled order. */
  toPlace: string[];
  /** Cards between two places while a step that moves them waits (an equip, a fuel to equip or lose). */
  limbo: string[];
  /** How many cards of each kind the game holds, for the conservation invariant. */
  cardTotals: { survivor: number; monsters: number; scavenge: number };
  nextId: number;
  /** Reactions resolved in the current chain (REACTION_CHAIN_LIMIT). */
  chain: number;
}

export const COLORS: ScavengeColor[] = ['blue', 'green', 'red'];
