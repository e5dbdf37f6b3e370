/** The Gunslinger's 30-card deck: six-guns, bullets and whiskey. */
import { action, gear, instant, passive, play } from '../builders';

const C = 'gunslinger';

export const GUNSLINGER_DECK = [
  gear(C, 'colt-pistol', 'Colt Pistol', 2, 1, [action('damage', 'mid', { amount: 3 })],
    'Action: deal 3 damage to a monster in mid range.', { ammo: 4, printed: 'Character card example: 4 bullets' }),
  gear(C, 'shotgun', 'Shotgun', 2, 2, [action('damage', 'short', { amount: 5 })], 'Action: deal 5 damage to a monster on your tile.', { ammo: 4 }),
  gear(C, 'winchester', 'Winchester', 2, 2, [action('damage', 'long', { amount: 3 })], 'Action: deal 3 damage to a monster 1 or 2 tiles away.', { ammo: 5 }),
  instant(C, 'fan-the-hammer', 'Fan the Hammer', 2, [play('damage', 'mid', { amount: 2, each: true })], 'Deal 2 damage to every monster in mid range.'),
  instant(C, 'quick-draw', 'Quick Draw', 2, [play('damage', 'mid', { amount: 3 })], 'Deal 3 damage to a monster in mid range.'),
  instant(C, 'bullets', 'Bullets', 4, [play('reload', 'self', { amount: 4 })], 'Put 4 ammo back on one of your gear cards (up to its printed ammo).'),
  gear(C, 'duster', 'Duster', 2, 1, [passive('reduceDamage', { amount: 1 })], 'Monster attacks deal you 1 less damage.'),
  instant(C, 'lasso', 'Lasso', 2, [play('stun', 'mid')], 'Stun a monster in mid range.'),
  instant(C, 'whiskey', 'Whiskey', 3, [play('eat', 'self', { amount: 1 }), play('heal', 'self', { amount: 2 })],
    'Lower your hunger by 1 and restore 2 of your health.', { tags: ['food'] }),
  instant(C, 'beef-jerky', 'Beef Jerky', 2, [play('eat', 'self', { amount: 2 })], 'Lower your hunger by 2.', { tags: ['food'] }),
  instant(C, 'cover-of-night', 'Cover of Night', 2, [play('scavengeAny', 'self', { count: 1 })], 'Draw a card from the scavenge pile of your choice.', { printed: 'FAQ: any pile' }),
  gear(C, 'dead-eye', 'Dead Eye', 2, 1, [passive('bonusDamage', { amount: 1 })], 'Your attacks deal 1 more damage.'),
  instant(C, 'lucky-hand', 'Lucky Hand', 2, [play('draw', 'self', { count: 2 })], 'Draw 2 cards.'),
  gear(C, 'stetson', 'Stetson', 1, 1, [passive('stealth', { amount: 1 })], 'Your stealth rises by 1.'),
];
