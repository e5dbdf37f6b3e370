/**
 * Ally cards for the solo Allies expansion: one per class. The rulebook
 * prints the Hunter's cost (any 3 scavenge cards); the Hunter is the
 * Ranger's ally here. Every other value is ours.
 */
import { ab } from './builders';
import type { AllyDef } from './types';

export const ALLIES: AllyDef[] = [
  { id: 'ally-hunter', classId: 'ranger', name: 'Hunter', cost: { color: 'any', count: 3 }, health: 6, storage: 1,
    ability: ab('action', 'damage', 'long', { amount: 2 }), text: 'Action: deal 2 damage to a monster 1 or 2 tiles away.', printed: 'Allies expansion: grey cost 3' },
  { id: 'ally-soldier', classId: 'veteran', name: 'Soldier', cost: { color: 'blue', count: 2 }, health: 7, storage: 1,
    ability: ab('action', 'damage', 'mid', { amount: 2 }), text: 'Action: deal 2 damage to a monster in mid range.' },
  { id: 'ally-grease-monkey', classId: 'mechanic', name: 'Grease Monkey', cost: { color: 'red', count: 1 }, health: 7, storage: 2,
    ability: ab('action', 'reload', 'self', { amount: 2 }), text: 'Action: put 2 ammo back on one of your gear cards.' },
  { id: 'ally-wandering-swordsman', classId: 'ronin', name: 'Wandering Swordsman', cost: { color: 'green', count: 2 }, health: 7, storage: 1,
    ability: ab('action', 'damage', 'short', { amount: 3 }), text: 'Action: deal 3 damage to a monster on your tile.' },
  { id: 'ally-nun', classId: 'priest', name: 'Nun', cost: { color: 'green', count: 1 }, health: 5, storage: 1,
    ability: ab('action', 'cure', 'mid'), text: 'Action: cure a survivor in mid range of poison and insanity.' },
  { id: 'ally-field-nurse', classId: 'surgeon', name: 'Field Nurse', cost: { color: 'blue', count: 1 }, health: 5, storage: 1,
    ability: ab('action', 'heal', 'mid', { amount: 2 }), text: 'Action: restore 2 health to a survivor in mid range.' },
  { id: 'ally-volunteer', classId: 'fireman', name: 'Volunteer Firefighter', cost: { color: 'any', count: 2 }, health: 8, storage: 1,
    ability: ab('action', 'stun', 'short'), text: 'Action: stun a monster on your tile.' },
  { id: 'ally-drifter', classId: 'gunslinger', name: 'Drifter', cost: { color: 'red', count: 1 }, health: 6, storage: 1,
    ability: ab('action', 'damage', 'mid', { amount: 2 }), text: 'Action: deal 2 damage to a monster in mid range.' },
];

export const ALLY_BY_ID: Record<string, AllyDef> = Object.fromEntries(ALLIES.map((a) => [a.id, a]));
