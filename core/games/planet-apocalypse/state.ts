/** Planet Apocalypse game state: plain JSON only (saved, cloned and hashed by the kernel). */
import type { Deck, SeatId } from '../../engine/types';
import type { MinionKind } from './content/types';
import type { AttackDie } from './dice';

export interface PAOptions {
  /** Number of heroes at the start, one per seat h1..h5. */
  heroes: number;
  /** Extra seats whose players join later (rulebook "Joining a Game"); heroes + lateJoiners <= 5. */
  lateJoiners: number;
  /** Hero id for each seat, or 'random'. */
  hero1: string;
  hero2: string;
  hero3: string;
  hero4: string;
  hero5: string;
  map: string;
  /**
   * Region id (content/regions.ts): which troopers are recruited and the starting pool. Absent in games made
   * before regions and in New games that leave it alone: the core troopers and a pool of 4, as before.
   */
  region?: string;
  /** Lord id or 'random'. */
  lord: string;
  divineIntervention: boolean;
  /** Difficulty options (rulebook "Changing Game Difficulty"). */
  secretLord: boolean;
  enragedLord: boolean;
  startDespairDice: number;
  lordCloser: number;
  miniboss: boolean;
  /** Also shuffle the expansion legions the rulebook describes (Pandemonium, Styx, Cocytus) into the legion deck. */
  expansionLegions?: boolean;
  /** Also draw the expansion Lords (Tarasque, Stheno, Stroma, Pulgasaur, Geryon, Scylla, Cthon) when the Lord is random or secret. */
  expansionLords?: boolean;
  /** Also put the expansion Fourth Circle demons (Secutor, Magdalene, Mandrake, Gadarene, Nuckelavee, Tardigrade) in the pile. */
  expansionDemons?: boolean;
  /** Also shuffle the Void pack's ten gift cards into the gift deck (content/giftsVoid.ts). Absent in games without them. */
  voidGifts?: boolean;
  /**
   * A legion id: it is the legion at set-up (joining the legion deck if it is an expansion one);
   * later legions are drawn as usual. 'random' or absent: drawn at random.
   */
  legion?: string;
  /**
   * A Fourth Circle demon id: it joins the pile (expansion or not) and is the first one to spawn;
   * later ones are drawn as usual. 'random' or absent: drawn at random.
   */
  fourthDemon?: string;
  /** Started from the campaign screen: the host records how it ends (campaign.ts). Absent in other matches. */
  campaign?: boolean;
}

/** Per-turn bookkeeping: each hero action happens once per hero phase. */
export interface HeroTurn {
  attacked: boolean;
  /** The move action is used up (taken, or given up to stand). */
  moved: boolean;
  /** The hero actually changed area this turn (Zeroed In needs him not to have). */
  walked: boolean;
  ambushed: boolean;
  /** Extra attacks granted this turn (Arcane Attack). */
  extraAttacks: number;
  arcaneUsed: boolean;
  /** Seal of Solomon used this turn. */
  sealUsed?: boolean;
  /** John Dark's Dark Exchange used this turn. */
  darkExchanged?: boolean;
  /** Penrod's Brawler used this turn. */
  brawled?: boolean;
  /** Cissy's Occult Interest used this turn. */
  occultUsed?: boolean;
}

/** Team actions done this team phase. */
export interface TeamDone {
  recruit: boolean;
  firstAid: boolean;
  renew: boolean;
  fidget: boolean;
  brigadier: boolean;
  /** Bernice's Legal Expert used this team phase (absent = not yet). */
  legal?: boolean;
  /**
   * What the hero turned down when he said Done in this segment (option
   * ids), null until he does: he is asked again only when something new
   * opens up for him, so one Done ends his team actions.
   */
  declined?: string[] | null;
}

export interface Hero {
  seat: SeatId;
  /** Null while the seat waits to bring in a replacement hero. */
  heroId: string | null;
  area: string;
  health: number;
  cap: number;
  toughness: number;
  luck: number;
  courage: number;
  attack: AttackDie[];
  /** Ability ids earned from slots (the start ability and weakness come from the sheet). */
  abilities: string[];
  /** Gift cards on the sheet and the slot each sits on. */
  gifts: { slot: number; card: string }[];
  patrol: { type: string | null; count: number };
  fire: boolean;
  stunned: boolean;
  pestilence: number;
  dead: boolean;
  /** False for a late joiner's seat until its player joins the game. */
  joined: boolean;
  /**
   * Pray for a Miracle (or Escape Pod) switched off: he falls rather than
   * spend the luck (FAQ: no gift must be used). A standing answer set on his
   * turn, since death resolves inside damage steps that cannot stop to ask.
   * Absent = used, as in saves from before the choice existed.
   */
  miracleOff?: boolean;
  turn: HeroTurn;
  team: TeamDone;
}

export interface Minion {
  id: string;
  kind: MinionKind;
  area: string;
}

export interface FourthDemon {
  id: string;
  defId: string;
  area: string;
  damage: number;
  /** A Tardigrade that woke from its cyst (it leaves no second cyst). */
  woke?: boolean;
  /** Washington D.C.: the road it takes out of the White House (the corner the captain chose). */
  route?: string;
}

export interface Token {
  id: string;
  area: string;
  /** A hindbody token (Dragon Back): it keeps its kind as it moves and brings only larvae. */
  limbo?: boolean;
  /** The Final Battle: the path (its first area) a token in a corner of the central area takes when it leaves. */
  corner?: string;
}

export interface Ambush {
  area: string;
  type: string;
  count: number;
}

export interface LordState {
  /** Figure id: 'lord' for the first Lord of a map, 'lord2', 'lord3' for more. */
  id: string;
  defId: string;
  /** 'hell' while on his sheet in a Lord Battle. */
  area: string;
  /** His area at setup (Doomgate's exits come back here). */
  origin: string;
  health: number;
  maxHealth: number;
  /** Secret Lord: not yet chosen and placed. */
  revealed: boolean;
  /** Hits taken by parts of his sheet (Baphomet's wall). */
  partHits: Record<string, number>;
  dead: boolean;
  /** Areas under this Lord's Shadow; a banished Lord's Shadow is lifted. */
  shadow: string[];
  /** Cthon's attack counters (rules/lordAbilities.ts). */
  counters?: number;
  /** Stroma's victim: the seat she holds in this Hell Time. */
  trapped?: string | null;
  /** Stheno's petrification: toughness taken from each seat's hero, given back when she is banished. */
  petrified?: Record<string, { hero: string; amount: number }>;
}

/** One die of an attack in progress. */
export interface AttackRoll {
  die: AttackDie;
  value: number;
  used: boolean;
}

export interface AttackState {
  /** 'hero' attacks are a hero's; 'ambush' and 'fireTeam' are troopers'. */
  by: 'hero' | 'ambush' | 'fireTeam';
  /** The attacking hero, or the hero whose patrol fires; the captain decides for an ambush. */
  seat: SeatId | null;
  /** Where the attacker stands ('hell' on the Lord's sheet). */
  area: string;
  dice: AttackDie[];
  rolls: AttackRoll[];
  /** Areas its dice may strike. */
  reach: string[];
  helpers: SeatId[];
  /** Once-per-attack boosts already used. */
  used: string[];
  kills: number;
  /** Wounds this attack dealt to the Lord (Tarasque's shell caps them). */
  lordWounds?: number;
}

export interface HellTime {
  /** Hero who entered the Shadow; null when the Lord's advance began it. */
  activating: SeatId | null;
  /** Id of the Lord being fought. */
  lord: string;
  trigger: 'hero' | 'lord';
  participants: SeatId[];
  /** Legion changes doom called for during the battle; they happen when it ends ("No other game events happen in Hell Time"). */
  legionChanges?: string[];
}

export interface PAState {
  options: PAOptions;
  mapId: string;
  round: number;
  phase: 'setup' | 'team' | 'hero' | 'enemy' | 'hell' | 'over';
  /** Seats in clockwise order; heroes[i] belongs to seatOrder[i]. */
  seatOrder: SeatId[];
  /** Index into seatOrder of the captain. */
  captain: number;
  heroes: Hero[];
  minions: Minion[];
  fourth: FourthDemon[];
  tokens: Token[];
  ambushes: Ambush[];
  /** One Lord on the base maps; expansion maps may hold several (MapDef.lordAreas). */
  lords: LordState[];
  /** Where the Lord and his minions return after Hell Time. */
  gate: string | null;
  doom: number;
  despair: number;
  lordTrack: number;
  despairDice: number;
  pool: number;
  legion: string | null;
  legionDeck: Deck;
  giftDeck: Deck;
  panel: (string | null)[];
  /** Fourth Circle demons not in play, to draw from. */
  fourthDeck: string[];
  /** The Fourth Circle demon named in New game (option fourthDemon) until the first one spawns; absent otherwise. */
  fourthFirst?: string;
  /** Dragon Guts: the organ where the last despair cycle's token was placed (the Lord cycle's Fourth Circle demon rises there). */
  organSpawn?: string | null;
  /** Where a slain Tardigrade's cyst lies (not an enemy, cannot be attacked); absent when there is none. */
  cyst?: string | null;
  /** The Moon Base: true while the Lord cycle moves the Blue Railgun (only its areas move then). */
  slowTrackMoving?: boolean;
  troopStock: Record<string, number>;
  divine: { holder: SeatId | null; used: boolean };
  hell: HellTime | null;
  attack: AttackState | null;
  /** Someone took a team action in the current pass of the team action segment. */
  teamActed: boolean;
  /** Legion changes already made at doom 3 and 7. */
  legionChanges: number[];
  nextId: number;
  /** What each seat did, for the end-of-game summary (rules/record.ts keeps it). */
  stats: Record<SeatId, SeatStats>;
  /** Kills made by ambushes (the captain spends their dice, but they are the team's). */
  ambushKills: number;
  /**
   * How much of the payment a hero is about to make comes from the pool, as he chose
   * (rules/poolApproval.ts); the payment (rules/tracks.ts payCourage) uses it up. Absent otherwise.
   */
  poolShare?: { seat: SeatId; pool: number } | null;
  /** The weightiest moment so far, for the summary's turning point. */
  turningPoint: { round: number; weight: number; text: string } | null;
}

/** One seat's record over the whole game (every hero the seat played). */
export interface SeatStats {
  /** Hero ids the seat played, in order. */
  heroes: string[];
  /** Minions, Fourth Circle demons and Lords killed. */
  kills: number;
  /** Hits landed: each minion killed and each wound dealt to a Fourth Circle demon or a Lord. */
  dealt: number;
  /** Health lost. */
  taken: number;
  /** Heroes of this seat who fell. */
  deaths: number;
  gifts: number;
}
