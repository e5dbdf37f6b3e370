/**
 * Per-seat views: what one seat may see. The renderer and the bots get views,
 * never the full state. Prompts for other seats show only who is deciding.
 */
import type { AnyGameModule } from './module';
import type { GameEvent, MatchResult, MatchState, Prompt, SeatId, SeatSpec } from './types';

/** Another seat's pending decision, without its options (which may reveal hidden cards). */
export interface ForeignPrompt {
  seat: SeatId;
  kind: string;
  text: string;
}

export interface GameView<V = unknown> {
  gameId: string;
  /** The seat this view is for; null for a spectator. */
  seat: SeatId | null;
  seats: SeatSpec[];
  round: number;
  /** The pending prompt in full when it is this seat's; otherwise who is deciding. */
  prompt: Prompt | null;
  waitingFor: ForeignPrompt | null;
  result: MatchResult | null;
  game: V;
}

export function viewFor<V>(module: AnyGameModule, state: MatchState<unknown>, seat: SeatId | null): GameView<V> {
  const p = state.prompt;
  const own = p !== null && seat !== null && p.seat === seat;
  return {
    gameId: state.gameId,
    seat,
    seats: state.seats,
    round: module.round(state.g),
    prompt: own ? p : null,
    waitingFor: p && !own ? { seat: p.seat, kind: p.kind, text: p.text } : null,
    result: state.result,
    game: module.view(state, seat) as V,
  };
}

/** Filters events for a seat: private events become their redacted form or disappear. */
export function eventsFor(events: readonly GameEvent[], seat: SeatId | null): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    if (!e.visibleTo || (seat !== null && e.visibleTo.includes(seat))) {
      if (e.visibleTo || e.redacted) {
        const { visibleTo: _v, redacted: _r, ...rest } = e;
        out.push(rest as GameEvent);
      } else out.push(e);
    } else if (e.redacted) out.push(e.redacted);
  }
  return out;
}
