/**
 * Naming the invader's turn for the turn bar: while the program plays (the
 * Status Phase and the invader's activations) every event carries a short
 * `segment` line ("Imp 3 attacks: Imp 3 → Bravo", "Summoning at the red
 * portal") and `highlight`, the table targets to light up (the acting
 * demons and their target). The current segment lives in the state so it
 * carries over prompts; each event is tagged with the segment current when
 * it was emitted. A marine's activation has no segment.
 */
import type { GameEvent, Json, TableTarget } from '../../../engine/types';
import type { DCtx, H } from './common';

/** How far each run's event list has been tagged (keyed by the list, which lives as long as its context). */
const tagged = new WeakMap<GameEvent[], number>();

/** Tags the events emitted since the last call with the segment current now. */
export function flushSegment(ctx: DCtx): void {
  // The tags are for the turn bar; a rollout has none (the segment in the state still changes as always).
  if (ctx.rollout) return;
  const events = ctx.events;
  const seg = ctx.g.segment;
  const from = tagged.get(events) ?? 0;
  if (seg && !ctx.g.marineActivation && from < events.length) {
    // Events keep their own copy: the state's segment may be replaced (never changed) later.
    const highlight = seg.highlight.map((t) => ({ ...t })) as unknown as Json;
    for (let i = from; i < events.length; i++) {
      const e = events[i]!;
      if (e.segment !== undefined) continue;
      // The redacted copy other seats get names the same segment (it is public: who acts, not what he drew).
      for (const x of e.redacted ? [e, e.redacted] : [e]) {
        x.segment = seg.text;
        x.highlight = highlight;
      }
    }
  }
  tagged.set(events, events.length);
}

/** Starts a new segment of the invader's turn (ignored during a marine's activation: reactions belong to his turn). */
export function setSegment(ctx: DCtx, text: string, highlight: TableTarget[] = []): void {
  flushSegment(ctx);
  if (ctx.g.marineActivation) return;
  ctx.g.segment = { text, highlight };
}

/** The invader's turn is over (a marine activates, the mission ends). */
export function endSegment(ctx: DCtx): void {
  flushSegment(ctx);
  ctx.g.segment = null;
}

/** A figure as a highlight target. */
export function figureTarget(id: string): TableTarget {
  return { kind: 'figure', id };
}

/** Wraps every handler so the events it emits are tagged before the next one runs. */
export function withSegments(handlers: Record<string, H<never>>): Record<string, H<never>> {
  const out: Record<string, H<never>> = {};
  for (const [kind, h] of Object.entries(handlers)) {
    out[kind] = (ctx, step) => {
      h(ctx, step);
      flushSegment(ctx);
    };
  }
  return out;
}
