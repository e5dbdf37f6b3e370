/**
 * Class cards: one per marine, placed on the class slot for the whole game.
 * The reference gives no classes; these six and their starting weapons are
 * ours (ASSUMPTIONS.md "Class cards"). Each covers one role so a team of
 * four can field different plans, and each brings two starting weapon sets.
 */
import { ability, G, Y } from './build';
import type { ClassCardDef } from './types';

export const CLASS_CARDS: ClassCardDef[] = [
  {
    id: 'pointman', name: 'Pointman', startingWeapons: ['combat-shotgun', 'chainsaw'],
    text: 'Exhaust as a bonus action to gain 2 movement points.',
    abilities: [
      ability({ id: 'pointman-rush', name: 'Rush', timing: 'bonus', effect: 'gainMovement', params: { amount: 2 }, exhaust: true,
        text: 'Bonus action, exhaust: gain 2 movement points.' }),
    ],
  },
  {
    id: 'sharpshooter', name: 'Sharpshooter', startingWeapons: ['heavy-assault-rifle', 'burst-rifle'],
    text: 'While attacking a demon 4 or more spaces away, add one yellow die.',
    abilities: [
      ability({ id: 'sharpshooter-longshot', name: 'Long Shot', timing: 'beforeRoll', effect: 'addDice', params: { die: Y, count: 1 },
        when: { id: 'defenderBeyond', params: { range: 3 } },
        text: 'Before rolling against a demon 4 or more spaces away, add a yellow die.' }),
    ],
  },
  {
    id: 'demolitionist', name: 'Demolitionist', startingWeapons: ['plasma-rifle', 'combat-shotgun'],
    text: 'Exhaust as a bonus action to attack with one green die at range 3; each other enemy adjacent to the defender then suffers 1 damage.',
    abilities: [
      ability({ id: 'demolitionist-charge', name: 'Shaped Charge', timing: 'bonus', effect: 'attack', exhaust: true,
        params: { range: 3, dice: [G], splash: 1 },
        text: 'Bonus action, exhaust: attack (range 3, one green die); afterwards each other enemy adjacent to the defender suffers 1 damage.' }),
    ],
  },
  {
    id: 'field-medic', name: 'Field Medic', startingWeapons: ['burst-rifle', 'plasma-rifle'],
    text: 'Exhaust as a bonus action: you or a marine within 3 spaces recovers 2 damage. As your activation ends, recover 1 damage.',
    abilities: [
      ability({ id: 'field-medic-patch', name: 'Patch Up', timing: 'bonus', effect: 'recover', params: { amount: 2, range: 3 }, exhaust: true,
        target: 'marine', text: 'Bonus action, exhaust: you or a marine within 3 spaces recovers 2 damage.' }),
      ability({ id: 'field-medic-triage', name: 'Triage', timing: 'activationEnd', effect: 'recover', params: { amount: 1 },
        text: 'As your activation ends, recover 1 damage.' }),
    ],
  },
  {
    id: 'quartermaster', name: 'Quartermaster', startingWeapons: ['heavy-assault-rifle', 'chainsaw'],
    text: '+1 hand size.',
    abilities: [
      ability({ id: 'quartermaster-pack', name: 'Deep Pockets', timing: 'passive', effect: 'handSize', params: { amount: 1 },
        text: '+1 hand size.' }),
    ],
  },
  {
    id: 'brawler', name: 'Brawler', startingWeapons: ['chainsaw', 'burst-rifle'],
    text: 'While attacking an adjacent demon, add 1 damage. Exhaust after a Glory Kill to gain 2 movement points.',
    abilities: [
      ability({ id: 'brawler-fists', name: 'Close Quarters', timing: 'whileAttacking', effect: 'addDamage', params: { amount: 1 },
        when: { id: 'defenderWithin', params: { range: 1 } },
        text: 'While attacking an adjacent demon, add 1 damage.' }),
      ability({ id: 'brawler-momentum', name: 'Momentum', timing: 'reaction', effect: 'gainMovement', params: { amount: 2 }, exhaust: true,
        when: { id: 'afterGloryKill' },
        text: 'After you perform a Glory Kill, exhaust: gain 2 movement points.' }),
    ],
  },
];
