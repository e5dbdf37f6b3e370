/** Helpers for steps that ask a question and come back with the answer. */
import type { Step } from '../../../engine/types';

/** The step without its answer, to resume with a fresh one. */
export function resume<T extends object>(step: T): Step {
  const { answer: _answer, ...rest } = step as T & { answer?: unknown };
  return rest as unknown as Step;
}
