/**
 * The Kickstarter edition's 45 stretch goal cards: the rulebook counts them and prints none, so every
 * card here is ours (ASSUMPTIONS.md, "Designed content"). They are extra survivor cards, a few for each
 * class in its deck's theme, shuffled into the survivors' decks only with the `stretchGoals` option.
 * 45 does not split evenly over the eight classes: the first five classes get 6 cards, the last three 5.
 */
import { action, gear, instant, passive, play } from '../builders';
import type { PlayerCardDef } from '../types';

const V = 'veteran';
const M = 'mechanic';
const R = 'ronin';
const P = 'priest';
const S = 'surgeon';
const RA = 'ranger';
const F = 'fireman';
const G = 'gunslinger';

const CARDS: PlayerCardDef[] = [
  // Veteran (6): the old soldier's sidearm, holding the line, and something for the Dog.
  gear(V, 'service-pistol', 'Service Pistol', 2, 1, [action('damage', 'mid', { amount: 2 })], 'Action: deal 2 damage to a monster in mid range.', { ammo: 4 }),
  instant(V, 'hold-the-line', 'Hold the Line', 2, [play('stun', 'short', { each: true })], 'Stun every monster on your tile.'),
  instant(V, 'dog-biscuit', 'Dog Biscuit', 2, [play('eat', 'self', { amount: 1 }), play('heal', 'self', { amount: 2, companion: true })],
    'Lower your hunger by 1 and restore 2 health to the Dog.', { tags: ['food'] }),
  // Mechanic (6): heavy tools, spare power and tuning.
  gear(M, 'hydraulic-jack', 'Hydraulic Jack', 2, 2, [action('damage', 'short', { amount: 4 })], 'Action: deal 4 damage to a monster on your tile.'),
  instant(M, 'spare-battery', 'Spare Battery', 2, [play('reload', 'self', { amount: 2 })], 'Put 2 ammo back on one of your gear cards (up to its printed ammo).'),
  instant(M, 'overclock', 'Overclock', 2, [play('upgrade', 'self', { amount: 1 })], 'One of your gear cards deals 1 more damage for the rest of the game.'),
  // Ronin (6): more Honor steel, a chain weapon and a calm mind.
  gear(R, 'tanto', 'Tanto', 2, 1, [action('damage', 'short', { amount: 3 })], 'Honor. Action: deal 3 damage to a monster on your tile.', { tags: ['honor'] }),
  gear(R, 'kusarigama', 'Kusarigama', 2, 2, [action('damage', 'mid', { amount: 2 })], 'Honor. Action: deal 2 damage to a monster in mid range.', { tags: ['honor'] }),
  instant(R, 'still-water', 'Still Water', 2, [play('heal', 'self', { amount: 2 }), play('draw', 'self', { count: 1 })], 'Restore 2 health and draw a card.'),
  // Priest (6): a blessing for the whole group, a smiting word and a book of psalms.
  instant(P, 'benediction', 'Benediction', 2, [play('heal', 'short', { amount: 2, each: true })], 'Restore 2 health to every survivor on your tile.'),
  instant(P, 'smite', 'Smite', 2, [play('damage', 'mid', { amount: 3, stun: true })], 'Deal 3 damage to a monster in mid range and stun it.'),
  gear(P, 'psalter', 'Psalter', 2, 1, [passive('healBonus', { amount: 1 })], 'Everything you heal restores 1 more health.'),
  // Surgeon (6): stop the bleeding, keep stitching, put the thing to sleep.
  instant(S, 'tourniquet', 'Tourniquet', 2, [play('heal', 'short', { amount: 3 })], 'Restore 3 health to a survivor on your tile.'),
  gear(S, 'suture-kit', 'Suture Kit', 2, 1, [action('heal', 'mid', { amount: 2 })], 'Action: restore 2 health to a survivor in mid range.', { ammo: 3 }),
  instant(S, 'sedative-dart', 'Sedative Dart', 2, [play('stun', 'mid')], 'Stun a monster in mid range.'),
  // Ranger (5): a camp axe, a hide in the trees and a tracker's eye.
  gear(RA, 'hatchet', 'Hatchet', 2, 1, [action('damage', 'short', { amount: 3 })], 'Action: deal 3 damage to a monster on your tile.'),
  gear(RA, 'tree-stand', 'Tree Stand', 2, 1, [passive('stealth', { amount: 1 })], 'Your stealth rises by 1.'),
  instant(RA, 'read-the-tracks', 'Read the Tracks', 1, [play('scout', 'long'), play('draw', 'self', { count: 1 })],
    'Reveal a face-down tile 1 or 2 tiles away without entering it, then draw a card.'),
  // Fireman (5): a long hook, a smothering blanket and a jump through the smoke.
  gear(F, 'pike-pole', 'Pike Pole', 2, 2, [action('damage', 'mid', { amount: 2 })], 'Action: deal 2 damage to a monster in mid range.'),
  instant(F, 'fire-blanket', 'Fire Blanket', 2, [play('stun', 'short', { each: true })], 'Stun every monster on your tile.'),
  instant(F, 'smoke-jump', 'Smoke Jump', 1, [play('move', 'self', { tiles: 2 })], 'Move up to 2 tiles, revealing each.'),
  // Gunslinger (5): a hideout gun, a fast reload and a shot from the hip.
  gear(G, 'derringer', 'Derringer', 2, 1, [action('damage', 'short', { amount: 4 })], 'Action: deal 4 damage to a monster on your tile.', { ammo: 2 }),
  instant(G, 'speed-loader', 'Speed Loader', 2, [play('reload', 'self', { amount: 4 })], 'Put 4 ammo back on one of your gear cards (up to its printed ammo).'),
  instant(G, 'hip-shot', 'Hip Shot', 1, [play('damage', 'mid', { amount: 3 })], 'Deal 3 damage to a monster in mid range.'),
];

export const STRETCH_GOALS: PlayerCardDef[] = CARDS.map((c) => ({ ...c, stretch: true }));
