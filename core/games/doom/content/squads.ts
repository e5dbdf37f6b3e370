/**
 * Squad cards for teams of fewer than four marines. The names and who gets
 * them are facts of the reference; the abilities are ours, sized to make up
 * for the missing marines' cards and activations (ASSUMPTIONS.md "Squad cards").
 */
import { ability } from './build';
import type { SquadCardDef } from './types';

export const SQUAD_CARDS: SquadCardDef[] = [
  {
    id: 'taking-point', name: 'Taking Point', marines: 3, receivers: 'one', extraInitiative: 0,
    text: 'For a team of three: one marine of the team\'s choice holds this. +1 hand size. Exhaust as a bonus action to gain 1 movement point; it readies when your activation starts.',
    abilities: [
      ability({ id: 'taking-point-hand', name: 'Point Man', timing: 'passive', effect: 'handSize', params: { amount: 1 },
        text: '+1 hand size.' }),
      ability({ id: 'taking-point-move', name: 'Forward', timing: 'bonus', effect: 'gainMovement', params: { amount: 1 }, exhaust: true,
        text: 'Bonus action, exhaust: gain 1 movement point.' }),
    ],
  },
  {
    id: 'combat-veteran', name: 'Combat Veteran', marines: 2, receivers: 'each', extraInitiative: 0,
    text: 'For a team of two: each marine holds one. +1 hand size. Exhaust while defending to add 1 shield; it readies when your activation starts.',
    abilities: [
      ability({ id: 'combat-veteran-hand', name: 'Seasoned', timing: 'passive', effect: 'handSize', params: { amount: 1 },
        text: '+1 hand size.' }),
      ability({ id: 'combat-veteran-guard', name: 'Hardened', timing: 'whileDefending', effect: 'addShields', params: { amount: 1 }, exhaust: true,
        text: 'While defending, exhaust: add 1 shield.' }),
    ],
  },
  {
    id: 'solo-operative', name: 'Solo Operative', marines: 1, receivers: 'each', extraInitiative: 1,
    text: 'For a lone marine: add a second marine initiative card for you, so you activate twice each round. +1 hand size.',
    abilities: [
      ability({ id: 'solo-operative-hand', name: 'Self-Reliant', timing: 'passive', effect: 'handSize', params: { amount: 1 },
        text: '+1 hand size.' }),
    ],
  },
];
