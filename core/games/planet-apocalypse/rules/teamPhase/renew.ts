/**
 * Renew (rulebook "Renew"): "All players together must spend 9 courage, and
 * then the team (as a whole) gains 4 luck. If the team cannot agree how to
 * divvy this up, the captain decides."
 *
 * The hero who takes the action opens it; the 9 are then raised in one pass:
 *  1. the captain says how much of the courage pool goes in (he controls the
 *     pool: "The captain must approve before any player can take courage from
 *     the pool");
 *  2. each hero in turn, the one who renewed first, says how much of his own
 *     courage and of his luck (luck is "a substitute for courage") he puts in.
 * Nobody may leave more than the rest of the team can still cover, so the 9
 * are always raised, and a question with one possible answer is not asked.
 * Then the captain shares the 4 luck out, one at a time (suggested: to the
 * hero who renewed).
 */
import type { PromptOption } from '../../../../engine/types';
import type { Hero, PAState } from '../../state';
import { captainSeat, heroAt, heroName, liveHeroes, turnOrder } from '../board';
import { addPool } from '../tracks';
import type { Answered, C, H } from '../types';

export const RENEW_COST = 9;
export const RENEW_LUCK = 4;

/** What one hero can put in: his courage, and his luck in its place. */
function means(h: Hero): number {
  return h.courage + h.luck;
}

/** The heroes who pay, in the order they are asked: the one who renewed, then the rest in turn order. */
function payers(g: PAState, by: string): Hero[] {
  const live = liveHeroes(g);
  const order = [by, ...turnOrder(g).filter((s) => s !== by)];
  return order.map((s) => live.find((h) => h.seat === s)).filter((h): h is Hero => h !== undefined);
}

/** Everything the team could put into a renewal: the pool, every hero's courage and luck. */
export function renewFunds(g: PAState): number {
  return g.pool + liveHeroes(g).reduce((n, h) => n + means(h), 0);
}

export function canRenew(g: PAState): boolean {
  return renewFunds(g) >= RENEW_COST;
}

export function renew(ctx: C, h: Hero): void {
  if (!canRenew(ctx.g)) throw new Error('The team has not enough courage to renew.');
  ctx.log(`${heroName(h)} calls on the team to renew: ${RENEW_COST} courage for ${RENEW_LUCK} luck.`);
  ctx.push({ kind: 'renewPool', by: h.seat });
}

/** Step 1: the captain's share from the pool. */
const renewPool: H<{ kind: string; by: string }> = (ctx, step) => {
  const g = ctx.g;
  const heroes = payers(g, step.by);
  const heroMeans = heroes.reduce((n, h) => n + means(h), 0);
  const least = Math.max(0, RENEW_COST - heroMeans);
  const most = Math.min(g.pool, RENEW_COST);
  if (most <= least) {
    ctx.push({ kind: 'renewPoolChosen', by: step.by, answer: [`pool:${least}`] });
    return;
  }
  // Suggested: the heroes' courage first, then the pool, their luck last.
  const courage = heroes.reduce((n, h) => n + h.courage, 0);
  const suggested = Math.min(most, Math.max(least, RENEW_COST - courage));
  const options: PromptOption[] = [];
  for (let k = least; k <= most; k++) {
    options.push({ id: `pool:${k}`, label: k === 0 ? 'Nothing from the pool' : `${k} courage from the pool`, detail: `${RENEW_COST - k} left for the heroes` });
  }
  ctx.ask({
    seat: captainSeat(g), kind: 'renewPool', rule: 'renew', options, suggested: [`pool:${suggested}`],
    text: `Captain: ${heroName(heroAt(g, step.by))} renews; the team pays ${RENEW_COST} courage for ${RENEW_LUCK} luck. How much comes from the courage pool (${g.pool})?`,
    facts: [{ label: 'Pool', value: String(g.pool) }, { label: 'Heroes can give', value: String(heroMeans) }],
  }, { kind: 'renewPoolChosen', by: step.by });
};

const renewPoolChosen: H<Answered<{ by: string }>> = (ctx, step) => {
  const k = Number((step.answer[0] as string).slice(5));
  if (k > 0) addPool(ctx, -k, 'renew');
  ctx.push({ kind: 'renewShare', by: step.by, left: RENEW_COST - k, i: 0 });
};

/** Step 2: each hero's share, as courage and luck; `i` indexes `payers`. */
const renewShare: H<{ kind: string; by: string; left: number; i: number }> = (ctx, step) => {
  const g = ctx.g;
  const heroes = payers(g, step.by);
  const h = heroes[step.i];
  if (step.left <= 0 || !h) {
    if (step.left > 0) throw new Error('Renew: the team ran out of courage.');
    ctx.emit({ type: 'renewed', seat: step.by, luck: RENEW_LUCK, text: `The team has paid ${RENEW_COST} courage: ${heroName(heroAt(g, step.by))}'s renewal brings ${RENEW_LUCK} luck.` });
    ctx.push({ kind: 'renewLuck', left: RENEW_LUCK, by: step.by });
    return;
  }
  const later = heroes.slice(step.i + 1).reduce((n, x) => n + means(x), 0);
  const next = { kind: 'renewShareChosen', by: step.by, left: step.left, i: step.i, seat: h.seat };
  const options: PromptOption[] = [];
  for (let c = Math.min(h.courage, step.left); c >= 0; c--) {
    for (let l = 0; l <= Math.min(h.luck, step.left - c); l++) {
      const rest = step.left - c - l;
      if (rest > later) continue;
      const what = [c > 0 ? `${c} courage` : '', l > 0 ? `${l} luck` : ''].filter(Boolean).join(' and ');
      options.push({
        id: c + l === 0 ? 'pass' : `pay:${c}:${l}`, label: what ? `Put in ${what}` : 'Put in nothing',
        detail: rest > 0 ? `${rest} left for the others` : 'the renewal is paid',
        counts: { courage: c, luck: l, ...(later > 0 ? { others: rest } : {}) },
      });
    }
  }
  const c = Math.min(h.courage, step.left);
  const l = Math.max(0, step.left - c - later);
  const suggested = c + l === 0 ? 'pass' : `pay:${c}:${l}`;
  if (options.length === 1) {
    ctx.push({ ...next, answer: [options[0]!.id] });
    return;
  }
  ctx.ask({
    seat: h.seat, kind: 'renewShare', rule: 'renew', options, suggested: [suggested],
    text: `Renew: ${step.left} of the ${RENEW_COST} courage still to find. How much do you put in, ${heroName(h)} (courage ${h.courage}, luck ${h.luck})?`,
    facts: [{ label: 'Still to find', value: String(step.left) }, { label: 'The others can give', value: String(later) }],
    form: {
      kind: 'counts', total: step.left,
      items: [{ key: 'courage', label: 'Your courage' }, { key: 'luck', label: 'Your luck (for courage)' }, ...(later > 0 ? [{ key: 'others', label: 'Left for the others' }] : [])],
    },
  }, next);
};

const renewShareChosen: H<Answered<{ by: string; left: number; i: number; seat: string }>> = (ctx, step) => {
  const h = heroAt(ctx.g, step.seat);
  const choice = step.answer[0] as string;
  const [c, l] = choice === 'pass' ? [0, 0] : choice.slice(4).split(':').map(Number) as [number, number];
  if (c + l > 0) {
    h.courage -= c;
    h.luck -= l;
    const what = [c > 0 ? `${c} courage` : '', l > 0 ? `${l} luck in place of courage` : ''].filter(Boolean).join(' and ');
    ctx.emit({ type: 'couragePaid', seat: h.seat, own: c, pool: 0, luck: l, text: `${heroName(h)} puts ${what} into the renewal.` });
  }
  ctx.push({ kind: 'renewShare', by: step.by, left: step.left - c - l, i: step.i + 1 });
};

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

export const renewHandlers = { renewPool, renewPoolChosen, renewShare, renewShareChosen, renewLuck, renewLuckGiven };
