/** Every weapon set: the UAC kit, starting sets, found sets and grenades. */
import type { ActionCardDef, WeaponSetDef } from '../types';
import { FOUND_SETS } from './found';
import { GRENADE_SETS } from './grenades';
import { STARTING_SETS } from './starting';
import { UAC_SET } from './uac';

export { UAC_SET } from './uac';
export * from './starting';
export * from './found';
export * from './grenades';

export const WEAPON_SETS: WeaponSetDef[] = [UAC_SET, ...STARTING_SETS, ...FOUND_SETS, ...GRENADE_SETS];

/** Every action card of every set. */
export const ACTION_CARDS: ActionCardDef[] = WEAPON_SETS.flatMap((s) => s.cards);

/**
 * The weapon tokens the reference's quick reference lists (and the decoy
 * grenade, which its grenade entry names). Each must have a weapon set.
 */
export const REFERENCE_WEAPON_TOKENS: string[] = [
  'combat-shotgun', 'super-shotgun', 'heavy-assault-rifle', 'plasma-rifle', 'burst-rifle', 'static-rifle',
  'rocket-launcher', 'chaingun', 'chainsaw', 'gauss-cannon', 'bfg-9000', 'frag-grenade', 'siphon-grenade', 'decoy-grenade',
];

export function weaponSet(id: string): WeaponSetDef {
  const s = WEAPON_SETS.find((w) => w.id === id);
  if (!s) throw new Error(`No DOOM weapon set "${id}".`);
  return s;
}
