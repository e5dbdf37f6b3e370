/** The Veteran's 30-card deck: soldiering, and a dog who fetches and bites. */
import { action, gear, instant, passive, play } from '../builders';

const C = 'veteran';

export const VETERAN_DECK = [
  instant(C, 'fetch', 'Fetch', 3, [play('scavengeAny', 'self', { count: 1, companion: true })],
    'The Dog brings back a card from the scavenge pile of your choice (the Dog must be alive).', { printed: 'FAQ: any pile' }),
  instant(C, 'sic-em', "Sic 'Em", 3, [play('damage', 'short', { amount: 4, companion: true })], 'The Dog deals 4 damage to a monster on your tile.'),
  instant(C, 'good-boy', 'Good Boy', 2, [play('heal', 'self', { amount: 4, companion: true })], 'Restore 4 health to the Dog.'),
  gear(C, 'assault-rifle', 'Assault Rifle', 2, 2, [action('damage', 'mid', { amount: 3 })], 'Action: deal 3 damage to a monster in mid range.', { ammo: 5 }),
  gear(C, 'combat-knife', 'Combat Knife', 2, 1, [action('damage', 'short', { amount: 2 })], 'Action: deal 2 damage to a monster on your tile.'),
  instant(C, 'frag-grenade', 'Frag Grenade', 2, [play('damage', 'mid', { amount: 4, tile: true })], 'Deal 4 damage to every monster on one tile in mid range.'),
  gear(C, 'flak-jacket', 'Flak Jacket', 2, 2, [passive('reduceDamage', { amount: 2 })], 'Monster attacks deal the Veteran 2 less damage.'),
  instant(C, 'mre', 'MRE', 3, [play('eat', 'self', { amount: 2 })], 'Lower your hunger by 2.', { tags: ['food'] }),
  instant(C, 'field-dressing', 'Field Dressing', 2, [play('heal', 'mid', { amount: 3 })], 'Restore 3 health to a survivor in mid range.'),
  instant(C, 'suppressing-fire', 'Suppressing Fire', 2, [play('stun', 'mid', { tile: true })], 'Stun every monster on one tile in mid range.'),
  instant(C, 'ammo-pouch', 'Ammo Pouch', 2, [play('reload', 'self', { amount: 3 })], 'Put 3 ammo back on one of your gear cards (up to its printed ammo).'),
  instant(C, 'tactics', 'Tactics', 2, [play('draw', 'self', { count: 2 })], 'Draw 2 cards.'),
  gear(C, 'stay-alert', 'Stay Alert', 2, 1, [passive('stealth', { amount: 1 })], 'Your stealth rises by 1.'),
  instant(C, 'recon', 'Recon', 1, [play('scout', 'long')], 'Reveal a face-down tile 1 or 2 tiles away without entering it.'),
];
