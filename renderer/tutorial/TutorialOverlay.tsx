/**
 * The guided first game on screen: the current step's words in a card, the
 * part of the screen it is about outlined, Next for steps that are only
 * words, and "Leave the guide" at any time (the game goes on as normal).
 */
import { useEffect, useReducer, useRef, useState } from 'react';
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
  const card = useRef<HTMLElement>(null);
  /** The card moves to the top of the screen while the part it points at lies under its usual place. */
  const [atTop, setAtTop] = useState(false);

  useEffect(() => {
    const part = typeof point === 'string' && SCREEN_PARTS.has(point) ? point : null;
    const els = part ? [...document.querySelectorAll(`[data-tutorial~="${part}"]`)] : [];
    for (const el of els) el.classList.add('tutorial-focus');
    setAtTop(card.current ? els.some((el) => coversAtBottom(card.current!, el.getBoundingClientRect())) : false);
    onPoint(point && typeof point === 'object' ? point : null, step?.suggest ?? null);
    return () => {
      for (const el of els) el.classList.remove('tutorial-focus');
    };
  }, [step, point, onPoint]);

  if (progress.left) return null;
  const done = finished(tutorial, progress);
  return (
    <aside ref={card} className={`tutorial-card${atTop ? ' top' : ''}`} role="dialog" aria-label="Guided first game" data-testid="tutorial" data-step={progress.index}>
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

/** Whether the card, in its usual place at the bottom centre, would hide part of `target` (a part as big as the table it cannot avoid). */
function coversAtBottom(card: HTMLElement, target: DOMRect): boolean {
  if (target.height > window.innerHeight * 0.6) return false;
  const r = card.getBoundingClientRect();
  const margin = 19; // the card's 1.2rem from the bottom
  const top = window.innerHeight - margin - r.height;
  return target.left < r.right && target.right > r.left && target.bottom > top && target.top < window.innerHeight - margin;
}
