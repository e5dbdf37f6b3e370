/**
 * What the timeline actually played, kept on `window.__timeline` for the
 * `playback-wall` bench (test/bench/playbackWallMeasure.ts) and for anyone
 * looking at a slow turn in the dev tools: each queue's events, its plan from
 * the real schedule, and the wall clock at each beat's start and at the idle
 * table. The bench compares the wall time with the schedule's total over the
 * same events. Cheap: one small object per queue, the last few kept.
 */
import type { GameEvent } from '../../core/engine/types';
import type { AnimationSpeed } from './durations';
import type { BeatPlan } from './schedule';

export interface PlayedQueue {
  /** Counts queues since the page loaded (the bench waits for a new one). */
  n: number;
  /** The timeline's name for the queue (a new one per queue and per replay). */
  key: string;
  speed: AnimationSpeed;
  viewer: string | null;
  replaying: boolean;
  /** The queue's events as played (a queue grows while it plays: the last seen). */
  events: GameEvent[];
  /** Sum of the plan's holds (dice waits not included: they depend on the tray). */
  plannedHoldMs: number;
  /** performance.now() when each beat went on the table (index = beat). */
  beatAt: number[];
  /** performance.now() when each dice beat's tray reported rest (index = beat; absent when it did not). */
  settledAt: Record<number, number>;
  /** performance.now() at the idle table (null while it plays; also null when skipped). */
  endedAt: number | null;
  skipped: boolean;
  /** Beats (index) at which the follow camera was sent somewhere new: once per shot (renderer/table/cameraShots.ts). */
  cameraAt: number[];
}

export interface TimelineRecord {
  queues: PlayedQueue[];
}

/** The page's global (typed here, not on Window: the bench's Node build reads these types without the DOM's). */
const page = globalThis as { __timeline?: TimelineRecord };

const KEEP = 8;
let count = 0;

function record(): TimelineRecord | null {
  if (typeof performance === 'undefined') return null;
  page.__timeline ??= { queues: [] };
  return page.__timeline;
}

/** A beat went on the table (or its queue grew): opens a record for a queue `key` not seen last. */
export function noteBeat(key: string, index: number, events: GameEvent[], plans: readonly BeatPlan[], speed: AnimationSpeed, viewer: string | null, replaying: boolean): void {
  const r = record();
  if (!r) return;
  const now = performance.now();
  let q = r.queues.at(-1);
  if (!q || q.key !== key) {
    q = { n: ++count, key, speed, viewer, replaying, events: [], plannedHoldMs: 0, beatAt: [], settledAt: {}, endedAt: null, skipped: false, cameraAt: [] };
    r.queues.push(q);
    if (r.queues.length > KEEP) r.queues.shift();
  }
  q.events = events;
  q.speed = speed;
  q.plannedHoldMs = plans.reduce((sum, p) => sum + p.holdMs, 0);
  // A queue that grows calls again for the same beat: its start stays.
  q.beatAt[index] ??= now;
}

/** The current beat's dice have come to rest. */
export function noteSettled(index: number): void {
  const q = record()?.queues.at(-1);
  if (q && q.endedAt === null) q.settledAt[index] = performance.now();
}

/** The table is idle again: the queue played to its end, or was skipped. */
export function noteIdle(skipped: boolean): void {
  const q = record()?.queues.at(-1);
  if (!q || q.endedAt !== null || q.skipped) return;
  if (skipped) q.skipped = true;
  else q.endedAt = performance.now();
}

/** The follow camera planned a new shot at the beat on the table now. */
export function noteCameraShot(beatEvent: GameEvent): void {
  const q = record()?.queues.at(-1);
  if (!q || q.endedAt !== null) return;
  const index = q.events.indexOf(beatEvent);
  if (index >= 0) q.cameraAt.push(index);
}
