/**
 * The four marine cards. The reference fixes their names, health 10, hand
 * size 3 and that Sprint is the same on all four; the Sprint numbers are ours
 * (ASSUMPTIONS.md "Sprint").
 */
import { ability } from './build';
import type { MarineDef } from './types';

/** Health printed on every marine card (a fact of the reference). */
export const MARINE_HEALTH = 10;
/** Standard marine hand size (a fact of the reference). */
export const MARINE_HAND_SIZE = 3;
/** The invader's hand size of event cards (a fact of the reference). */
export const INVADER_HAND_SIZE = 6;

/**
 * Sprint: discard any card to move far without attacking. Four points is one
 * more than the fastest starting main action, so running is worth a card.
 */
export const SPRINT = ability({
  id: 'sprint', name: 'Sprint', timing: 'main', effect: 'sprint', params: { discard: 1, amount: 4 },
  text: 'Main action: discard one action card from your hand to gain 4 movement points.',
});

function marine(id: string, name: string, color: string): MarineDef {
  return { id, name, health: MARINE_HEALTH, handSize: MARINE_HAND_SIZE, sprint: SPRINT, color };
}

export const MARINES: MarineDef[] = [
  marine('alpha', 'Alpha', '#3a7bd5'),
  marine('bravo', 'Bravo', '#d5a23a'),
  marine('charlie', 'Charlie', '#3ad56b'),
  marine('delta', 'Delta', '#b43ad5'),
];
