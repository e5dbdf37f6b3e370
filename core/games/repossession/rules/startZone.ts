/**
 * Going back to the Start Zone (Start Zones, Hold Limits, the Start Zone
 * example): the turn's whole action. The player heals to full HP, may move
 * stat points between HP, AP and IP (HP never below the base 10), store
 * cards face down or take stored ones back (never more than ten in hand),
 * and sell cards.
 */
import type { Step } from '../../../engine/types';
import { PAD_BY_ID, supportCard } from '../content';
import { BASE_STATS, HOLD_LIMIT, playerOf, type C } from './common';
import { askFree } from './freeMenu';

const STATS = ['hp', 'ap', 'ip'] as const;
const NAMES = { hp: 'HP', ap: 'AP', ip: 'IP' } as const;

const returnToStart = (ctx: C, step: Step & { seat: string }) => {
  const p = playerOf(ctx.g, step.seat);
  p.at = null;
  p.from = null;
  p.hp = p.stats.hp;
  ctx.emit({ type: 'moved', seat: p.seat, to: p.home, toTile: null, text: `${p.name} goes back to ${PAD_BY_ID[p.home]!.name} and heals to full (${p.hp} HP).` });
  ctx.push({ kind: 'startZoneAction', seat: p.seat });
};

const startZoneAction = (ctx: C, step: Step & { seat: string }) => {
  const p = playerOf(ctx.g, step.seat);
  const options = [{ id: 'done', label: 'Done at the Start Zone' }];
  for (const from of STATS) {
    for (const to of STATS) {
      if (from === to || p.stats[from] <= (from === 'hp' ? BASE_STATS.hp : 0)) continue;
      options.push({ id: `shift:${from}:${to}`, label: `Move a point from ${NAMES[from]} to ${NAMES[to]}` });
    }
  }
  for (const id of p.hand) options.push({ id: `store:${id}`, label: `Store ${supportCard(id).name}` });
  if (p.hand.length < HOLD_LIMIT) for (const id of p.stored) options.push({ id: `take:${id}`, label: `Take back ${supportCard(id).name}` });
  for (const id of p.hand) options.push({ id: `sell:${id}`, label: `Sell ${supportCard(id).name}` });
  askFree(ctx, {
    seat: p.seat, kind: 'startZoneAction', rule: 'start-zones',
    text: `At the Start Zone: ${p.stats.hp} HP, ${p.stats.ap} AP, ${p.stats.ip} IP; ${p.hand.length} cards in hand, ${p.stored.length} stored.`,
    options,
  }, { kind: 'startZoneChosen', seat: p.seat }, step);
};

const startZoneChosen = (ctx: C, step: Step & { seat: string; answer: string[] }) => {
  const p = playerOf(ctx.g, step.seat);
  const [what, a, b] = step.answer[0]!.split(':') as [string, string, string | undefined];
  if (what === 'done') return;
  const again = { kind: 'startZoneAction', seat: p.seat };
  if (what === 'shift') {
    const from = a as (typeof STATS)[number];
    const to = b as (typeof STATS)[number];
    p.stats[from] -= 1;
    p.stats[to] += 1;
    p.hp = p.stats.hp;
    ctx.emit({ type: 'statsSet', seat: p.seat, stats: { ...p.stats }, text: `${p.name} moves a point from ${NAMES[from]} to ${NAMES[to]}: ${p.stats.hp} HP, ${p.stats.ap} AP, ${p.stats.ip} IP.` });
  } else if (what === 'store') {
    p.hand = p.hand.filter((x) => x !== a);
    p.stored.push(a);
    ctx.emit({ type: 'cardStored', seat: p.seat, text: `${p.name} stores a card face down at the Start Zone.` });
  } else if (what === 'take') {
    p.stored = p.stored.filter((x) => x !== a);
    p.hand.push(a);
    ctx.emit({ type: 'cardRetrieved', seat: p.seat, text: `${p.name} takes a stored card back.` });
  } else if (what === 'sell') {
    ctx.push({ kind: 'askSellFor', seat: p.seat, card: a, then: again });
    return;
  }
  ctx.push(again);
};

export const startZoneHandlers = { returnToStart, startZoneAction, startZoneChosen };
