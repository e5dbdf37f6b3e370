/**
 * The timeline in React: feeds each update from the host to the reducer,
 * holds every beat for the time the schedule gives it (schedule.ts: a dice
 * beat until the tray says the dice have settled, up to a deadline, then a
 * moment to read them), and offers skip and replay.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { GameEvent } from '../../core/engine/types';
import type { GameView } from '../../core/engine/view';
import { hasLogLine, type Beat } from './beats';
import { tableDice } from '../dice/tableDice';
import type { AnimationSpeed } from './durations';
import { scheduleBeats } from './schedule';
import { noteBeat, noteIdle, noteSettled } from './timelineRecord';
import {
  canReplay, currentBeat, heldBackLogLines, inEnemyTurn, idleTimeline, segmentEvent, timelineReducer, type UpdateLike,
} from './timelineState';

export interface Timeline {
  /** The beat on the table now; null when the table shows the latest update. */
  beat: Beat | null;
  /** The table to draw: the beat's while one plays, else null (use the update's view). */
  view: GameView<unknown> | null;
  /** The beats playing now, in order (beat is one of them); empty when idle. The follow camera plans its shots over them. */
  queue: readonly Beat[];
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
  /** Skips every queued beat and every update after it until a question for the person is up. */
  skipToDecision(): void;
  /** True while skipping to the person's next decision. */
  rushing: boolean;
  replay(): void;
  /** The dice tray calls this when the current beat's dice have settled. */
  diceSettled(): void;
  /** Beats passed without a draw of their own just before this one (a page behind its schedule): their sounds still play. */
  passed: readonly Beat[];
}

/** A beat that starts late (the page was slow to draw the one before) still holds at least this share of its time. */
const MIN_HOLD_SHARE = 0.25;

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
  // "Skip to my next decision": while on, every update is taken as at instant speed, until one brings
  // a question for the person (the view's prompt is always the viewer's own).
  const [rushing, setRushing] = useState(false);
  if (state.fed !== update) dispatch({ type: 'update', update, speed: rushing ? 'instant' : speed });
  const asked = !!(update.view as GameView<unknown> | null)?.prompt || !!(update.view as GameView<unknown> | null)?.result;
  useEffect(() => {
    if (rushing && asked) setRushing(false);
  }, [rushing, asked]);

  const beat = currentBeat(state);
  // The queue's pace, planned once per queue and speed (a beat's plan depends only on the beats before it).
  const viewer = (beat?.view.seat as string | null | undefined) ?? null;
  const plans = useMemo(() => scheduleBeats(state.queue.map((b) => b.event), speed, viewer), [state.queue, speed, viewer]);
  const plan = state.index >= 0 ? plans[state.index] : undefined;
  const plansRef = useRef(plans);
  plansRef.current = plans;
  // Names the beat on the table: not the queue's length, or every update queued behind it restarted its clock.
  const epoch = useRef<{ first: Beat | undefined; n: number }>({ first: undefined, n: 0 });
  if (epoch.current.first !== state.queue[0]) epoch.current = { first: state.queue[0], n: epoch.current.n + 1 };
  const beatKey = `${epoch.current.n}:${state.index}:${state.replaying}`;
  const queueKey = `${epoch.current.n}:${state.replaying}`;
  // The beats passed without a draw since the last drawn one (a page behind its schedule), found once per beat.
  const passedFor = useRef<{ key: string; beats: Beat[] }>({ key: '', beats: [] });
  const lastDrawn = useRef({ queue: '', index: -1 });
  if (passedFor.current.key !== beatKey) {
    const from = lastDrawn.current.queue === queueKey ? lastDrawn.current.index + 1 : state.index;
    passedFor.current = { key: beatKey, beats: state.index > from ? state.queue.slice(from, state.index) : [] };
    lastDrawn.current = { queue: queueKey, index: state.index };
  }
  const [settledKey, setSettledKey] = useState('');
  // Only a throw the beat waits for restarts its clock when the dice rest.
  const settled = settledKey === beatKey && plan?.dice === 'wait';
  // When the beat before was due to end, on the wall clock. A beat's clock starts there, not when this
  // effect gets to run: drawing a beat's table takes a slow page (SwiftShader) a few hundred ms, and
  // counted on top of every hold it played DOOM's invader turn at 2.5x its schedule.
  const due = useRef<{ key: string; at: number } | null>(null);
  useEffect(() => {
    if (!beat || paused || !plan) return undefined;
    // A dice beat waits for the tray (up to its deadline), then holds a moment on the result.
    if (plan.dice !== null) tableDice.setPace(plan.diceRate);
    const ms = plan.dice === 'wait' && !settled ? plan.settleDeadlineMs : plan.holdMs;
    const at = state.index;
    const now = performance.now();
    // Only the beat that follows its predecessor's timer catches up; the dice resting, a new speed or
    // the end of a pause start the clock now. Each beat still shows for a share of its time.
    const previous = due.current;
    const follows = !settled && previous?.key === `${queueKey}:${at - 1}`;
    const start = follows ? Math.min(now, previous.at) : now;
    const wait = Math.max(ms * MIN_HOLD_SHARE, start + ms - now);
    due.current = { key: `${queueKey}:${at}`, at: start + ms };
    const timer = setTimeout(() => {
      dispatch({ type: 'advance', at });
      // A page far behind its schedule (each beat takes longer to draw than it holds: SwiftShader) lets
      // the beats already over by now pass in the same render, without a draw of their own, as a video
      // player drops frames to keep time: the table jumps to where the schedule is. Their sounds still
      // play (`passed`, for the screen's sound hook). Dice are never passed: a throw is always seen.
      const upcoming = plansRef.current;
      let end = start + ms;
      let last = at;
      const t = performance.now();
      const passes = (i: number) => upcoming[i]!.dice === null && end + upcoming[i]!.holdMs <= t;
      while (last + 1 < upcoming.length && passes(last + 1)) {
        last++;
        end += upcoming[last]!.holdMs;
        dispatch({ type: 'advance', at: last });
      }
      due.current = { key: `${queueKey}:${last}`, at: end };
    }, wait);
    return () => clearTimeout(timer);
    // beatKey names the beat; a new speed, a pause or the dice resting restart its clock.
  }, [beatKey, speed, paused, settled]);
  // Off a dice beat the tray's pace is back to normal (the dice tray screen throws at it too).
  useEffect(() => {
    if (!plan || plan.dice === null) tableDice.setPace(1);
  }, [plan]);

  // The debug record of what played and when (window.__timeline; the playback-wall bench reads it).
  useEffect(() => {
    if (beat) noteBeat(queueKey, state.index, state.queue.map((b) => b.event), plans, speed, viewer, state.replaying);
    else noteIdle(false);
  }, [beatKey, beat === null, plans]);

  const diceSettled = useCallback(() => {
    noteSettled(state.index);
    setSettledKey(beatKey);
  }, [beatKey]);

  return {
    beat,
    passed: beat ? passedFor.current.beats : [],
    view: beat?.view ?? null,
    queue: state.queue,
    step: state.index + 1,
    steps: state.queue.length,
    replaying: state.replaying,
    enemyTurn: inEnemyTurn(state),
    segment: segmentEvent(state),
    // A roll's log line waits until its dice have landed, so the log does not give the result away.
    heldBack: heldBackLogLines(state) + (plan?.dice === 'wait' && hasLogLine(beat!.event) && !settled && !paused ? 1 : 0),
    canReplay: canReplay(state),
    skip: useCallback(() => {
      noteIdle(true);
      dispatch({ type: 'skip' });
    }, []),
    skipToDecision: useCallback(() => {
      noteIdle(true);
      dispatch({ type: 'skip' });
      if (!asked) setRushing(true);
    }, [asked]),
    rushing,
    replay: useCallback(() => dispatch({ type: 'replay' }), []),
    diceSettled,
  };
}
