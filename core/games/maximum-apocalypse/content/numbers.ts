/** The rulebook's numbers (and the few ours, marked), in one place. */

/** "There is a 10 card hand limit"; the solo multi-class variant: 20. */
export const HAND_LIMIT = 10;
export const MULTI_CLASS_HAND_LIMIT = 20;
/** "each character starts with a storage limit of 4". */
export const STORAGE_LIMIT = 4;
/** "You must take 4 actions". */
export const ACTIONS_PER_TURN = 4;
/** Starting hand 4 (multi-class: 8); the mulligan sets aside up to 4. */
export const START_HAND = 4;
export const MULTI_CLASS_START_HAND = 8;
export const MULLIGAN_MAX = 4;
/** Hunger starts at 1; at 6 the survivor starves. */
export const START_HUNGER = 1;
export const STARVING_AT = 6;
/** "The maximum is 3 Monster tokens per tile". */
export const TOKENS_PER_TILE = 3;
/** Ours: the number of Monster tokens in the supply (the rulebook does not say). */
export const MONSTER_TOKENS = 30;
/** "Only 3 map tiles can ever be blocked at a given time." */
export const SCAVENGE_BLOCKS = 3;
/** The 30 numbered spawn tokens: the 2d6 sums without 7, as many of each as the ways to roll it. */
export const SPAWN_TOKEN_COUNTS: Record<number, number> = { 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1 };
/** Ours: a chain of reactions (turret, counter, katana ...) longer than this stops; it cannot happen with the printed cards. */
export const REACTION_CHAIN_LIMIT = 200;
/**
 * Kickstarter extra: 3 Objective Stars. Ours: they mark the places a mission sends you to (the places
 * to visit, the boss's tile); no mission names more than 3, so 3 stars always suffice.
 */
export const OBJECTIVE_STARS = 3;
/** Allies expansion: 3 to 6 allies go into the monster deck. */
export const ALLIES_MIN = 3;
export const ALLIES_MAX = 6;
