/**
 * Builds the MatchUpdate the renderer shows from a running match. Pure
 * functions of the match and of what the manager remembers (the last human
 * seat that decided, how many event groups were already sent), so the rules
 * for "whose view" and "is this a handoff" can be tested on their own.
 *
 * Hidden information: the view, the new events and the whole log are all
 * filtered for the viewer. A secret must not leak through the log any more
 * than through the state (DESIGN.md, "Lessons").
 */
import { saveTitle } from './saveTitle';
import { groupIndexOf, openPrompts } from '../../core/engine/group';
import type { FrameState, Match } from '../../core/engine/match';
import type { GameEvent, SeatId } from '../../core/engine/types';
import { eventsFor, viewFor } from '../../core/engine/view';
import type { LogLine, MatchUpdate, SeatInfo } from '../../core/protocol/messages';

export interface UpdateMemory {
  matchId: string;
  /** The human seat that made the latest human decision, if any. */
  lastHumanDecider: SeatId | null;
  /** match.events groups already delivered in an update. */
  sentGroups: number;
  /**
   * The log the screen holds: whose view it was filtered for and how many
   * lines. An update then carries only the lines after those (the whole log
   * grows with the match; resending it each time cost more than all else).
   * Null: the next update carries the whole log (new screen, undo, load).
   */
  logSent?: { viewer: SeatId | null; lines: number; groups: number } | null;
  /** Why the last autosave failed, in words; null once a save succeeds. */
  saveProblem?: string | null;
}

export function humanSeats(match: Match): SeatId[] {
  return match.state.seats.filter((s) => match.controller(s.id).type === 'human').map((s) => s.id);
}

/**
 * Human seats that must answer now, in the order the screen passes round:
 * one seat, or several while a simultaneous decision is open.
 */
export function humansToDecide(match: Match): SeatId[] {
  return openPrompts(match.state).filter((p) => match.controller(p.seat).type === 'human').map((p) => p.seat);
}

/**
 * The human seat the screen serves now, or null (AI turn, or the game is
 * over). Of several asked at once: `prefer` (the person already at the
 * screen) while still asked, so nobody is handed the screen for nothing;
 * otherwise the first still to answer.
 */
export function humanToDecide(match: Match, prefer: SeatId | null = null): SeatId | null {
  const seats = humansToDecide(match);
  return prefer !== null && seats.includes(prefer) ? prefer : (seats[0] ?? null);
}

/**
 * Whose eyes the table shows: the human deciding now, else the last human who
 * decided (so the AI's turn is watched from that seat), else the first human,
 * else nobody (a spectator when every seat is AI).
 */
export function pickViewer(match: Match, lastHumanDecider: SeatId | null): SeatId | null {
  return humanToDecide(match, lastHumanDecider) ?? lastHumanDecider ?? humanSeats(match)[0] ?? null;
}

/**
 * Hot-seat: the screen must be handed over when a human other than the one
 * who last decided is asked, there is more than one human at the table, and
 * the table would show something private: the next seat's view of the game
 * differs from what the last decider (or, at the start, anyone) may see, or
 * the next seat is to give a secret answer in a simultaneous decision (which
 * the person before must not watch being given). Open games (every hero's
 * sheet public) then pass straight to the next player.
 */
export function isHandoff(match: Match, lastHumanDecider: SeatId | null): boolean {
  const next = humanToDecide(match, lastHumanDecider);
  if (next === null || next === lastHumanDecider || humanSeats(match).length < 2) return false;
  if (groupIndexOf(match.state, next) >= 0) return true;
  const seen = (seat: SeatId | null) => JSON.stringify(match.module.view(match.state, seat));
  return seen(next) !== seen(lastHumanDecider);
}

function logKind(e: GameEvent): LogLine['kind'] {
  return e.type === 'reason' ? 'reason' : 'event';
}

/** Every line of the match so far that the viewer may read, oldest first. */
export function buildLog(match: Match, viewer: SeatId | null, fromGroup = 0): LogLine[] {
  const lines: LogLine[] = [];
  for (let at = fromGroup; at < match.events.length; at++) {
    for (const e of eventsFor(match.events[at]!, viewer)) {
      if (typeof e.text === 'string' && e.text !== '') lines.push({ at, text: e.text, kind: logKind(e) });
    }
  }
  return lines;
}

export function seatInfos(match: Match): SeatInfo[] {
  return match.state.seats.map((s) => ({ id: s.id, name: s.name, side: s.side, controller: match.controller(s.id) }));
}

/** The last human seat in the choice log (to resume a loaded match from the right chair). */
export function lastHumanInLog(match: Match): SeatId | null {
  for (let i = match.choices.length - 1; i >= 0; i--) {
    const c = match.choices[i]!;
    if (c.by === 'human') return c.seat;
  }
  return null;
}

/**
 * The update for the match as it stands. `fromGroup` is the first event group
 * not yet delivered; pass match.events.length for a snapshot with no events.
 */
export function buildUpdate(match: Match, memory: UpdateMemory, fromGroup: number, incremental = false): MatchUpdate {
  const viewer = pickViewer(match, memory.lastHumanDecider);
  const handoff = isHandoff(match, memory.lastHumanDecider);
  // Under the "pass the screen" cover the person handing over may still be looking: the table, log
  // and events are a spectator's until the screen says the next seat took over (takeSeat); the
  // events wait for that seat (the manager does not count them sent).
  const eyes = handoff ? null : viewer;
  const { events, frames } = handoff ? { events: [], frames: [] } : freshEvents(match, Math.max(0, fromGroup), viewer);
  const held = memory.logSent;
  // Only the new groups' lines when the screen holds this viewer's log up to fromGroup (reading the
  // whole log again every update grew with the match); the whole log otherwise (another viewer's lines differ).
  const appends = incremental && !handoff && !!held && held.viewer === eyes && held.groups === fromGroup && fromGroup <= match.events.length;
  const log = buildLog(match, eyes, appends ? fromGroup : 0);
  const logFrom = appends ? held!.lines : 0;
  return {
    matchId: memory.matchId,
    gameId: match.module.id,
    title: match.module.title,
    seats: seatInfos(match),
    viewer,
    view: match.view(eyes),
    events,
    frames,
    log,
    logFrom,
    canUndo: !handoff && viewer !== null && match.undoDepth(viewer) > 0,
    hash: match.hash(),
    choices: match.choices.length,
    handoff,
    saveProblem: memory.saveProblem ?? null,
    description: saveTitle(match),
    summary: match.state.result && match.module.matchSummary ? match.module.matchSummary(match.state) : null,
    deciding: decidingOrder(match, viewer),
  };
}

/** Humans still to answer now, the viewer first when asked, then in the order the screen passes round. */
export function decidingOrder(match: Match, viewer: SeatId | null): SeatId[] {
  const seats = humansToDecide(match);
  return viewer !== null && seats.includes(viewer) ? [viewer, ...seats.filter((s) => s !== viewer)] : seats;
}

/**
 * The events of groups from `fromGroup` on that the viewer may see, each with
 * the viewer's view of the table right after it (null when the table looks
 * the same as after the previous event, or the match keeps no frames). An
 * event the viewer may not see passes its change on to the next visible one.
 */
export function freshEvents(match: Match, fromGroup: number, viewer: SeatId | null): { events: GameEvent[]; frames: (unknown | null)[] } {
  const events: GameEvent[] = [];
  const frames: (unknown | null)[] = [];
  let pending: FrameState | null = null;
  let lastShown = '';
  for (let group = fromGroup; group < match.events.length; group++) {
    const states = match.framesOf(group);
    match.events[group]!.forEach((event, i) => {
      pending = states[i] ?? pending;
      const seen = eventsFor([event], viewer);
      if (seen.length === 0) return;
      events.push(seen[0]!);
      if (!pending) {
        frames.push(null);
        return;
      }
      // A frame is the table after the event: no question (single or simultaneous) belongs to it.
      const view = viewFor(match.module, { ...match.state, g: pending.g, result: pending.result, prompt: null, group: undefined }, viewer);
      const text = JSON.stringify(view);
      frames.push(text === lastShown ? null : view);
      lastShown = text;
      pending = null;
    });
  }
  return { events, frames };
}
