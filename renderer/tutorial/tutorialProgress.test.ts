import { describe, expect, it } from 'vitest';
import type { Tutorial } from '../../core/engine/types';
import { finished, nextFinishes, shownStep, startProgress, tutorialReducer, visibleStep, type TutorialAction, type TutorialProgress } from './tutorialProgress';

const tutorial: Tutorial = {
  title: 't', seed: 1, options: {}, seats: {},
  steps: [
    { text: 'Welcome', point: 'table' },
    { text: 'Choose a move', prompt: 'chooseMove', point: 'prompt', suggest: 'run' },
    { text: 'Now attack', prompt: 'chooseAttack' },
    { text: 'That is all', point: 'log' },
  ],
};

function run(actions: TutorialAction[]): TutorialProgress {
  return actions.reduce((p, a) => tutorialReducer(tutorial, p, a), startProgress);
}

describe('guided first game', () => {
  it('shows plain steps at once and moves on with Next', () => {
    expect(visibleStep(tutorial, startProgress)?.text).toBe('Welcome');
    const p = run([{ type: 'next' }]);
    expect(p.index).toBe(1);
    expect(visibleStep(tutorial, p)).toBeNull(); // waits for its question
  });

  it('a question step shows while its prompt is up and passes when it is answered', () => {
    let p = run([{ type: 'next' }, { type: 'prompt', kind: 'other', id: 'p1' }]);
    expect(visibleStep(tutorial, p)).toBeNull();
    p = tutorialReducer(tutorial, p, { type: 'prompt', kind: 'chooseMove', id: 'p2' });
    expect(visibleStep(tutorial, p)?.suggest).toBe('run');
    expect(tutorialReducer(tutorial, p, { type: 'next' })).toBe(p); // Next does not skip a question
    // Answered: the next question is already up, so its step shows at once.
    p = tutorialReducer(tutorial, p, { type: 'prompt', kind: 'chooseAttack', id: 'p3' });
    expect(visibleStep(tutorial, p)?.text).toBe('Now attack');
    p = tutorialReducer(tutorial, p, { type: 'prompt', kind: null, id: null });
    expect(visibleStep(tutorial, p)?.text).toBe('That is all');
    p = tutorialReducer(tutorial, p, { type: 'next' });
    expect(finished(tutorial, p)).toBe(true);
  });

  it('a step reached with Next takes the question already on screen', () => {
    let p = tutorialReducer(tutorial, startProgress, { type: 'prompt', kind: 'chooseMove', id: 'p9' });
    expect(visibleStep(tutorial, p)?.text).toBe('Welcome');
    p = tutorialReducer(tutorial, p, { type: 'next' });
    expect(visibleStep(tutorial, p)?.text).toBe('Choose a move');
  });

  it('can be left at any time', () => {
    const p = run([{ type: 'leave' }]);
    expect(visibleStep(tutorial, p)).toBeNull();
    expect(tutorialReducer(tutorial, p, { type: 'next' })).toBe(p);
  });

  it('catches up when a question was answered before the guide saw it', () => {
    // Waiting for chooseMove, the player already answered it; the next prompt is the attack.
    const p = run([{ type: 'next' }, { type: 'prompt', kind: 'chooseAttack', id: 'p3' }]);
    expect(p.index).toBe(2);
    expect(visibleStep(tutorial, p)?.text).toBe('Now attack');
    // A question no step is about leaves the guide waiting where it was.
    const q = run([{ type: 'next' }, { type: 'prompt', kind: 'unrelated', id: 'p4' }]);
    expect(q.index).toBe(1);
  });

  it('Back rereads earlier steps while the game goes on; Next walks back to the live step', () => {
    let p = run([{ type: 'next' }, { type: 'prompt', kind: 'chooseMove', id: 'p2' }]);
    expect(tutorialReducer(tutorial, startProgress, { type: 'back' })).toBe(startProgress); // nothing before the first
    p = tutorialReducer(tutorial, p, { type: 'back' });
    expect(shownStep(tutorial, p)?.text).toBe('Welcome');
    expect(p.index).toBe(1);
    // The question is answered meanwhile (by key): the live step moves on, the reread stays.
    p = tutorialReducer(tutorial, p, { type: 'prompt', kind: 'chooseAttack', id: 'p3' });
    expect(shownStep(tutorial, p)?.text).toBe('Welcome');
    expect(p.index).toBe(2);
    p = tutorialReducer(tutorial, p, { type: 'next' });
    expect(shownStep(tutorial, p)?.text).toBe('Choose a move');
    p = tutorialReducer(tutorial, p, { type: 'next' });
    expect(p.review).toBeNull();
    expect(shownStep(tutorial, p)?.text).toBe('Now attack');
  });

  it('Next finishes on the last step when it waits for no question, and past the end', () => {
    let p = run([{ type: 'next' }, { type: 'prompt', kind: 'chooseMove', id: 'p2' }]);
    expect(nextFinishes(tutorial, p)).toBe(false);
    p = run([{ type: 'next' }, { type: 'prompt', kind: 'chooseMove', id: 'p2' }, { type: 'prompt', kind: 'chooseAttack', id: 'p3' }, { type: 'prompt', kind: null, id: null }]);
    expect(shownStep(tutorial, p)?.text).toBe('That is all');
    expect(nextFinishes(tutorial, p)).toBe(true);
    const end = tutorialReducer(tutorial, p, { type: 'next' });
    expect(finished(tutorial, end)).toBe(true);
    // From the end, Back shows the last step again, and it is no longer the end.
    const back = tutorialReducer(tutorial, end, { type: 'back' });
    expect(shownStep(tutorial, back)?.text).toBe('That is all');
    expect(finished(tutorial, back)).toBe(false);
    expect(nextFinishes(tutorial, back)).toBe(false);
  });
});
