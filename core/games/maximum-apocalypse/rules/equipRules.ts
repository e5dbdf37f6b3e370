/** Gear limits: one copy of each gear card equipped (fuel and relics excepted). */
import { cardDef, defOf } from '../content';
import type { Survivor } from '../state';

export function isCarriedDef(card: string): boolean {
  const tags = cardDef(card).tags ?? [];
  return tags.includes('fuel') || tags.includes('relic');
}

export function canEquip(s: Survivor, card: string): boolean {
  if (cardDef(card).kind !== 'gear') return false;
  if (isCarriedDef(card)) return true;
  return !s.gear.some((x) => defOf(x.card) === defOf(card));
}
