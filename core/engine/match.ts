/**
 * A match = game id + options + seats + seed + the list of choices.
 * Replaying the choices from the seed reproduces the state exactly, which
 * gives verifiable saves, replays, undo and reproducible bug reports.
 */
import type { ForcedRoll } from './context';
import { DeterminizedSim } from './botSim';
import { ChoiceError } from './errors';
import { groupIndexOf, hasAnsweredInGroup, openPrompts } from './group';
import { hashState } from './hash';
import { applyChoice, createMatchState } from './kernel';
import type { AnyGameModule } from './module';
import { deriveSeed, generatorFrom, randomInt, seedRng, type Generator } from './rng';
import type {
  BotDecision, BotRng, BotSim, Choice, GameEvent, Json, LoggedChoice, MatchState, SeatController, SeatId,
} from './types';
import { seenAs } from './reasonVisibility';
import { viewFor, type GameView } from './view';

export interface MatchSetup {
  gameId: string;
  options: Json;
  /** Who answers for each seat; seats not named are human. */
  controllers: Record<SeatId, SeatController>;
  seed: number;
  /** Test driver only: dice results forced during setup. */
  forcedSetup?: ForcedRoll[];
}

export interface MatchRecord extends MatchSetup {
  choices: LoggedChoice[];
}

export interface MatchConfig {
  /** Keep every event for the game log and replays (off in fast simulation). */
  keepEvents?: boolean;
  /** Mutate state in place (simulation); a host keeps the default copy-on-write. */
  inPlace?: boolean;
  /**
   * Keep a copy of the game state after every event (the host's animation
   * frames: the renderer shows the table event by event). Costs a clone per
   * event, so simulations leave it off; the host drops frames it has sent.
   */
  frames?: boolean;
  /**
   * A rollout or a fast sim: nobody reads this match's words. Every choice
   * is applied with ctx.rollout (handlers may leave out option details,
   * odds, facts and log text; the rules and the state stay exactly the
   * same, see rulesHash), and the match keeps no events, no frames and no
   * bots' reasons.
   */
  rollout?: boolean;
}

/** The table right after one event: the game state and the result so far. */
export interface FrameState {
  g: Json;
  result: MatchState['result'];
}

/**
 * A bot's dice for one decision; the generator is seeded on first use (most
 * bots of most games never roll). A class, not closures: tsx names each
 * closure it creates, which cost more per decision than the dice.
 */
class BotDice implements BotRng {
  private gen: Generator | null = null;

  constructor(private readonly seed: number, private readonly salt: number) {}

  int(lo: number, hi: number): number {
    this.gen ??= generatorFrom(seedRng(deriveSeed(this.seed, this.salt)));
    return randomInt(this.gen, lo, hi);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('A bot tried to pick from nothing.');
    return items[this.int(0, items.length - 1)] as T;
  }
}

/** Choices between the states a replay with framesFrom keeps (see Match.framesSince). */
const CHECKPOINT_EVERY = 16;

/** Choices at the end of a replay that are replayed copy-on-write, for undo (see Match.replay). */
export const REPLAY_UNDO_TAIL = 64;

export class Match {
  state: MatchState;
  readonly choices: LoggedChoice[] = [];
  /** barriers[i]: choice i rolled dice or revealed hidden information. */
  readonly barriers: boolean[] = [];
  /** events[0] came from setup; events[i + 1] from choice i. Empty lists when keepEvents is off. */
  readonly events: GameEvent[][] = [];
  /**
   * States before each choice since the last barrier (copy-on-write mode only):
   * undo restores one instead of replaying, which also keeps forced test dice.
   */
  private undoStates: { index: number; state: MatchState }[] = [];
  /**
   * frames[i][j]: the state after events[i][j] (config.frames only); null
   * where an event changed nothing (a bot's reason) or the group was dropped.
   */
  private readonly frameGroups: (FrameState | null)[][] = [];
  private captureFrames: boolean;
  /** States before some choices of a replay with framesFrom, by choice index (see framesSince). */
  private checkpoints: Map<number, MatchState> | null = null;

  private constructor(
    readonly module: AnyGameModule,
    readonly setup: MatchSetup,
    /** Replaced once by replay(), from in place to the caller's copy-on-write. */
    private config: MatchConfig,
  ) {
    const created = createMatchState<Record<string, Json>>(module, setup.options, setup.seed, [...(setup.forcedSetup ?? [])]);
    this.state = created.state as MatchState;
    this.events.push(this.keepsEvents ? created.events : []);
    this.frameGroups.push([]);
    this.captureFrames = (config.frames ?? false) && !config.rollout;
  }

  /** Starts or stops keeping frames (a loaded match is replayed without them, then turns them on). */
  setFrameCapture(on: boolean): void {
    this.captureFrames = on && !this.config.rollout;
  }

  /** A rollout keeps no events: nobody will read them. */
  private get keepsEvents(): boolean {
    return this.config.keepEvents !== false && !this.config.rollout;
  }

  static start(module: AnyGameModule, setup: MatchSetup, config: MatchConfig = {}): Match {
    if (setup.gameId !== module.id) throw new Error(`Setup is for "${setup.gameId}", module is "${module.id}".`);
    return new Match(module, setup, config);
  }

  /**
   * Rebuilds a match from its record; throws a ChoiceError naming the first choice that no longer applies.
   *
   * A copy-on-write match is replayed in place up to its last REPLAY_UNDO_TAIL
   * choices and copy-on-write from there: the same states, a few times faster
   * (a copy of the whole state per choice was most of a load's time), and undo
   * still finds every state since the last die roll or reveal. When no choice
   * in that tail was a barrier, undo could reach further back: the match is
   * then replayed copy-on-write throughout, as before.
   *
   * With `framesFrom`, states from that choice on are kept now and then, so
   * framesSince() can make the frames of a load's replay slice without
   * replaying the whole record again.
   */
  static replay(module: AnyGameModule, record: MatchRecord, config: MatchConfig = {}, framesFrom?: number): Match {
    const copyOnWrite = !(config.inPlace ?? false);
    const tailFrom = copyOnWrite ? Math.max(0, record.choices.length - REPLAY_UNDO_TAIL) : 0;
    if (tailFrom === 0) return Match.replayFrom(module, record, config, 0, framesFrom);
    const match = Match.replayFrom(module, record, config, tailFrom, framesFrom);
    return match.barriers.includes(true, tailFrom) ? match : Match.replayFrom(module, record, config, 0, framesFrom);
  }

  /**
   * After a replay with framesFrom (Match.replay): makes the frames of the
   * groups from `group` (>= 1) on, replaying their choices once more from
   * the nearest state kept at or before them (one every CHECKPOINT_EVERY
   * choices), on a copy: the match itself does not change. Returns the
   * exact table just before `group`, or null when no kept state lies at or
   * before it (the caller replays the whole record then). Frees the kept
   * states; call it once.
   */
  framesSince(group: number): FrameState | null {
    const kept = this.checkpoints;
    this.checkpoints = null;
    const at = group - 1; // the choice that made `group`
    let start = -1;
    for (const i of kept?.keys() ?? []) if (i <= at && i > start) start = i;
    if (!kept || start < 0 || at >= this.choices.length || !this.keepsEvents) return null;
    let state = structuredClone(kept.get(start)!);
    let before: FrameState | null = null;
    for (let i = start; i < this.choices.length; i++) {
      if (i === at) before = { g: structuredClone(state.g) as Json, result: state.result };
      const c = this.choices[i]!;
      const frames: FrameState[] = [];
      const observer = i >= at ? (_e: GameEvent, s: MatchState<unknown>) => frames.push({ g: structuredClone(s.g) as Json, result: s.result }) : undefined;
      const forced = c.forced ? [...c.forced] : [];
      state = applyChoice(this.module, state, c.seat, { promptId: c.promptId, optionIds: c.optionIds }, { inPlace: true, forced, observer }).state as MatchState;
      // As apply() files them: the bot's reason (no frame) first, then one frame per event.
      if (observer) this.frameGroups[i + 1] = [...new Array<null>(this.events[i + 1]!.length - frames.length).fill(null), ...frames];
    }
    return before;
  }

  /**
   * Replays choices before `inPlaceUntil` in place, the rest under `config`;
   * from choice `framesFrom` on, keeps the state before every
   * CHECKPOINT_EVERY-th choice for framesSince().
   */
  private static replayFrom(module: AnyGameModule, record: MatchRecord, config: MatchConfig, inPlaceUntil: number, framesFrom?: number): Match {
    const { choices, ...setup } = record;
    const match = Match.start(module, setup, inPlaceUntil > 0 ? { ...config, inPlace: true } : config);
    const checkpoints = new Map<number, MatchState>();
    if (framesFrom !== undefined) match.checkpoints = checkpoints;
    choices.forEach((c, i) => {
      if (i === inPlaceUntil && inPlaceUntil > 0) match.config = config;
      if (framesFrom !== undefined && i >= framesFrom && (i - framesFrom) % CHECKPOINT_EVERY === 0) {
        // In place, the state changes under us: a copy there.
        checkpoints.set(i, match.config.inPlace ? structuredClone(match.state) : match.state);
      }
      try {
        match.apply(c);
      } catch (err) {
        if (err instanceof ChoiceError) {
          throw new ChoiceError(err.code, `Choice ${i + 1} of ${choices.length} does not replay: ${err.message}`);
        }
        throw err;
      }
    });
    return match;
  }

  get record(): MatchRecord {
    return { ...this.setup, choices: this.choices.map((c) => ({ ...c })) };
  }

  controller(seat: SeatId): SeatController {
    return this.setup.controllers[seat] ?? { type: 'human' };
  }

  /** True when a seat played by a bot must answer now (in a simultaneous decision, any of them). */
  isAiTurn(): boolean {
    return openPrompts(this.state).some((p) => this.controller(p.seat).type === 'ai');
  }

  hash(): string {
    return hashState(this.state);
  }

  view<V = unknown>(seat: SeatId | null): GameView<V> {
    return viewFor<V>(this.module, this.state, seat);
  }

  /** Answers the current prompt. Illegal or stale answers throw and change nothing. */
  choose(seat: SeatId, choice: Choice, by: 'human' | 'ai' = 'human', reason?: string, forced?: ForcedRoll[]): GameEvent[] {
    const logged: LoggedChoice = { seat, promptId: choice.promptId, optionIds: [...choice.optionIds], by };
    if (reason !== undefined) logged.reason = reason;
    return this.apply(logged, forced);
  }

  private apply(c: LoggedChoice, forced?: ForcedRoll[]): GameEvent[] {
    const inPlace = this.config.inPlace ?? false;
    // Forced dice (tests) are consumed from the caller's queue; the ones used are logged so the record replays.
    const queue = forced ?? (c.forced ? [...c.forced] : []);
    const queued = [...queue];
    const before = this.state;
    // Read before applying: in place, `before` is the state that changes.
    const groupIds = before.group?.prompts.map((p) => p.id) ?? null;
    const frames: (FrameState | null)[] = [];
    const observer = this.captureFrames
      ? (_e: GameEvent, s: MatchState<unknown>) => frames.push({ g: structuredClone(s.g) as Json, result: s.result })
      : undefined;
    const rollout = this.config.rollout ?? false;
    const res = applyChoice(this.module, this.state, c.seat, { promptId: c.promptId, optionIds: c.optionIds }, { inPlace, forced: queue, observer, rollout });
    if (forced && queue.length < queued.length) c.forced = queued.slice(0, queued.length - queue.length);
    this.state = res.state;
    if (res.barrier) this.undoStates = [];
    else if (!inPlace) this.undoStates.push({ index: this.choices.length, state: before });
    this.choices.push(c);
    this.barriers.push(res.barrier);
    // A rollout's reasons are never shown: not even their lines are made.
    const reasons = rollout ? [] : this.reasonEvents(c, groupIds).map((r) => seenAs(r, res.events));
    const events = reasons.length > 0 ? [...reasons, ...res.events] : res.events;
    this.events.push(this.keepsEvents ? events : []);
    this.frameGroups.push([...reasons.map(() => null), ...frames]);
    return events;
  }

  /**
   * The bot's one-line "why" as a log event. A secret answer's reason would
   * give the answer away, so reasons in a simultaneous decision are held back
   * and all shown, in the group's order, when its last answer closes it.
   */
  private reasonEvents(c: LoggedChoice, groupIds: string[] | null): GameEvent[] {
    if (!groupIds || !groupIds.includes(c.promptId)) return c.reason ? [this.reasonEvent(c)] : [];
    const stillOpen = this.state.group?.prompts.some((p) => p.id === c.promptId) ?? false;
    if (stillOpen) return [];
    const out: GameEvent[] = [];
    for (const id of groupIds) {
      const answered = this.choices.findLast((l) => l.promptId === id);
      if (answered?.reason) out.push(this.reasonEvent(answered));
    }
    return out;
  }

  private reasonEvent(l: LoggedChoice): GameEvent {
    const who = this.module.seatName?.(this.state.g, l.seat) ?? l.seat;
    return { type: 'reason', seat: l.seat, text: `${who}: ${l.reason}` };
  }

  /**
   * The state after each event of group `group` (aligned with events[group]),
   * null entries where nothing changed or frames are off or dropped.
   */
  framesOf(group: number): (FrameState | null)[] {
    const events = this.events[group] ?? [];
    const frames = this.frameGroups[group] ?? [];
    return events.map((_, i) => frames[i] ?? null);
  }

  /** Frees the frames of groups before `group` (the host has sent them). */
  dropFramesBefore(group: number): void {
    for (let i = 0; i < Math.min(group, this.frameGroups.length); i++) this.frameGroups[i] = [];
  }

  /**
   * A bot answers from its seat's view only. Without a seat: the first seat
   * played by a bot that must answer now (or, for hints, the one seat asked).
   */
  decideAi(seat?: SeatId): { seat: SeatId; promptId: string; decision: BotDecision } {
    const open = openPrompts(this.state);
    const p = seat !== undefined
      ? open.find((q) => q.seat === seat)
      : (open.find((q) => this.controller(q.seat).type === 'ai') ?? open[0]);
    if (!p) throw new ChoiceError('no-prompt', seat ? `Nothing is being asked of ${seat} right now.` : 'Nothing is being asked right now.');
    const ctl = this.controller(p.seat);
    const botId = ctl.type === 'ai' ? ctl.bot : this.module.defaultBot(this.state.seats.find((s) => s.id === p.seat)!);
    const bot = Object.hasOwn(this.module.bots, botId) ? this.module.bots[botId] : undefined; // "constructor" is on every object
    if (!bot) throw new Error(`${this.module.id} has no bot "${botId}".`);
    // Lazy: the game part of the view is built only if the bot reads it (see ViewOptions.lazyGame).
    const view = viewFor(this.module, this.state, p.seat, { lazyGame: true });
    return { seat: p.seat, promptId: p.id, decision: bot.decide(view, view.prompt!, new BotDice(this.setup.seed, this.choices.length), this.botSim(p.seat)) };
  }

  /**
   * Determinized copies of this match for a bot's lookahead; none when the
   * game cannot hide its secrets in them. Its views are lazy like decideAi's.
   */
  botSim(seat: SeatId): BotSim<GameView> | undefined {
    return this.module.determinize ? new DeterminizedSim(this.module, this.state, seat) : undefined;
  }

  /** Lets the bot for an AI seat that must answer now answer once. */
  playAi(): GameEvent[] {
    const { seat, promptId, decision } = this.decideAi();
    return this.choose(seat, { promptId, optionIds: decision.optionIds }, 'ai', decision.reason);
  }

  /**
   * How many choices undo for `seat` would take back: back to (and including)
   * that seat's last human choice, if nothing since rolled a die or revealed
   * hidden information. While a simultaneous decision is open, a seat that
   * has answered in it takes back only its own answer (1). 0 when undo is not
   * possible.
   */
  undoDepth(seat: SeatId): number {
    if (this.ownGroupAnswer(seat) >= 0) return 1;
    for (let i = this.choices.length - 1; i >= 0; i--) {
      if (this.barriers[i]) return 0;
      const c = this.choices[i]!;
      if (c.seat === seat && c.by === 'human') return this.choices.length - i;
    }
    return 0;
  }

  /** Takes back the seat's last decision (and the bot answers after it). Returns false when a barrier is in the way. */
  undo(seat: SeatId): boolean {
    const own = this.ownGroupAnswer(seat);
    if (own >= 0) {
      this.withdrawGroupAnswer(seat, own);
      return true;
    }
    const depth = this.undoDepth(seat);
    if (depth === 0) return false;
    const index = this.choices.length - depth;
    const at = this.undoStates.findIndex((u) => u.index === index);
    if (at < 0) return false; // in-place mode keeps no earlier states
    this.state = this.undoStates[at]!.state;
    this.undoStates.length = at;
    this.choices.length = index;
    this.barriers.length = index;
    this.events.length = index + 1;
    this.frameGroups.length = index + 1;
    return true;
  }

  /** Log index of the seat's human answer in the open group, or -1. */
  private ownGroupAnswer(seat: SeatId): number {
    if (!hasAnsweredInGroup(this.state, seat)) return -1;
    const id = this.state.group!.prompts[groupIndexOf(this.state, seat)]!.id;
    const at = this.choices.findLastIndex((c) => c.promptId === id);
    return at >= 0 && this.choices[at]!.by === 'human' ? at : -1;
  }

  /**
   * Takes one secret answer out of the open group, leaving the others'
   * answers (given before or after it) in place. Those answers changed
   * nothing but the group, so the log without this one replays to exactly
   * the state left here; the kept earlier states lose the answer the same way.
   */
  private withdrawGroupAnswer(seat: SeatId, at: number): void {
    const drop = (state: MatchState): MatchState => {
      if (!hasAnsweredInGroup(state, seat)) return state;
      const next = structuredClone(state);
      next.group!.answers[groupIndexOf(next, seat)] = null;
      return next;
    };
    this.state = drop(this.state);
    this.undoStates = this.undoStates
      .filter((u) => u.index !== at)
      .map((u) => (u.index > at ? { index: u.index - 1, state: drop(u.state) } : u));
    this.choices.splice(at, 1);
    this.barriers.splice(at, 1);
    this.events.splice(at + 1, 1);
    this.frameGroups.splice(at + 1, 1);
  }
}

