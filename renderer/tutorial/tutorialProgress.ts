/**
 * Where a guided first game stands, as a pure reducer. A step without a
 * prompt kind is shown at once and waits for "Next"; a step with one waits
 * until the player is asked that kind of question, is shown while it is up,
 * and is passed once the player answers (the prompt goes away or changes).
 */
import type { Tutorial, TutorialStep } from '../../core/engine/types';

export interface TutorialProgress {
  index: number;
  /** The id of the prompt the current step is about, once it is up. */
  promptId: string | null;
  /** The player left the guide. */
  left: boolean;
}

export const startProgress: TutorialProgress = { index: 0, promptId: null, left: false };

export type TutorialAction =
  | { type: 'next' }
  | { type: 'leave' }
  /** The player's prompt now on screen (null: none, or the table is still playing). */
  | { type: 'prompt'; kind: string | null; id: string | null };

export function tutorialReducer(tutorial: Tutorial, p: TutorialProgress, a: TutorialAction): TutorialProgress {
  if (p.left || p.index >= tutorial.steps.length) return p;
  const step = tutorial.steps[p.index]!;
  switch (a.type) {
    case 'leave':
      return { ...p, left: true };
    case 'next':
      return step.prompt ? p : { index: p.index + 1, promptId: null, left: false };
    case 'prompt': {
      if (!step.prompt) return p;
      if (p.promptId === null) return a.kind === step.prompt && a.id ? { ...p, promptId: a.id } : p;
      // The step's question was answered: on to the next step (which may be about the new prompt at once).
      if (a.id === p.promptId) return p;
      const next = { index: p.index + 1, promptId: null, left: false };
      return tutorialReducer(tutorial, next, a);
    }
  }
}

/** The step to show now, or null when it waits for its question, the guide is over, or it was left. */
export function visibleStep(tutorial: Tutorial, p: TutorialProgress): TutorialStep | null {
  if (p.left) return null;
  const step = tutorial.steps[p.index];
  if (!step) return null;
  return step.prompt && p.promptId === null ? null : step;
}

export function finished(tutorial: Tutorial, p: TutorialProgress): boolean {
  return p.index >= tutorial.steps.length;
}
