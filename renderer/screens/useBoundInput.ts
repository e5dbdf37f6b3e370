/**
 * The game screen's inputs bound to their question (lib/inputBinding.ts):
 * follows the prompts shown, applies an input at once when its question is
 * up and answerable, holds it while events play or an answer is on its way,
 * and settles it when a question is answerable again (applied to its own
 * question, or a note that nothing was chosen). The held input and the note
 * are shown by the screen, so no key or click goes unanswered.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Prompt } from '../../core/engine/types';
import {
  intendedPrompt, nothingSeen, routeInput, seePrompt, settleHeld, type HeldInput, type InputAct, type InputOutcome,
} from '../lib/inputBinding';

/** How long the "nothing was chosen" note stays up (ms). */
const NOTE_MS = 6000;

export interface BoundInput {
  /** An input: `key` is the key pressed, null for a click; `at`, the key event's time stamp (a click's is read in the capture phase). */
  input(act: InputAct, key: string | null, at?: number): void;
  /** The question an input made now would be meant for. */
  intended(): Prompt | null;
  /** The input kept for its question while the table plays out. */
  held: HeldInput | null;
  note: string | null;
  dismissNote(): void;
}

/** `prompt`: the question on screen (null while events play); `answerable`: it can take an answer now. */
export function useBoundInput(prompt: Prompt | null, answerable: boolean, apply: (act: InputAct) => void): BoundInput {
  const seen = useRef(nothingSeen);
  // Followed while rendering, so an input arriving before the next effect already knows this question.
  seen.current = seePrompt(seen.current, prompt, performance.now());
  const [held, setHeld] = useState<HeldInput | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  const act = useCallback((outcome: InputOutcome) => {
    if (outcome.type === 'apply') {
      setNote(null);
      applyRef.current(outcome.act);
    } else if (outcome.type === 'hold') {
      setHeld(outcome.held);
    } else {
      setNote(outcome.text);
    }
  }, []);

  useEffect(() => {
    if (!held || !answerable || !prompt) return;
    setHeld(null);
    act(settleHeld(held, prompt));
  }, [held, answerable, prompt, act]);

  useEffect(() => {
    if (!note) return;
    const t = setTimeout(() => setNote(null), NOTE_MS);
    return () => clearTimeout(t);
  }, [note]);

  // The click count of the latest click (MouseEvent.detail), read in the capture phase before any handler:
  // 2 or more is the second click of a double click, which a question that came up between its clicks never gets.
  const clickCount = useRef(0);
  const clickAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const note = (e: MouseEvent) => {
      clickCount.current = e.detail;
      clickAt.current = e.timeStamp;
    };
    window.addEventListener('click', note, true);
    return () => window.removeEventListener('click', note, true);
  }, []);
  const promptRef = useRef({ prompt, answerable });
  promptRef.current = { prompt, answerable };
  const input = useCallback((a: InputAct, key: string | null, at?: number) => {
    const now = promptRef.current;
    // Event time stamps share performance.now()'s clock; a click's is the one the capture phase just saw.
    const made = at ?? (key === null && Number.isFinite(clickAt.current) ? clickAt.current : performance.now());
    const meant = intendedPrompt(seen.current, made, key !== null || clickCount.current >= 2);
    act(routeInput(a, meant, now.prompt, now.answerable, key));
  }, [act]);
  const intended = useCallback(() => intendedPrompt(seen.current, performance.now(), true), []);
  const dismissNote = useCallback(() => setNote(null), []);
  return { input, intended, held, note, dismissNote };
}
