/**
 * Event sets that favour toughness, disruption and Argent Power: Infernal
 * Fortitude, Corruption, Dark Rituals. "Demonic Resilience" is the one event
 * card the reference names (one extra shield while defending); every other
 * name and text is ours. Same defence spread as the other sets.
 */
import { K } from '../build';
import { d, eventSet } from './build';

export const INFERNAL_FORTITUDE = eventSet('infernal-fortitude', 'Infernal Fortitude', 'Demons that are hard to put down.', [
  { name: 'Demonic Resilience', timing: 'whileDefending', defense: d(0, true), effect: 'addShields', params: { amount: 1 },
    text: 'While a demon defends: add 1 shield.' },
  { name: 'Unholy Regeneration', timing: 'activationStart', defense: d(1), effect: 'recover', params: { amount: 2, all: true },
    text: 'When a demon type starts activating: each demon of that type recovers 2 damage.' },
  { name: 'Phase Shift', timing: 'whileDefending', argentCost: 1, defense: d(1), effect: 'dodge',
    text: 'Argent 1: while a demon defends, cancel all damage.' },
  { name: 'Hardened Hide', timing: 'instant', defense: d(2), effect: 'raiseStagger', params: { amount: 2, duration: 'round' },
    text: 'One demon\'s stagger value is 2 higher until the end of the round.' },
  { name: 'Shrug It Off', timing: 'afterAttack', defense: d(0), effect: 'recover', params: { amount: 2 }, when: { id: 'selfDefending' },
    text: 'After a demon is attacked and survives: it recovers 2 damage.' },
  { name: 'Deny the Kill', timing: 'reaction', defense: d(1, true), effect: 'denyGloryKill',
    text: 'When a marine performs a Glory Kill: the demon is fragged, but the marine draws no Glory Kill card and recovers nothing.' },
]);

export const CORRUPTION = eventSet('corruption', 'Corruption', 'Hell gets into the marines\' heads and gear.', [
  { name: 'Whispers', timing: 'instant', defense: d(0, true), effect: 'marineDiscards', params: { count: 1, random: true },
    text: 'A marine discards one random action card from his hand.' },
  { name: 'Dread', timing: 'instant', defense: d(1), effect: 'stun', params: { range: 4 },
    text: 'A marine within 4 spaces of any demon becomes stunned.' },
  { name: 'Misfire', timing: 'beforeRoll', defense: d(1), effect: 'removeDice', params: { count: 1 },
    text: 'Before a marine rolls against a demon: he removes one die of his choice from the roll.' },
  { name: 'Blind Spot', timing: 'beforeRoll', defense: d(2), effect: 'ignoreCover',
    text: 'Before a demon rolls against a marine in cover: the marine cannot use cover.' },
  { name: 'Lingering Pain', timing: 'afterAttack', defense: d(0), effect: 'stunDefender', when: { id: 'selfAttacking' },
    text: 'After a demon\'s attack: the marine becomes stunned.' },
  { name: 'Second Guess', timing: 'whileDefending', defense: d(1, true), effect: 'opponentReroll', params: { count: 1 },
    text: 'While a demon defends: the attacker rerolls his die with the most damage icons.' },
]);

export const DARK_RITUALS = eventSet('dark-rituals', 'Dark Rituals', 'Trade cards and blood for Argent Power.', [
  { name: 'Argent Siphon', timing: 'instant', defense: d(0, true), effect: 'gainArgent', params: { amount: 2 },
    text: 'Gain 2 Argent Power, placed on faceup demon cards.' },
  { name: 'Blood Offering', timing: 'instant', defense: d(1), effect: 'sacrifice', params: { damage: 2, argent: 3 },
    text: 'A demon suffers 2 damage; gain 3 Argent Power placed on its demon card.' },
  { name: 'Tear the Veil', timing: 'instant', argentCost: 2, defense: d(1), effect: 'flipPortal', params: { tier: 2 },
    text: 'Argent 2: flip a facedown yellow portal faceup.' },
  { name: 'Empowered Strike', timing: 'beforeRoll', argentCost: 1, defense: d(2), effect: 'addDice', params: { die: K, count: 1 },
    text: 'Argent 1: before a demon rolls, add a black die.' },
  { name: 'Hellish Vigor', timing: 'instant', argentCost: 1, defense: d(0), effect: 'readyDemonCard',
    text: 'Argent 1: ready an exhausted demon card.' },
  { name: 'Dark Pact', timing: 'statusPhase', defense: d(1, true), effect: 'gainArgent', params: { amount: 1, perDemonTypes: true },
    text: 'During the Status Phase: gain 1 Argent Power for each faceup demon card, placed on those cards.' },
]);
