/** The Surgeon's 30-card deck: healing that grows with the right kit. */
import { action, gear, instant, passive, play } from '../builders';

const C = 'surgeon';

export const SURGEON_DECK = [
  gear(C, 'scrubs', 'Scrubs', 2, 1, [passive('healBonus', { amount: 1 })], 'Every heal you give restores 1 more health.', { printed: 'FAQ: heal bonus, stacks with the Scalpel' }),
  gear(C, 'scalpel', 'Scalpel', 2, 1, [passive('healBonus', { amount: 1 }), action('damage', 'short', { amount: 2 })],
    'Every heal you give restores 1 more health. Action: 2 damage to a monster on your tile.', { printed: 'FAQ: heal bonus, stacks with the Scrubs' }),
  instant(C, 'stitch-up', 'Stitch Up', 3, [play('heal', 'mid', { amount: 2 })], 'Restore 2 health to a survivor in mid range.'),
  gear(C, 'bone-saw', 'Bone Saw', 2, 2, [action('damage', 'short', { amount: 4 })], 'Action: deal 4 damage to a monster on your tile.', { ammo: 4 }),
  instant(C, 'anesthesia', 'Anesthesia', 2, [play('stun', 'short')], 'Stun a monster on your tile.'),
  instant(C, 'adrenaline', 'Adrenaline', 2, [play('gainActions', 'self', { count: 2 })], 'Take 2 more actions this turn.'),
  instant(C, 'morphine', 'Morphine', 2, [play('heal', 'mid', { amount: 4 })], 'Restore 4 health to a survivor in mid range.'),
  instant(C, 'antiseptic', 'Antiseptic', 2, [play('cure', 'mid')], 'Cure a survivor in mid range of poison and insanity.'),
  instant(C, 'triage', 'Triage', 2, [play('heal', 'short', { amount: 2, each: true })], 'Restore 2 health to every survivor on your tile.'),
  gear(C, 'lab-coat', 'Lab Coat', 2, 1, [passive('reduceDamage', { amount: 1 })], 'Monster attacks deal you 1 less damage.'),
  instant(C, 'protein-shake', 'Protein Shake', 3, [play('eat', 'self', { amount: 2 })], 'Lower your hunger by 2.', { tags: ['food'] }),
  instant(C, 'study', 'Study', 2, [play('draw', 'self', { count: 2 })], 'Draw 2 cards.'),
  gear(C, 'defibrillator', 'Defibrillator', 1, 2, [action('heal', 'mid', { amount: 5 })], 'Action: restore 5 health to a survivor in mid range.', { ammo: 2 }),
  gear(C, 'syringe-gun', 'Syringe Gun', 2, 2, [action('damage', 'mid', { amount: 2, stun: true })], 'Action: 2 damage to a monster in mid range and stun it.', { ammo: 5 }),
  instant(C, 'quarantine', 'Quarantine', 1, [play('camouflage', 'self')], 'A monster attached to you becomes a Monster token on your tile.'),
];
