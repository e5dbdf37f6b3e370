/**
 * Pray for a Miracle (and the Void pack's Escape Pod) as the holder's choice.
 * FAQ: "Do I HAVE to use a particular ability or gift? A. No." Death resolves
 * at once inside every damage step, so the question is not asked as he falls:
 * the holder sets a standing answer on his own turn instead (used by default),
 * and heroFalls (heroHealth.ts) reads it. Switching costs nothing and takes no
 * action, so the hero action prompt is simply asked again.
 */
import type { PromptOption } from '../../../../engine/types';
import type { Hero } from '../../state';
import { heroName } from '../board';
import { effectParam, effectSource, hasEffect } from '../effects';
import type { C } from '../types';
import { SPECIAL } from './specialActions';

const EFFECT = 'luckCheatsDeath';

/** The card's own name: Escape Pod for its holder. */
const giftName = (h: Hero) => effectSource(h, EFFECT, 'Pray for a Miracle');
const luckCost = (h: Hero) => effectParam(h, EFFECT, 'luck', 2);

/** The one switch a holder is offered: off while it is on, on while it is off. */
export function miracleOptions(h: Hero): PromptOption[] {
  if (!hasEffect(h, EFFECT)) return [];
  const name = giftName(h);
  const luck = luckCost(h);
  return [h.miracleOff
    ? { id: 'miracle:on', label: `${name}: switch on (spend ${luck} luck to live on if you would fall)`, group: SPECIAL }
    : { id: 'miracle:off', label: `${name}: switch off (fall rather than spend ${luck} luck)`, group: SPECIAL }];
}

export const isMiracleOption = (id: string) => id.startsWith('miracle:');

/** Sets the switch for a `miracle:` choice; false when the choice is not one. */
export function takeMiracleToggle(ctx: C, h: Hero, choice: string): boolean {
  if (!isMiracleOption(choice)) return false;
  const name = giftName(h);
  if (choice === 'miracle:off') {
    h.miracleOff = true;
    ctx.log(`${heroName(h)} switches off ${name}: no luck will be spent to escape a fall.`);
  } else {
    delete h.miracleOff;
    ctx.log(`${heroName(h)} switches on ${name}: ${luckCost(h)} luck will be spent to live on at 1 health.`);
  }
  return true;
}
