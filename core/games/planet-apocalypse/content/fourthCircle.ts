/**
 * Fourth Circle demons of the core box: Hellhound and Catoblepas. Facts:
 * 4 health, 4 attack dice, Hellhound toughness 4 and a ranged attack,
 * Catoblepas gives every hero 2 pestilence when it appears and 1 pestilence
 * per hit it lands. Other values are ours (ASSUMPTIONS.md).
 */
import type { FourthCircleDef } from './types';

export const FOURTH_CIRCLE: FourthCircleDef[] = [
  {
    id: 'hellhound', name: 'Hellhound',
    text: 'Bays across the ruins: when no hero shares its area it attacks a hero in a neighbouring area instead.',
    toughness: [4], attack: ['d8', 'd8', 'd8', 'd8'], health: 4,
    onSpawn: [], ongoing: [{ effect: 'rangedAttack' }], onDeath: [],
  },
  {
    id: 'catoblepas', name: 'Catoblepas',
    text: 'Its breath rots flesh: when it arrives every hero gains 2 pestilence, and each hit it lands that is not absorbed adds 1 more.',
    toughness: [5], attack: ['d6', 'd6', 'd6', 'd6'], health: 4,
    onSpawn: [{ effect: 'pestilenceAllHeroes', params: { amount: 2 } }],
    ongoing: [{ effect: 'pestilencePerHit', params: { amount: 1 } }], onDeath: [],
  },
];

export const FOURTH_BY_ID: Record<string, FourthCircleDef> = Object.fromEntries(FOURTH_CIRCLE.map((d) => [d.id, d]));

/** Courage for the hero who lands the killing wound, and for the pool when an ambush does. */
export const FOURTH_KILL_COURAGE = 4;
export const FOURTH_AMBUSH_COURAGE = 3;
/** Doom a Fourth Circle demon scores when it exits. */
export const FOURTH_EXIT_DOOM = 4;
