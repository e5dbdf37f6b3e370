/** The shape of a card effect interpreter (rules/effects/*). */
import type { Ctx } from '../../../../engine/context';
import type { PromptOption } from '../../../../engine/types';
import type { Ability } from '../../content/types';
import type { MAState, Survivor } from '../../state';

/** One use of an ability: who, which ability, from what (for the log), and the gear it sits on. */
export interface EffectUse {
  ability: Ability;
  /** "the Mechanic's Wrench", for the log. */
  source: string;
  gear: string | null;
}

export interface EffectImpl {
  /** The legal choices, or null when the effect takes none. */
  choices?(g: MAState, s: Survivor, use: EffectUse): PromptOption[] | null;
  /** Whether the effect can be used now (default: it takes no choice, or has at least one). */
  usable?(g: MAState, s: Survivor, use: EffectUse): boolean;
  question?: string;
  resolve(ctx: Ctx<MAState>, s: Survivor, use: EffectUse, chosen: string | null): void;
}

export const num = (a: Ability, k: string, d = 0): number => Number(a.params?.[k] ?? d);
export const flag = (a: Ability, k: string): boolean => a.params?.[k] === true;
