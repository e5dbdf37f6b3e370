/** What a survivor adds to the damage of every attack: Kabuto, Dead Eye (+); Tremors (-). */
import type { Survivor } from '../state';
import { insanityParam, passiveSum } from './queries';

export function attackBonus(s: Survivor): number {
  return passiveSum(s, 'bonusDamage') - insanityParam(s, 'weakAttacks');
}
