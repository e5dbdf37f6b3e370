/**
 * Data types of DOOM content: the cards, demons, missions and operation that a
 * rules engine interprets. Every ability is data: an `effect` id plus
 * parameters (effects.md lists each id and exactly what it does), so a new
 * card needs no new code unless it brings a new effect id. Mission rules use
 * the same idea for `Trigger`s (when something happens) and `Condition`s
 * (what must hold), also listed in effects.md.
 *
 * Names from the rules reference (marines, demon types, weapon tokens, card
 * types, squad cards) are facts; every player-facing `text` is our own words.
 * All of it is plain JSON so it can sit in match state and saves.
 */
import type { MapDef, SpaceKey, FigureSize } from '../geometry/types';

/** Parameters of an effect, trigger or condition. */
export type Params = Record<string, number | string | boolean | string[]>;

/** An id of a die in DOOM_DICE (`dice.ts`): 'doom-red', 'doom-yellow', 'doom-green', 'doom-black'. */
export type DieId = string;

/** An ability as data: `effect` names the rule that interprets it, `params` tune it. */
export interface EffectRef {
  effect: string;
  params?: Params;
}

/**
 * When an ability may be used (the reference: "each ability describes when it
 * can be used"). effects.md explains each.
 */
export type Timing =
  | 'passive' // always on while the card is in play / on the table
  | 'main' // used as the marine's one main action (main action header)
  | 'bonus' // used as a bonus action (bonus action header)
  | 'reaction' // outside the marine's activation, when the ability's trigger says
  | 'whileAttacking' // step 5 of an attack, the attacker's side
  | 'whileDefending' // step 4 of an attack, the defender's side
  | 'afterAttack' // once damage is assessed
  | 'beforeRoll' // step 2 of an attack, before the dice are rolled
  | 'activationStart' // when this figure (or demon type) starts activating
  | 'activationEnd' // when this figure's activation ends
  | 'anyActivation' // during this figure's own activation, at any moment outside an attack
  | 'statusPhase' // during the Status Phase
  | 'onFragged' // when this figure is fragged
  | 'onSummon' // when this figure is summoned
  | 'instant'; // resolved at once when the card is played (events)

/** An ability on a card. */
export interface Ability extends EffectRef {
  id: string;
  name: string;
  text: string;
  timing: Timing;
  /** The card must be exhausted to use this ability (class cards). */
  exhaust?: boolean;
  /** Argent Power icons: tokens spent from the demon card to use it (demon abilities). */
  argent?: number;
  /**
   * Whom the ability is for when the timing does not make it obvious: 'self'
   * (the card's figure), 'marine' (the user or a marine the params allow),
   * 'demon' (one the invader chooses). effects.md "Targets".
   */
  target?: string;
  /** An extra requirement (a Condition id with params) checked before use. */
  when?: Condition;
}

/** Range and dice of an attack. `dice` lists one die id per die rolled. */
export interface AttackBox {
  range: number;
  dice: DieId[];
}

/** The three types of action card. */
export type ActionType = 'main' | 'bonus' | 'reaction';

/** Defence printed on an action card or event card. */
export interface DefenseIcons {
  /** Shield icons: each cancels one damage. */
  shields: number;
  /** The dodge icon: cancels all damage (marine action cards). */
  dodge?: boolean;
  /** The special defence icon (event cards): the defending demon's card decides what it gives. */
  special?: boolean;
}

/** One action card of a weapon set. */
export interface ActionCardDef {
  /** Unique over all action cards: `${set}-${number}`. */
  id: string;
  name: string;
  /** The weapon type under the name (the reference's "trait"), e.g. "Combat Shotgun". */
  trait: string;
  type: ActionType;
  /** Weapon set id and this card's number in it (1-based; the set number is the set's card count). */
  set: string;
  number: number;
  /** Movement points gained when played (the card's speed value); 0 or absent: none. */
  speed?: number;
  /** Main actions always have one; bonus actions may. */
  attack?: AttackBox;
  defense: DefenseIcons;
  abilities: Ability[];
  /** "Keep this card in play": not discarded at the end of the activation. */
  keepInPlay?: boolean;
  text: string;
}

export type WeaponSetKind = 'uac' | 'starting' | 'found' | 'grenade';

/** A weapon set: a group of action cards sharing one icon and colour. */
export interface WeaponSetDef {
  id: string;
  name: string;
  /**
   * The weapon token for this set (weapon tokens are named after the weapon);
   * null for the UAC set, which has no token.
   */
  token: string | null;
  kind: WeaponSetKind;
  /** Icon colour of the set identifier (CSS colour) for the card frame. */
  color: string;
  cards: ActionCardDef[];
}

/** A marine card: one per marine; all four share health 10 and Sprint. */
export interface MarineDef {
  id: string;
  /** "Alpha", "Bravo", "Charlie", "Delta". */
  name: string;
  health: number;
  handSize: number;
  sprint: Ability;
  /** Team colour for the figure and HUD. */
  color: string;
}

export interface ClassCardDef {
  id: string;
  name: string;
  text: string;
  abilities: Ability[];
  /** Starting weapon sets this class takes at setup, ids of `starting` sets. */
  startingWeapons: string[];
}

export interface GloryKillCardDef {
  id: string;
  name: string;
  /** Damage recovered when drawn (the reference: every Glory Kill card recovers two). */
  recover: number;
  /** The ability the card keeps, used later and then discarded. */
  ability: Ability;
  copies: number;
  text: string;
}

export type SquadSize = 1 | 2 | 3;

export interface SquadCardDef {
  id: string;
  /** "Taking Point", "Combat Veteran", "Solo Operative". */
  name: string;
  /** Squad size it is dealt for. */
  marines: SquadSize;
  /** How many of the marines receive one ('one' chosen by the team, or 'each'). */
  receivers: 'one' | 'each';
  abilities: Ability[];
  /** Extra marine initiative cards this card puts in the deck for its holder. */
  extraInitiative: number;
  text: string;
}

/** What a revealed special defence icon gives a demon: shields, or a dodge. */
export type SpecialDefense = { kind: 'shields'; amount: number } | { kind: 'dodge' };

export interface DemonDef {
  id: string;
  name: string;
  plural: string;
  size: FigureSize;
  flying: boolean;
  /** Figures in the box (component limit on summoning). */
  figures: number;
  speed: number;
  /** Attack box; its range is the demon card's range value. */
  attack: AttackBox;
  health: number;
  /** A shield icon beside health: one shield on every defence. */
  toughness: boolean;
  stagger: number;
  specialDefense: SpecialDefense;
  abilities: Ability[];
  text: string;
}

export interface EventCardDef {
  id: string;
  name: string;
  /** Set name printed at the bottom; six sets of six cards. */
  set: string;
  timing: Timing;
  /** Argent Power the invader spends from his invasion card or demon cards to play it (usually 0). */
  argentCost: number;
  /** Printed defence, used when this card is revealed to defend a demon. */
  defense: DefenseIcons;
  effect: EffectRef;
  /** Extra requirement to play it. */
  when?: Condition;
  text: string;
}

export interface EventSetDef {
  id: string;
  name: string;
  /** One line on the set's style, shown when the invader chooses sets. */
  theme: string;
  cards: EventCardDef[];
}

export type PortalTier = 1 | 2 | 3;

/** One demon type and count in an invasion group (placed in the listed order). */
export interface InvasionEntry {
  demon: string;
  count: number;
}

export interface InvasionGroupDef {
  tier: PortalTier;
  demons: InvasionEntry[];
  /** The Argent Power icon's value: tokens gained when summoned (0 when the group has none). */
  argent: number;
}

export interface InvasionCardDef {
  id: string;
  name: string;
  /** Six groups: two for each tier (1 blue, 2 yellow, 3 red). */
  groups: InvasionGroupDef[];
}

/** Something that happens during play, to which mission rules react. effects.md lists the ids. */
export interface Trigger {
  on: string;
  params?: Params;
}

/** Something that holds or not (a win condition, a requirement). effects.md lists the ids. */
export interface Condition {
  id: string;
  params?: Params;
}

/** A mission rule: when `trigger` happens (and `when` holds), resolve `effect`. */
export interface MissionRule {
  id: string;
  text: string;
  trigger: Trigger;
  when?: Condition;
  effect: EffectRef;
}

/** How facedown portals flip faceup: when `trigger` happens, flip these portal tokens. */
export interface PortalFlip {
  trigger: Trigger;
  portals: string[];
}

export interface ThreatCardDef {
  id: string;
  name: string;
  text: string;
  flips: PortalFlip[];
  /**
   * Portal tokens that stay on the map after summoning; every other portal is
   * discarded once used (the reference's default, "unless instructed otherwise").
   */
  keepPortals: string[];
  rules: MissionRule[];
}

export interface ObjectiveCardDef {
  id: string;
  name: string;
  text: string;
  /** The marines win as soon as any of these holds. */
  marinesWin: Condition[];
  /** The invader wins as soon as any of these holds (a frag-token count at least). */
  invaderWins: Condition[];
  rules: MissionRule[];
}

/** A portal token placed at setup. */
export interface PortalSetup {
  /** Token id on the map (`MapDef.tokens`). */
  token: string;
  tier: PortalTier;
  faceUp: boolean;
}

export type ItemKind = 'healthPack' | 'weapon';

export interface ItemSetup {
  token: string;
  kind: ItemKind;
  /** Weapon set id for weapon tokens. */
  weapon?: string;
}

export type MarkerKind = 'objective' | 'threat' | 'progress' | 'exit';

/** Generic tokens the objective and threat cards talk about. */
export interface MarkerSetup {
  token: string;
  kind: MarkerKind;
  /** What the mission calls this token ("generator", "data core"); absent: named after its kind. */
  name?: string;
}

export interface MissionDef {
  id: string;
  /** Place in the operation, 1..6. */
  number: number;
  name: string;
  briefing: string;
  map: MapDef;
  /** Start spaces for Alpha, Bravo, Charlie, Delta (marines take them in that order). */
  marineStarts: SpaceKey[];
  portals: PortalSetup[];
  items: ItemSetup[];
  markers: MarkerSetup[];
  objective: ObjectiveCardDef;
  threat: ThreatCardDef;
  /** Recommended event sets (three ids) and invasion card. */
  eventSets: string[];
  invasionCard: string;
  /** Demon figures on the map at setup (a portal may also summon at once, per the threat card). */
  startingDemons: { demon: string; at: SpaceKey; facing?: 'h' | 'v' }[];
  /**
   * Ours, tuned against the bots (ASSUMPTIONS.md "Balance against the bots"):
   * the invader's frag (and threat) goal by difficulty, for a squad and for a
   * lone marine. Absent: the objective card's own counts at every difficulty.
   */
  balance?: MissionBalance;
}

export type BalanceDifficulty = 'easy' | 'normal' | 'hard';

/** Frag tokens the invader needs, by the invader's difficulty. */
export interface MissionBalance {
  /** Two or more marines. */
  fragGoal: Record<BalanceDifficulty, number>;
  /** A lone marine (Solo Operative); absent: `fragGoal`. */
  soloFragGoal?: Record<BalanceDifficulty, number>;
  /** Threat tokens the invader needs where the objective card has a `threatTokens` win (Relay); absent: the card's count. */
  threatGoal?: Record<BalanceDifficulty, number>;
  /** The same for a lone marine; absent: `threatGoal`. */
  soloThreatGoal?: Record<BalanceDifficulty, number>;
  /**
   * Progress tokens the marines need where the objective card has a
   * `progressTokens` win (Data Vault), for a lone marine: a finer step than
   * one frag token where that step is too coarse. Absent: the card's count.
   */
  soloProgressGoal?: Record<BalanceDifficulty, number>;
}

export interface MissionOutcome {
  /** Text read when this side wins the mission. */
  marines: string;
  invader: string;
}

export interface OperationDef {
  id: string;
  name: string;
  /** Mission ids, Mission 1 to Mission 6. */
  missions: string[];
  outcomes: Record<string, MissionOutcome>;
  /** Missions a side must win to win the operation early (the reference: four). */
  winsNeeded: number;
}
