/** The Priest's 30-card deck: relics, blessings and prayers against the dark. */
import { ab, action, gear, instant, passive, play } from '../builders';

const C = 'priest';

export const PRIEST_DECK = [
  gear(C, 'rosary', 'Rosary', 2, 1, [action('moveTokens', 'mid', { count: 2 })],
    'Action: move up to 2 Monster tokens from a tile in mid range to a tile next to it.', { printed: 'Priest example turn' }),
  gear(C, 'collar', 'Collar', 2, 1, [ab('equip', 'cure', 'self'), passive('immuneStatus')],
    'You are immune to status effects (poison, insanity); equipping it cures the ones you have.', { printed: 'Priest example turn' }),
  gear(C, 'incense-burner', 'Incense Burner', 2, 2, [action('damage', 'short', { amount: 3, each: true })],
    'Action: 3 damage to every monster on your tile.', { printed: 'Priest example turn: 6 damage to each over two actions' }),
  instant(C, 'holy-water', 'Holy Water', 3, [play('damage', 'mid', { amount: 4, tile: true })], 'Deal 4 damage to every monster on one tile in mid range.'),
  instant(C, 'prayer', 'Prayer', 3, [play('heal', 'mid', { amount: 3 })], 'Restore 3 health to a survivor in mid range.'),
  gear(C, 'crucifix', 'Crucifix', 2, 1, [passive('reduceDamage', { amount: 1 })], 'Monster attacks deal you 1 less damage.'),
  instant(C, 'sanctuary', 'Sanctuary', 2, [play('cure', 'mid')], 'Cure a survivor in mid range of poison and insanity.'),
  instant(C, 'exorcism', 'Exorcism', 2, [play('damage', 'short', { amount: 6 })], 'Deal 6 damage to a monster on your tile.'),
  instant(C, 'communion-wafer', 'Communion Wafer', 3, [play('eat', 'self', { amount: 2 })], 'Lower your hunger by 2.', { tags: ['food'] }),
  gear(C, 'blessed-candle', 'Blessed Candle', 2, 1, [ab('end', 'heal', 'self', { amount: 1 })], 'At the end of your turn, restore 1 of your health.'),
  instant(C, 'scripture', 'Scripture', 2, [play('draw', 'self', { count: 2 })], 'Draw 2 cards.'),
  gear(C, 'aspergillum', 'Aspergillum', 2, 2, [action('damage', 'mid', { amount: 3 })], 'Action: deal 3 damage to a monster in mid range.', { ammo: 4 }),
  instant(C, 'martyr', 'Martyr', 2, [play('taunt', 'mid')], 'Take a monster attached to another survivor in mid range onto yourself.'),
  instant(C, 'vigil', 'Vigil', 1, [play('stun', 'mid', { each: true })], 'Stun every monster in mid range.'),
];
