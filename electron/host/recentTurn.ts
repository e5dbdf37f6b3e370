/**
 * "Replay since my move": everything that happened since a seat's last
 * human decision (what came of that decision, then every other seat's turn:
 * AI rivals, an AI faction, AI allies, the enemy side), as that seat sees it.
 *
 * The host owns the definition, so the screen and a reload or a loaded save
 * agree: the slice starts at the event group of the viewer's last choice
 * made by a person (match choices carry `by`; events[i + 1] came from choice
 * i), or at the start when it has made none. It holds at most
 * RECENT_EVENT_LIMIT events (the screen keeps as many beats).
 *
 * The host keeps the frames (game states, not views) from the earliest slice
 * any human seat may ask for, so the slice can be drawn for whichever seat
 * sits at the screen: in hot-seat a replay never shows another seat's view.
 */
import { Match, type FrameState, type MatchRecord } from '../../core/engine/match';
import type { AnyGameModule } from '../../core/engine/module';
import type { SeatId } from '../../core/engine/types';
import { eventsFor, viewFor } from '../../core/engine/view';
import type { MatchUpdate } from '../../core/protocol/messages';
import { freshEvents } from './matchUpdate';

/** Events a replay may hold at most (the renderer's HISTORY_LIMIT is the same). */
export const RECENT_EVENT_LIMIT = 800;

/** Frames the host holds for replays: those of groups from `from` on, and the state just before them. */
export interface KeptFrames {
  from: number;
  before: FrameState;
}

export type Recent = NonNullable<MatchUpdate['recent']>;

interface ChoiceLike {
  seat: SeatId;
  by: 'human' | 'ai';
}

/** The event group where the seat's replay starts: the one its last human choice made, or 0 (none yet, or a spectator). */
export function decisionGroup(choices: readonly ChoiceLike[], seat: SeatId | null): number {
  if (seat === null) return 0;
  for (let i = choices.length - 1; i >= 0; i--) {
    const c = choices[i]!;
    if (c.by === 'human' && c.seat === seat) return i + 1;
  }
  return 0;
}

/** Seats a person plays (any of them may sit at the screen and ask for a replay). */
function personSeats(match: Match): SeatId[] {
  return match.state.seats.map((s) => s.id).filter((id) => match.controller(id).type === 'human');
}

/**
 * The first group whose frames must be kept: the earliest replay any person's
 * seat may ask for (the spectator's, from the start, when nobody plays), no
 * more than RECENT_EVENT_LIMIT events back.
 */
export function keepFrom(match: Match, events: readonly (readonly unknown[])[] = match.events): number {
  const seats = personSeats(match);
  let from = seats.length === 0 ? 0 : Math.min(...seats.map((s) => decisionGroup(match.choices, s)));
  let count = 0;
  for (let g = events.length - 1; g >= from; g--) {
    count += events[g]!.length;
    if (count > RECENT_EVENT_LIMIT) {
      from = g + 1;
      break;
    }
  }
  return Math.max(from, 0);
}

function stateOf(match: Match): FrameState {
  return { g: match.state.g, result: match.state.result };
}

/** The state just before group `group` (>= kept.from): the last frame before it, else the state before the kept ones. */
function stateBefore(match: Match, kept: KeptFrames, group: number): FrameState {
  for (let g = Math.min(group, match.events.length) - 1; g >= kept.from; g--) {
    const frames = match.framesOf(g);
    for (let i = frames.length - 1; i >= 0; i--) if (frames[i]) return frames[i]!;
  }
  return kept.before;
}

/** Frames kept from the start of a match (the state after setup stands before everything). */
export function keptAtStart(match: Match): KeptFrames {
  return { from: 0, before: stateOf(match) };
}

/** Moves the kept frames on to `to` (never back: older frames are gone), freeing those before it. */
export function advanceKept(match: Match, kept: KeptFrames, to: number): KeptFrames {
  if (to <= kept.from) return kept;
  const next = { from: to, before: stateBefore(match, kept, to) };
  match.dropFramesBefore(to);
  return next;
}

/** After an undo cut groups off: kept frames past the end start again from the table as it is now. */
export function keptAfterUndo(match: Match, kept: KeptFrames): KeptFrames {
  return kept.from < match.events.length ? kept : { from: match.events.length, before: stateOf(match) };
}

/**
 * The table before group `group` (no question on it), drawn for the viewer.
 * An update's first events with no frame of their own are shown on the
 * table the screen already holds; when that was drawn for someone else
 * (another seat, the spectator under a handoff cover), the host sends this
 * instead, so no beat and no replay shows another viewer's table.
 */
export function tableBefore(match: Match, kept: KeptFrames, group: number, viewer: SeatId | null): unknown {
  const fs = stateBefore(match, kept, Math.max(group, kept.from));
  return viewFor(match.module, { ...match.state, g: fs.g, result: fs.result, prompt: null, group: undefined }, viewer);
}

/**
 * The viewer's replay up to (not including) group `upTo`: the events of its
 * slice the viewer may see, the table after each (null: unchanged) and the
 * table before the first. Groups whose frames are gone (before kept.from:
 * after an undo) are left out.
 */
export function recentFor(match: Match, kept: KeptFrames, viewer: SeatId | null, upTo: number): Recent {
  const from = Math.max(decisionGroup(match.choices, viewer), kept.from);
  const before = tableBefore(match, kept, from, viewer);
  if (from >= upTo) return { before, events: [], frames: [] };
  const { events, frames } = freshEvents(match, from, viewer);
  // freshEvents reads to the end; keep those of the groups before upTo (eventsFor filters event by event).
  let keep = 0;
  for (let g = from; g < upTo; g++) keep += eventsFor(match.events[g]!, viewer).length;
  return { before, events: events.slice(0, keep), frames: frames.slice(0, keep) };
}

/**
 * The choice from which a load's replay keeps states (Match.replay's framesFrom),
 * read from the record before replaying it: the earliest last decision of a
 * person's seat, or no more than RECENT_EVENT_LIMIT choices back (a choice
 * makes at least one event, nearly always: the limit counts events). A guess
 * that falls short is caught by keptAfterLoad, which then replays again.
 */
export function replayFramesFrom(record: MatchRecord, seats: readonly SeatId[]): number {
  const people = seats.filter((s) => (record.controllers[s]?.type ?? 'human') === 'human');
  const from = people.length === 0 ? 0 : Math.min(...people.map((s) => decisionGroup(record.choices, s)));
  return Math.max(from - 1, record.choices.length - RECENT_EVENT_LIMIT, 0);
}

/**
 * The kept frames of a loaded match, made from the states its own replay
 * kept (replayFramesFrom, Match.framesSince: only the slice's choices are
 * played again), else from rebuildWithRecent's second replay of the whole
 * record: the same frames and tables either way.
 */
export function keptAfterLoad(loaded: Match): { match: Match; kept: KeptFrames } {
  const from = keepFrom(loaded);
  if (from >= loaded.events.length) {
    loaded.framesSince(loaded.events.length); // frees the replay's kept states
    return { match: loaded, kept: { from, before: stateOf(loaded) } };
  }
  // Frames from group 1 stand for those from 0 (setup's group has none), as in rebuildWithRecent.
  const first = Math.max(from, 1);
  const before = loaded.framesSince(first);
  if (!before) return rebuildWithRecent(loaded.module, loaded.record, loaded);
  return { match: loaded, kept: { from: from === 0 ? 0 : first, before } };
}

/**
 * Rebuilds a loaded match so that the frames of every person's replay exist:
 * replays the choices without frames up to the earliest slice, then with
 * them (one more replay, as before for the last enemy turn: the loaded match
 * kept no frames). Returns the
 * rebuilt match (the same game, hash for hash) and its kept frames.
 */
export function rebuildWithRecent(module: AnyGameModule, record: MatchRecord, loaded: Match): { match: Match; kept: KeptFrames } {
  const from = keepFrom(loaded);
  if (from >= loaded.events.length) return { match: loaded, kept: { from, before: stateOf(loaded) } };
  const { choices } = record;
  // Group g came from choice g - 1: frames are needed from choice from - 1 on. The choices before
  // are replayed as a load replays them (in place but for the last few, for undo: Match.replay).
  const first = Math.max(0, from - 1);
  const match = Match.replay(module, { ...record, choices: choices.slice(0, first) });
  const kept = { from: first + 1, before: stateOf(match) };
  match.setFrameCapture(true);
  choices.slice(first).forEach((c) => match.choose(c.seat, { promptId: c.promptId, optionIds: c.optionIds }, c.by, c.reason, c.forced ? [...c.forced] : undefined));
  return { match, kept: from === 0 ? { ...kept, from: 0 } : kept };
}
