/**
 * Lieutenant's extra ambush die (and the cards that copy it: Victor Steele's
 * Fire Discipline, the Void pack's Sentry Drone) is the holder's to use or
 * not. FAQ: "Am I ever required to use a particular gift? A. No. For example,
 * you won't want to use Lieutenant while the Mandrake is in play" (each die
 * of 1 or 2 then strikes a hero). The one who decides to fire is offered
 * "fire without it" beside "fire" when he holds the die himself; otherwise
 * the holder is asked once the ambush fires (also when the Mandrake forces
 * the shot). Suggested: use it, except while the Mandrake is in play.
 */
import type { Json, PromptOption } from '../../../../engine/types';
import type { Hero, PAState } from '../../state';
import { areaName, heroesIn, heroName } from '../board';
import { effectSource, hasEffect, heroEffects } from '../effects';
import { fourthInPlayHas } from '../fourthCircle';
import type { Answered, C, H } from '../types';

/** The hero whose extra die an ambush in this area would roll (each boost counts once: the first). */
export function extraDieHolder(g: PAState, area: string): Hero | null {
  return heroesIn(g, area).find((h) => hasEffect(h, 'ambushExtraDie')) ?? null;
}

function extraDieName(h: Hero): string {
  const die = heroEffects(h).find((e) => e.effect === 'ambushExtraDie')?.params?.die;
  return `${effectSource(h, 'ambushExtraDie', 'Lieutenant')}'s ${typeof die === 'string' ? die : 'die'}`;
}

function suggestUse(g: PAState): boolean {
  return fourthInPlayHas(g, 'ambushBackfire') === null;
}

/** "Fire without the extra die", for a prompt asked of `seat` (only when he holds it). */
export function plainFireOption(g: PAState, area: string, seat: string): PromptOption[] {
  const h = extraDieHolder(g, area);
  return h && h.seat === seat ? [{ id: 'fire:plain', label: `Fire without ${extraDieName(h)}`, target: { kind: 'area', id: area } }] : [];
}

/** The suggested fire option for a prompt asked of `seat`. */
export function suggestedFire(g: PAState, area: string, seat: string): string {
  return plainFireOption(g, area, seat).length > 0 && !suggestUse(g) ? 'fire:plain' : 'fire';
}

/**
 * Whether the extra die is rolled, asking its holder first when he was not the
 * one asked to fire (`asker`, null when nobody was). Returns null after asking
 * (the step re-runs with `extraDie` set).
 */
export function extraDieUsed(ctx: C, area: string, asker: string | null, step: { answer: unknown[]; extraDie?: boolean }): boolean | null {
  const h = extraDieHolder(ctx.g, area);
  if (!h) return false;
  if (typeof step.extraDie === 'boolean') return step.extraDie;
  if (h.seat === asker) return step.answer[0] !== 'fire:plain';
  ctx.ask({
    seat: h.seat, kind: 'extraAmbushDie', rule: 'ambush', suggested: [suggestUse(ctx.g) ? 'yes' : 'no'],
    text: `${heroName(h)}: the ambush in ${areaName(ctx.g, area)} fires. Add ${extraDieName(h)}?`,
    options: [{ id: 'yes', label: `Add ${extraDieName(h)}` }, { id: 'no', label: 'Leave it out' }],
  // Steps are plain JSON; the handler types just do not say so to the compiler.
  }, { kind: 'extraDieChosen', retry: step as unknown as Json });
  return null;
}

const extraDieChosen: H<Answered<{ retry: { kind: string } }>> = (ctx, step) => {
  ctx.push({ ...step.retry, extraDie: step.answer[0] === 'yes' });
};

export const extraDieHandlers = { extraDieChosen };
