/** The Ronin's 30-card deck: honour blades that wake up once Bushido is played. */
import { ab, action, gear, instant, passive, play } from '../builders';

const C = 'ronin';
const honor = ['honor'];

export const RONIN_DECK = [
  instant(C, 'bushido', 'Bushido', 3, [play('unlock', 'self'), play('draw', 'self', { count: 1 })],
    'Your Honor gear works from now until you starve. Draw a card.', { printed: 'Ronin example turn: unlocks the abilities' }),
  gear(C, 'katana', 'Katana', 2, 2, [action('damage', 'short', { amount: 3, each: true }), ab('damaged', 'counterattack', 'short', { amount: 6 })],
    'Honor. Action: 3 damage to every monster on your tile. When a monster on your tile damages you, the katana strikes it back for 6.',
    { tags: honor, printed: 'Ronin example turn: 3 damage to each monster; counterattack (8 with the Kabuto)' }),
  gear(C, 'wakizashi', 'Wakizashi', 2, 1, [passive('reduceDamage', { amount: 3, at: 'short' }), action('damage', 'short', { amount: 2 })],
    'Honor. Monsters on your tile deal you 3 less damage. Action: 2 damage to a monster on your tile.',
    { tags: honor, printed: 'Ronin example turn: -3 short range damage' }),
  gear(C, 'kabuto', 'Kabuto', 2, 1, [passive('bonusDamage', { amount: 2 }), passive('reduceDamage', { amount: 1 })],
    'Honor. Your attacks deal 2 more damage; monster attacks deal you 1 less.', { tags: honor, printed: 'Ronin example turn: +2 damage, -1 damage taken' }),
  instant(C, 'shuriken', 'Shuriken', 2, [play('damage', 'long', { amount: 2 })], 'Deal 2 damage to a monster 1 or 2 tiles away.'),
  instant(C, 'iaijutsu', 'Iaijutsu', 2, [play('damage', 'short', { amount: 5 })], 'Deal 5 damage to a monster on your tile.'),
  instant(C, 'smoke-bomb', 'Smoke Bomb', 2, [play('stun', 'short', { each: true })], 'Stun every monster on your tile.'),
  instant(C, 'meditation', 'Meditation', 2, [play('heal', 'self', { amount: 3 })], 'Restore 3 of your health.'),
  instant(C, 'rice-ball', 'Rice Ball', 2, [play('eat', 'self', { amount: 2 })], 'Lower your hunger by 2.', { tags: ['food'] }),
  instant(C, 'shadow-step', 'Shadow Step', 2, [play('move', 'self', { tiles: 2 })], 'Move up to 2 tiles, revealing each.'),
  gear(C, 'yumi', 'Yumi', 2, 2, [action('damage', 'long', { amount: 3 })], 'Action: deal 3 damage to a monster 1 or 2 tiles away.', { ammo: 5 }),
  gear(C, 'tatami-armor', 'Tatami Armor', 1, 2, [passive('reduceDamage', { amount: 2 })], 'Monster attacks deal you 2 less damage.'),
  instant(C, 'focus', 'Focus', 2, [play('draw', 'self', { count: 2 })], 'Draw 2 cards.'),
  instant(C, 'sake', 'Sake', 2, [play('eat', 'self', { amount: 1 }), play('heal', 'self', { amount: 2 })], 'Lower your hunger by 1 and restore 2 health.', { tags: ['food'] }),
  instant(C, 'kiai', 'Kiai', 2, [play('damage', 'short', { amount: 2, stun: true })], 'Deal 2 damage to a monster on your tile and stun it.'),
];
