/**
 * Abilities that fire at a moment rather than being chosen as actions: when a
 * figure's activation ends (`activationEnd`), when it is fragged
 * (`onFragged`) and when it is summoned (`onSummon`). The reference: "Each
 * ability describes when it can be used" and "Abilities on class, event, and
 * demon cards are always optional": an ability that costs Argent Power or
 * offers a choice asks the invader; a free one that only harms the marines is
 * always taken (ASSUMPTIONS.md "Timed demon abilities").
 */
import type { PromptOption } from '../../../engine/types';
import { classCard, demonDef, squadCard } from '../catalog';
import type { Ability } from '../content/types';
import { spacesOf } from '../geometry/board';
import { rangeBetween } from '../geometry/range';
import { capitalised } from '../inspect/words';
import { atPlace, direction, placeName } from '../inspect/places';
import type { Figure, MarineState } from '../state';
import { footprintOf } from '../geometry/occupancy';
import { usable } from './abilities';
import { spendArgent } from './argent';
import { stun } from './attack/effects';
import { attackTargets } from './attack/targets';
import { type Answered, type DCtx, type H, INVADER, boardOf, findFigure, nameOf, placement, places } from './common';
import { dealDamage, recoverDamage } from './damage';
import { blinkSpots } from './demonActivation';
import { drawActions } from './setup';

type Moment = 'activationEnd' | 'onFragged' | 'onSummon';

/**
 * The effect ids each of these timings resolves, by the card that carries the
 * ability: a demon card, or a marine's class or squad card (coverage.test.ts
 * accepts only these there; other cards are not read at these moments).
 */
export const TIMED_EFFECTS: { demon: Record<Moment, string[]>; marine: Record<Moment, string[]> } = {
  demon: { activationEnd: ['recover', 'blink'], onFragged: ['damageAround'], onSummon: ['stun'] },
  marine: { activationEnd: ['recover', 'drawActionCards'], onFragged: [], onSummon: [] },
};

function timed(a: Ability, timing: Moment, card: 'demon' | 'marine' = 'demon'): boolean {
  return a.timing === timing && TIMED_EFFECTS[card][timing].includes(a.effect);
}

/** A marine's class and squad abilities that fire as his activation ends (always to his good, so always used). */
export function marineActivationEnds(ctx: DCtx, m: MarineState): void {
  const g = ctx.g;
  const cards: { a: Ability; squad: boolean }[] = [
    ...classCard(m.classId).abilities.map((a) => ({ a, squad: false })),
    ...(m.squad ? squadCard(m.squad).abilities.map((a) => ({ a, squad: true })) : []),
  ];
  for (const { a, squad } of cards) {
    if (!timed(a, 'activationEnd', 'marine') || !usable(g, a, m.id)) continue;
    if (a.exhaust && (squad ? m.squadExhausted : m.classExhausted)) continue;
    if (a.exhaust && squad) m.squadExhausted = true;
    else if (a.exhaust) m.classExhausted = true;
    const p = a.params ?? {};
    ctx.log(`${m.name}'s activation ends: ${a.name}.`);
    if (a.effect === 'recover') recoverDamage(ctx, m.id, Number(p.amount ?? 1), a.name);
    else drawActions(ctx, m, Number(p.count ?? 1));
  }
}

/** The demon card's abilities that may fire as this demon's activation ends, affordable now. */
function endAbilities(ctx: DCtx, figureId: string): Ability[] {
  const g = ctx.g;
  const f = findFigure(g, figureId);
  if (!f) return [];
  const card = g.demonCards[f.type]!;
  return demonDef(f.type).abilities.filter((a) => timed(a, 'activationEnd')
    && card.argent >= (a.argent ?? 0) && usable(g, a, f.id) && (a.effect !== 'blink' || blinkSpots(g, f, Number(a.params?.range ?? 1)).length > 0));
}

/** As one demon's activation ends: the invader may use each of its card's `activationEnd` abilities once. */
export const demonActivationEnds: H<{ kind: 'demonActivationEnds'; figure: string; done?: string[] }> = (ctx, step) => {
  const g = ctx.g;
  const done = step.done ?? [];
  const a = endAbilities(ctx, step.figure).find((x) => !done.includes(x.id));
  if (!a) return;
  const f = findFigure(g, step.figure)!;
  const next = { kind: 'demonActivationEnds', figure: f.id, done: [...done, a.id] };
  const cost = a.argent ? ` (Argent ${a.argent})` : '';
  let options: PromptOption[];
  if (a.effect === 'blink') {
    options = blinkSpots(g, f, Number(a.params?.range ?? 1)).map((k) => ({
      id: k, label: `${capitalised(direction(f.at, k))} (${placeName(places(g), k)})`, target: { kind: 'space' as const, id: k },
    }));
  } else options = [{ id: 'use', label: `Use ${a.name}${cost}`, detail: a.text }];
  options.push({ id: 'pass', label: `Do not use ${a.name}` });
  ctx.push(next);
  ctx.ask({
    seat: INVADER, kind: 'demonAbility', rule: 'demon-activation', options,
    text: a.effect === 'blink' ? `${a.name}${cost}: as its activation ends, where does ${nameOf(g, f.id)} go?` : `${nameOf(g, f.id)}'s activation ends: use ${a.name}${cost}?`,
  }, { kind: 'demonEndAbilityChosen', figure: f.id, ability: a.id });
};

export const demonEndAbilityChosen: H<Answered & { figure: string; ability: string }> = (ctx, step) => {
  const g = ctx.g;
  const pick = step.answer[0]!;
  const f = findFigure(g, step.figure);
  if (pick === 'pass' || !f) return;
  const a = demonDef(f.type).abilities.find((x) => x.id === step.ability)!;
  if (a.argent) spendArgent(ctx, f.type, a.argent, a.name);
  if (a.effect === 'recover') {
    recoverDamage(ctx, f.id, Number(a.params?.amount ?? 1), a.name);
    return;
  }
  const from = f.at;
  f.at = pick;
  ctx.emit({ type: 'blinked', figure: f.id, from, to: f.at, text: `${a.name}: ${nameOf(g, f.id)} vanishes and reappears ${atPlace(places(g), f.at)}, ${direction(from, f.at)} of where it stood.` });
};

/**
 * A fragged demon's `onFragged` abilities, resolved once it has left the map
 * (its card not yet facedown) and measured from the spaces it stood on: a
 * Glory Killing marine may stand there already, so they come from its
 * footprint, not from the board's occupancy.
 */
export function demonFragged(ctx: DCtx, f: Figure, name: string): void {
  const g = ctx.g;
  for (const a of demonDef(f.type).abilities) {
    if (!timed(a, 'onFragged') || !usable(g, a)) continue;
    const p = a.params ?? {};
    const b = boardOf(g);
    const spaces = footprintOf(b.cm, placement(f));
    const radius = Number(p.radius ?? 1);
    const victims = g.figures.filter((x) => {
      if (p.enemiesOnly !== false && x.side === 'demon') return false;
      const r = rangeBetween(b.cm, spaces, spacesOf(b, x.id));
      return r >= 0 && r <= radius;
    }).map((x) => x.id);
    ctx.log(victims.length ? `${a.name}: ${name} bursts as it dies.` : `${a.name}: ${name} bursts as it dies, but no one is near.`);
    for (const v of victims) dealDamage(ctx, v, Number(p.amount ?? 1), a.name, 'invader');
  }
}

/** A demon just summoned: its card's `onSummon` abilities resolve in their own step (placeDemon may run several times in one step). */
export function demonSummoned(ctx: DCtx, figureId: string, type: string): void {
  if (demonDef(type).abilities.some((a) => timed(a, 'onSummon'))) ctx.push({ kind: 'summonArrival', figure: figureId });
}

/** A stun on arrival: one marine in range and sight of the new demon; the invader picks when there is a choice. */
export const summonArrival: H<{ kind: 'summonArrival'; figure: string }> = (ctx, step) => {
  const g = ctx.g;
  const f = findFigure(g, step.figure);
  if (!f) return;
  const a = demonDef(f.type).abilities.find((x) => timed(x, 'onSummon') && usable(g, x, f.id));
  if (!a) return;
  const targets = attackTargets(g, f.id, Number(a.params?.range ?? 1)).map((t) => t.id).filter((id) => !findFigure(g, id)!.stunned);
  if (!targets.length) {
    ctx.log(`${a.name}: no marine is near enough for ${nameOf(g, f.id)} to stun.`);
    return;
  }
  if (targets.length === 1 || a.params?.all === true) {
    for (const t of targets) stunOnSummon(ctx, a.name, f.id, t);
    return;
  }
  ctx.ask({
    seat: INVADER, kind: 'eventTarget', rule: 'summoning', text: `${a.name}: which marine does ${nameOf(g, f.id)} stun as it arrives?`,
    options: targets.map((id) => ({ id, label: nameOf(g, id), target: { kind: 'figure' as const, id } })),
  }, { kind: 'summonStunChosen', figure: f.id, ability: a.name });
};

function stunOnSummon(ctx: DCtx, label: string, demon: string, marine: string): void {
  ctx.log(`${label}: ${nameOf(ctx.g, demon)} arrives and stuns ${nameOf(ctx.g, marine)}.`);
  stun(ctx, marine);
}

export const summonStunChosen: H<Answered & { figure: string; ability: string }> = (ctx, step) => {
  stunOnSummon(ctx, step.ability, step.figure, step.answer[0]!);
};
