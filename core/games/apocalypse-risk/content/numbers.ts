/**
 * Every number the rules use, as data. Tables by player count are written
 * (2/3/4/5 players) as in the rulebook; values the rulebook leaves open are
 * ours and each one is explained in ASSUMPTIONS.md under the same name.
 */

/** A value per player count: index 0 = 2 players ... index 3 = 5 players. */
export type ByPlayers = readonly [number, number, number, number];

export function byPlayers(table: ByPlayers, players: number): number {
  const v = table[Math.min(5, Math.max(2, players)) - 2];
  if (v === undefined) throw new Error(`No value for ${players} players.`);
  return v;
}

export const NUMBERS = {
  /** Set Up: starting armies (40/30/25/20). */
  startingArmies: [40, 30, 25, 20] as ByPlayers,
  /** Set Up and Headquarters: starting headquarters, also the most one player may control (3/2/2/1). */
  headquarters: [3, 2, 2, 1] as ByPlayers,
  /** Set Up: starting supply tokens (4/3/2/2). */
  supplies: [4, 3, 2, 2] as ByPlayers,
  /** Rebuild: most headquarters on the map at once (6/6/8/5). */
  mapHeadquarters: [6, 6, 8, 5] as ByPlayers,
  /** Meteors: supply tokens that may be moved per turn (2/2/1/1). */
  meteorSupplyMoves: [2, 2, 1, 1] as ByPlayers,
  /** Set Up: territory cards each player draws to place headquarters and supplies. */
  placementCards: 5,
  /** Movement: movements per turn, and how many of them may carry a supply. */
  movementsPerTurn: 3,
  supplyMovementsPerTurn: 2,
  /** Attacks: most attack dice, most defence dice. */
  maxAttackDice: 3,
  maxDefenceDice: 2,
  /** Attacks: attacks against apocalytes per attacking territory per turn. */
  apocalyteAttacksPerTerritory: 3,
  /** Apocalytes: attacks per territory per apocalyte turn. */
  apocalyteAttacksPerTurn: 3,
  /** Reinforce: territories per reinforcement, and the least a player gets. */
  territoriesPerReinforcement: 3,
  minimumReinforcement: 1,
  /** Attacks: supply rerolls; one supply gives one, two or more give this many. */
  maxRerolls: 2,
} as const;

/**
 * The apocalyte movement die (rulebook "Apocalytes"): how many of n
 * apocalytes move on each d6 face.
 */
export function movementCount(face: number, n: number): number {
  if (face <= 2) return Math.min(1, n);
  if (face === 3) return Math.floor(n / 2);
  if (face === 4) return Math.ceil(n / 2);
  return Math.max(0, n - 1);
}

/** Set Up: the scenario die, face -> scenario. */
export const SCENARIO_DIE: Readonly<Record<number, ScenarioId>> = {
  1: 'zombies', 2: 'plague', 3: 'mutants', 4: 'aliens', 5: 'demons', 6: 'meteors',
};

export type ScenarioId = 'zombies' | 'plague' | 'mutants' | 'aliens' | 'demons' | 'meteors';
export const SCENARIO_IDS: readonly ScenarioId[] = ['zombies', 'plague', 'mutants', 'aliens', 'demons', 'meteors'];

/** Numbers of each scenario's own rules. */
export const SCENARIO_NUMBERS = {
  zombies: { startTerritories: 6, zombiesEach: 5, reinforcementPerFallen: 1 },
  plague: {
    startInfected: 1,
    /** Spread: the d6 must beat this, by supply tokens in the target (0 / 1 / 2 or more). */
    spreadBeats: [3, 4, 5] as readonly number[],
    /** Fallen territories lose half their infected (rounded up) on this face. */
    dieOffFace: 6,
    curePartsNeeded: 3,
    cureDefenceDice: 2,
    cureSuccessesNeeded: 2,
    /** A cure holder counts as having this many supplies everywhere when the infection spreads. */
    cureHolderSupplies: 2,
  },
  mutants: {
    groundZeros: 4,
    startMutants: 1,
    /** Territories bordering ground zero lose up to this many armies (0 / 1 / 2 or more supplies). */
    borderConversions: [2, 1, 0] as readonly number[],
    procreateFallen: 2,
    procreateContested: 1,
    defenceDice: 3,
    /**
     * Designed (the rulebook says only "use them like players"): the mutants oppose an attack when the
     * roll holds the border at least this often (the chance the default rival asks before it opposes).
     */
    opposeHoldChance: 0.4,
    /** Designed: supply tokens the mutants keep after spending one on a strong barricade (one still rerolls and opposes). */
    keepAfterStrong: 1,
  },
  aliens: {
    startAliens: 15,
    reinforcement: 3,
    perSupply: 3,
    perHeadquarters: 5,
    /** The mothership joins the move when the movement die is above this. */
    mothershipMovesAbove: 3,
    /** With the mothership present, an alien loss is cancelled on a d6 above this (0 / 1 / 2 or more supplies). */
    survivalBeats: [3, 4, 5] as readonly number[],
    mothershipAttackDice: 1,
    mothershipDefenceDice: 2,
  },
  demons: {
    portals: 4,
    demonsEach: 1,
    perRound: 1,
    /** A demon rolls this many dice and keeps the highest. */
    dicePerDemon: 3,
    /** Armies a demon kills when its attack succeeds. */
    killsWhenAttacking: 3,
    /** Armies a defending demon kills when it wins a pair (rulebook silent; see ASSUMPTIONS.md). */
    killsWhenDefending: 1,
    suppliesToClose: 4,
  },
  meteors: {
    cardsPerRound: 3,
    rioterDefenceBonus: 1,
    /** Conversion succeeds on a d6 >= base - floor(meteorites / divisor), plus 1 per supply (up to 2), capped at the maximum. */
    conversionBase: 6,
    conversionDivisor: 3,
    conversionMax: 6,
    missileSupplies: 8,
  },
} as const;

/**
 * How the game ends where the rulebook names no winner or loser (designed
 * here; ASSUMPTIONS.md "Winning and losing").
 */
export const END_RULES = {
  /** The players lose together when fallen territories reach this share of the territories still on the map, after an apocalyte turn. */
  fallenLossShare: 0.5,
  /** Meteors: the meteor strikes the Earth at the end of this round unless the missile flew. */
  meteorDeadlineRound: 15,
  /** Default round limit (an option): the apocalypse not prevented by then wins. */
  defaultRoundLimit: 40,
} as const;
