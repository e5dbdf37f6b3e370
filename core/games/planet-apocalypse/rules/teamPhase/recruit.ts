/**
 * Recruit (rulebook "Recruit"): a hero in a start area rolls 1d4 and may
 * add courage 1 for 1 to pay for troopers; points not spent are lost. A
 * patrol holds one trooper type, at most 4 (fewer by a weakness); taking a
 * new type sends the old patrol back to its stack. Only troopers left in
 * their stack can be recruited. A Paramilitary patrol may be upgraded
 * instead (upgrade.ts).
 */
import { setDiceReadout } from '../../../../engine/diceReadout';
import type { PromptOption } from '../../../../engine/types';
import { TROOPERS, TROOPER_BY_ID } from '../../content';
import type { Hero, PAState } from '../../state';
import { hasRule, heroAt, heroName } from '../board';
import { effectSum, patrolLimit } from '../effects';
import { askPoolApproval } from '../poolApproval';
import { recruitableIds } from '../regions';
import { payCourage, spendable } from '../tracks';
import type { Answered, C, H } from '../types';
import { upgradeCost, upgradeOptions, upgradePatrol } from './upgrade';

/**
 * Troopers on offer: a map's own list (The Moon Base: "Only space troopers ... are available to recruit"), else the
 * region's (rules/regions.ts; in the USA two at some costs, the hero's choice), else the core five.
 */
export function recruitable(g: PAState): typeof TROOPERS {
  const ids = recruitableIds(g);
  return TROOPERS.filter((t) => ids.includes(t.id));
}

export function recruitOptions(g: PAState, h: Hero, points: number): PromptOption[] {
  const money = points + spendable(g, h.seat);
  const limit = patrolLimit(h);
  const out: PromptOption[] = [];
  for (const t of recruitable(g)) {
    const same = h.patrol.type === t.id;
    const room = same ? limit - h.patrol.count : limit;
    const stock = g.troopStock[t.id] ?? 0;
    for (let n = 1; n <= Math.min(room, stock); n++) {
      const cost = n * t.cost;
      if (cost > money) break;
      const extra = Math.max(0, cost - points);
      const swap = !same && h.patrol.count > 0 ? ` (dismisses your ${h.patrol.count} ${TROOPER_BY_ID[h.patrol.type as string]?.name})` : '';
      out.push({ id: `take:${t.id}:${n}`, label: `${n} ${t.name} for ${cost}${extra ? ` (${extra} courage)` : ''}${swap}`, target: { kind: 'card', id: t.id } });
    }
  }
  out.push(...upgradeOptions(g, h, points));
  // The Moon Base: "A hero can discard his entire recruit die roll in exchange for 1 courage."
  if (hasRule(g, 'recruitRollForCourage')) out.push({ id: 'trade', label: 'Give up the whole roll for 1 courage', detail: `${points} point${points === 1 ? '' : 's'} lost` });
  out.push({ id: 'pass', label: 'Recruit nobody' });
  return out;
}

/** Rolls the recruit die and asks what to take; `penalty` comes off the roll (Stragglers away from a start: 1d4 minus 1). */
export function startRecruit(ctx: C, h: Hero, penalty = 0): void {
  const [roll] = ctx.roll(['d4'], { seat: h.seat, purpose: `${heroName(h)} recruits` });
  const bonus = effectSum(h, 'recruitBonus', 'amount');
  const points = Math.max(0, (roll?.value ?? 0) - penalty + bonus);
  const parts = [`${roll?.value ?? 0} on the die`, ...(penalty ? [`less ${penalty} away from a start`] : []), ...(bonus ? [`plus ${bonus} from abilities`] : [])];
  setDiceReadout(ctx.events, { title: `${heroName(h)} recruits`, lines: [`${points} recruit point${points === 1 ? '' : 's'} (${parts.join(', ')}); each courage spent adds 1.`] });
  ctx.push({ kind: 'recruitAsk', seat: h.seat, points });
}

/** Asks what to take (again, when the captain refused the pool). */
const recruitAsk: H<{ kind: string; seat: string; points: number }> = (ctx, step) => {
  const h = heroAt(ctx.g, step.seat);
  ctx.ask({
    seat: h.seat, kind: 'recruit', rule: 'recruit', options: recruitOptions(ctx.g, h, step.points),
    text: `${heroName(h)} has ${step.points} recruit points (courage adds 1 each).`,
  }, { kind: 'recruitChosen', seat: h.seat, points: step.points });
};

const recruitChosen: H<Answered<{ seat: string; points: number }>> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.seat);
  const choice = step.answer[0] as string;
  if (choice === 'trade') {
    h.courage += 1;
    ctx.log(`${heroName(h)} gives up the recruit roll of ${step.points} for 1 courage.`);
  } else if (choice.startsWith('upgrade:')) {
    const n = Number(choice.split(':')[1]);
    const extra = Math.max(0, upgradeCost(h, n) - step.points);
    if (askPoolApproval(ctx, h.seat, extra, 'an upgrade', step, { kind: 'recruitAsk', seat: h.seat, points: step.points })) return;
    if (!payCourage(ctx, h.seat, extra, 'an upgrade')) throw new Error('Not enough courage to upgrade.');
    upgradePatrol(ctx, h, n);
  } else if (choice !== 'pass') {
    const [, type, nText] = choice.split(':');
    const t = TROOPER_BY_ID[type as string]!;
    const n = Number(nText);
    const extra = Math.max(0, n * t.cost - step.points);
    if (askPoolApproval(ctx, h.seat, extra, 'recruiting', step, { kind: 'recruitAsk', seat: h.seat, points: step.points })) return;
    if (!payCourage(ctx, h.seat, extra, 'recruiting')) throw new Error('Not enough courage to recruit.');
    if (h.patrol.type && h.patrol.type !== t.id) {
      g.troopStock[h.patrol.type] = (g.troopStock[h.patrol.type] ?? 0) + h.patrol.count;
      ctx.log(`${heroName(h)} dismisses the ${TROOPER_BY_ID[h.patrol.type]?.name} patrol.`);
      h.patrol = { type: null, count: 0 };
    }
    g.troopStock[t.id] = (g.troopStock[t.id] ?? 0) - n;
    h.patrol = { type: t.id, count: h.patrol.count + n };
    ctx.emit({ type: 'recruited', seat: h.seat, trooper: t.id, count: n, text: `${heroName(h)} recruits ${n} ${t.name} (patrol ${h.patrol.count}).` });
  }
  ctx.push({ kind: 'teamTurn', seat: h.seat });
};

export const recruitHandlers = { recruitAsk, recruitChosen };
