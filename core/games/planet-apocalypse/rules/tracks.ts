/**
 * The control panel: doom, despair, the Lord track, the despair pool and the
 * courage pool. Doom is checked here for the loss at 13 and the legion
 * changes at 3 and 7.
 */
import { DOOM_LOSS, LEGION_CHANGE_AT } from '../content/tracks';
import type { PAState } from '../state';
import { heroName } from './board';
import { recordMoment } from './record';
import type { C } from './types';

export { DESPAIR_STEPS, DOOM_LOSS, LEGION_CHANGE_AT, LORD_TRACK_STEPS, MAX_DESPAIR_DICE } from '../content/tracks';

export function trackChanged(ctx: C, track: string, from: number, to: number, text: string): void {
  ctx.emit({ type: 'trackChanged', track, from, to, text });
}

/** Ends the game with the heroes' defeat. */
export function heroesLose(ctx: C, text: string): void {
  if (ctx.state.result) return;
  ctx.g.phase = 'over';
  ctx.end({ winners: [], outcome: 'demons', text });
}

export function heroesWin(ctx: C, text: string): void {
  if (ctx.state.result) return;
  ctx.g.phase = 'over';
  ctx.end({ winners: ctx.g.seatOrder.slice(), outcome: 'heroes', text });
}

/** Adds doom; at 13 the heroes lose at once; reaching 3 or 7 changes the legion. */
export function addDoom(ctx: C, amount: number, reason: string): void {
  const g = ctx.g;
  if (amount <= 0 || ctx.state.result) return;
  const from = g.doom;
  g.doom = Math.min(DOOM_LOSS, g.doom + amount);
  if (amount >= 3) recordMoment(g, amount, `${amount} doom at once (${reason}).`);
  ctx.emit({ type: 'doomScored', amount, reason, from, to: g.doom, text: `Doom +${amount} (${reason}): ${g.doom}.` });
  trackChanged(ctx, 'doom', from, g.doom, `The doom track moves from ${from} to ${g.doom}.`);
  if (g.doom >= DOOM_LOSS) {
    heroesLose(ctx, 'Doom reached 13: Hell has won.');
    return;
  }
  for (const mark of LEGION_CHANGE_AT) {
    if (from < mark && g.doom >= mark && !g.legionChanges.includes(mark)) {
      g.legionChanges.push(mark);
      ctx.push({ kind: 'changeLegion', reason: `doom reached ${mark}` });
    }
  }
}

export function addPool(ctx: C, amount: number, reason: string): void {
  if (amount === 0) return;
  const from = ctx.g.pool;
  ctx.g.pool = Math.max(0, ctx.g.pool + amount);
  trackChanged(ctx, 'pool', from, ctx.g.pool, `Courage pool ${amount > 0 ? '+' : ''}${amount} (${reason}): ${ctx.g.pool}.`);
}

/** Total courage a hero can spend now: his own plus the pool (poolApproval.ts asks the captain before the pool is used). */
export function spendable(g: PAState, seat: string): number {
  const h = g.heroes.find((x) => x.seat === seat);
  return (h?.courage ?? 0) + g.pool;
}

/**
 * Pays courage: the pool's share the payer chose (g.poolShare, rules/poolApproval.ts),
 * or else his own courage first, then the pool. Returns false (paying nothing) when short.
 */
export function payCourage(ctx: C, seat: string, amount: number, reason: string): boolean {
  const g = ctx.g;
  const h = g.heroes.find((x) => x.seat === seat);
  const chosen = g.poolShare && g.poolShare.seat === seat ? g.poolShare.pool : 0;
  g.poolShare = null;
  if (!h || amount > h.courage + g.pool) return false;
  if (amount <= 0) return true;
  const fromPool = Math.min(amount, g.pool, Math.max(chosen, amount - h.courage));
  const own = amount - fromPool;
  h.courage -= own;
  if (fromPool > 0) g.pool -= fromPool;
  ctx.emit({
    type: 'couragePaid', seat, own, pool: fromPool,
    text: `${heroName(h)} pays ${amount} courage for ${reason}${fromPool > 0 ? ` (${fromPool} from the pool)` : ''}.`,
  });
  return true;
}
