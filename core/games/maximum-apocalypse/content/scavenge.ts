/**
 * The 14 scavenge cards. Green is food, blue is ammo and medicine, red is
 * fuel and parts; Ambush, Empty Handed and Relic go into whichever pile a
 * mission says. Every scavenge card is an instant except the carried ones
 * (Fuel, Relic), which are equipped at once for free or lost.
 */
import { ab, play } from './builders';
import type { PlayerCardDef } from './types';

function scav(id: string, name: string, color: PlayerCardDef['color'], abilities: PlayerCardDef['abilities'], text: string, extra: Partial<PlayerCardDef> = {}): PlayerCardDef {
  return { id, name, kind: 'instant', deck: 'scavenge', color, copies: 0, abilities, text, ...extra };
}

export const SCAVENGE_CARDS: PlayerCardDef[] = [
  scav('canned-food', 'Canned Food', 'green', [play('eat', 'self', { amount: 1 })], 'Food 1: lower your hunger by 1.', { tags: ['food'] }),
  scav('fresh-meat', 'Fresh Meat', 'green', [play('eat', 'self', { amount: 2 })], 'Food 2: lower your hunger by 2.', { tags: ['food'] }),
  scav('feast', 'Feast', 'green', [play('eat', 'self', { amount: 3 })], 'Food 3: lower your hunger by 3.', { tags: ['food'] }),
  scav('loose-rounds', 'Loose Rounds', 'blue', [play('reload', 'self', { amount: 1 })], 'Ammo 1: put 1 ammo back on one of your gear cards.', { tags: ['ammo'] }),
  scav('ammo-box', 'Ammo Box', 'blue', [play('reload', 'self', { amount: 2 })], 'Ammo 2: put 2 ammo back on one of your gear cards.', { tags: ['ammo'] }),
  scav('ammo-crate', 'Ammo Crate', 'blue', [play('reload', 'self', { amount: 3 })], 'Ammo 3: put 3 ammo back on one of your gear cards.', { tags: ['ammo'] }),
  scav('bandages', 'Bandages', 'blue', [play('heal', 'self', { amount: 2 })], 'Restore 2 of your health.'),
  scav('medkit', 'Medkit', 'blue', [play('heal', 'self', { amount: 4 })], 'Restore 4 of your health.'),
  scav('antidote', 'Antidote', 'blue', [play('cure', 'self')], 'Cure yourself of poison and insanity.'),
  scav('spare-parts', 'Spare Parts', 'red', [play('upgrade', 'self', { amount: 1 })], 'One of your damage-dealing gear cards deals 1 more damage while equipped.'),
  { id: 'fuel', name: 'Fuel', kind: 'gear', deck: 'scavenge', color: 'red', copies: 0, storage: 1, tags: ['fuel'], abilities: [ab('drawn', 'equipOrLose')],
    text: 'Equip it at once (free) or lose it. Several may be carried. Deliver it at the Van; it also refills fuel-burning gear.', printed: 'Scavenge cards: fuel is equipped immediately or lost' },
  { id: 'relic', name: 'Relic', kind: 'gear', deck: 'scavenge', color: 'any', copies: 0, storage: 1, tags: ['relic'], abilities: [ab('drawn', 'equipOrLose')],
    text: 'A mission object. Equip it at once (free) or lose it; deliver it at the Van.' },
  scav('ambush', 'Ambush', 'any', [ab('drawn', 'ambush')], 'Something was waiting: draw a monster card at once.', { printed: 'Difficulty customization (name only)' }),
  scav('empty-handed', 'Empty Handed', 'any', [ab('drawn', 'emptyHanded')], 'Nothing here. Discard this card.', { printed: 'Difficulty customization (name only)' }),
];
