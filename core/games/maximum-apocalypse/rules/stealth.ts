/**
 * The Stealth Test: roll the two main dice; the survivor passes when the sum
 * is at most their stealth less 1 for each Monster token on the tile.
 */
import type { Ctx } from '../../../engine/context';
import { setDiceReadout } from '../../../engine/diceReadout';
import type { MAState, Survivor } from '../state';
import { stealth } from './queries';
import { stealthReadout } from './diceReadout';
import { plural, who, Who } from './text';

export function stealthTarget(g: MAState, s: Survivor, tokens: number): number {
  return stealth(g, s) - tokens;
}

/** Chance that 2d6 rolls at most `target` (exact). */
export function chanceAtMost(target: number): number {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= target) ways++;
  return ways / 36;
}

export function stealthTest(ctx: Ctx<MAState>, s: Survivor, tokens: number, why: string): boolean {
  const target = stealthTarget(ctx.g, s, tokens);
  const rolls = ctx.roll(['d6', 'd6'], { seat: s.seat, purpose: 'Stealth test', text: `${why}: ${who(s)} makes a stealth test.` });
  const sum = rolls.reduce((t, r) => t + (r.value ?? 0), 0);
  const ok = sum <= target;
  setDiceReadout(ctx.events, stealthReadout(Who(s), rolls.map((r) => r.value ?? 0), target, tokens));
  ctx.emit({
    type: 'stealthTest', survivor: s.id, roll: sum, target, tokens, passed: ok,
    text: `Stealth ${target}${tokens ? ` (${plural(tokens, 'token')} on the tile)` : ''}: rolled ${sum}, ${ok ? 'passed' : 'failed'}.`,
  });
  return ok;
}
