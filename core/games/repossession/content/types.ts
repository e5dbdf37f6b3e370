/**
 * The shapes of Planet Repossession Force's content: the board, the four
 * Action decks and the abilities written on Support cards. Everything here is
 * data; the rules in ../rules interpret it. Values the rulebook prints are
 * marked `printed: true`; every other value is ours (ASSUMPTIONS.md).
 */

export type Faction = 'gaia' | 'xanadu';
export type Tier = 1 | 2 | 3;
export type Quadrant = 'nw' | 'ne' | 'sw' | 'se';

/** The four Actions, one per tile colour and deck. */
export type DeckId = 'supplies' | 'settlements' | 'creatures' | 'raids';
export type TileColour = 'green' | 'blue' | 'yellow' | 'red';

export interface TileDef {
  /** "A1" .. "J10": column letter (west to east), row number (north to south). */
  id: string;
  index: number;
  x: number;
  y: number;
  quadrant: Quadrant;
  deck: DeckId;
  tier: Tier;
}

/** An Orbital Drop Zone: a Start Zone off the board's edge, touching one edge tile. */
export interface StartPadDef {
  id: string;
  name: string;
  faction: Faction;
  /** The tile a piece here may move onto. */
  tile: number;
  /** Board coordinates of the pad (one row off the grid). */
  x: number;
  y: number;
}

export type CreatureType = 'anthropoid' | 'humanoid' | 'flora' | 'beast';
export type RaidType = 'rogueOutpost' | 'mutantHorde' | 'monsterNest' | 'ghoulTribe';
export type EnemyType = CreatureType | RaidType;
export type EnemyEffect = 'armor' | 'speed' | 'snare' | 'agility' | 'poison';

export interface EnemyCard {
  id: string;
  name: string;
  deck: 'creatures' | 'raids';
  tier: Tier;
  type: EnemyType;
  hp: number;
  ap: number;
  effects: EnemyEffect[];
  /** True for values the rulebook prints (Hanover Yard). */
  printed?: boolean;
}

export type SupplyType = 'weapon' | 'upgrade' | 'equipment' | 'armor';
/** Which opponents an ability works against: any, a class, or one enemy type. */
export type Scope = 'any' | 'creature' | 'raid' | EnemyType;

/** An ability: an effect id the rules interpret, its amount, and its conditions. */
export interface Ability {
  effect: string;
  amount?: number;
  /** Against whom it works (Supplies default to Creatures, as the rulebook says most do). */
  vs?: Scope;
  /** Least IP the holder needs for the ability to work. */
  minIP?: number;
  /** Works only when this card (id) is in the same loadout. */
  pairsWith?: string;
}

export interface SupportCard {
  id: string;
  name: string;
  deck: 'supplies' | 'settlements';
  tier: Tier;
  /** Loadout slot: one of each Supplies type, up to two Settlements (Raids only). */
  slot: SupplyType | 'settlement';
  /** Supplies: added to every attack. Settlements: the AP they lend in a Raid. */
  attack: number;
  /** Supplies: added to every defence roll. */
  defense: number;
  /** Settlements: the HP they lend in a Raid. Every card: the HP it restores when sacrificed at 0 HP. */
  hp: number;
  /** Discarded to the bottom of its deck after the first Combat it is used in. */
  singleUse?: boolean;
  abilities: Ability[];
  printed?: boolean;
}
