/**
 * Starting weapon sets: weapon tokens without the grey stripe, chosen at
 * setup (the class card names two). Which tokens are starting weapons, and
 * every card, are ours (ASSUMPTIONS.md "Weapon sets"). Four cards a set, so a
 * starting deck is the six UAC cards plus eight weapon cards.
 */
import { ability, attack, DODGE, G, K, R, shields, weaponCards, Y } from '../build';
import type { WeaponSetDef } from '../types';

export const COMBAT_SHOTGUN: WeaponSetDef = {
  id: 'combat-shotgun', name: 'Combat Shotgun', token: 'combat-shotgun', kind: 'starting', color: '#c0392b',
  cards: weaponCards('combat-shotgun', 'Combat Shotgun', [
    { name: 'Point Blank', type: 'main', speed: 1, attack: attack(3, K, R), defense: shields(1), copies: 2,
      abilities: [ability({ id: 'point-blank', name: 'Point Blank', timing: 'whileAttacking', effect: 'addDamage', params: { amount: 1 },
        when: { id: 'defenderWithin', params: { range: 1 } }, text: 'Against an adjacent demon, add 1 damage.' })],
      text: 'Gain 1 movement point, then attack. Against an adjacent demon, add 1 damage.' },
    { name: 'Explosive Shell', type: 'main', speed: 2, attack: attack(4, R, R), defense: shields(1),
      abilities: [ability({ id: 'explosive-shell', name: 'Explosive Shell', timing: 'afterAttack', effect: 'damageAround',
        params: { amount: 1, radius: 1, center: 'defender', enemiesOnly: true },
        text: 'After the attack, each other enemy adjacent to the defender suffers 1 damage.' })],
      text: 'Gain 2 movement points, then attack. Afterwards each other enemy adjacent to the defender suffers 1 damage.' },
    { name: 'Rack and Run', type: 'bonus', speed: 2, defense: DODGE, text: 'Gain 2 movement points.' },
  ]),
};

export const HEAVY_ASSAULT_RIFLE: WeaponSetDef = {
  id: 'heavy-assault-rifle', name: 'Heavy Assault Rifle', token: 'heavy-assault-rifle', kind: 'starting', color: '#2980b9',
  cards: weaponCards('heavy-assault-rifle', 'Heavy Assault Rifle', [
    { name: 'Controlled Burst', type: 'main', speed: 2, attack: attack(5, Y, Y), defense: shields(1), copies: 2,
      text: 'Gain 2 movement points, then attack.' },
    { name: 'Micro Missiles', type: 'main', speed: 1, attack: attack(5, Y, Y, R), defense: shields(1),
      abilities: [ability({ id: 'micro-missiles', name: 'Micro Missiles', timing: 'whileAttacking', effect: 'damagePerSpecial', params: { amount: 1 },
        text: 'Each special icon rolled adds 1 damage.' })],
      text: 'Gain 1 movement point, then attack. Each special icon rolled adds 1 damage.' },
    { name: 'Tactical Scope', type: 'bonus', defense: shields(0),
      abilities: [ability({ id: 'tactical-scope', name: 'Tactical Scope', timing: 'beforeRoll', effect: 'addDice', params: { die: Y, count: 1 },
        when: { id: 'attackTrait', params: { trait: 'Rifle' } }, text: 'Your next Rifle attack this activation adds a yellow die.' })],
      text: 'Your next attack this activation with a Rifle card adds one yellow die.' },
  ]),
};

export const BURST_RIFLE: WeaponSetDef = {
  id: 'burst-rifle', name: 'Burst Rifle', token: 'burst-rifle', kind: 'starting', color: '#16a085',
  cards: weaponCards('burst-rifle', 'Burst Rifle', [
    { name: 'Three-Round Burst', type: 'main', speed: 2, attack: attack(6, R, R, R), defense: shields(1), copies: 2,
      text: 'Gain 2 movement points, then attack.' },
    { name: 'Suppressing Fire', type: 'main', speed: 1, attack: attack(5, R, R), defense: DODGE,
      abilities: [ability({ id: 'suppressing-fire', name: 'Suppressing Fire', timing: 'afterAttack', effect: 'stunDefender',
        text: 'After the attack, the defender becomes stunned.' })],
      text: 'Gain 1 movement point, then attack. The defender becomes stunned.' },
    { name: 'Quick Reload', type: 'bonus', defense: shields(1),
      abilities: [ability({ id: 'quick-reload', name: 'Quick Reload', timing: 'bonus', effect: 'drawActionCards', params: { count: 1 },
        text: 'Draw one action card.' })],
      text: 'Draw one action card.' },
  ]),
};

export const PLASMA_RIFLE: WeaponSetDef = {
  id: 'plasma-rifle', name: 'Plasma Rifle', token: 'plasma-rifle', kind: 'starting', color: '#27ae60',
  cards: weaponCards('plasma-rifle', 'Plasma Rifle', [
    { name: 'Plasma Volley', type: 'main', speed: 2, attack: attack(5, G, G), defense: shields(1), copies: 2,
      text: 'Gain 2 movement points, then attack.' },
    { name: 'Heat Blast', type: 'main', speed: 1, attack: attack(3, G, R), defense: shields(0),
      abilities: [ability({ id: 'heat-blast', name: 'Heat Blast', timing: 'afterAttack', effect: 'damageAround',
        params: { amount: 1, radius: 1, center: 'defender', enemiesOnly: false },
        text: 'After the attack, every other figure adjacent to the defender suffers 1 damage, marines too.' })],
      text: 'Gain 1 movement point, then attack. Afterwards every other figure adjacent to the defender suffers 1 damage.' },
    { name: 'Stun Bomb', type: 'bonus', attack: attack(4, R), defense: shields(1),
      abilities: [ability({ id: 'stun-bomb', name: 'Stun Bomb', timing: 'afterAttack', effect: 'stunDefender',
        text: 'After this card\'s attack, the defender becomes stunned.' })],
      text: 'You may attack (range 4, one red die); the defender becomes stunned.' },
  ]),
};

export const CHAINSAW: WeaponSetDef = {
  id: 'chainsaw', name: 'Chainsaw', token: 'chainsaw', kind: 'starting', color: '#e67e22',
  cards: weaponCards('chainsaw', 'Chainsaw', [
    { name: 'Rip and Tear', type: 'main', speed: 3, attack: attack(1, K, K), defense: shields(1), copies: 2,
      abilities: [ability({ id: 'rip-and-tear', name: 'Rip and Tear', timing: 'whileAttacking', effect: 'pierce', params: { amount: 1 },
        text: 'Ignore one shield of the defence.' })],
      text: 'Gain 3 movement points, then attack. Ignore one shield of the defence.' },
    { name: 'Carve a Path', type: 'main', speed: 4, attack: attack(1, K), defense: shields(1),
      abilities: [ability({ id: 'carve-a-path', name: 'Carve a Path', timing: 'whileAttacking', effect: 'reduceStagger',
        params: { amount: 2, printed: true, duration: 'activation' },
        text: 'The defender\'s printed stagger value is 2 lower for the rest of your activation.' })],
      text: 'Gain 4 movement points, then attack. The defender\'s printed stagger value is 2 lower for the rest of your activation.' },
    { name: 'Fuel Surge', type: 'bonus', speed: 2, defense: DODGE,
      abilities: [ability({ id: 'fuel-surge', name: 'Fuel Surge', timing: 'whileAttacking', effect: 'addDamage', params: { amount: 1 },
        when: { id: 'attackTrait', params: { trait: 'Chainsaw' } }, text: 'Your next Chainsaw attack this activation adds 1 damage.' })],
      text: 'Gain 2 movement points. Your next Chainsaw attack this activation adds 1 damage.' },
  ]),
};

export const STARTING_SETS: WeaponSetDef[] = [COMBAT_SHOTGUN, HEAVY_ASSAULT_RIFLE, BURST_RIFLE, PLASMA_RIFLE, CHAINSAW];
