/**
 * Territory cards (rulebook "Notes": random territories come from the
 * territory cards). The deck is shuffled before each random choice from the
 * territories still on the map; its order is never shown.
 */
import type { Ctx } from '../../../engine/context';
import { TERRITORY_IDS } from '../content/board';
import type { RiskState } from '../state';
import { terrName } from './board';

type C = Ctx<RiskState>;

/** Draws n different territories at random among those allowed, for a stated reason. */
export function drawTerritories(ctx: C, n: number, why: string, allowed: (id: string) => boolean = () => true): string[] {
  const g = ctx.g;
  g.deck.draw = TERRITORY_IDS.filter((id) => !g.annihilated.includes(id) && allowed(id));
  g.deck.discard = [];
  ctx.shuffle(g.deck.draw);
  const drawn = g.deck.draw.splice(0, n);
  g.deck.discard.push(...drawn);
  ctx.emit({ type: 'cardsDrawn', deck: 'territories', cards: drawn, count: drawn.length, text: `Territory cards for ${why}: ${drawn.map(terrName).join(', ')}.` });
  return drawn;
}
