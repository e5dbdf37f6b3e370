/**
 * The last enemy turn as a viewer saw it, kept by the host so that "Replay
 * enemy turn" works on a screen that did not watch it: after a page reload
 * (the host still holds the match) or after loading a save (the match is
 * rebuilt from its choices, with the table kept only from that turn on).
 *
 * Events mark enemy turns: `enemy: true` opens one, `enemy: false` closes it
 * (core/engine/README.md); the renderer's timeline reads the same marks.
 */
import { Match, type MatchRecord } from '../../core/engine/match';
import type { AnyGameModule } from '../../core/engine/module';
import type { GameEvent, SeatId } from '../../core/engine/types';
import { freshEvents } from './matchUpdate';

export interface RecentTurn {
  /** The viewer's table just before the turn. */
  before: unknown;
  events: GameEvent[];
  /** The viewer's table after each event; null: unchanged. */
  frames: (unknown | null)[];
  /** Still going: later events belong to it until a closing mark. */
  open: boolean;
}

/**
 * Follows one update's events (with their frames): a new opening mark starts
 * the turn afresh from the table before it; a closing mark ends it.
 * `lastView` is the table the screen held before these events.
 */
export function trackRecent(
  current: RecentTurn | null, lastView: unknown, events: readonly GameEvent[], frames: readonly (unknown | null)[],
): RecentTurn | null {
  let recent = current;
  let shown = lastView;
  events.forEach((event, i) => {
    if (event.enemy === true) recent = { before: shown, events: [], frames: [], open: true };
    if (event.enemy === false && recent?.open) recent = { ...recent, open: false };
    if (recent?.open) recent = { ...recent, events: [...recent.events, event], frames: [...recent.frames, frames[i] ?? null] };
    const frame = frames[i];
    if (frame !== null && frame !== undefined) shown = frame;
  });
  return recent;
}

/** The last event group holding an opening mark, or -1. */
export function lastEnemyGroup(match: Match): number {
  for (let g = match.events.length - 1; g >= 0; g--) if (match.events[g]!.some((e) => e.enemy === true)) return g;
  return -1;
}

/**
 * Rebuilds a loaded match so that the tables of its last enemy turn exist:
 * replays the choices without keeping tables up to that turn, then with them.
 * Returns the rebuilt match (the same game, hash for hash) and the turn.
 */
export function rebuildWithRecent(module: AnyGameModule, record: MatchRecord, loaded: Match, viewer: SeatId | null): { match: Match; recent: RecentTurn | null } {
  const group = lastEnemyGroup(loaded);
  if (group < 0) return { match: loaded, recent: null };
  const { choices, ...setup } = record;
  const match = Match.start(module, setup, { keepEvents: true, frames: group === 0 });
  // events[g] come from choice g - 1: tables are needed from that choice on, and the table before it.
  const from = Math.max(0, group - 1);
  choices.slice(0, from).forEach((c) => match.choose(c.seat, { promptId: c.promptId, optionIds: c.optionIds }, c.by, c.reason, c.forced ? [...c.forced] : undefined));
  const before = match.view(viewer);
  match.setFrameCapture(true);
  choices.slice(from).forEach((c) => match.choose(c.seat, { promptId: c.promptId, optionIds: c.optionIds }, c.by, c.reason, c.forced ? [...c.forced] : undefined));
  const { events, frames } = freshEvents(match, from + (group === 0 ? 0 : 1), viewer);
  return { match, recent: trackRecent(null, before, events, frames) };
}
