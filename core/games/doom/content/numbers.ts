/**
 * Fixed numbers of the rules reference that content and rules share, plus
 * the few component counts it leaves open (marked "ours"; see
 * ASSUMPTIONS.md "Component counts").
 */

/** Damage a health pack recovers (reference). */
export const HEALTH_PACK_RECOVER = 5;
/** Event cards the invader may discard in the Status Phase for Argent Power (reference). */
export const STATUS_ARGENT_DISCARDS = 3;
/** Missions a side must win to take the operation early (reference). */
export const OPERATION_WINS_NEEDED = 4;
/** Argent Power tokens in the supply (ours: the reference says they are limited but not how many). */
export const ARGENT_TOKENS = 20;
