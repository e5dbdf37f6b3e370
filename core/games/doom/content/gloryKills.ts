/**
 * Glory Kill cards: drawn on a Glory Kill, they recover two damage at once
 * (a fact of the reference) and then wait facedown until the marine uses
 * their ability, which discards them. Names, abilities and copy counts are
 * ours (ASSUMPTIONS.md "Glory Kill cards"): one-shot boosts a little stronger
 * than an action card, since a Glory Kill takes a staggered demon and a move.
 */
import { ability, K } from './build';
import type { AbilityInput } from './build';
import type { GloryKillCardDef } from './types';

/** Damage every Glory Kill card recovers when drawn (a fact of the reference). */
export const GLORY_KILL_RECOVER = 2;

function gk(id: string, name: string, copies: number, a: Omit<AbilityInput, 'id' | 'name'>): GloryKillCardDef {
  return {
    id, name, recover: GLORY_KILL_RECOVER, copies, ability: ability({ id, name, ...a }),
    text: `Recover 2 damage. Keep this card facedown. ${a.text}`,
  };
}

export const GLORY_KILL_CARDS: GloryKillCardDef[] = [
  gk('second-wind', 'Second Wind', 2, { timing: 'bonus', effect: 'gainMovement', params: { amount: 3 },
    text: 'Bonus action, discard: gain 3 movement points.' }),
  gk('blood-rush', 'Blood Rush', 2, { timing: 'whileAttacking', effect: 'addDamage', params: { amount: 2 },
    text: 'While attacking, discard: add 2 damage.' }),
  gk('iron-skin', 'Iron Skin', 2, { timing: 'whileDefending', effect: 'addShields', params: { amount: 2 },
    text: 'While defending, discard: add 2 shields.' }),
  gk('untouchable', 'Untouchable', 1, { timing: 'whileDefending', effect: 'dodge',
    text: 'While defending, discard: cancel all damage of this attack.' }),
  gk('shockwave', 'Shockwave', 1, { timing: 'bonus', effect: 'stun', params: { range: 1, all: true },
    text: 'Bonus action, discard: every demon adjacent to you becomes stunned.' }),
  gk('killers-focus', 'Killer\'s Focus', 2, { timing: 'whileAttacking', effect: 'rerollDice', params: { count: 3 },
    text: 'While attacking, discard: reroll up to three dice.' }),
  gk('marked-prey', 'Marked Prey', 1, { timing: 'bonus', effect: 'reduceStagger',
    params: { amount: 2, printed: false, duration: 'round', range: 4 },
    text: 'Bonus action, discard: a demon within 4 spaces that you can see has its stagger value 2 lower until the end of the round.' }),
  gk('adrenaline', 'Adrenaline', 2, { timing: 'anyActivation', effect: 'recover', params: { amount: 3 },
    target: 'self', text: 'During your activation, discard: recover 3 damage.' }),
  gk('heavy-hands', 'Heavy Hands', 1, { timing: 'beforeRoll', effect: 'addDice', params: { die: K, count: 1 },
    text: 'Before rolling for your attack, discard: add a black die.' }),
  gk('scavenger', 'Scavenger', 1, { timing: 'bonus', effect: 'drawActionCards', params: { count: 2 },
    text: 'Bonus action, discard: draw two action cards.' }),
];
