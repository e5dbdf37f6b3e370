/**
 * Steps that carry other steps (a fight's continuation, a question's
 * follow-up) store them as plain JSON; these two helpers say so to the
 * type checker in one place.
 */
import type { Json, Step } from '../../../engine/types';

export type NestedStep = Json;

export function nest(step: Step): NestedStep {
  return step as unknown as Json;
}

export function unnest(json: NestedStep): Step {
  return json as unknown as Step;
}
