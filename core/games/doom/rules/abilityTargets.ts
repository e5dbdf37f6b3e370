/**
 * Abilities that need a target chosen: healing a marine within range,
 * lowering a demon's stagger value, and the splash after an ability's attack.
 */
import { range as rangeOf, canSee } from '../geometry/board';
import { type Answered, type H, askUnlessForced, boardOf, findFigure, isStaggered, marineOf, nameOf } from './common';
import { dealDamage, recoverDamage } from './damage';
import { rangeBetween } from '../geometry/range';
import { spaceIndexOf } from '../geometry/compile';
import { spacesOf } from '../geometry/board';

export const chooseHealTarget: H<{ kind: 'chooseHealTarget'; amount: number; range: number; label: string }> = (ctx, step) => {
  const g = ctx.g;
  const me = marineOf(g, g.marineActivation!.marine);
  const b = boardOf(g);
  const candidates = g.marines.filter((m) => m.id === me.id || (findFigure(g, m.id) && findFigure(g, me.id) && rangeOf(b, me.id, m.id) >= 0 && rangeOf(b, me.id, m.id) <= step.range));
  askUnlessForced(ctx, {
    seat: me.seat, kind: 'chooseHealTarget', rule: 'recovering-damage', text: `${step.label}: who recovers ${step.amount} damage?`,
    options: candidates.map((m) => ({ id: m.id, label: `${m.name} (${m.damage} damage)`, target: { kind: 'figure' as const, id: m.id } })),
  }, { kind: 'healTargetChosen', amount: step.amount, label: step.label });
};

export const healTargetChosen: H<Answered & { amount: number; label: string }> = (ctx, step) => {
  recoverDamage(ctx, step.answer[0]!, step.amount, step.label);
};

export const chooseStaggerTarget: H<{ kind: 'chooseStaggerTarget'; amount: number; range: number; printed: boolean; label: string }> = (ctx, step) => {
  const g = ctx.g;
  const me = marineOf(g, g.marineActivation!.marine);
  if (!findFigure(g, me.id)) return;
  const b = boardOf(g);
  const demons = g.figures.filter((f) => f.side === 'demon' && rangeOf(b, me.id, f.id) >= 0 && rangeOf(b, me.id, f.id) <= step.range && canSee(b, me.id, f.id));
  if (!demons.length) {
    ctx.log(`${step.label}: no demon in reach; the card is spent.`);
    return;
  }
  askUnlessForced(ctx, {
    seat: me.seat, kind: 'chooseStaggerTarget', rule: 'glory-kill', text: `${step.label}: which demon's stagger value drops by ${step.amount}?`,
    options: demons.map((f) => ({ id: f.id, label: nameOf(g, f.id), target: { kind: 'figure' as const, id: f.id } })),
  }, { kind: 'staggerTargetChosen', amount: step.amount, printed: step.printed, label: step.label });
};

export const staggerTargetChosen: H<Answered & { amount: number; printed: boolean; label: string }> = (ctx, step) => {
  const g = ctx.g;
  const id = step.answer[0]!;
  const f = findFigure(g, id)!;
  const before = isStaggered(g, f);
  const mod = (g.staggerMods[id] ??= { printed: 0, other: 0 });
  if (step.printed) mod.printed = Math.max(mod.printed, step.amount);
  else mod.other += step.amount;
  ctx.emit({ type: 'staggerReduced', figure: id, amount: step.amount, text: `${nameOf(g, id)}'s stagger value drops by ${step.amount}.` });
  if (!before && isStaggered(g, f)) ctx.emit({ type: 'staggered', figure: id, text: `${nameOf(g, id)} is staggered.` });
};

/** After an ability's attack: each other enemy adjacent to the defender's space suffers damage. */
export const abilitySplash: H<{ kind: 'abilitySplash'; amount: number; label: string; spaces?: string[] }> = (ctx, step) => {
  const g = ctx.g;
  const last = step.spaces;
  if (!last) return;
  const b = boardOf(g);
  const centre = last.map((k) => spaceIndexOf(b.cm, k));
  for (const f of g.figures.filter((x) => x.side === 'demon')) {
    const r = rangeBetween(b.cm, centre, spacesOf(b, f.id));
    if (r === 1) dealDamage(ctx, f.id, step.amount, step.label, g.marineActivation?.marine);
  }
};
