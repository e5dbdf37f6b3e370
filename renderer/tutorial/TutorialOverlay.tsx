/**
 * The guided first game on screen: the current step's words in a card, the
 * part of the screen it is about outlined, Next for steps that are only
 * words, and "Leave the guide" at any time (the game goes on as normal).
 */
import { useEffect, useReducer } from 'react';
import type { Prompt, TableTarget, Tutorial } from '../../core/engine/types';
import { EntityText } from '../inspect/EntityText';
import { finished, startProgress, tutorialReducer, visibleStep } from './tutorialProgress';

interface Props {
  tutorial: Tutorial;
  /** The player's prompt on screen (null while the table plays or another seat decides). */
  prompt: Prompt | null;
  /** Where the current step points on the table, for the board to highlight; null when it points elsewhere. */
  onPoint(target: TableTarget | null, suggest: string | null): void;
}

const SCREEN_PARTS = new Set(['prompt', 'log', 'table', 'bar', 'sheet', 'dice', 'legend', 'inspect', 'menu']);

export function TutorialOverlay({ tutorial, prompt, onPoint }: Props) {
  const [progress, dispatch] = useReducer((p: typeof startProgress, a: Parameters<typeof tutorialReducer>[2]) => tutorialReducer(tutorial, p, a), startProgress);
  useEffect(() => {
    dispatch({ type: 'prompt', kind: prompt?.kind ?? null, id: prompt?.id ?? null });
  }, [prompt?.id, prompt?.kind]);
  const step = visibleStep(tutorial, progress);
  const point = step?.point;

  useEffect(() => {
    const part = typeof point === 'string' && SCREEN_PARTS.has(point) ? point : null;
    const els = part ? [...document.querySelectorAll(`[data-tutorial~="${part}"]`)] : [];
    for (const el of els) el.classList.add('tutorial-focus');
    onPoint(point && typeof point === 'object' ? point : null, step?.suggest ?? null);
    return () => {
      for (const el of els) el.classList.remove('tutorial-focus');
    };
  }, [step, point, onPoint]);

  if (progress.left) return null;
  const done = finished(tutorial, progress);
  return (
    <aside className="tutorial-card" role="dialog" aria-label="Guided first game" data-testid="tutorial" data-step={progress.index}>
      <header>
        <span className="inspect-kind">{tutorial.title}</span>
        <span className="muted small">{done ? 'Done' : `Step ${progress.index + 1} of ${tutorial.steps.length}`}</span>
      </header>
      {done ? (
        <p>That is the guided part: the rest of the game is yours. The legend (L) and the inspector (hover anything) stay at hand.</p>
      ) : step ? (
        <p data-testid="tutorial-text"><EntityText text={step.text} /></p>
      ) : (
        <p className="muted" data-testid="tutorial-waiting">Watch the table; the guide goes on at your next decision.</p>
      )}
      <div className="tutorial-actions">
        {step && !step.prompt && !done && (
          <button type="button" className="primary" onClick={() => dispatch({ type: 'next' })} data-testid="tutorial-next">
            Next
          </button>
        )}
        <button type="button" onClick={() => dispatch({ type: 'leave' })} data-testid="tutorial-leave">
          {done ? 'Close' : 'Leave the guide'}
        </button>
      </div>
    </aside>
  );
}
