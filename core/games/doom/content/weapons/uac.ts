/**
 * The UAC set: the standard kit every marine's action deck starts with. It
 * has no weapon token (a fact of the reference); the cards are ours. It mixes
 * a modest sidearm with movement, a defensive reaction and a small heal so a
 * deck is never only guns (ASSUMPTIONS.md "Weapon sets").
 */
import { ability, attack, DODGE, R, shields, weaponCards } from '../build';
import type { WeaponSetDef } from '../types';

export const UAC_SET: WeaponSetDef = {
  id: 'uac', name: 'UAC Standard Issue', token: null, kind: 'uac', color: '#8a8f98',
  cards: weaponCards('uac', 'UAC Pistol', [
    { name: 'Sidearm Shot', type: 'main', speed: 2, attack: attack(4, R, R), defense: shields(1), copies: 2,
      text: 'Gain 2 movement points, then you may attack.' },
    { name: 'Steady Aim', type: 'bonus', defense: DODGE,
      abilities: [ability({ id: 'steady-aim', name: 'Steady Aim', timing: 'whileAttacking', effect: 'rerollDice', params: { count: 1 },
        text: 'While attacking this activation, reroll one die.' })],
      text: 'While attacking this activation, you may reroll one die.' },
    { name: 'Combat Dash', type: 'bonus', trait: 'UAC Gear', speed: 2, defense: shields(1), text: 'Gain 2 movement points.' },
    { name: 'Brace for Impact', type: 'reaction', trait: 'UAC Armor', defense: shields(2),
      abilities: [ability({ id: 'brace', name: 'Brace', timing: 'whileDefending', effect: 'addShields', params: { amount: 1 },
        text: 'Play while defending: add 1 shield.' })],
      text: 'Play while you are defending: add 1 shield.' },
    { name: 'Field Dressing', type: 'bonus', trait: 'UAC Medkit', defense: shields(0),
      abilities: [ability({ id: 'field-dressing', name: 'Field Dressing', timing: 'bonus', effect: 'recover', params: { amount: 1 },
        target: 'self', text: 'Recover 1 damage.' })],
      text: 'Recover 1 damage.' },
  ]),
};
