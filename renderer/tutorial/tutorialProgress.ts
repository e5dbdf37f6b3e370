/**
 * Where a guided first game stands, as a pure reducer. A step without a
 * prompt kind is shown at once and waits for "Next"; a step with one waits
 * until the player is asked that kind of question, is shown while it is up,
 * and is passed once the player answers (the prompt goes away or changes).
 * A question answered before the guide saw it (the player was quicker than
 * the table) does not strand it: the guide catches up with a step close
 * ahead that is about the question on screen. Back rereads earlier steps
 * without undoing anything: the guide keeps following the game meanwhile,
 * and Next walks the reread steps forward until it is back at the live one.
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
  /** An earlier step the player went back to reread (Back); null: the live step. */
  review: number | null;
}

export const startProgress: TutorialProgress = { index: 0, promptId: null, left: false, shown: null, review: null };

/** Moves to step `index`, taking the prompt on screen when that step is about it. */
function enter(tutorial: Tutorial, p: TutorialProgress, index: number): TutorialProgress {
  const step = tutorial.steps[index];
  const promptId = step?.prompt && p.shown?.kind === step.prompt ? p.shown.id : null;
  return { ...p, index, promptId };
}

export type TutorialAction =
  | { type: 'next' }
  /** Reread the step before the one shown. */
  | { type: 'back' }
  | { type: 'leave' }
  /** The player's prompt now on screen (null: none, or the table is still playing). */
  | { type: 'prompt'; kind: string | null; id: string | null };

export function tutorialReducer(tutorial: Tutorial, p: TutorialProgress, a: TutorialAction): TutorialProgress {
  if (p.left) return p;
  if (a.type === 'leave') return { ...p, left: true };
  if (a.type === 'back') {
    const at = (p.review ?? Math.min(p.index, tutorial.steps.length)) - 1;
    return at >= 0 ? { ...p, review: at } : p;
  }
  if (a.type === 'next' && p.review !== null) return { ...p, review: p.review + 1 >= p.index ? null : p.review + 1 };
  if (p.index >= tutorial.steps.length) return p;
  const step = tutorial.steps[p.index]!;
  switch (a.type) {
    case 'next':
      return step.prompt ? p : enter(tutorial, p, p.index + 1);
    case 'prompt': {
      const seen = { ...p, shown: a.kind && a.id ? { kind: a.kind, id: a.id } : null };
      if (!step.prompt) return seen;
      if (p.promptId === null) {
        if (a.kind === step.prompt && a.id) return { ...seen, promptId: a.id };
        // The step's question came and went unseen (answered while the table still played): catch up with
        // the next question step that is about the prompt now on screen, if one follows closely.
        const ahead = a.kind && a.id ? catchUp(tutorial, p.index, a.kind) : -1;
        return ahead > 0 ? { ...seen, index: ahead, promptId: a.id } : seen;
      }
      // The step's question was answered: on to the next step (which may be about the new prompt at once).
      if (a.id === p.promptId) return seen;
      return enter(tutorial, seen, p.index + 1);
    }
  }
}

/** How far a guide may skip to catch up with the question on screen. */
const CATCH_UP_STEPS = 3;

/** The index of the first question step after `index`, within reach, about questions of `kind`; -1 if none. */
function catchUp(tutorial: Tutorial, index: number, kind: string): number {
  for (let i = index + 1; i < Math.min(tutorial.steps.length, index + 1 + CATCH_UP_STEPS); i++) {
    if (tutorial.steps[i]!.prompt === kind) return i;
  }
  return -1;
}

/** The step to show now, or null when it waits for its question, the guide is over, or it was left. */
export function visibleStep(tutorial: Tutorial, p: TutorialProgress): TutorialStep | null {
  if (p.left) return null;
  const step = tutorial.steps[p.index];
  if (!step) return null;
  return step.prompt && p.promptId === null ? null : step;
}

/** The step on the card: the one reread, else the live one (null as visibleStep says). */
export function shownStep(tutorial: Tutorial, p: TutorialProgress): TutorialStep | null {
  if (p.left) return null;
  return p.review !== null ? tutorial.steps[p.review] ?? null : visibleStep(tutorial, p);
}

/** The guide has passed its last step (and the player is not rereading one). */
export function finished(tutorial: Tutorial, p: TutorialProgress): boolean {
  return p.index >= tutorial.steps.length && p.review === null;
}

/** The card's Next ends the guide: it is on the last step, which waits for no question, or past it. */
export function nextFinishes(tutorial: Tutorial, p: TutorialProgress): boolean {
  if (p.review !== null) return false;
  if (p.index >= tutorial.steps.length) return true;
  return p.index === tutorial.steps.length - 1 && !tutorial.steps[p.index]!.prompt;
}
