/**
 * Renew (rulebook "Renew"): the team pays 9 courage and gains 4 luck. The
 * hero who takes the action pays (own courage, then the pool); the captain
 * shares the 4 luck out, one at a time (suggested: to the hero who renewed).
 */
import type { Hero } from '../../state';
import { captainSeat, heroAt, heroName, liveHeroes } from '../board';
import { payCourage } from '../tracks';
import type { Answered, C, H } from '../types';

export const RENEW_COST = 9;
export const RENEW_LUCK = 4;

export function renew(ctx: C, h: Hero): void {
  if (!payCourage(ctx, h.seat, RENEW_COST, 'renew')) throw new Error('Not enough courage to renew.');
  ctx.emit({ type: 'renewed', seat: h.seat, luck: RENEW_LUCK, text: `${heroName(h)} renews: the team gains ${RENEW_LUCK} luck.` });
  ctx.push({ kind: 'renewLuck', left: RENEW_LUCK, by: h.seat });
}

const renewLuck: H<{ kind: string; left: number; by: string }> = (ctx, step) => {
  const g = ctx.g;
  const heroes = liveHeroes(g);
  if (step.left <= 0 || heroes.length === 0) return;
  if (heroes.length === 1) {
    heroes[0]!.luck += step.left;
    ctx.log(`${heroName(heroes[0]!)} gains ${step.left} luck.`);
    return;
  }
  ctx.ask({
    seat: captainSeat(g), kind: 'renewLuck', rule: 'renew', suggested: [step.by],
    text: `Captain: who gets the next point of renewed luck (${step.left} left)?`,
    options: heroes.map((x) => ({ id: x.seat, label: `${heroName(x)} (luck ${x.luck})`, target: { kind: 'figure', id: x.seat } })),
  }, { kind: 'renewLuckGiven', left: step.left, by: step.by });
};

const renewLuckGiven: H<Answered<{ left: number; by: string }>> = (ctx, step) => {
  const h = heroAt(ctx.g, step.answer[0] as string);
  h.luck += 1;
  ctx.log(`${heroName(h)} gains 1 luck.`);
  ctx.push({ kind: 'renewLuck', left: step.left - 1, by: step.by });
};

export const renewHandlers = { renewLuck, renewLuckGiven };
