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
  /** The player's prompt on screen now (a step reached by Next may be about it already). */
  shown: { kind: string; id: string } | null;
}

export const startProgress: TutorialProgress = { index: 0, promptId: null, left: false, shown: null };

/** Moves to step `index`, taking the prompt on screen when that step is about it. */
function enter(tutorial: Tutorial, p: TutorialProgress, index: number): TutorialProgress {
  const step = tutorial.steps[index];
  const promptId = step?.prompt && p.shown?.kind === step.prompt ? p.shown.id : null;
  return { ...p, index, promptId };
}

export type TutorialAction =
  | { type: 'next' }
  | { type: 'leave' }
  /** The player's prompt now on screen (null: none, or the table is still playing). */
  | { type: 'prompt'; kind: string | null; id: string | null };

export function tutorialReducer(tutorial: Tutorial, p: TutorialProgress, a: TutorialAction): TutorialProgress {
  if (p.left) return p;
  if (a.type === 'leave') return { ...p, left: true };
  if (p.index >= tutorial.steps.length) return p;
  const step = tutorial.steps[p.index]!;
  switch (a.type) {
    case 'next':
      return step.prompt ? p : enter(tutorial, p, p.index + 1);
    case 'prompt': {
      const seen = { ...p, shown: a.kind && a.id ? { kind: a.kind, id: a.id } : null };
      if (!step.prompt) return seen;
      if (p.promptId === null) return a.kind === step.prompt && a.id ? { ...seen, promptId: a.id } : seen;
      // The step's question was answered: on to the next step (which may be about the new prompt at once).
      if (a.id === p.promptId) return seen;
      return enter(tutorial, seen, p.index + 1);
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
