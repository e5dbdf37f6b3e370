/**
 * Fourth Circle demons of the core box: Hellhound and Catoblepas. Facts:
 * 4 health, 4 attack dice, Hellhound toughness 4 and a ranged attack,
 * Catoblepas gives every hero 2 pestilence when it appears and 1 pestilence
 * per hit it lands. Other values are ours (ASSUMPTIONS.md).
 *
 * Expansion demons (option `expansionDemons`), facts from the rulebook:
 * Secutor, Magdalene and Mandrake are listed with the Void pack; while the
 * Mandrake is in play an ambush must fire if a hero is in its area, a trooper
 * of that ambush may absorb the damage it does, and Lieutenant is a bad idea
 * (FAQ); the Gadarene makes "affected" heroes and troopers move toward the
 * (Head) Lord and is discarded on Dragon Guts; Nuckelavee takes 1 toughness
 * from each hero when it spawns and gives each hero (a replacement too) 1 back
 * when it dies (FAQ); the Tardigrade has a cyst token that is no enemy and
 * cannot be attacked (FAQ). Everything else is ours.
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
  // Expansion demons: only in the pile with the option `expansionDemons`.
  {
    id: 'secutor', name: 'Secutor', pack: 'void',
    text: 'A gladiator behind a tower shield: each wound takes two dice, each above 3, and a hero it damages is stunned.',
    toughness: [3, 3], attack: ['d8', 'd8', 'd8', 'd8'], health: 4,
    onSpawn: [], ongoing: [{ effect: 'stunOnDamage' }], onDeath: [],
  },
  {
    id: 'magdalene', name: 'Magdalene', pack: 'void',
    text: 'Seven devils went out of her and follow her still: when she appears, up to 7 larvae crawl out in her area (as many as the box holds).',
    toughness: [4], attack: ['d6', 'd6', 'd6', 'd6'], health: 4,
    onSpawn: [{ effect: 'spawnLarvae', params: { count: 7 } }], ongoing: [], onDeath: [],
  },
  {
    id: 'mandrake', name: 'Mandrake', pack: 'void',
    text: 'Its shriek maddens the troopers: while it is in play an ambush sharing its area with a hero must fire, and each of its dice showing 1 or 2 also strikes a hero there (troopers may absorb, the ambush\'s own too).',
    toughness: [4], attack: ['d8', 'd8', 'd8', 'd8'], health: 4,
    onSpawn: [], ongoing: [{ effect: 'ambushMustFire' }, { effect: 'ambushBackfire', params: { atMost: 2 } }], onDeath: [],
  },
  {
    id: 'gadarene', name: 'Gadarene', pack: 'expansion', bannedOn: ['dragonGuts'],
    text: 'A possessed herd that stampedes: a hero it damages is driven 1 area toward the Lord with his patrol, never into the Shadow.',
    toughness: [4], attack: ['d6', 'd6', 'd6', 'd6'], health: 4,
    onSpawn: [], ongoing: [{ effect: 'driveTowardLord', params: { areas: 1 } }], onDeath: [],
  },
  {
    id: 'nuckelavee', name: 'Nuckelavee', pack: 'expansion',
    text: 'The skinless rider feeds on nerve: when it appears each hero lays 1 toughness on its card, and when it dies each hero, a newcomer too, takes 1 back.',
    toughness: [5], attack: ['d8', 'd8', 'd8', 'd8'], health: 4,
    onSpawn: [{ effect: 'takeToughness', params: { amount: 1 } }], ongoing: [], onDeath: [{ effect: 'returnToughness', params: { amount: 1 } }],
  },
  {
    id: 'tardigrade', name: 'Tardigrade', pack: 'expansion',
    text: 'Near indestructible: when slain it curls into a cyst in its area (no enemy, cannot be attacked), and the next time the Lord would spawn a Fourth Circle demon it wakes from the cyst instead, whole again. Slain a second time, it stays dead.',
    toughness: [4], attack: ['d6', 'd6', 'd6', 'd6'], health: 4,
    onSpawn: [], ongoing: [], onDeath: [{ effect: 'cyst' }],
  },
];

export const FOURTH_BY_ID: Record<string, FourthCircleDef> = Object.fromEntries(FOURTH_CIRCLE.map((d) => [d.id, d]));

/** Courage for the hero who lands the killing wound, and for the pool when an ambush does. */
export const FOURTH_KILL_COURAGE = 4;
export const FOURTH_AMBUSH_COURAGE = 3;
/** Doom a Fourth Circle demon scores when it exits. */
export const FOURTH_EXIT_DOOM = 4;
