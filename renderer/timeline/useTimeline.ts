/**
 * The timeline in React: feeds each update from the host to the reducer,
 * holds every beat for its duration (a dice beat until the tray says the dice
 * have settled, with a timeout), and offers skip and replay.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { GameEvent } from '../../core/engine/types';
import type { GameView } from '../../core/engine/view';
import { hasLogLine, type Beat } from './beats';
import { beatDuration, diceTimeout, speedFactor, type AnimationSpeed } from './durations';
import {
  canReplay, currentBeat, heldBackLogLines, inEnemyTurn, idleTimeline, segmentEvent, timelineReducer, type UpdateLike,
} from './timelineState';

export interface Timeline {
  /** The beat on the table now; null when the table shows the latest update. */
  beat: Beat | null;
  /** The table to draw: the beat's while one plays, else null (use the update's view). */
  view: GameView<unknown> | null;
  /** Position in the queue, for "step 3 of 12". */
  step: number;
  steps: number;
  replaying: boolean;
  /** The beat on the table is part of the enemy side's turn. */
  enemyTurn: boolean;
  /** The event naming the part of the turn on the table (its `segment` and `highlight`); null when none does. */
  segment: GameEvent | null;
  /** Newest log lines not yet reached by the table. */
  heldBack: number;
  canReplay: boolean;
  skip(): void;
  replay(): void;
  /** The dice tray calls this when the current beat's dice have settled. */
  diceSettled(): void;
}

export function isDiceBeat(beat: Beat | null): boolean {
  return beat?.event.type === 'diceRolled';
}

/** `paused`: hold the current beat (a hot-seat handoff screen is up). */
export function useTimeline(update: UpdateLike, speed: AnimationSpeed, paused = false): Timeline {
  const [state, dispatch] = useReducer(timelineReducer, idleTimeline);

  // Each update is fed in during the render that brings it, not in an effect afterwards: an effect
  // runs once the screen has drawn the new update with no beat playing yet, which flashed its prompt
  // or its end screen for a frame before its events played (a Space pressed in that frame was lost,
  // and an end-to-end test saw the end screen come and go). The reducer ignores an update fed twice.
  if (state.fed !== update) dispatch({ type: 'update', update, speed });

  const beat = currentBeat(state);
  const beatKey = `${state.index}:${state.queue.length}:${state.replaying}`;
  useEffect(() => {
    if (!beat || paused) return;
    const dice = isDiceBeat(beat);
    const ms = dice ? diceTimeout(speed) : beatDuration(beat.event, speed);
    const at = state.index;
    const timer = setTimeout(() => dispatch({ type: 'advance', at }), ms);
    return () => clearTimeout(timer);
    // beatKey names the beat; speed changes restart its clock.
  }, [beatKey, speed, paused]);

  const settledFor = useRef('');
  const [settledKey, setSettledKey] = useState('');
  const diceSettled = useCallback(() => {
    // A short pause on the settled dice so the result can be read before the table moves on.
    const key = beatKey;
    if (settledFor.current === key) return;
    settledFor.current = key;
    setSettledKey(key);
    const at = state.index;
    setTimeout(() => dispatch({ type: 'advance', at }), Math.round(500 * speedFactor(speed)));
  }, [beatKey, speed, state.index]);

  return {
    beat,
    view: beat?.view ?? null,
    step: state.index + 1,
    steps: state.queue.length,
    replaying: state.replaying,
    enemyTurn: inEnemyTurn(state),
    segment: segmentEvent(state),
    // A roll's log line waits until its dice have landed, so the log does not give the result away.
    heldBack: heldBackLogLines(state) + (isDiceBeat(beat) && hasLogLine(beat!.event) && settledKey !== beatKey && !paused ? 1 : 0),
    canReplay: canReplay(state),
    skip: useCallback(() => dispatch({ type: 'skip' }), []),
    replay: useCallback(() => dispatch({ type: 'replay' }), []),
    diceSettled,
  };
}
