/**
 * The guided first game on screen: the current step's words in a card, the
 * part of the screen it is about outlined (a thing on the table is lit by the
 * board through `onPoint`), Back to reread, Next for steps that are only
 * words, Finish on the last, and "Leave the guide" at any time (the game goes
 * on as normal; the in-game menu offers it too). The card docks where it
 * covers nothing the step talks about (useGuideDock.ts), under dialogs and
 * the menu, and hides while one is open.
 */
import { useEffect, useReducer, useRef } from 'react';
import type { Prompt, TableTarget, Tutorial } from '../../core/engine/types';
import { EntityText } from '../inspect/EntityText';
import './tutorial.css';
import { finished, nextFinishes, shownStep, startProgress, tutorialReducer, visibleStep } from './tutorialProgress';
import { useGuideDock } from './useGuideDock';

interface Props {
  tutorial: Tutorial;
  /** The player's prompt on screen (null while the table plays or another seat decides). */
  prompt: Prompt | null;
  /** Where the current step points on the table, for the board to highlight; null when it points elsewhere. */
  onPoint(target: TableTarget | null, suggest: string | null): void;
  /** The player left the guide or finished it (the screen then removes it). */
  onLeave(): void;
  /** A dialog or the menu is open over the game: the card steps aside (its place is kept). */
  hidden?: boolean;
}

const SCREEN_PARTS = new Set(['prompt', 'log', 'table', 'bar', 'sheet', 'dice', 'legend', 'inspect', 'menu']);

export function TutorialOverlay({ tutorial, prompt, onPoint, onLeave, hidden = false }: Props) {
  const [progress, dispatch] = useReducer((p: typeof startProgress, a: Parameters<typeof tutorialReducer>[2]) => tutorialReducer(tutorial, p, a), startProgress);
  useEffect(() => {
    dispatch({ type: 'prompt', kind: prompt?.kind ?? null, id: prompt?.id ?? null });
  }, [prompt?.id, prompt?.kind]);
  // The table lights the live step's target; a reread step's words are only words.
  const live = visibleStep(tutorial, progress);
  const step = shownStep(tutorial, progress);
  const point = step?.point;
  const card = useRef<HTMLElement>(null);
  const at = useGuideDock(card, point, `${progress.index}:${progress.review}:${hidden}`, hidden);

  useEffect(() => {
    const part = typeof point === 'string' && SCREEN_PARTS.has(point) ? point : null;
    const els = part ? [...document.querySelectorAll(`[data-tutorial~="${part}"]`)] : [];
    for (const el of els) el.classList.add('tutorial-focus');
    return () => {
      for (const el of els) el.classList.remove('tutorial-focus');
    };
  }, [point]);
  useEffect(() => {
    onPoint(live?.point && typeof live.point === 'object' ? live.point : null, live?.suggest ?? null);
  }, [live, onPoint]);
  // Gone (left, finished): nothing on the table stays lit for it.
  useEffect(() => () => onPoint(null, null), [onPoint]);

  const done = finished(tutorial, progress);
  const shownIndex = progress.review ?? progress.index;
  const finishes = nextFinishes(tutorial, progress);
  const canNext = progress.review !== null || (!!step && !step.prompt && !done && !finishes);
  return (
    <aside
      ref={card}
      className="tutorial-card"
      role="dialog"
      aria-label="Guided first game"
      data-testid="tutorial"
      data-tutorial="guide"
      data-step={shownIndex}
      hidden={hidden}
      style={at ? { left: at.left, top: at.top } : { visibility: 'hidden' }}
    >
      <header>
        <span className="inspect-kind">{tutorial.title}</span>
        <span className="muted small">{done ? 'Done' : `Step ${Math.min(shownIndex, tutorial.steps.length - 1) + 1} of ${tutorial.steps.length}`}</span>
      </header>
      {done ? (
        <p>That is the guided part: the rest of the game is yours. The legend (L) and the inspector (hover anything) stay at hand.</p>
      ) : step ? (
        <p data-testid="tutorial-text"><EntityText text={step.text} /></p>
      ) : (
        <p className="muted" data-testid="tutorial-waiting">Watch the table; the guide goes on at your next decision.</p>
      )}
      {step?.prompt && progress.review === null && <p className="muted small">Answer the question to go on.</p>}
      <div className="tutorial-actions">
        <button type="button" onClick={() => dispatch({ type: 'back' })} disabled={shownIndex <= 0} data-testid="tutorial-back">
          Back
        </button>
        {canNext && (
          <button type="button" className="primary" onClick={() => dispatch({ type: 'next' })} data-testid="tutorial-next">
            Next
          </button>
        )}
        {finishes && (
          <button type="button" className="primary" onClick={onLeave} data-testid="tutorial-finish">
            Finish
          </button>
        )}
        {!done && (
          <button type="button" onClick={onLeave} data-testid="tutorial-leave">
            Leave the guide
          </button>
        )}
      </div>
    </aside>
  );
}
