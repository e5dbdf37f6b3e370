/**
 * Free actions (rulebook "Free Actions" and "End of Game"): once a turn
 * discard two survivor cards to draw one; once a turn trade scavenge cards
 * with a survivor on the same tile (survivor cards never change hands);
 * deliver fuel and relics at the Van (they leave the game and count for the
 * mission); pick up the scavenge cards a dead survivor left on the tile.
 */
import type { Ctx } from '../../../engine/context';
import { cardDef, defOf, TILE_BY_ID } from '../content';
import type { MAState, Survivor } from '../state';
import { isCarriedDef } from './equipRules';
import { tileOf } from './grid';
import { poolOf } from './queries';
import { receiveScavenge } from './scavenge';
import { toLimbo } from './limbo';
import { resume } from './steps';
import { drawCards } from './survivorDeck';
import { cardName, plural, survivorById, who, Who } from './text';

/**
 * Scavenge cards a survivor holds that can change hands: in the hand, or
 * carried (fuel, relics). With a partner sharing the same hand (the
 * multi-class pair) only carried cards can move.
 */
export function tradeable(g: MAState, s: Survivor, partner?: Survivor): string[] {
  const pool = poolOf(g, s);
  const carried = s.gear.filter((x) => cardDef(x.card).deck === 'scavenge').map((x) => x.card);
  if (partner && partner.pool === s.pool) return carried;
  return [...pool.hand.filter((c) => cardDef(c).deck === 'scavenge'), ...carried];
}

/** Carried fuel and relics, when the survivor stands on the Van. */
export function deliverable(g: MAState, s: Survivor): string[] {
  const tile = tileOf(g, s.tile);
  if (TILE_BY_ID[tile.def]?.type !== 'van') return [];
  return s.gear.filter((x) => isCarriedDef(x.card)).map((x) => x.card);
}

export function swapStep(ctx: Ctx<MAState>, step: { survivor: string; answer?: string[] }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const pool = poolOf(g, s);
  if (!step.answer) {
    ctx.ask({
      seat: s.seat, kind: 'swapCards', rule: 'free-actions', min: 2, max: 2, text: 'Discard which 2 survivor cards (you draw 1)?',
      options: pool.hand.filter((c) => cardDef(c).deck === 'survivor').map((c) => ({ id: c, label: cardName(c), target: { kind: 'card' as const, id: c } })),
    }, resume(step));
    return;
  }
  g.turnState!.swapUsed = true;
  pool.hand = pool.hand.filter((c) => !step.answer!.includes(c));
  pool.discard.push(...step.answer);
  ctx.emit({ type: 'cardsDiscarded', survivor: s.id, cards: step.answer, text: `${Who(s)} discards ${step.answer.map(cardName).join(' and ')} to draw a card.` });
  drawCards(ctx, s, 1, 'Free draw');
}

export function tradeStep(ctx: Ctx<MAState>, step: { survivor: string; partner: string; answer?: string[] }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const o = survivorById(g, step.partner);
  const mine = tradeable(g, s, o);
  const theirs = tradeable(g, o, s);
  if (!step.answer) {
    ctx.ask({
      seat: s.seat, kind: 'tradeCards', rule: 'free-actions', min: 1, max: mine.length + theirs.length,
      text: `Trade with the ${o.name}: pick the cards that change hands.`,
      options: [
        ...mine.map((c) => ({ id: c, label: `Give ${cardName(c)}`, target: { kind: 'card' as const, id: c } })),
        ...theirs.map((c) => ({ id: c, label: `Take ${cardName(c)}`, target: { kind: 'card' as const, id: c } })),
      ],
    }, resume(step));
    return;
  }
  g.turnState!.tradeUsed = true;
  const move = (from: Survivor, to: Survivor, card: string) => {
    const pool = poolOf(g, from);
    if (pool.hand.includes(card)) pool.hand = pool.hand.filter((c) => c !== card);
    else from.gear = from.gear.filter((x) => x.card !== card);
    if (isCarriedDef(card)) {
      toLimbo(g, card);
      ctx.push({ kind: 'equip', survivor: to.id, card, by: from.id });
    }
    else {
      poolOf(g, to).hand.push(card);
      ctx.push({ kind: 'checkHand', survivor: to.id });
    }
  };
  const given = step.answer.filter((c) => mine.includes(c));
  const taken = step.answer.filter((c) => theirs.includes(c));
  for (const c of given) move(s, o, c);
  for (const c of taken) move(o, s, c);
  ctx.emit({
    type: 'traded', survivor: s.id, partner: o.id, given, taken,
    text: `${Who(s)} and ${who(o)} trade: ${given.length ? `gives ${given.map(cardName).join(', ')}` : 'gives nothing'}; ${taken.length ? `takes ${taken.map(cardName).join(', ')}` : 'takes nothing'}.`,
  });
}

export function deliverStep(ctx: Ctx<MAState>, step: { survivor: string }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const cards = deliverable(g, s);
  if (cards.length === 0) return;
  s.gear = s.gear.filter((x) => !cards.includes(x.card));
  g.removed.push(...cards);
  const fuel = cards.filter((c) => defOf(c) === 'fuel').length;
  const relics = cards.length - fuel;
  g.mission.fuel += fuel;
  g.mission.relics += relics;
  ctx.emit({
    type: 'delivered', survivor: s.id, fuel, relics, totalFuel: g.mission.fuel, totalRelics: g.mission.relics,
    text: `${Who(s)} delivers ${[fuel ? plural(fuel, 'fuel', 'fuel') : '', relics ? plural(relics, 'relic') : ''].filter(Boolean).join(' and ')} to the Van (${g.mission.fuel} fuel${g.mission.relics ? `, ${plural(g.mission.relics, 'relic')}` : ''} delivered).`,
  });
}

export function pickupStep(ctx: Ctx<MAState>, step: { survivor: string }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const tile = tileOf(g, s.tile);
  const cards = tile.dropped.splice(0);
  if (cards.length === 0) return;
  ctx.emit({ type: 'pickedUp', survivor: s.id, tile: tile.key, cards, text: `${Who(s)} picks up ${cards.map(cardName).join(', ')}.` });
  for (const c of cards) {
    if (isCarriedDef(c)) {
      toLimbo(g, c);
      ctx.push({ kind: 'equipOrLose', survivor: s.id, card: c });
    }
    else receiveScavenge(ctx, s, c);
  }
}
