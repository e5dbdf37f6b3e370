/**
 * Rewards and the hold limit: stat points (each on HP, AP or IP as the
 * player likes), reward cards (draw 3 / 2 / 1 by Tier and keep one, the rest
 * to the bottom of the pile), selling a card for a stat point or a safety
 * token, and never more than ten Support cards in hand.
 */
import type { JsonObject, Step } from '../../../engine/types';
import { pileId, supportCard } from '../content';
import type { DeckId, Tier } from '../content/types';
import type { PlayerState } from '../state';
import { gainTokens, HOLD_LIMIT, members, plural, playerOf, returnCards, type C } from './common';
import { askFree } from './freeMenu';

const STAT_NAMES = { hp: 'HP', ap: 'AP', ip: 'IP' } as const;

/** Cards a reward shows to choose from: 3 at Tier 1, 2 at Tier 2, 1 at Tier 3. */
export function rewardDraws(tier: Tier): number {
  return 4 - tier;
}

export function raiseStat(ctx: C, p: PlayerState, stat: 'hp' | 'ap' | 'ip'): void {
  p.stats[stat] += 1;
  // A point on HP raises the limit and the HP the player has now.
  if (stat === 'hp') p.hp += 1;
  ctx.emit({ type: 'statRaised', seat: p.seat, stat, value: p.stats[stat], text: `${p.name} adds a point to ${STAT_NAMES[stat]} (now ${p.stats[stat]}).` });
}

const statPoints = (ctx: C, step: Step & { seat: string; n: number }) => {
  const p = playerOf(ctx.g, step.seat);
  if (step.n <= 0 || p.eliminated) return;
  askFree(ctx, {
    seat: p.seat, kind: 'statPoint', rule: 'stats',
    text: `Add a stat point (${plural(step.n, 'point')} to place).`,
    options: [
      { id: 'hp', label: `HP (${p.stats.hp} → ${p.stats.hp + 1})` },
      { id: 'ap', label: `AP (${p.stats.ap} → ${p.stats.ap + 1})` },
      { id: 'ip', label: `IP (${p.stats.ip} → ${p.stats.ip + 1})` },
    ],
  }, { kind: 'statChosen', seat: p.seat, n: step.n }, step);
};

const statChosen = (ctx: C, step: Step & { seat: string; n: number; answer: string[] }) => {
  raiseStat(ctx, playerOf(ctx.g, step.seat), step.answer[0] as 'hp' | 'ap' | 'ip');
  ctx.push({ kind: 'statPoints', seat: step.seat, n: step.n - 1 });
};

/** Draws reward cards only the faction sees, and lets the player keep one. */
const drawReward = (ctx: C, step: Step & { seat: string; deck: DeckId; tier: Tier; n: number }) => {
  const p = playerOf(ctx.g, step.seat);
  const pile = pileId(step.deck, step.tier);
  const drawn = ctx.draw(ctx.g.piles[pile]!, step.n, { deck: pile, to: members(ctx.g, p.faction).map((m) => m.seat) });
  if (drawn.length === 0) {
    ctx.emit({ type: 'pileEmpty', deck: pile, text: `The Tier ${step.tier} pile has no card left to draw.` });
    return;
  }
  if (drawn.length === 1) {
    ctx.push({ kind: 'cardKept', seat: p.seat, drawn, answer: [drawn[0]!] });
    return;
  }
  ctx.push({ kind: 'askKeepCard', seat: p.seat, drawn });
};

/** Apart from the draw, so that coming back from the free actions asks again without drawing again. */
const askKeepCard = (ctx: C, step: Step & { seat: string; drawn: string[] }) => {
  askFree(ctx, {
    seat: step.seat, kind: 'keepCard', rule: 'rewards',
    text: 'Keep one card; the others go to the bottom of the pile.',
    options: step.drawn.map((id) => ({ id, label: supportCard(id).name, target: { kind: 'card' as const, id } })),
  }, { kind: 'cardKept', seat: step.seat, drawn: step.drawn }, step);
};

const cardKept = (ctx: C, step: Step & { seat: string; drawn: string[]; answer: string[] }) => {
  const p = playerOf(ctx.g, step.seat);
  const kept = step.answer[0]!;
  const rest = step.drawn.filter((c) => c !== kept);
  p.hand.push(kept);
  returnCards(ctx, rest);
  ctx.emit({
    type: 'cardKept', seat: p.seat, card: kept, visibleTo: members(ctx.g, p.faction).map((m) => m.seat),
    text: `${p.name} keeps ${supportCard(kept).name}${rest.length ? `; ${plural(rest.length, 'card')} go to the bottom of the pile` : ''}.`,
    redacted: { type: 'cardKept', seat: p.seat, text: `${p.name} keeps a card${rest.length ? `; ${plural(rest.length, 'card')} go to the bottom of the pile` : ''}.` },
  });
  ctx.push({ kind: 'holdLimit', seat: p.seat });
};

/** Sells a card: it goes to the bottom of its pile for a stat point or a safety token. */
export function sellCard(ctx: C, p: PlayerState, card: string, forWhat: 'stat' | 'token'): void {
  p.hand = p.hand.filter((c) => c !== card);
  returnCards(ctx, [card]);
  ctx.emit({ type: 'cardSold', seat: p.seat, card, text: `${p.name} sells ${supportCard(card).name} for ${forWhat === 'stat' ? 'a stat point' : 'a safety token'}.` });
  if (forWhat === 'token') gainTokens(ctx, p, 1, 'a card sold');
  else ctx.push({ kind: 'statPoints', seat: p.seat, n: 1 });
}

/** Over ten cards: sell (or, at the Start Zone, store) until ten are left. */
const holdLimit = (ctx: C, step: Step & { seat: string }) => {
  const p = playerOf(ctx.g, step.seat);
  if (p.eliminated || p.hand.length <= HOLD_LIMIT) return;
  const atStart = p.at === null;
  ctx.ask({
    seat: p.seat, kind: 'overLimit', rule: 'hold-limit',
    text: `You hold ${p.hand.length} cards; the limit is ${HOLD_LIMIT}. ${atStart ? 'Store or sell one.' : 'Sell one.'}`,
    options: [
      ...p.hand.map((c) => ({ id: `sell:${c}`, label: `Sell ${supportCard(c).name}`, target: { kind: 'card' as const, id: c } })),
      ...(atStart ? p.hand.map((c) => ({ id: `store:${c}`, label: `Store ${supportCard(c).name}` })) : []),
    ],
  }, { kind: 'overLimitChosen', seat: p.seat });
};

const overLimitChosen = (ctx: C, step: Step & { seat: string; answer: string[] }) => {
  const p = playerOf(ctx.g, step.seat);
  const [what, card] = step.answer[0]!.split(':') as [string, string];
  if (what === 'store') {
    p.hand = p.hand.filter((c) => c !== card);
    p.stored.push(card);
    ctx.emit({ type: 'cardStored', seat: p.seat, text: `${p.name} stores a card at the Start Zone.` });
    ctx.push({ kind: 'holdLimit', seat: p.seat });
    return;
  }
  ctx.push({ kind: 'askSellFor', seat: p.seat, card, then: { kind: 'holdLimit', seat: p.seat } });
};

/** A card is being sold: for a stat point or a safety token? `then` is the question to come back to. */
const askSellFor = (ctx: C, step: Step & { seat: string; card: string; then: JsonObject }) => {
  ctx.ask({
    seat: step.seat, kind: 'sellFor', rule: 'hold-limit',
    text: `Sell ${supportCard(step.card).name} for what?`,
    options: [{ id: 'stat', label: 'A stat point' }, { id: 'token', label: 'A safety token' }],
  }, { kind: 'sellForChosen', seat: step.seat, card: step.card, then: step.then });
};

const sellForChosen = (ctx: C, step: Step & { seat: string; card: string; then: JsonObject; answer: string[] }) => {
  const p = playerOf(ctx.g, step.seat);
  // The follow-up goes under the stat point a sale may push, so the point is placed first.
  ctx.push(step.then as Step);
  sellCard(ctx, p, step.card, step.answer[0] as 'stat' | 'token');
};

export const rewardHandlers = { statPoints, statChosen, drawReward, askKeepCard, cardKept, holdLimit, overLimitChosen, askSellFor, sellForChosen };
