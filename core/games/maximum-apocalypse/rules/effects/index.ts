/**
 * Every card effect id the rules interpret, and the step that resolves one:
 * it asks for the target when the effect needs one (a single legal target is
 * taken without asking), then applies it.
 */
import type { Ctx } from '../../../../engine/context';
import type { Json, Step } from '../../../../engine/types';
import type { Ability } from '../../content/types';
import type { MAState, Survivor } from '../../state';
import { survivorById } from '../text';
import { resume } from '../steps';
import { COMBAT_EFFECTS } from './combatEffects';
import { SUPPORT_EFFECTS } from './supportEffects';
import type { EffectImpl, EffectUse } from './types';

export const CARD_EFFECTS: Record<string, EffectImpl> = { ...COMBAT_EFFECTS, ...SUPPORT_EFFECTS };

export function effectImpl(id: string): EffectImpl {
  const impl = CARD_EFFECTS[id];
  if (!impl) throw new Error(`Unknown card effect "${id}".`);
  return impl;
}

export function effectUsable(g: MAState, s: Survivor, use: EffectUse): boolean {
  const impl = effectImpl(use.ability.effect);
  if (impl.usable) return impl.usable(g, s, use);
  const choices = impl.choices?.(g, s, use) ?? null;
  return choices === null || choices.length > 0;
}

/** The step that resolves one ability (abilities are plain JSON data, so they ride in the step). */
export function effectStepFor(survivor: string, ability: Ability, source: string, gear: string | null): Step {
  return { kind: 'effect', survivor, ability: ability as unknown as Json, source, gear };
}

export interface EffectStep {
  kind: 'effect';
  survivor: string;
  ability: Ability;
  source: string;
  gear: string | null;
  answer?: string[];
  [k: string]: unknown;
}

export function effectStep(ctx: Ctx<MAState>, step: EffectStep): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  if (s.dead) return;
  const impl = effectImpl(step.ability.effect);
  const use: EffectUse = { ability: step.ability, source: step.source, gear: step.gear };
  if (!impl.choices) {
    impl.resolve(ctx, s, use, null);
    return;
  }
  if (step.answer) {
    impl.resolve(ctx, s, use, step.answer[0] ?? null);
    return;
  }
  const options = impl.choices(g, s, use);
  if (options === null) {
    impl.resolve(ctx, s, use, null);
    return;
  }
  if (options.length === 0) {
    ctx.log(`${step.source}: there is nothing for it to work on.`);
    return;
  }
  if (options.length === 1) {
    impl.resolve(ctx, s, use, options[0]!.id);
    return;
  }
  ctx.ask({ seat: s.seat, kind: 'effectTarget', rule: 'cards', text: `${step.source}: ${impl.question ?? 'choose'}`, options }, resume(step));
}
