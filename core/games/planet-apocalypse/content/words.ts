/**
 * Content data in words: the short phrases prompts, the log and the inspect
 * panel use for dice, toughness, slot bonuses and effects, so that each is
 * written once, from the data.
 */
import type { AttackDie } from '../dice';
import type { HeroDef, SlotBonus } from './types';

/** "d8 + d8 + d6" reads as "2d8 + d6". */
export function diceText(dice: readonly string[]): string {
  if (dice.length === 0) return 'no dice';
  const counts = new Map<string, number>();
  for (const d of dice) counts.set(d, (counts.get(d) ?? 0) + 1);
  return [...counts].map(([d, n]) => (n === 1 ? d : `${n}${d}`)).join(' + ');
}

/** Two toughness numbers read "4+4": each needs its own die. */
export function toughnessText(t: readonly number[]): string {
  return t.join('+');
}

/** What a gift slot gives at once when a gift is laid on it. */
export function slotBonusText(bonus: SlotBonus, hero?: HeroDef): string {
  switch (bonus.kind) {
    case 'addDie': return `adds a ${bonus.die as AttackDie} to the attack box`;
    case 'stepDie': return 'one attack die a step larger';
    case 'ability': return `the ability ${hero?.giftAbilities.find((a) => a.id === bonus.ability)?.name ?? 'on the sheet'}`;
    case 'toughness': return `+${bonus.amount} toughness`;
    case 'health': return `+${bonus.amount} health and health cap`;
    case 'luck': return `+${bonus.amount} luck`;
    case 'courage': return `+${bonus.amount} courage`;
  }
}

/** "1 larva", "2 larvae". */
export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
