/**
 * Event sets that favour attacking and swarming: Hellfire, Relentless Horde,
 * Predators. Names and texts are ours; the reference fixes only that there
 * are six sets of six and that each card also serves as a demon's defence.
 * Every set prints the same defence spread (shields 0,0,1,1,1,2; two special
 * icons), so choosing sets changes tactics, not how tough demons are
 * (ASSUMPTIONS.md "Event cards").
 */
import { G, K, R } from '../build';
import { d, eventSet } from './build';

export const HELLFIRE = eventSet('hellfire', 'Hellfire', 'Harder hits for demon attacks.', [
  { name: 'Infernal Fury', timing: 'whileAttacking', defense: d(0, true), effect: 'addDamage', params: { amount: 1 },
    text: 'While a demon attacks: add 1 damage.' },
  { name: 'Searing Volley', timing: 'beforeRoll', defense: d(1), effect: 'addDice', params: { die: G, count: 1 },
    text: 'Before a demon rolls for an attack: add a green die.' },
  { name: 'Rending Claws', timing: 'whileAttacking', defense: d(1), effect: 'pierce', params: { amount: 1 },
    text: 'While a demon attacks: ignore one shield of the marine\'s defence.' },
  { name: 'Unerring Malice', timing: 'whileAttacking', defense: d(2), effect: 'rerollDice', params: { count: 2 },
    text: 'While a demon attacks: reroll up to two dice.' },
  { name: 'Hellfire Rain', timing: 'instant', argentCost: 2, defense: d(0), effect: 'dealDamage', params: { amount: 2, range: 3 },
    text: 'Argent 2: a marine within 3 spaces of any demon suffers 2 damage.' },
  { name: 'Frenzy', timing: 'instant', defense: d(1, true), effect: 'readyDemonCard',
    text: 'After a demon type finishes activating: ready its demon card (the invader picks among the types that have activated).' },
]);

export const RELENTLESS_HORDE = eventSet('relentless-horde', 'Relentless Horde', 'More demons, moving faster.', [
  { name: 'Onslaught', timing: 'activationStart', defense: d(0, true), effect: 'gainMovement', params: { amount: 2, all: true },
    text: 'When a demon type starts activating: each demon of that type gains 2 movement points.' },
  { name: 'Unending Tide', timing: 'instant', argentCost: 1, defense: d(1), effect: 'summonDemon',
    params: { demon: 'possessed', count: 2, near: 'portal' },
    text: 'Argent 1: place two Possessed on or adjacent to a faceup portal.' },
  { name: 'Open the Gate', timing: 'instant', defense: d(1), effect: 'flipPortal', params: { tier: 1 },
    text: 'Flip a facedown blue portal faceup.' },
  { name: 'Cut Them Off', timing: 'instant', defense: d(2), effect: 'gainMovement', params: { amount: 3 },
    text: 'Outside its activation, one demon gains 3 movement points and spends them at once.' },
  { name: 'Swarm', timing: 'beforeRoll', defense: d(0), effect: 'addDice', params: { die: R, count: 1 },
    when: { id: 'allyAdjacent' },
    text: 'Before a demon rolls while another demon is adjacent to it: add a red die.' },
  { name: 'Reinforced Gate', timing: 'instant', argentCost: 1, defense: d(1, true), effect: 'summonGroup', params: { tier: 1, keepPortal: true },
    text: 'Argent 1: summon a blue group from a faceup portal without discarding the portal.' },
]);

export const PREDATORS = eventSet('predators', 'Predators', 'Demons that hunt wounded or careless marines.', [
  { name: 'Ambush', timing: 'instant', argentCost: 1, defense: d(0, true), effect: 'demonAttack',
    text: 'Argent 1: outside its activation, one demon performs an attack.' },
  { name: 'Stalk', timing: 'reaction', defense: d(1), effect: 'gainMovement', params: { amount: 2 },
    when: { id: 'marineMovedNear', params: { range: 3 } },
    text: 'When a marine ends a move within 3 spaces of a demon: that demon gains 2 movement points and spends them at once.' },
  { name: 'Bloodscent', timing: 'beforeRoll', defense: d(1), effect: 'addDice', params: { die: K, count: 1 },
    when: { id: 'defenderDamaged', params: { atLeast: 5 } },
    text: 'Before a demon rolls against a marine with 5 or more damage: add a black die.' },
  { name: 'Pounce', timing: 'activationStart', defense: d(2), effect: 'gainMovement', params: { amount: 3 },
    text: 'When a demon type starts activating: the first of its demons to activate gains 3 movement points.' },
  { name: 'Go for the Throat', timing: 'whileAttacking', defense: d(0), effect: 'damagePerSpecial', params: { amount: 1 },
    text: 'While a demon attacks: each special icon rolled adds 1 damage.' },
  { name: 'Cornered Prey', timing: 'whileAttacking', defense: d(1, true), effect: 'addDamage', params: { amount: 2 },
    when: { id: 'defenderStunned' },
    text: 'While a demon attacks a stunned marine: add 2 damage.' },
]);
