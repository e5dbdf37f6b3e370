/**
 * Data types of Planet Apocalypse content. Every ability (hero, gift, legion,
 * demon, Lord, trooper trait) is an `Effect`: an effect id plus parameters
 * that the rules interpret (rules/effects.ts lists the ids the rules know).
 * New cards therefore need no new code unless they bring a new effect id.
 * Player-facing `text` is written in our own words.
 */
import type { AttackDie } from '../dice';

/** An ability as data: `effect` names the rule that interprets it, `params` tune it. */
export interface Effect {
  effect: string;
  params?: Record<string, number | string | boolean>;
}

export interface Ability extends Effect {
  id: string;
  name: string;
  text: string;
}

/** What a hero gets at once when a gift is placed on a slot (printed on the sheet under the card). */
export type SlotBonus =
  | { kind: 'addDie'; die: AttackDie }
  | { kind: 'stepDie' }
  | { kind: 'ability'; ability: string }
  | { kind: 'toughness'; amount: number }
  | { kind: 'health'; amount: number }
  | { kind: 'luck'; amount: number }
  | { kind: 'courage'; amount: number };

export interface GiftSlot {
  /** 1..6 as printed on the sheet. */
  slot: number;
  cost: number;
  bonus: SlotBonus;
  /** A start slot may take a gift at any time; others need a gifted slot with an arrow to them. */
  start: boolean;
  /** Slots this slot's arrows point to (they open once this slot holds a gift). */
  arrows: number[];
}

export interface HeroDef {
  id: string;
  name: string;
  title: string;
  /** Sheet values at game start. */
  health: number;
  toughness: number;
  luck: number;
  attack: AttackDie[];
  startAbility: Ability;
  /** The two abilities a gift slot can unlock (ids referenced by `ability` slot bonuses). */
  giftAbilities: Ability[];
  weakness: Ability;
  /** Further rules that are always on, beside the start ability (Prof. Maxwell's partial upgrade, from the FAQ). */
  traits?: Ability[];
  slots: GiftSlot[];
}

export interface GiftDef {
  id: string;
  name: string;
  text: string;
  /** Courage added to the slot's cost. */
  surcharge: number;
  /** "Uses luck": each use spends luck (Heart of Platinum reacts to these). */
  usesLuck: boolean;
  /** Copies in the deck. */
  copies: number;
  ability: Effect;
  /** The box it comes in; absent = the core 65-card deck. Void cards join only with the option `voidGifts`. */
  pack?: 'void';
}

export type Circle = 0 | 1 | 2 | 3 | 4;

/** The four kinds of common minion, one per circle 0..3. */
export type MinionKind = 'larva' | 'gryllus' | 'fiend' | 'cacodemon';

export interface MinionDef {
  kind: MinionKind;
  name: string;
  plural: string;
  /** What the player should know about it, in our own words. */
  text: string;
  circle: Circle;
  /** One or two numbers; a die must beat each number separately (see ASSUMPTIONS.md). */
  toughness: number[];
  attack: AttackDie[];
  /** Figures in the box: the component limit. */
  stock: number;
}

export interface FourthCircleDef {
  id: string;
  name: string;
  text: string;
  toughness: number[];
  attack: AttackDie[];
  health: number;
  /** Happens once when it appears. */
  onSpawn: Effect[];
  /** Holds while it is on the map (its attack's extra harm, a ranged attack ...). */
  ongoing: Effect[];
  /** Happens when it is killed. */
  onDeath: Effect[];
  /** Box it comes in: 'core' demons are always in the pile, others only with the option `expansionDemons`. Absent = core. */
  pack?: 'core' | 'void' | 'expansion';
  /** Maps that discard this demon when drawn (another is drawn instead). */
  bannedOn?: string[];
}

export interface LordDef {
  id: string;
  name: string;
  text: string;
  toughness: number[];
  attack: AttackDie[];
  /** Starting health by hero count: index 0 = 1 hero ... index 4 = 5 heroes. */
  health: number[];
  /** At the start of every Lord Battle. */
  menace: Effect;
  abilities: Effect[];
  /** How the heroes earn courage (or more) by fighting him. */
  reward: Effect;
  /** Extra targets on the Lord's sheet (Baphomet's wall). */
  parts?: { id: string; name: string; toughness: number[] }[];
  /** The sheet's menace, abilities and reward in words (the effects above are what the rules read). */
  sheet: { menace: string; abilities: string; reward: string };
  /**
   * A Lord made of pieces that fall one by one (Pulgasaur's stages, Geryon's
   * bodies, Scylla's heads): his health is split evenly among them, earlier
   * ones taking any remainder; a piece falls when its share is gone, and the
   * Lord is banished only when the last one falls. 'stage': the standing
   * piece's toughness and dice are his; otherwise his dice are those of every
   * piece still standing.
   */
  sections?: { kind: 'stage' | 'body' | 'head'; list: { name: string; toughness?: number[]; attack: AttackDie[] }[] };
  /** Box it comes in: 'core' Lords are always drawn at random, others only with the option `expansionLords`. Absent = core. */
  pack?: 'core' | 'void' | 'expansion';
}

export interface LegionDef {
  id: string;
  name: string;
  text: string;
  /** Which figures it boosts: demons are circles 1-4; a few legions name larvae. */
  affects: 'demons' | 'demonsAndLarvae';
  effect: Effect;
  /** Maps that discard this legion when drawn. */
  bannedOn?: string[];
  /** Box it comes in: 'core' legions are always in the deck, others only with the option `expansionLegions`. Absent = core. */
  pack?: 'core' | 'void' | 'expansion';
}

export interface TrooperDef {
  id: string;
  name: string;
  cost: number;
  absorb: number;
  /** Dice rolled by an ambush of 1, 2, 3 and 4 troopers of this type. */
  ambush: [AttackDie[], AttackDie[], AttackDie[], AttackDie[]];
  trait?: Ability;
  stock: number;
  /**
   * Set for every trooper outside the core five: the region that brings them (content/regions.ts says which region
   * uses which). Without the `region` option only the core five are recruited, or a map's own list (`recruitOnly`).
   */
  region?: string;
  /** Who they are, in our own words (the numbers are on the card). */
  text: string;
}

export interface AreaDef {
  id: string;
  name: string;
  /** Where minions go next, toward the start (the map's arrows). Several = a map rule picks. */
  next: string[];
  /** Areas heroes may step to (arrows count both ways for heroes). */
  adjacent: string[];
  /** Invasion tokens placed here at setup. */
  setupTokens: number;
  /** Position on the board for the renderer, in board units (0..10). */
  x: number;
  y: number;
}

/** A named point where a map's rules hook in; the rules read these by id. */
export type MapRule =
  /** Minions leaving a start re-enter at this area instead of leaving the map (Doomgate). */
  | { rule: 'exitLoopsTo'; area: 'lordOrigin' }
  /** Starts and Shadow areas count as adjacent (Doomgate). */
  | { rule: 'startAdjacentToShadow' }
  /** Legions discarded when drawn on this map. */
  | { rule: 'bannedLegions'; legions: string[] }
  /** Lesser Lords (by index in lordAreas) start with a third of the normal health, rounded up (Dragon Back, St. Peter's, Purgatory). */
  | { rule: 'lesserLords'; lords: number[] }
  /** The Lords never advance on the Lord cycle (Dragon Back, Dragon Guts, Purgatory). */
  | { rule: 'lordsStayPut' }
  /** Only the lowest-numbered standing Lord advances and spawns (St. Peter's). */
  | { rule: 'activeLordOnly' }
  /** Tokens placed or spawned in these areas are hindbody tokens: they bring only larvae, wherever they are revealed (Dragon Back). */
  | { rule: 'limboTokens'; areas: string[] }
  /** At the very start of the enemy phase, 1 doom per minion and 4 per Fourth Circle demon in this area (Dragon Back's Crown). */
  | { rule: 'crownDoom'; area: string }
  /** Minions never leave a start: they gather there, and a token entering it is revealed with or without heroes (Dragon Back). */
  | { rule: 'startHolds' }
  /** With several Lords standing, the captain picks which one's area the Lord cycle's Fourth Circle demon rises in (Dragon Back). */
  | { rule: 'fourthAtChosenLord' }
  /** Minions, Fourth Circle demons and tokens never move (Dragon Guts). */
  | { rule: 'demonsStayPut' }
  /**
   * No spawn segment: each despair cycle puts one token in the Brain while it has none, else in an empty organ of
   * the captain's choice (none empty: Hell wins); the Lord cycle's Fourth Circle demon rises there, then 1 doom per
   * organ holding First to Fourth Circle demons or a token; no other doom but hero deaths (Dragon Guts).
   */
  | { rule: 'organSpawn'; brain: string }
  /** A Fourth Circle demon starts here, its spawn effects resolved (Dragon Guts' Heart). */
  | { rule: 'startingFourth'; area: string }
  /** Invasion tokens spawn only at these Lords (by index in lordAreas), not at every standing Lord (Purgatory: Hell). */
  | { rule: 'spawnFrom'; lords: number[] }
  /** Heroes cannot step into this area while any of these Lords (by index) stands (Purgatory's Hell). */
  | { rule: 'sealedUntilBanished'; area: string; lords: number[] }
  /**
   * Invasion tokens appear in threes, one in each corner of this area (set-up and every spawn segment, wherever the
   * Lord is), and each leaves it toward its own corner's path (by the first area of each path); the area's minions
   * follow its arrow (The Final Battle).
   */
  | { rule: 'cornerTokens'; area: string; corners: string[] }
  /** Each Lord's track (areas, by Lord index): its tokens and minions move only once its Lord has been active (St. Peter's). */
  | { rule: 'lordTracks'; tracks: string[][] }
  /** Each hero chooses which start he begins in (Washington D.C.). */
  | { rule: 'chooseStart' }
  /** Heroes may also recruit in these areas besides the starts (Washington D.C.'s Beltway). */
  | { rule: 'recruitAt'; areas: string[] }
  /**
   * Washington D.C.'s White House (the Lord's area): minions there never move; tokens leave it one down each of its
   * arrows; no spawn segment; the Lord cycle puts a token in each corner, a Fourth Circle demon in the captain's corner,
   * and a token revealed at once when the Lord has no minions.
   */
  | { rule: 'whiteHouse'; area: string }
  /**
   * The Launch Site: the Lord's area (pad) in a ring of numbered areas (ring, 1 first): a band leaving the pad rolls 1d6
   * for its ring area; a hero enters the pad only from an area with no demons; the Lord cycle scores doom equal to the
   * highest-numbered ring area holding demons.
   */
  | { rule: 'launchRing'; pad: string; ring: string[] }
  /** Only these troopers may be recruited (The Moon Base: the space troopers). */
  | { rule: 'recruitOnly'; troopers: string[] }
  /** When a region other than the core troopers is chosen, the trooper at each of these costs is replaced (the Launch Site: Cosmonauts and Astronauts at 3 and 4). */
  | { rule: 'swapTroopers'; costs: Record<string, string> }
  /** A hero may give up his whole recruit roll for 1 courage (The Moon Base). */
  | { rule: 'recruitRollForCourage' }
  /** Heroes (only) may step from one area to another that is not adjacent (The Moon Base's airlocks, Blue Gate to White Gate). */
  | { rule: 'heroStep'; from: string; to: string }
  /**
   * A path whose minions and tokens move only on the Lord cycle, after the Fourth Circle demon, and whose gate then
   * takes `tokens` new tokens; it has no spawn segment (The Moon Base's Blue Railgun).
   */
  | { rule: 'slowTrack'; gate: string; areas: string[]; tokens: number };

export interface MapDef {
  id: string;
  name: string;
  text: string;
  areas: AreaDef[];
  /** Areas that lead out of the world: heroes start and recruit here, minions exit here. */
  starts: string[];
  /** Where heroes are placed at setup (one of the starts). */
  heroStart: string;
  /** One entry per Lord on the map: his area at setup. */
  lordAreas: string[];
  /** Areas where invasion tokens spawn besides the Lord's area (printed gates). */
  gates: string[];
  rules: MapRule[];
}
