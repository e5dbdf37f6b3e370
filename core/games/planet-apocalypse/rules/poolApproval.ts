/**
 * Where a hero's courage comes from, and the captain's approval for the pool.
 * Rulebook "Earn Gift": heroes may spend their own courage, the courage pool,
 * or a mix of the two; "New Captain Segment", task 2: the captain must approve
 * before any player takes courage from the pool. So a payer who holds courage
 * while the pool has some is asked how much of the price comes from the pool
 * (suggested: as little as he can, his own first); when his share of the pool
 * is above 0 and he is not the captain, the captain is asked. Yes re-runs the
 * answered step with `approved` set; no goes back to the payer's previous
 * question. The chosen share is left in `g.poolShare` for payCourage.
 */
import type { Json, Step } from '../../../engine/types';
import { captainSeat, heroAt, heroName } from './board';
import type { Answered, C, H } from './types';

/** The least and the most of `amount` this hero can take from the pool. */
function shareRange(ctx: C, seat: string, amount: number): [number, number] {
  const h = heroAt(ctx.g, seat);
  return [Math.max(0, amount - h.courage), Math.min(amount, ctx.g.pool)];
}

export function needsApproval(ctx: C, seat: string, amount: number): boolean {
  return shareRange(ctx, seat, amount)[0] > 0 && seat !== captainSeat(ctx.g);
}

/**
 * Asks the payer (how much from the pool) and then the captain (may he) when
 * needed; returns true when it asked (the caller stops and waits).
 */
export function askPoolApproval(ctx: C, seat: string, amount: number, reason: string, step: Step, onDecline: Step): boolean {
  const g = ctx.g;
  g.poolShare = null;
  if (amount <= 0) return false;
  const h = heroAt(g, seat);
  const [least, most] = shareRange(ctx, seat, amount);
  const chosen = typeof step.poolShare === 'number' ? step.poolShare : undefined;
  if (chosen === undefined && most > least) {
    const options = [];
    for (let k = least; k <= most; k++) {
      const own = amount - k;
      const label = k === 0 ? `All ${own} from your own courage` : own === 0 ? `All ${k} from the pool` : `${own} of your own, ${k} from the pool`;
      options.push({ id: `pool:${k}`, label: seat !== captainSeat(g) && k > 0 ? `${label} (the captain must approve)` : label });
    }
    ctx.ask({
      seat, kind: 'courageSource', rule: 'courage-pool', suggested: [`pool:${least}`], options,
      text: `${heroName(h)}: ${reason} costs ${amount} courage (yours ${h.courage}, pool ${g.pool}). How much comes from the pool?`,
    // Steps are plain JSON; the Step type's optional fields just do not say so to the compiler.
    }, { kind: 'courageSourceChosen', retry: step as unknown as Json });
    return true;
  }
  const share = Math.min(most, Math.max(least, chosen ?? least));
  if (share > 0 && seat !== captainSeat(g) && step.approved !== true) {
    ctx.ask({
      seat: captainSeat(g), kind: 'approvePool', rule: 'captain', suggested: ['yes'],
      text: `Captain: ${heroName(h)} wants ${share} courage from the pool for ${reason}. Approve?`,
      options: [{ id: 'yes', label: `Approve (${share} from the pool)` }, { id: 'no', label: 'Refuse' }],
    }, { kind: 'poolApprovalAnswered', retry: { ...step, poolShare: share, approved: true } as unknown as Json, decline: onDecline as unknown as Json, seatAsking: seat });
    return true;
  }
  g.poolShare = { seat, pool: share };
  return false;
}

const courageSourceChosen: H<Answered<{ retry: Step }>> = (ctx, step) => {
  ctx.push({ ...step.retry, poolShare: Number(String(step.answer[0]).slice(5)) });
};

const poolApprovalAnswered: H<Answered<{ retry: Step; decline: Step; seatAsking: string }>> = (ctx, step) => {
  if (step.answer[0] === 'yes') {
    ctx.push(step.retry);
    return;
  }
  ctx.log(`The captain keeps the pool closed to ${heroName(heroAt(ctx.g, step.seatAsking))}.`);
  ctx.push(step.decline);
};

export const poolApprovalHandlers = { courageSourceChosen, poolApprovalAnswered };
