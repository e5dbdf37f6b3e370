/**
 * The captain's approval for the courage pool (rulebook "New Captain
 * Segment", task 2: the captain must approve before any player takes courage
 * from the pool). A payment spends the payer's own courage first; when it
 * would dip into the pool for a hero who is not the captain, the captain is
 * asked. Yes re-runs the answered step with `approved` set; no goes back to
 * the payer's previous question.
 */
import type { Json, Step } from '../../../engine/types';
import { captainSeat, heroAt, heroName } from './board';
import type { Answered, C, H } from './types';

export function needsApproval(ctx: C, seat: string, amount: number): boolean {
  const h = heroAt(ctx.g, seat);
  return amount > h.courage && seat !== captainSeat(ctx.g);
}

/** Asks the captain when needed; returns true when it asked (the caller stops and waits). */
export function askPoolApproval(ctx: C, seat: string, amount: number, reason: string, step: Step, onDecline: Step): boolean {
  if (step.approved === true || !needsApproval(ctx, seat, amount)) return false;
  const h = heroAt(ctx.g, seat);
  const fromPool = amount - h.courage;
  ctx.ask({
    seat: captainSeat(ctx.g), kind: 'approvePool', rule: 'captain', suggested: ['yes'],
    text: `Captain: ${heroName(h)} wants ${fromPool} courage from the pool for ${reason}. Approve?`,
    options: [{ id: 'yes', label: `Approve (${fromPool} from the pool)` }, { id: 'no', label: 'Refuse' }],
  // Steps are plain JSON; the Step type's optional fields just do not say so to the compiler.
  }, { kind: 'poolApprovalAnswered', retry: { ...step, approved: true } as unknown as Json, decline: onDecline as unknown as Json, seatAsking: seat });
  return true;
}

const poolApprovalAnswered: H<Answered<{ retry: Step; decline: Step; seatAsking: string }>> = (ctx, step) => {
  if (step.answer[0] === 'yes') {
    ctx.push(step.retry);
    return;
  }
  ctx.log(`The captain keeps the pool closed to ${heroName(heroAt(ctx.g, step.seatAsking))}.`);
  ctx.push(step.decline);
};

export const poolApprovalHandlers = { poolApprovalAnswered };
