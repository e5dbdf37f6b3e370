/**
 * Winning and losing (rulebook "End of Game"): everyone dead, a Monster
 * token that cannot be placed, or (variant) the first death lose; a
 * completed mission with everyone alive at the Van wins.
 */
import type { Ctx } from '../../../engine/context';
import type { MAState } from '../state';
import { living } from './queries';

export function isOver(ctx: Ctx<MAState>): boolean {
  return ctx.state.result !== null;
}

export function loseGame(ctx: Ctx<MAState>, text: string): void {
  if (isOver(ctx)) return;
  ctx.g.phase = 'over';
  ctx.end({ winners: [], outcome: 'monsters', text });
}

export function winGame(ctx: Ctx<MAState>, text: string): void {
  if (isOver(ctx)) return;
  ctx.g.phase = 'over';
  const seats = [...new Set(living(ctx.g).map((s) => s.seat))];
  ctx.end({ winners: seats.length ? seats : ctx.seats.map((s) => s.id), outcome: 'survivors', text });
}
