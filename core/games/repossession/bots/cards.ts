/**
 * How much a Support card is worth to its holder, for keeping, selling and
 * trading: what it adds to fights (Settlements count for Raids only, which
 * come later), abilities the holder's IP switches on, and its sacrifice HP.
 */
import { supportCard } from '../content';
import type { PlayerState } from '../state';

export function cardValue(id: string, p: Pick<PlayerState, 'stats'>): number {
  const c = supportCard(id);
  let v = c.attack * 1.0 + c.defense * 0.8 + c.hp * 0.15;
  if (c.slot === 'settlement') v = c.attack * 0.7 + c.hp * 0.3;
  for (const a of c.abilities) {
    const usable = (a.minIP ?? 0) <= p.stats.ip + 1;
    const worth = a.effect === 'attackBonus' ? (a.amount ?? 0) * 0.5
      : a.effect === 'defenseBonus' ? (a.amount ?? 0) * 0.4
        : a.effect === 'lifeSteal' ? 1.2 : 0.4;
    v += usable ? worth : worth * 0.3;
  }
  if (c.singleUse) v *= 0.6;
  return v;
}
