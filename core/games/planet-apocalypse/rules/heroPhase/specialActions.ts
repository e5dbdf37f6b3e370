/**
 * Special hero actions from gifts and abilities (rulebook "Hero Action
 * Segment": "Some gifts and abilities provide other hero phase actions"),
 * each once per turn and never in Hell Time:
 *  - Seal of Solomon (gift, uses luck): move another hero 1 or 2 areas as his
 *    own move could go, never into the Lord's Shadow. It is not his move, so
 *    Arthritis does not hurt him (FAQ); tokens he reaches are revealed. Like a
 *    move, it goes one area at a time: after the first area (and its reveal)
 *    the Seal's holder decides whether he goes on (move.ts).
 *  - Dark Exchange (John Dark): take damage of your own doing for courage.
 *  - Occult Interest (Cissy): take damage of your own doing for luck.
 */
import type { PromptOption } from '../../../../engine/types';
import type { Hero, PAState } from '../../state';
import { areaName, heroAt, heroName, heroNeighbours, HELL, inShadow, liveHeroes } from '../board';
import { effectParam, hasEffect } from '../effects';
import { damageHero } from '../heroHealth';
import type { Answered, H } from '../types';
import { whatIsIn } from './move';

/** Heading of the hero action prompt's special actions. */
export const SPECIAL = 'Special actions';

/** Every "seat|area" first step Seal of Solomon can give another hero (the second is asked after it). */
export function sealMoves(g: PAState, h: Hero): string[] {
  const out: string[] = [];
  for (const other of liveHeroes(g)) {
    if (other.seat === h.seat || other.area === HELL) continue;
    for (const a of heroNeighbours(g, other.area)) if (!inShadow(g, a)) out.push(`${other.seat}|${a}`);
  }
  return out;
}

export function specialActionOptions(g: PAState, h: Hero): PromptOption[] {
  const opts: PromptOption[] = [];
  const sealLuck = effectParam(h, 'moveOtherHero', 'luck', 1);
  if (hasEffect(h, 'moveOtherHero') && !h.turn.sealUsed && h.luck >= sealLuck && sealMoves(g, h).length > 0) {
    opts.push({ id: 'seal', label: `Seal of Solomon: ${sealLuck} luck to move another hero`, group: SPECIAL });
  }
  const cost = effectParam(h, 'healthForCourage', 'damage', 1);
  if (hasEffect(h, 'healthForCourage') && !h.turn.darkExchanged && h.health > cost) {
    opts.push({ id: 'darkExchange', label: `Dark Exchange: take ${cost} damage for ${effectParam(h, 'healthForCourage', 'courage', 2)} courage`, group: SPECIAL });
  }
  const occult = effectParam(h, 'healthForLuck', 'damage', 1);
  if (hasEffect(h, 'healthForLuck') && !h.turn.occultUsed && h.health > occult) {
    opts.push({ id: 'occult', label: `Occult Interest: take ${occult} damage for ${effectParam(h, 'healthForLuck', 'luck', 1)} luck`, group: SPECIAL });
  }
  return opts;
}

/** Runs a special action chosen at the hero action prompt; false when the choice is not one. */
export function takeSpecialAction(ctx: Parameters<H>[0], h: Hero, choice: string): boolean {
  if (choice === 'seal') {
    const options: PromptOption[] = sealMoves(ctx.g, h).map((id) => {
      const [seat, area] = id.split('|') as [string, string];
      const other = heroAt(ctx.g, seat);
      return {
        id, label: `Move ${heroName(other)} to ${areaName(ctx.g, area)}`, group: heroName(other),
        detail: `${areaName(ctx.g, area)}: ${whatIsIn(ctx.g, area)}; then 1 more area or stop there`,
        path: [other.area, area], target: { kind: 'area', id: area },
      };
    });
    ctx.ask({ seat: h.seat, kind: 'sealMove', rule: 'special-actions', options, text: `${heroName(h)}: Seal of Solomon: which hero goes where (first area)?` }, { kind: 'sealChosen', seat: h.seat });
    return true;
  }
  if (choice === 'darkExchange') {
    h.turn.darkExchanged = true;
    const gain = effectParam(h, 'healthForCourage', 'courage', 2);
    h.courage += gain;
    ctx.log(`${heroName(h)} makes a dark exchange: ${gain} courage.`);
    damageHero(ctx, h, effectParam(h, 'healthForCourage', 'damage', 1), { self: true, what: 'a dark exchange' });
    return true;
  }
  if (choice === 'occult') {
    // Damage she chooses to take: Schadenfreude pays for it (FAQ).
    h.turn.occultUsed = true;
    const gain = effectParam(h, 'healthForLuck', 'luck', 1);
    h.luck += gain;
    ctx.log(`${heroName(h)} pays in blood for forbidden lore: ${gain} luck.`);
    damageHero(ctx, h, effectParam(h, 'healthForLuck', 'damage', 1), { self: true, what: 'her occult studies' });
    return true;
  }
  return false;
}

const sealChosen: H<Answered<{ seat: string }>> = (ctx, step) => {
  const h = heroAt(ctx.g, step.seat);
  const [seat, area] = (step.answer[0] as string).split('|') as [string, string];
  h.turn.sealUsed = true;
  h.luck -= effectParam(h, 'moveOtherHero', 'luck', 1);
  ctx.log(`${heroName(h)} raises the Seal of Solomon over ${heroName(heroAt(ctx.g, seat))}.`);
  ctx.push({ kind: 'moveStep', seat, to: area, n: 1, moved: true, by: h.seat });
};

export const specialActionHandlers = { sealChosen };
