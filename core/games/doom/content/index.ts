/**
 * DOOM content: every card, demon, mission and the operation, as plain data.
 * effects.md documents the effect, trigger and condition ids the rules
 * interpret; ASSUMPTIONS.md records every value the reference leaves open.
 */
export * from './types';
export * from './marines';
export * from './squads';
export * from './classes';
export * from './weapons';
export * from './demons';
export * from './gloryKills';
export * from './events';
export * from './invasion';
export * from './missions';
export * from './numbers';
