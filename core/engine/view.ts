/**
 * Per-seat views: what one seat may see. The renderer and the bots get views,
 * never the full state. Prompts for other seats show only who is deciding.
 */
import { openPrompts } from './group';
import type { AnyGameModule } from './module';
import type { GameEvent, MatchResult, MatchState, Prompt, SeatId, SeatSpec } from './types';

/** Another seat's pending decision, without its options (which may reveal hidden cards). */
export interface ForeignPrompt {
  seat: SeatId;
  kind: string;
  text: string;
}

/** One seat of an open simultaneous decision, as another seat may see it. */
export interface GroupSeat {
  seat: SeatId;
  kind: string;
  text: string;
  answered: boolean;
  /** The seat's own answer, in its own view only (it may take it back with undo until all are in). */
  answer?: string[];
  /** The labels of those options, for the screen. */
  answerLabels?: string[];
}

export interface GameView<V = unknown> {
  gameId: string;
  /** The seat this view is for; null for a spectator. */
  seat: SeatId | null;
  seats: SeatSpec[];
  round: number;
  /** The pending prompt in full when it is this seat's; otherwise who is deciding. */
  prompt: Prompt | null;
  /** Another seat still to answer (the first one, when several are), when this seat has nothing to answer. */
  waitingFor: ForeignPrompt | null;
  /**
   * Present only while a simultaneous decision is open: who is asked and who
   * has answered. Others' answers never appear here, only the seat's own.
   */
  group?: { seats: GroupSeat[] };
  result: MatchResult | null;
  game: V;
}

export interface ViewOptions {
  /**
   * Build `game` (the game's part, module.view: most of a view's cost, a
   * copy or a walk of the whole table) only when it is first read. Bots get
   * lazy views: a bot that answers from the prompt alone (the random bot,
   * a forced single answer) then pays nothing for it. A lazy view reads the
   * state when `game` is first touched, so it is good only until the next
   * choice changes that state (a bot reads it inside decide(), no later).
   */
  lazyGame?: boolean;
}

export function viewFor<V>(module: AnyGameModule, state: MatchState<unknown>, seat: SeatId | null, opts: ViewOptions = {}): GameView<V> {
  const open = openPrompts(state);
  const own = seat === null ? undefined : open.find((p) => p.seat === seat);
  const other = own ? undefined : open.find((p) => p.seat !== seat);
  const base: Omit<GameView<V>, 'game'> = {
    gameId: state.gameId,
    seat,
    seats: state.seats,
    round: module.round(state.g),
    prompt: own ?? null,
    waitingFor: other ? { seat: other.seat, kind: other.kind, text: other.text } : null,
    result: state.result,
  };
  const view: GameView<V> = opts.lazyGame ? new LazyGameView<V>(base, module, state) : { ...base, game: module.view(state, seat) as V };
  const group = state.group;
  if (group && !state.result) {
    view.group = {
      seats: group.prompts.map((p, i) => {
        const answer = group.answers[i] ?? null;
        const entry: GroupSeat = { seat: p.seat, kind: p.kind, text: p.text, answered: answer !== null };
        if (answer !== null && p.seat === seat) {
          entry.answer = [...answer];
          entry.answerLabels = answer.map((id) => p.options.find((o) => o.id === id)?.label ?? id);
        }
        return entry;
      }),
    };
  }
  return view;
}

/**
 * A view whose `game` is built on first read (ViewOptions.lazyGame), by a
 * getter on the class: an accessor defined on each object instead costs
 * microseconds per view in V8, more than many games' whole view. `game` is
 * not an own property, so a copy made by spreading the view lacks it: read
 * `view.game`, never `{ ...view }.game`.
 */
/**
 * What a lazy view builds its game part from, and the part once built. Kept
 * beside the view, not on it, so that a view never carries the full state to
 * whoever copies or sends it. (Not #private fields: the security scan's
 * parser, electronegativity, cannot read them and then skips the whole main
 * bundle without a word.)
 */
interface LazySource {
  module: AnyGameModule;
  state: MatchState<unknown>;
  built: boolean;
  value: unknown;
}
const lazySources = new WeakMap<object, LazySource>();

class LazyGameView<V> implements GameView<V> {
  gameId: string;
  seat: SeatId | null;
  seats: SeatSpec[];
  round: number;
  prompt: Prompt | null;
  waitingFor: ForeignPrompt | null;
  /** Declared only: set while a group is open, absent (not undefined) otherwise, as in an eager view. */
  declare group?: { seats: GroupSeat[] };
  result: MatchResult | null;

  constructor(base: Omit<GameView<V>, 'game'>, module: AnyGameModule, state: MatchState<unknown>) {
    lazySources.set(this, { module, state, built: false, value: undefined });
    this.gameId = base.gameId;
    this.seat = base.seat;
    this.seats = base.seats;
    this.round = base.round;
    this.prompt = base.prompt;
    this.waitingFor = base.waitingFor;
    this.result = base.result;
  }

  get game(): V {
    const src = lazySources.get(this)!;
    if (!src.built) {
      src.value = src.module.view(src.state, this.seat);
      src.built = true;
    }
    return src.value as V;
  }

  set game(value: V) {
    const src = lazySources.get(this)!;
    src.value = value;
    src.built = true;
  }
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
