/** The Ranger's 30-card deck: moving unseen, trapping and foraging. */
import { ab, action, gear, instant, passive, play } from '../builders';

const C = 'ranger';

export const RANGER_DECK = [
  instant(C, 'hoof-it', 'Hoof It', 3, [play('move', 'self', { tiles: 2, noReveal: true })],
    'Move up to 2 tiles without revealing or triggering them (no stealth tests either).', { printed: 'FAQ: does not reveal or trigger tiles' }),
  gear(C, 'ranger-hat', 'Ranger Hat', 2, 1, [passive('stealth', { amount: 2 })], 'Your stealth rises by 2.', { printed: 'FAQ (name only)' }),
  gear(C, 'horse', 'Horse', 1, 2, [action('move', 'self', { tiles: 2 })], 'Action: move up to 2 tiles, revealing each.', { printed: 'FAQ (name only)' }),
  gear(C, 'hunting-bow', 'Hunting Bow', 3, 2, [action('damage', 'long', { amount: 3 })], 'Action: deal 3 damage to a monster 1 or 2 tiles away.', { ammo: 6 }),
  gear(C, 'hunting-knife', 'Hunting Knife', 2, 1, [action('damage', 'short', { amount: 2 })], 'Action: deal 2 damage to a monster on your tile.'),
  gear(C, 'bear-trap', 'Bear Trap', 2, 1, [ab('attached', 'trap', 'short', { amount: 3 })],
    'When a monster is attached to you, discard the trap: the monster takes 3 damage and is stunned.'),
  instant(C, 'camouflage', 'Camouflage', 2, [play('camouflage', 'self')],
    'A monster attached to you becomes a Monster token on your tile.', { printed: 'FAQ: the token goes on your own tile' }),
  instant(C, 'trail-mix', 'Trail Mix', 3, [play('eat', 'self', { amount: 2 })], 'Lower your hunger by 2.', { tags: ['food'] }),
  instant(C, 'foraging', 'Foraging', 2, [play('scavengeAny', 'self', { count: 1, color: 'green' })], 'Draw a card from the green scavenge pile.'),
  gear(C, 'binoculars', 'Binoculars', 2, 1, [action('scout', 'long')], 'Action: reveal a face-down tile 1 or 2 tiles away without entering it.'),
  instant(C, 'herbal-remedy', 'Herbal Remedy', 2, [play('cure', 'mid')], 'Cure a survivor in mid range of poison and insanity.'),
  instant(C, 'first-aid-kit', 'First Aid Kit', 2, [play('heal', 'mid', { amount: 3 })], 'Restore 3 health to a survivor in mid range.'),
  instant(C, 'snare', 'Snare', 2, [play('stun', 'mid')], 'Stun a monster in mid range.'),
  instant(C, 'quick-thinking', 'Quick Thinking', 2, [play('scavengeAny', 'self', { count: 1 })],
    'Draw a card from the scavenge pile of your choice.', { printed: 'FAQ: any pile' }),
];
