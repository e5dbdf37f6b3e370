/**
 * Weapon sets found on the map: the weapon tokens with the grey stripe. A
 * marine who gains one shuffles its cards onto the top of his deck, so the
 * new weapon arrives in his next draws. Found sets are stronger than starting
 * sets and smaller (three cards), so one pass through them is a spike, not a
 * new deck (ASSUMPTIONS.md "Weapon sets").
 */
import { ability, attack, DODGE, G, K, R, shields, weaponCards, Y } from '../build';
import type { WeaponSetDef } from '../types';

export const SUPER_SHOTGUN: WeaponSetDef = {
  id: 'super-shotgun', name: 'Super Shotgun', token: 'super-shotgun', kind: 'found', color: '#922b21',
  cards: weaponCards('super-shotgun', 'Super Shotgun', [
    { name: 'Double Barrel', type: 'main', speed: 1, attack: attack(2, K, K, R), defense: shields(1), copies: 2,
      text: 'Gain 1 movement point, then attack.' },
    { name: 'Scattershot', type: 'main', speed: 2, attack: attack(3, K, R), defense: shields(0),
      abilities: [ability({ id: 'scattershot', name: 'Scattershot', timing: 'afterAttack', effect: 'extraTarget', params: { count: 1, radius: 1 },
        text: 'Apply the same dice to one other enemy adjacent to the defender; it reveals its own defence.' })],
      text: 'Gain 2 movement points, then attack. The same dice also hit one other enemy adjacent to the defender.' },
  ]),
};

export const STATIC_RIFLE: WeaponSetDef = {
  id: 'static-rifle', name: 'Static Rifle', token: 'static-rifle', kind: 'found', color: '#5dade2',
  cards: weaponCards('static-rifle', 'Static Rifle', [
    { name: 'Charged Shot', type: 'main', speed: 3, attack: attack(6, Y, Y), defense: shields(1), copies: 2,
      abilities: [ability({ id: 'charged-shot', name: 'Static Charge', timing: 'whileAttacking', effect: 'addDamage', params: { amount: 2 },
        when: { id: 'movedAtLeast', params: { spaces: 3 } }, text: 'If you moved 3 or more spaces this activation, add 2 damage.' })],
      text: 'Gain 3 movement points, then attack. If you moved 3 or more spaces this activation, add 2 damage.' },
    { name: 'Discharge', type: 'bonus', attack: attack(5, Y), defense: DODGE,
      text: 'You may attack (range 5, one yellow die).' },
  ]),
};

export const ROCKET_LAUNCHER: WeaponSetDef = {
  id: 'rocket-launcher', name: 'Rocket Launcher', token: 'rocket-launcher', kind: 'found', color: '#a04000',
  cards: weaponCards('rocket-launcher', 'Rocket Launcher', [
    { name: 'Rocket', type: 'main', speed: 1, attack: attack(6, G, G, R), defense: shields(0), copies: 2,
      abilities: [ability({ id: 'rocket-blast', name: 'Blast', timing: 'afterAttack', effect: 'damageAround',
        params: { amount: 1, radius: 1, center: 'defender', enemiesOnly: false },
        text: 'After the attack, every other figure adjacent to the defender suffers 1 damage, marines too.' })],
      text: 'Gain 1 movement point, then attack. Every other figure adjacent to the defender suffers 1 damage.' },
    { name: 'Remote Detonation', type: 'main', speed: 1, attack: attack(5, G, G), defense: shields(1),
      abilities: [ability({ id: 'remote-detonation', name: 'Remote Detonation', timing: 'afterAttack', effect: 'damageAround',
        params: { amount: 2, radius: 1, center: 'defender', enemiesOnly: true },
        text: 'After the attack, each other enemy adjacent to the defender suffers 2 damage.' })],
      text: 'Gain 1 movement point, then attack. Each other enemy adjacent to the defender suffers 2 damage.' },
  ]),
};

export const CHAINGUN: WeaponSetDef = {
  id: 'chaingun', name: 'Chaingun', token: 'chaingun', kind: 'found', color: '#7f8c8d',
  cards: weaponCards('chaingun', 'Chaingun', [
    { name: 'Spin Up', type: 'bonus', defense: shields(1), keepInPlay: true,
      abilities: [ability({ id: 'spin-up', name: 'Spin Up', timing: 'beforeRoll', effect: 'addDice', params: { die: Y, count: 1 },
        when: { id: 'attackTrait', params: { trait: 'Chaingun' } }, text: 'While in play, your Chaingun attacks add a yellow die.' })],
      text: 'Keep this card in play. Your Chaingun attacks add one yellow die. Discard it when you are fragged.' },
    { name: 'Hail of Lead', type: 'main', speed: 1, attack: attack(5, Y, Y, Y, R), defense: shields(1), copies: 2,
      text: 'Gain 1 movement point, then attack.' },
  ]),
};

export const GAUSS_CANNON: WeaponSetDef = {
  id: 'gauss-cannon', name: 'Gauss Cannon', token: 'gauss-cannon', kind: 'found', color: '#1f618d',
  cards: weaponCards('gauss-cannon', 'Gauss Cannon', [
    { name: 'Siege Shot', type: 'main', attack: attack(8, K, Y, Y), defense: shields(0),
      abilities: [ability({ id: 'siege-shot', name: 'Siege Shot', timing: 'whileAttacking', effect: 'pierce', params: { amount: 2 },
        text: 'Ignore up to two shields of the defence.' })],
      text: 'Attack without moving. Ignore up to two shields of the defence.' },
    { name: 'Precision Bolt', type: 'main', speed: 2, attack: attack(7, Y, Y), defense: shields(1), copies: 2,
      abilities: [ability({ id: 'precision-bolt', name: 'Precision Bolt', timing: 'whileAttacking', effect: 'ignoreCover',
        text: 'The defender cannot use cover.' })],
      text: 'Gain 2 movement points, then attack. The defender cannot use cover.' },
  ]),
};

export const BFG_9000: WeaponSetDef = {
  id: 'bfg-9000', name: 'BFG 9000', token: 'bfg-9000', kind: 'found', color: '#58d68d',
  cards: weaponCards('bfg-9000', 'BFG 9000', [
    { name: 'Big Green Blast', type: 'main', attack: attack(6, G, G, K, K), defense: shields(0),
      abilities: [ability({ id: 'bfg-blast', name: 'Tendrils', timing: 'afterAttack', effect: 'damageAround',
        params: { amount: 2, radius: 2, center: 'defender', enemiesOnly: true },
        text: 'After the attack, each other enemy within 2 spaces of the defender suffers 2 damage.' })],
      text: 'Attack without moving. Afterwards each other enemy within 2 spaces of the defender suffers 2 damage.' },
    { name: 'Argent Cell', type: 'bonus', defense: shields(2),
      abilities: [ability({ id: 'argent-cell', name: 'Argent Cell', timing: 'bonus', effect: 'retrieveCard', params: { trait: 'BFG', count: 1 },
        text: 'Take a BFG card from your discard pile into your hand.' })],
      text: 'Take one BFG card from your discard pile into your hand.' },
  ]),
};

export const FOUND_SETS: WeaponSetDef[] = [SUPER_SHOTGUN, STATIC_RIFLE, ROCKET_LAUNCHER, CHAINGUN, GAUSS_CANNON, BFG_9000];
