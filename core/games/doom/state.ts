/**
 * DOOM's plain-JSON game state. Everything the rules need lives here; content
 * (cards, demons, missions) is looked up by id in the catalogue, never copied,
 * except the map, whose doors and teleporters change during play.
 */
import type { Deck, SeatId, TableTarget } from '../../engine/types';
import type { Facing, FigureSize, MapDef, SpaceKey } from './geometry/types';
import type { PortalTier } from './content/types';
import type { MatchStats } from './rules/stats';

export type Difficulty = 'easy' | 'normal' | 'hard';
export type PlayMode = 'mission' | 'operation' | 'custom';

export interface DoomOptions {
  /** Marine seats, 1 to 4. */
  marines: number;
  mode: PlayMode;
  /** Mission id for a single mission (and the first mission of a custom operation). */
  mission: string;
  difficulty: Difficulty;
  /**
   * 'own': before each mission the invader picks his event sets and invasion
   * card and each marine his starting weapons; otherwise the mission's and
   * the class's recommendations are used (absent in older saves).
   */
  decks?: 'recommended' | 'own';
}

/** A figure on the map: a marine or one demon. */
export interface Figure {
  id: string;
  side: 'marine' | 'demon';
  /** Marine id ('alpha' ...) or demon type id ('imp' ...). */
  type: string;
  at: SpaceKey;
  size: FigureSize;
  facing: Facing;
  flying: boolean;
  /** Demons only: damage suffered (a marine's damage is on his marine card). */
  damage: number;
  stunned: boolean;
  /** Demons: already activated during the current demon-type activation. */
  activated: boolean;
}

export interface MarineState {
  /** 'alpha' ... ; also the figure id. */
  id: string;
  seat: SeatId;
  name: string;
  classId: string;
  squad: string | null;
  deck: Deck;
  hand: string[];
  /** Faceup cards played this activation (discarded at its end unless kept). */
  play: string[];
  /** Weapon sets in the deck (set ids), UAC included. */
  weapons: string[];
  /** Glory Kill cards facedown in the play area. */
  gloryKills: string[];
  damage: number;
  /** False while fragged and off the map. */
  onMap: boolean;
  classExhausted: boolean;
  squadExhausted: boolean;
  stunned: boolean;
}

export interface DemonCardState {
  faceUp: boolean;
  exhausted: boolean;
  argent: number;
}

export interface InvaderState {
  hand: string[];
  deck: Deck;
  invasionCard: string;
  /** Argent Power tokens on the invasion card. */
  argentOnInvasion: number;
  eventSets: string[];
  frags: number;
}

export interface PortalState {
  token: string;
  tier: PortalTier;
  at: SpaceKey;
  faceUp: boolean;
  /** Discarded after summoning (unless the threat card keeps it). */
  gone: boolean;
}

export interface ItemState {
  token: string;
  kind: 'healthPack' | 'weapon';
  weapon: string | null;
  at: SpaceKey;
}

export interface MarkerState {
  token: string;
  kind: string;
  at: SpaceKey | null;
  /** Figure carrying it (objective tokens). */
  carriedBy: string | null;
}

/** The marine taking his activation right now. */
export interface MarineActivation {
  marine: string;
  movement: number;
  mainUsed: boolean;
  /** Card whose attack may still be made before another card is played. */
  pendingAttack: string | null;
  /** A class, squad or Glory Kill ability's attack waiting (ability id). */
  pendingAbilityAttack: string | null;
  /** Played bonus cards whose attack modifiers still apply this activation (card ids). */
  boosts: string[];
  gloryKills: number;
  /** Spaces moved this activation (Static Charge). Optional so that saves from before it load. */
  moved?: number;
  /**
   * Stagger reductions that last until the end of this activation (Carve a
   * Path), by figure id; reductions until the end of the round are in
   * g.staggerMods. Optional so that saves from before it load.
   */
  staggerCuts?: Record<string, { printed: number; other: number }>;
}

export interface DemonActivation {
  type: string;
  figure: string | null;
  movement: number;
  attacked: boolean;
  moved: number;
  /** Abilities used during this demon's activation (ids). */
  used: string[];
  /** Movement every demon of the activating type gains (events played as the type starts). */
  typeBonus: number;
  /** Movement the next demon of the type to start its activation gains (Pounce, played as the type starts); then spent. */
  nextBonus?: number;
  /** A demon moving outside its activation (an event): it spends its points at once, no attack, then stops. */
  dash?: boolean;
}

/** An attack being resolved (the reference's six steps). */
export interface AttackState {
  attacker: string;
  defender: string;
  /** Spaces the defender stood on when declared (splash damage centres there even if it is fragged). */
  defenderSpaces: string[];
  /** Seat answering for each side. */
  attackerSeat: string;
  defenderSeat: string;
  /** Action card, demon card, or ability that gives the attack box. */
  source: { kind: 'card' | 'demon' | 'ability'; id: string };
  range: number;
  dice: string[];
  /** Damage icons rolled per die, and specials. */
  rolls: { die: string; value: number; special: boolean }[];
  /** The defender has cover (known from the declaration on; the defence step settles it). */
  cover: boolean;
  /** An ignoreCover card played before the roll: the defender gets no cover at the defence step. */
  noCover?: boolean;
  defenceCard: string | null;
  /** Cards revealed for defence (both, when cover let the defender reveal again); discarded at the end. */
  revealed: string[];
  shields: number;
  dodge: boolean;
  bonusDamage: number;
  /**
   * Damage each special icon adds (damagePerSpecial), counted on the dice as they stand when the
   * damage is assessed, so a special icon rerolled away no longer counts. Absent: none.
   */
  perSpecial?: number;
  pierce: number;
  /** Abilities (ids) used in this attack, so none is used twice. */
  used: string[];
  /** Other enemies the same dice are applied to once this attack ends (extraTarget). */
  extra: string[];
  /** This attack reuses an earlier roll (extraTarget): no roll, no after-attack effects. */
  preset: boolean;
}

export interface MissionRecord {
  mission: string;
  winner: 'marines' | 'invader';
  /** Rounds the mission lasted. */
  rounds: number;
}

export interface DoomState {
  options: DoomOptions;
  round: number;
  phase: 'setup' | 'status' | 'activation' | 'over';
  mission: string;
  map: MapDef;
  figures: Figure[];
  marines: MarineState[];
  demonCards: Record<string, DemonCardState>;
  /** Figures of each demon type in the box not on the map (component limit). */
  demonSupply: Record<string, number>;
  invader: InvaderState;
  /** Argent Power tokens left in the supply (component limit). */
  argentSupply: number;
  portals: PortalState[];
  items: ItemState[];
  markers: MarkerState[];
  /** Threat and progress tokens the mission cards count. */
  counters: Record<string, number>;
  initiative: { draw: string[]; revealed: string[] };
  gloryKillDeck: Deck;
  marineActivation: MarineActivation | null;
  demonActivation: DemonActivation | null;
  attack: AttackState | null;
  /** Stagger reductions by demon figure (printed-value reductions take only the greatest). */
  staggerMods: Record<string, { printed: number; other: number }>;
  nextDemon: number;
  /** Grenade tokens lying on the map (weapon set id, thrower, space, and the decoy's reach). */
  grenades: { set: string; marine: string; at: SpaceKey; kind: string; radius: number }[];
  /** Small figures a large figure just ended on, waiting to be placed (demons first). */
  displacing: Figure[];
  /** Missions played in this operation, in order. */
  operation: MissionRecord[];
  /** Mission rules already fired that fire once (ids). */
  fired: string[];
  /** What the invader is doing now, for the turn bar (rules/segment.ts); null outside his turn. */
  segment: { text: string; highlight: TableTarget[] } | null;
  /** Counts for the end-of-game summary (rules/stats.ts). */
  stats: MatchStats;
}
