/**
 * The shapes of Maximum Apocalypse's content. Everything a card, monster,
 * tile or mission does is written as data here: an ability names an effect
 * id that the rules interpret (rules/effects/*), with its parameters. A card
 * needs no code of its own; an unknown effect id fails the content test.
 */

/** Rulebook "Range": short = own tile; mid = own tile and orthogonal neighbours; long = 1-2 tiles away, never the own tile. */
export type RangeName = 'self' | 'short' | 'mid' | 'long';

export type ScavengeColor = 'blue' | 'green' | 'red';

export type Params = Record<string, number | string | boolean>;

/**
 * When an ability of a survivor card fires (the rulebook's glossary words):
 * play = an instant played as an action; equip = when equipped; action = a
 * card in play used as an action; discard = discard the equipped gear (free);
 * passive = while in play; attacked / damaged = a monster attacks / damages
 * the holder; attached = a monster is attached to the holder; end / start =
 * the holder's turn ends / starts; drawn = the moment a scavenge card is drawn.
 */
export type CardTrigger = 'drawn' | 'play' | 'equip' | 'action' | 'discard' | 'passive' | 'attacked' | 'damaged' | 'attached' | 'end' | 'start';

export interface Ability {
  on: CardTrigger;
  effect: string;
  range?: RangeName;
  params?: Params;
}

export interface PlayerCardDef {
  id: string;
  name: string;
  /** Instant: played for an action and discarded. Gear: equipped and kept in play. */
  kind: 'instant' | 'gear';
  deck: 'survivor' | 'scavenge';
  /** Survivor cards: the class whose deck holds them. */
  classId?: string;
  /** Scavenge cards: the pile's colour ('any' cards are dealt into piles by the mission). */
  color?: ScavengeColor | 'any';
  /** Copies in a class deck (scavenge copies come from the mission). */
  copies: number;
  /** Gear: storage slots it takes. */
  storage?: number;
  /** Gear: ammo tokens placed when equipped; its actions spend one each. */
  ammo?: number;
  /** Gear reloaded by discarding an equipped fuel (removed from the game), which fills it. */
  fuelReload?: boolean;
  /** 'fuel', 'food', 'relic', 'honor' (Ronin gear, works only once Bushido is played) ... */
  tags?: string[];
  abilities: Ability[];
  /** Our own words for the card face. */
  text: string;
  /** Where the rulebook prints this card's values (empty: designed by us, see ASSUMPTIONS.md). */
  printed?: string;
  /** A Kickstarter stretch goal card: in its class's deck only with the `stretchGoals` option. */
  stretch?: boolean;
}

export interface CompanionDef {
  name: string;
  health: number;
  stealth: number;
  starvingStealth: number;
  storage: number;
}

export interface CharacterDef {
  id: string;
  name: string;
  health: number;
  stealth: number;
  /** The starving side's stealth (rulebook "Starvation": it often gets worse). */
  starvingStealth: number;
  storage: number;
  /** The innate action or ability; lost while starving. */
  innate: { name: string; ability: Ability; text: string };
  /** Damage for each step down the starving side's hunger track; one step past the last is the skull. */
  hungerTrack: number[];
  /** The Veteran's Dog: a second body sharing the hunger die and the turn. */
  companion?: CompanionDef;
  text: string;
  printed?: string;
}

export type MonsterSetId = 'gothic' | 'mythos' | 'yokai' | 'alien' | 'zombie' | 'rapture';

/** draw / attack / destroy / passive: the rulebook glossary's monster keywords. */
export type MonsterTrigger = 'draw' | 'attack' | 'destroy' | 'passive';

export interface MonsterAbility {
  on: MonsterTrigger;
  effect: string;
  range?: RangeName;
  params?: Params;
}

export interface MonsterDef {
  id: string;
  name: string;
  set: MonsterSetId;
  copies: number;
  health: number;
  attack: number;
  range: RangeName;
  boss?: boolean;
  /** Counter: Range. */
  counter?: RangeName;
  docile?: boolean;
  drainLife?: boolean;
  stampede?: boolean;
  /** Its attack names every player in range: the Veteran and the Dog are both hit even when it is attached to them. */
  hitsAll?: boolean;
  /** 'robot', 'undead', 'beast' ... for passives that name a kind. */
  tags?: string[];
  abilities: MonsterAbility[];
  text: string;
  printed?: string;
}

export interface MonsterSetDef {
  id: MonsterSetId;
  name: string;
  letter: string;
  text: string;
}

export type TileTrigger = 'reveal' | 'enter' | 'end' | 'scavenge';

export interface TileAbility {
  on: TileTrigger;
  effect: string;
  params?: Params;
}

export interface TileTypeDef {
  id: string;
  name: string;
  /** Scavenge icons: the piles the scavenge action draws from here (none: cannot scavenge). */
  scavenge: ScavengeColor[];
  /** Rulebook "Stop": entering ends the survivor's movement for the turn. */
  stop?: boolean;
  abilities: TileAbility[];
  text: string;
  printed?: string;
}

/** A physical tile: its type and the spawn number printed on it. */
export interface TileDef {
  id: string;
  type: string;
  spawn: number;
}

export interface InsanityDef {
  id: string;
  name: string;
  storage: number;
  effect: string;
  params?: Params;
  text: string;
  printed?: string;
}

export type Direction = 'north' | 'east' | 'south' | 'west';

export interface DayNightDef {
  id: string;
  name: string;
  /** The red arrow on the card's back: where Monster tokens move at dawn. */
  arrow: Direction;
  /** The night side's effect ('none' for a quiet night). */
  effect: string;
  params?: Params;
  /** True when the effect lasts while the night side shows; false when it happens once at dusk. */
  untilDawn: boolean;
  text: string;
}

export interface AllyDef {
  id: string;
  /** The class whose deck and character card the ally brings when the main character falls. */
  classId: string;
  name: string;
  /** Scavenge cards to discard to recruit: a colour, or 'any' (grey). */
  cost: { color: ScavengeColor | 'any'; count: number };
  health: number;
  /** Storage slots added once recruited. */
  storage: number;
  ability: Ability;
  text: string;
  printed?: string;
}

export type BossWhen = 'none' | 'deck' | 'reveal';

export interface MissionObjective {
  /** Fuel cards delivered to the Van (the fuel icon). */
  fuel: number;
  /** Tile types a survivor must enter. */
  visit?: string[];
  /** The mission's boss must be killed. */
  killBoss?: boolean;
  /** Relic cards delivered to the Van. */
  relics?: number;
  /** Rounds that must be completed before the rescue can come. */
  surviveRounds?: number;
  /** Monsters killed by the team. */
  kills?: number;
}

export interface MissionDef {
  id: string;
  name: string;
  /** The mission card's difficulty, 1 to 3 stars. */
  stars: number;
  set: MonsterSetId;
  /** Physical tiles (TileDef ids), the Van not included. */
  tiles: string[];
  /** Scavenge deck composition: card id -> copies, per pile. */
  scavenge: Record<ScavengeColor, Record<string, number>>;
  objective: MissionObjective;
  /** Boss setup: kept out and drawn by whoever reveals `tile`, shuffled into the deck, or none. */
  boss: { when: BossWhen; tile?: string };
  text: string;
}

export interface DifficultyDef {
  id: 'easy' | 'normal' | 'hard' | 'insane';
  name: string;
  /** Rulebook step 5: safe and ambush tokens added to the 30 numbered spawn tokens. */
  safe: number;
  ambush: number;
  /** "Difficulty Customization" levers, used by the harder levels (ASSUMPTIONS.md). */
  extraAmbushCards: number;
  extraEmptyHanded: number;
  /** The easier levels' mirror of that lever: more useful cards shuffled into the piles. */
  extraCards: Partial<Record<ScavengeColor, Record<string, number>>>;
  rollStartingHunger: boolean;
  /** Tiles left out of the mission's map (the mirror of "Add more tiles to the map"); never an objective's tile. */
  fewerTiles: number;
  /** The mission stars a random mission is drawn from at this level (the mission card's own difficulty). */
  missionStars: number[];
  /** Whether the 3-token cap holds ("Remove the 3 Monster token cap" is a harder level's lever). */
  tokenCap: boolean;
  text: string;
}
