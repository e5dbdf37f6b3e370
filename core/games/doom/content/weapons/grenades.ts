/**
 * Grenades: single-card weapon sets, each with a weapon token that goes
 * facedown on the map when thrown (facts of the reference). The reference
 * names three kinds (frag, siphon, decoy) but its token list shows only frag
 * and siphon; we include decoy as well. Effects are ours (ASSUMPTIONS.md
 * "Grenades").
 */
import { ability, G, R, shields, weaponCards } from '../build';
import type { WeaponSetDef } from '../types';

export const FRAG_GRENADE: WeaponSetDef = {
  id: 'frag-grenade', name: 'Frag Grenade', token: 'frag-grenade', kind: 'grenade', color: '#6e2c00',
  cards: weaponCards('frag-grenade', 'Frag Grenade', [
    { name: 'Frag Grenade', type: 'bonus', defense: shields(1),
      abilities: [ability({ id: 'frag-grenade', name: 'Throw', timing: 'bonus', effect: 'throwGrenade',
        params: { kind: 'frag', range: 4, dice: [G, R], radius: 1 },
        text: 'Throw the token to a space within 4 in sight; attack every figure in or adjacent to it with one green and one red die.' })],
      text: 'Throw it to a space within 4 spaces that you can see. Roll one green and one red die once; every figure in or adjacent to that space defends against that roll. Reclaim the token when you enter its space.' },
  ]),
};

export const SIPHON_GRENADE: WeaponSetDef = {
  id: 'siphon-grenade', name: 'Siphon Grenade', token: 'siphon-grenade', kind: 'grenade', color: '#1abc9c',
  cards: weaponCards('siphon-grenade', 'Siphon Grenade', [
    { name: 'Siphon Grenade', type: 'bonus', defense: shields(1),
      abilities: [ability({ id: 'siphon-grenade', name: 'Throw', timing: 'bonus', effect: 'throwGrenade',
        params: { kind: 'siphon', range: 4, amount: 1, radius: 1 },
        text: 'Each demon in or adjacent to the target space suffers 1 damage; you recover 1 damage for each.' })],
      text: 'Throw it to a space within 4 spaces that you can see. Each demon in or adjacent to it suffers 1 damage and you recover 1 damage for each. Reclaim the token when you enter its space.' },
  ]),
};

export const DECOY_GRENADE: WeaponSetDef = {
  id: 'decoy-grenade', name: 'Decoy Grenade', token: 'decoy-grenade', kind: 'grenade', color: '#f4d03f',
  cards: weaponCards('decoy-grenade', 'Decoy Grenade', [
    { name: 'Decoy Grenade', type: 'bonus', defense: shields(1),
      abilities: [ability({ id: 'decoy-grenade', name: 'Throw', timing: 'bonus', effect: 'throwGrenade',
        params: { kind: 'decoy', range: 5, radius: 2 },
        text: 'While the token lies there, marines within 2 spaces of it have cover against every attack.' })],
      text: 'Throw it to a space within 5 spaces that you can see. While it lies there, each marine within 2 spaces of it has cover against every attack. Reclaim the token when you enter its space.' },
  ]),
};

export const GRENADE_SETS: WeaponSetDef[] = [FRAG_GRENADE, SIPHON_GRENADE, DECOY_GRENADE];
