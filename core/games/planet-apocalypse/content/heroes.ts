/**
 * The five core heroes. Hannah Hazard's sheet is printed in the rulebook
 * (toughness 2, luck 6, attack 1d6, health 7, her abilities and six slots);
 * the others' sheets are not, so their values are ours, built from the
 * rulebook's facts (Naomi starts with 1d6 and a cost-4 start slot that
 * raises it to 1d8; Maxwell's Arthritis hurts only on his own turn; Tarang's
 * Silat follows a kill; Cindrew's Fidget, Fetch! needs a free slot).
 */
import { EXAMPLE_HEROES } from './heroesExamples';
import { NAMED_HEROES } from './heroesNamed';
import type { GiftSlot, HeroDef, SlotBonus } from './types';

/** The usual slot tree: 1 is the start slot; 1 opens 2 and 4, 2 and 4 open 3, 3 opens 5, 5 opens 6. */
function slots(costs: number[], bonuses: SlotBonus[]): GiftSlot[] {
  const arrows: number[][] = [[2, 4], [3], [5], [3], [6], []];
  return costs.map((cost, i) => ({ slot: i + 1, cost, bonus: bonuses[i] as SlotBonus, start: i === 0, arrows: arrows[i] as number[] }));
}

/** The five heroes of the core box. */
const CORE_HEROES: HeroDef[] = [
  {
    id: 'hannah', name: 'Hannah Hazard', title: 'Israeli-trained sniper',
    health: 7, toughness: 2, luck: 6, attack: ['d6'],
    startAbility: { id: 'sightedIn', name: 'Sighted In', effect: 'attackAdjacent', text: 'You may spend attack dice on minions in a neighbouring area. Heroes who help you must still share your area.' },
    giftAbilities: [
      { id: 'headShot', name: 'Head Shot', effect: 'combineDice', params: { count: 2 }, text: 'Once per attack you may add two of your rolled dice into one result.' },
      { id: 'zeroedIn', name: 'Zeroed In', effect: 'stepAllIfNoMove', text: 'If you have not moved this turn, every attack die is one step larger. Applied before other attack boosts; not in Hell Time.' },
    ],
    weakness: { id: 'loneWolf', name: 'Lone Wolf', effect: 'maxPatrol', params: { count: 1 }, text: 'You never have more than one patrol trooper.' },
    slots: [
      { slot: 1, cost: 6, bonus: { kind: 'addDie', die: 'd4' }, start: true, arrows: [2, 4] },
      { slot: 2, cost: 7, bonus: { kind: 'ability', ability: 'zeroedIn' }, start: false, arrows: [3] },
      { slot: 3, cost: 8, bonus: { kind: 'stepDie' }, start: false, arrows: [] },
      { slot: 4, cost: 7, bonus: { kind: 'ability', ability: 'headShot' }, start: false, arrows: [5] },
      { slot: 5, cost: 7, bonus: { kind: 'toughness', amount: 1 }, start: false, arrows: [6] },
      { slot: 6, cost: 8, bonus: { kind: 'stepDie' }, start: false, arrows: [] },
    ],
  },
  {
    id: 'maxwell', name: 'Prof. Maxwell', title: 'Retired military historian',
    health: 8, toughness: 3, luck: 2, attack: ['d6'],
    startAbility: { id: 'oldSoldier', name: 'Old Soldier', effect: 'recruitBonus', params: { amount: 1 }, text: 'Add 1 to every recruit roll you make.' },
    giftAbilities: [
      { id: 'drillmaster', name: 'Drillmaster', effect: 'ambushStep', text: 'Ambushes in your area roll every die one step larger.' },
      { id: 'fieldSurgeon', name: 'Field Surgeon', effect: 'firstAidBonus', params: { amount: 1 }, text: 'Your first aid restores 1 more point.' },
    ],
    weakness: { id: 'arthritis', name: 'Arthritis', effect: 'damageOnLongMove', params: { amount: 1 }, text: 'Moving two areas on your own turn costs you 1 health.' },
    // The FAQ: only he may upgrade some of a Paramilitary group, and only his own patrol.
    traits: [{ id: 'fieldPromotion', name: 'Field Promotion', effect: 'partialUpgrade', text: 'When you upgrade your own patrol (Paramilitary), you may upgrade only some of it; the others leave.' }],
    slots: slots([5, 6, 8, 7, 8, 10], [
      { kind: 'health', amount: 1 }, { kind: 'ability', ability: 'drillmaster' }, { kind: 'stepDie' },
      { kind: 'ability', ability: 'fieldSurgeon' }, { kind: 'addDie', die: 'd6' }, { kind: 'toughness', amount: 1 },
    ]),
  },
  {
    id: 'tarang', name: 'Tarang', title: 'Silat master',
    health: 7, toughness: 2, luck: 3, attack: ['d8'],
    startAbility: { id: 'silat', name: 'Silat', effect: 'killLarvaAfterKill', text: 'Each time your attack kills a demon of the First to Third Circle, you may also kill one larva in that area.' },
    giftAbilities: [
      { id: 'innerFire', name: 'Inner Fire', effect: 'stepOneDie', text: 'Once per attack, raise one of your attack dice by a step before rolling.' },
      { id: 'tigerStance', name: 'Tiger Stance', effect: 'luckReroll', text: 'After rolling, you may spend 1 luck to roll all your dice again (once per attack).' },
    ],
    weakness: { id: 'proud', name: 'Proud', effect: 'noSelfFirstAid', text: 'You may not give first aid to yourself.' },
    slots: slots([5, 7, 8, 7, 8, 9], [
      { kind: 'stepDie' }, { kind: 'ability', ability: 'innerFire' }, { kind: 'toughness', amount: 1 },
      { kind: 'ability', ability: 'tigerStance' }, { kind: 'addDie', die: 'd6' }, { kind: 'stepDie' },
    ]),
  },
  {
    id: 'naomi', name: 'Naomi Joslyn', title: 'Seer with a cursed eye',
    health: 6, toughness: 2, luck: 4, attack: ['d6'],
    startAbility: { id: 'focus', name: 'Focus', effect: 'replaceOneWithMax', text: 'After rolling, one of your dice that shows 1 may be turned to its highest face.' },
    giftAbilities: [
      { id: 'secondSight', name: 'Second Sight', effect: 'stepOneDie', text: 'Once per attack, raise one of your attack dice by a step before rolling.' },
      { id: 'farSight', name: 'Far Sight', effect: 'attackAdjacent', text: 'You may spend attack dice on minions in a neighbouring area.' },
    ],
    weakness: { id: 'hauntedEye', name: 'Haunted Eye', effect: 'firstAidAlwaysCosts', params: { amount: 1 }, text: 'Your first aid always costs 1 courage, even with no enemies about.' },
    slots: slots([4, 7, 8, 7, 8, 9], [
      { kind: 'stepDie' }, { kind: 'ability', ability: 'secondSight' }, { kind: 'addDie', die: 'd6' },
      { kind: 'ability', ability: 'farSight' }, { kind: 'toughness', amount: 1 }, { kind: 'stepDie' },
    ]),
  },
  {
    id: 'cindrew', name: 'Cindrew', title: 'Witch with a familiar',
    health: 6, toughness: 1, luck: 4, attack: ['d4', 'd4'],
    startAbility: { id: 'fidgetFetch', name: 'Fidget, Fetch!', effect: 'giftWithoutSurcharge', text: 'Special team action: once per team phase your familiar fetches a gift: earn one without paying its card\'s extra cost. Needs a free slot.' },
    giftAbilities: [
      { id: 'hexBolt', name: 'Hex Bolt', effect: 'stepOneDie', text: 'Once per attack, raise one of your attack dice by a step before rolling.' },
      { id: 'broomstick', name: 'Broomstick', effect: 'recruitBonus', params: { amount: 1 }, text: 'Add 1 to every recruit roll you make.' },
    ],
    weakness: { id: 'frail', name: 'Frail Company', effect: 'maxPatrol', params: { count: 2 }, text: 'You never have more than two patrol troopers.' },
    slots: slots([5, 6, 8, 7, 8, 9], [
      { kind: 'addDie', die: 'd4' }, { kind: 'ability', ability: 'hexBolt' }, { kind: 'stepDie' },
      { kind: 'ability', ability: 'broomstick' }, { kind: 'health', amount: 1 }, { kind: 'addDie', die: 'd6' },
    ]),
  },
];

/**
 * Every hero: the core five, then John Dark, Doc Hunter, Amelia Azevedo and Moose Kowalski (heroesExamples.ts),
 * then Dorothy Hall, Victor Steele, Penrod, Bernice, Cissy and Madeleine (heroesNamed.ts).
 */
export const HEROES: HeroDef[] = [...CORE_HEROES, ...EXAMPLE_HEROES, ...NAMED_HEROES];

export const HERO_BY_ID: Record<string, HeroDef> = Object.fromEntries(HEROES.map((h) => [h.id, h]));
