/**
 * Gift cards, part three: blessings, leadership and Seal of Solomon. Seal of
 * Solomon and Brevet Rank are named by the rulebook: the Seal moves other
 * heroes (FAQ: a hero moved by it is not hurt by Arthritis) and Brevet Rank
 * adds 1 to a recruit roll (FAQ: with Stragglers' "1d4 minus 1" it gives a
 * plain 1d4). The rest, and all numbers, are ours (ASSUMPTIONS.md).
 */
import type { GiftDef } from './types';

export const FAITH_GIFTS: GiftDef[] = [
  { id: 'sealOfSolomon', name: 'Seal of Solomon', surcharge: 1, usesLuck: true, copies: 1,
    text: 'Uses luck. Once on your turn, spend 1 luck to move another hero 1 or 2 areas, as his own move would go but never into the Lord\'s Shadow. It is not his move.',
    ability: { effect: 'moveOtherHero', params: { luck: 1 } } },
  { id: 'brevetRank', name: 'Brevet Rank', surcharge: 0, usesLuck: false, copies: 2,
    text: 'Add 1 to every recruit roll you make.', ability: { effect: 'recruitBonus', params: { amount: 1 } } },
  { id: 'guardianAngel', name: 'Guardian Angel', surcharge: 5, usesLuck: false, copies: 1,
    text: '+1 toughness and 1 luck.', ability: { effect: 'statBoost', params: { toughness: 1, luck: 1 } } },
  { id: 'rosary', name: 'Rosary', surcharge: 1, usesLuck: false, copies: 2,
    text: 'Gain 1 luck, and +1 to your health cap and current health.', ability: { effect: 'statBoost', params: { luck: 1, health: 1 } } },
  { id: 'tithe', name: 'Tithe', surcharge: 1, usesLuck: false, copies: 1,
    text: 'Gain 1 luck and put 2 courage into the courage pool.', ability: { effect: 'statBoost', params: { luck: 1, poolCourage: 2 } } },
];
