/**
 * Day/Night Cycle (optional): at the end of every round, a day side turns to
 * night and the night effect resolves; a night side is discarded, the next
 * day card shows, and every Monster token moves one tile along the arrow on
 * that card's back. A token moved onto a survivor's tile becomes a monster
 * for that survivor; tokens never leave the map. The deck is reshuffled when
 * it runs out (ASSUMPTIONS.md).
 */
import type { Ctx } from '../../../engine/context';
import { DAY_NIGHT_BY_ID } from '../content';
import type { MAState } from '../state';
import { healBody } from './damage';
import { neighbours, stepFrom, tileAt } from './grid';
import { raiseHunger } from './hunger';
import { living, monsterHealth } from './queries';
import { burn } from './status';
import { moveTokens, placeTokens } from './tokens';
import { monsterName } from './text';
import { isOver } from './outcome';

function topCard(ctx: Ctx<MAState>): string | null {
  const dn = ctx.g.dayNight!;
  if (dn.draw.length === 0 && dn.discard.length > 0) {
    dn.draw = ctx.shuffle(dn.discard.splice(0));
    ctx.emit({ type: 'deckShuffled', deck: 'dayNight', size: dn.draw.length, text: 'The day/night deck is shuffled anew.' });
  }
  return dn.draw[0] ?? null;
}

export function dayNightStep(ctx: Ctx<MAState>): void {
  const g = ctx.g;
  const dn = g.dayNight;
  if (!dn) return;
  if (dn.night === null) {
    const card = topCard(ctx);
    if (!card) return;
    dn.night = card;
    const def = DAY_NIGHT_BY_ID[card]!;
    ctx.reveal();
    ctx.emit({ type: 'nightFalls', card, effect: def.effect, text: `Night falls: ${def.name}. ${def.text}` });
    dusk(ctx, def.effect, Number(def.params?.amount ?? def.params?.count ?? 0));
    return;
  }
  dn.draw.shift();
  dn.discard.push(dn.night);
  dn.night = null;
  const next = topCard(ctx);
  const arrow = next ? DAY_NIGHT_BY_ID[next]!.arrow : null;
  ctx.emit({ type: 'dayBreaks', card: next, arrow, text: `Day breaks.${arrow ? ` Monster tokens creep ${arrow}.` : ''}` });
  if (!arrow) return;
  // Every token moves once: work from a snapshot so none moves twice.
  const moves = g.tiles.filter((t) => t.tokens > 0).map((t) => ({ from: t, count: t.tokens, to: tileAt(g, stepFrom(t.key, arrow)) }));
  for (const mv of moves) {
    if (!mv.to) continue;
    moveTokens(ctx, mv.from, mv.to, Math.min(mv.count, mv.from.tokens), 'Dawn', true);
  }
}

function dusk(ctx: Ctx<MAState>, effect: string, amount: number): void {
  const g = ctx.g;
  switch (effect) {
    case 'nightHunger':
      for (const s of living(g)) raiseHunger(ctx, s, amount, 'The cold');
      return;
    case 'nightTokens': {
      const spots = new Set<string>();
      for (const s of living(g)) for (const t of neighbours(g, s.tile)) if (t.faceUp && !living(g).some((o) => o.tile === t.key)) spots.add(t.key);
      for (const k of spots) {
        placeTokens(ctx, tileAt(g, k)!, amount, 'Prowlers');
        if (isOver(ctx)) return;
      }
      return;
    }
    case 'nightMonsterHeal':
      for (const m of g.monsters) {
        const healed = Math.min(amount, m.damage);
        if (healed <= 0) continue;
        m.damage -= healed;
        ctx.emit({ type: 'monsterHealed', monster: m.card, amount: healed, health: monsterHealth(m), text: `The ${monsterName(m.card)} heals ${healed} in the night.` });
      }
      return;
    case 'nightBurn':
      for (const s of living(g)) burn(ctx, s, amount, 'Nightmares');
      return;
    case 'nightHeal':
      for (const s of living(g)) for (const b of s.bodies) healBody(ctx, s, b, amount, null, 'Starlight');
      return;
    default:
      // Until-dawn effects (stealth, damage) are read while the card shows; quiet nights do nothing.
      return;
  }
}
