/**
 * Renew (rulebook "Renew"): the team pays 9 courage and gains 4 luck. The
 * rules let the hero who takes the action pay (own courage, then the pool)
 * and take the 4 luck (see ASSUMPTIONS.md: the rulebook lets the captain
 * share the luck out).
 */
import type { Hero } from '../../state';
import { heroName } from '../board';
import { payCourage } from '../tracks';
import type { C } from '../types';

export const RENEW_COST = 9;
export const RENEW_LUCK = 4;

export function renew(ctx: C, h: Hero): void {
  if (!payCourage(ctx, h.seat, RENEW_COST, 'renew')) throw new Error('Not enough courage to renew.');
  h.luck += RENEW_LUCK;
  ctx.emit({ type: 'renewed', seat: h.seat, luck: RENEW_LUCK, text: `${heroName(h)} renews: +${RENEW_LUCK} luck.` });
}
