/** The Mechanic's 30-card deck: turrets, tools and patched-up armour. */
import { ab, action, gear, instant, passive, play } from '../builders';

const C = 'mechanic';

export const MECHANIC_DECK = [
  gear(C, 'autoturret', 'AutoTurret', 2, 2, [ab('attacked', 'turret', 'short', { amount: 4 })],
    'Whenever a monster attacks you from your tile, the turret spends 1 ammo and hits it for 4.', { ammo: 4, printed: 'Mechanic example turn: 4 ammo, 4 damage' }),
  instant(C, 'upgrade', 'Upgrade', 3, [play('upgrade', 'self', { amount: 1 })],
    'One of your damage-dealing gear cards deals 1 more damage for as long as it stays equipped.', { printed: 'Mechanic example turn: +1 damage' }),
  instant(C, 'read-the-manual', 'Read the Manual', 2, [play('equipOther', 'mid'), play('draw', 'self', { count: 1 })],
    'Equip a gear card from your hand in front of another survivor in mid range, then draw a card.', { printed: 'Mechanic example turn' }),
  gear(C, 'welding-helmet', 'Welding Helmet', 2, 1, [passive('reduceDamage', { amount: 1 })],
    'Monster attacks deal you 1 less damage.', { printed: 'Mechanic example turn: -1 damage, storage 1' }),
  gear(C, 'proximity-mine', 'Proximity Mine', 2, 1, [ab('attached', 'mine', 'short', { amount: 6 })],
    'When a monster is attached to the survivor carrying this mine, discard the mine: it deals 6 damage to that monster.', { printed: 'Mechanic example turn (name only)' }),
  instant(C, 'resourceful', 'Resourceful', 2, [play('salvage', 'self')],
    'Take a gear card from any discard pile and equip it.', { printed: 'FAQ (name only)' }),
  gear(C, 'wrench', 'Wrench', 2, 1, [action('damage', 'short', { amount: 3 })], 'Action: deal 3 damage to a monster on your tile.'),
  gear(C, 'nail-gun', 'Nail Gun', 2, 2, [action('damage', 'mid', { amount: 3 })], 'Action: deal 3 damage to a monster in mid range.', { ammo: 6 }),
  gear(C, 'tool-belt', 'Tool Belt', 1, 0, [passive('storage', { amount: 2 })], 'Your storage limit rises by 2.'),
  instant(C, 'duct-tape', 'Duct Tape', 2, [play('reload', 'self', { amount: 3 })], 'Put 3 ammo back on one of your gear cards (up to its printed ammo).'),
  instant(C, 'jury-rig', 'Jury Rig', 2, [play('draw', 'self', { count: 2 })], 'Draw 2 cards.'),
  gear(C, 'scrap-armor', 'Scrap Armor', 2, 2, [passive('reduceDamage', { amount: 2 })], 'Monster attacks deal you 2 less damage.'),
  gear(C, 'blowtorch', 'Blowtorch', 2, 2, [action('damage', 'short', { amount: 5 })],
    'Action: deal 5 damage to a monster on your tile. Refill it by burning an equipped fuel.', { ammo: 3, fuelReload: true }),
  instant(C, 'salvage-run', 'Salvage Run', 2, [play('scavengeAny', 'self', { count: 1 })], 'Draw a card from the scavenge pile of your choice.'),
  instant(C, 'energy-bar', 'Energy Bar', 2, [play('eat', 'self', { amount: 1 })], 'Lower your hunger by 1.', { tags: ['food'] }),
];
