/** The Fireman's 30-card deck: tough gear, rescues and the flare that draws monsters off. */
import { ab, action, gear, instant, passive, play } from '../builders';

const C = 'fireman';

export const FIREMAN_DECK = [
  instant(C, 'firemans-flare', "Fireman's Flare", 2, [play('flare', 'long')],
    'A monster attached to you leaves you and becomes a Monster token on a tile 1 or 2 tiles away.', { printed: 'Game setup: draws monsters away (name only)' }),
  gear(C, 'fire-axe', 'Fire Axe', 2, 2, [action('damage', 'short', { amount: 4 })], 'Action: deal 4 damage to a monster on your tile.'),
  gear(C, 'halligan-bar', 'Halligan Bar', 2, 1, [action('damage', 'short', { amount: 3 })], 'Action: deal 3 damage to a monster on your tile.'),
  gear(C, 'fire-extinguisher', 'Fire Extinguisher', 2, 2, [action('stun', 'short', { each: true })], 'Action: stun every monster on your tile.', { ammo: 3 }),
  gear(C, 'turnout-gear', 'Turnout Gear', 2, 2, [passive('reduceDamage', { amount: 2 })], 'Monster attacks deal you 2 less damage.'),
  gear(C, 'oxygen-mask', 'Oxygen Mask', 1, 1, [passive('immuneStatus'), ab('discard', 'heal', 'self', { amount: 3 })],
    'You are immune to status effects (poison, insanity). Discard it (free) to take a deep breath: restore 3 health.'),
  instant(C, 'rescue', 'Rescue', 2, [play('taunt', 'mid')], 'Take a monster attached to another survivor in mid range onto yourself.'),
  instant(C, 'cpr', 'CPR', 2, [play('heal', 'mid', { amount: 3 })], 'Restore 3 health to a survivor in mid range.'),
  instant(C, 'hose-down', 'Hose Down', 2, [play('clearTokens', 'mid', { count: 3 })], 'Remove up to 3 Monster tokens from a tile in mid range.'),
  instant(C, 'chili', 'Firehouse Chili', 3, [play('eat', 'self', { amount: 2 })], 'Lower your hunger by 2.', { tags: ['food'] }),
  instant(C, 'pep-talk', 'Pep Talk', 2, [play('draw', 'self', { count: 2 })], 'Draw 2 cards.'),
  gear(C, 'fire-helmet', 'Fire Helmet', 2, 1, [passive('reduceDamage', { amount: 1 })], 'Monster attacks deal you 1 less damage.'),
  gear(C, 'chainsaw', 'Chainsaw', 2, 2, [action('damage', 'short', { amount: 6 })],
    'Action: deal 6 damage to a monster on your tile. Refill it by burning an equipped fuel.', { ammo: 3, fuelReload: true }),
  gear(C, 'flashlight', 'Flashlight', 2, 1, [passive('stealth', { amount: 1 })], 'Your stealth rises by 1.'),
  instant(C, 'breach', 'Breach', 2, [play('scout', 'long')], 'Reveal a face-down tile 1 or 2 tiles away without entering it.'),
];
