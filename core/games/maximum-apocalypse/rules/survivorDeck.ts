/**
 * The survivor deck is the survivor's life: a survivor who must draw from
 * an empty deck is eliminated (rulebook step 2 and "End of Game").
 */
import type { Ctx } from '../../../engine/context';
import type { MAState, Survivor } from '../state';
import { survivorDies } from './damage';
import { poolOf } from './queries';
import { plural, who, Who } from './text';

export function drawCards(ctx: Ctx<MAState>, s: Survivor, n: number, why: string): void {
  const pool = poolOf(ctx.g, s);
  const drawn = ctx.draw(pool, Math.min(n, pool.draw.length), { deck: `survivor:${pool.id}` });
  pool.hand.push(...drawn);
  if (drawn.length) {
    ctx.emit({ type: 'cardsToHand', survivor: s.id, pool: pool.id, cards: drawn, deckSize: pool.draw.length, text: `${why}: ${who(s)} draws ${plural(drawn.length, 'card')} (${plural(pool.draw.length, 'card')} left in the deck).` });
  }
  if (drawn.length < n) {
    survivorDies(ctx, s, `${Who(s)} has no card left to draw`);
    return;
  }
  ctx.push({ kind: 'checkHand', survivor: s.id });
}
