/**
 * The one active match of the host. It starts and loads matches, takes human
 * choices, lets the bots answer for AI seats, undoes, autosaves, and tells a
 * listener (IPC or WebSocket) what changed as MatchUpdate objects.
 *
 * A rule broken by a caller (illegal or stale choice, unknown game, bad
 * options) is reported as a HostError and changes nothing: the kernel
 * validates a choice before it touches the state.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { ChoiceError } from '../../core/engine/errors';
import { openPrompts } from '../../core/engine/group';
import { Match } from '../../core/engine/match';
import type { AnyGameModule } from '../../core/engine/module';
import type { SeatController, SeatId } from '../../core/engine/types';
import { getGame } from '../../core/games/registry';
import type { MatchUpdate } from '../../core/protocol/messages';
import { HostError, messageOf } from './errors';
import { botById, botsForSide } from './gameInfo';
import { timed, timedAsync, type HostPhaseGroup } from './hostTimings';
import { inheritedNameIn } from './ownNames';
import { buildUpdate, humansToDecide, humanToDecide, lastHumanInLog, type UpdateMemory } from './matchUpdate';
import {
  advanceKept, decisionGroup, keepFrom, keptAfterLoad, keptAfterUndo, keptAtStart, recentFor, tableBefore, type KeptFrames,
} from './recentTurn';

/**
 * AI answers in one batch before the host gives up and reports. A game whose
 * bots never finish is a bug; the cap keeps the host responsive instead of
 * spinning forever. runAi() can continue a match that hit it.
 */
export const AI_STEP_CAP = 50_000;

export type UpdateListener = (update: MatchUpdate | null) => void;

export interface MatchManagerDeps {
  /** Game lookup; the registry by default. */
  games?: (gameId: string) => AnyGameModule | undefined;
  /**
   * Called after every change (new game, decision, undo, a watched match's
   * steps) before the update goes out; a failure never undoes the move: the
   * match goes on in memory and the update carries the problem in words.
   */
  autosave?: (match: Match, matchId: string) => Promise<unknown>;
  /** Seed for a new match when the caller gives none. */
  randomSeed?: () => number;
  aiStepCap?: number;
  log?: (message: string) => void;
}

export interface AiRun {
  played: number;
  /** True when an AI seat is still to answer (the cap was reached). */
  waiting: boolean;
}

interface Active extends UpdateMemory {
  match: Match;
  /** Frames kept for "Replay since my move" (see recentTurn.ts). */
  kept: KeptFrames;
  /** Whose view the last update was drawn for (undefined: none sent yet). */
  lastViewer?: SeatId | null;
  /** The match is watched (no human seat): it moves on only through runAi. */
  watch: boolean;
  /** The next update carries the whole replay (the screen's own history does not hold it: a loaded match, an undo). */
  sendRecent: boolean;
}

export class MatchManager {
  private active: Active | null = null;
  private readonly listeners = new Set<UpdateListener>();
  private readonly games: (gameId: string) => AnyGameModule | undefined;
  private readonly aiStepCap: number;
  private readonly log: (message: string) => void;

  constructor(private readonly deps: MatchManagerDeps = {}) {
    this.games = deps.games ?? getGame;
    this.aiStepCap = deps.aiStepCap ?? AI_STEP_CAP;
    this.log = deps.log ?? ((m) => console.warn(m));
  }

  /** Subscribes to updates (null when the match is left). Returns the unsubscribe function. */
  onUpdate(listener: UpdateListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The running match, for saves and tests. */
  get match(): Match | null {
    return this.active?.match ?? null;
  }

  get matchId(): string | null {
    return this.active?.matchId ?? null;
  }

  /**
   * Starts a match; AI seats that act first answer at once, unless `watch`
   * is set (a match watched step by step: runAi moves it on).
   */
  async newGame(
    gameId: string, options: unknown, controllers: Record<SeatId, SeatController>, seed?: number, watch = false,
  ): Promise<MatchUpdate> {
    const module = this.games(gameId);
    if (!module) throw new HostError('bad-request', `There is no game "${gameId}" to start.`);
    if (!module.playable) throw new HostError('bad-request', `${module.title} is not playable yet.`);
    const inherited = inheritedNameIn(options);
    if (inherited) throw new HostError('bad-request', `Invalid options for ${module.title}: ${inherited}: not a name this game knows.`);
    const parsed = module.optionsSchema.safeParse(options);
    if (!parsed.success) {
      const where = parsed.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ');
      throw new HostError('bad-request', `Invalid options for ${module.title}: ${where}`);
    }
    const seats = module.seats(parsed.data);
    for (const [seat, ctl] of Object.entries(controllers)) {
      if (!seats.some((s) => s.id === seat)) throw new HostError('bad-request', `${module.title} has no seat "${seat}" with these options.`);
      const bot = ctl.type === 'ai' ? botById(module, ctl.bot) : undefined;
      if (ctl.type === 'ai' && !bot) throw new HostError('bad-request', `${module.title} has no bot "${ctl.bot.slice(0, 40)}".`);
      const spec = seats.find((s) => s.id === seat)!;
      // A bot that cannot play this side would leave the match waiting for ever at the seat's first decision.
      if (ctl.type === 'ai' && !botsForSide(module, spec.side).includes(ctl.bot)) {
        throw new HostError('bad-request', `${bot!.name} cannot play ${spec.name} (${spec.side}); choose a person or another bot for that seat.`);
      }
    }
    const matchSeed = seed ?? (this.deps.randomSeed ?? (() => randomInt(0, 2 ** 31)))();
    let match: Match;
    try {
      match = timed('new-game', 'set up', () => Match.start(module, { gameId, options: parsed.data, controllers: { ...controllers }, seed: matchSeed }, { frames: true }));
    } catch (err) {
      throw new HostError('internal', `${module.title} could not be set up: ${messageOf(err)}`);
    }
    this.active = { match, matchId: randomUUID(), lastHumanDecider: null, sentGroups: 0, kept: keptAtStart(match), watch, sendRecent: false };
    return this.advance(watch ? 0 : this.aiStepCap, 'new-game');
  }

  /** "Play again": the same game, options and seats with a new seed. */
  async rematch(): Promise<MatchUpdate> {
    const { match, watch } = this.require();
    const { gameId, options, controllers } = match.setup;
    return this.newGame(gameId, options, controllers, undefined, watch);
  }

  /**
   * Continues a loaded (replayed) match; keeps its matchId when the save had
   * one. The past is in the log, not replayed as animation: the first update
   * carries only events that happen from here on (bots answering, if any).
   */
  adopt(loaded: Match, matchId?: string): Promise<MatchUpdate> {
    const lastHumanDecider = lastHumanInLog(loaded);
    // The frames since each person's last decision, so "Replay since my move" works on a loaded game too:
    // from the load's own replay, or replayed again when it kept too few (recentTurn.ts).
    const { match, kept } = timed('load-save', 'rebuild with recent', () => keptAfterLoad(loaded));
    match.setFrameCapture(true);
    const watch = match.state.seats.every((s) => match.controller(s.id).type === 'ai');
    this.active = {
      match, matchId: matchId ?? randomUUID(), lastHumanDecider, sentGroups: match.events.length,
      kept, watch, sendRecent: true,
    };
    return this.advance(this.aiStepCap, 'load-save');
  }

  /** A human seat answers the current prompt; then the bots answer until a human must decide or the game ends. */
  async choose(seat: SeatId, promptId: string, optionIds: string[]): Promise<MatchUpdate> {
    const active = this.require();
    if (active.match.controller(seat).type !== 'human') {
      throw new HostError('choice', `${seat} is played by the program; it cannot be answered for.`);
    }
    try {
      active.match.choose(seat, { promptId, optionIds }, 'human');
    } catch (err) {
      if (err instanceof ChoiceError) throw new HostError('choice', err.message);
      throw new HostError('internal', `The rules failed on that choice: ${messageOf(err)}`);
    }
    active.lastHumanDecider = seat;
    return this.advance();
  }

  /**
   * Hot-seat: the screen says this seat's player took it over (the handoff
   * cover was lifted). Until then updates carry a spectator's table; now the
   * seat gets its own, with the events that waited under the cover.
   */
  async takeSeat(seat: SeatId): Promise<MatchUpdate> {
    const active = this.require();
    if (active.lastHumanDecider !== seat) {
      if (!humansToDecide(active.match).includes(seat)) {
        throw new HostError('choice', `${seat.slice(0, 20)} is not asked anything now; the screen stays with the player at it.`);
      }
      active.lastHumanDecider = seat; // the person at the screen (isHandoff, pickViewer)
    }
    const update = this.take(active);
    this.emit(update);
    return update;
  }

  /** Takes back the seat's last decision (and the bot answers after it), if no die roll or reveal is in the way. */
  async undo(seat: SeatId): Promise<MatchUpdate> {
    const active = this.require();
    if (!active.match.undo(seat)) {
      throw new HostError('choice', `Nothing to undo for ${seat}: no decision of theirs since the last die roll or reveal.`);
    }
    // The seat that undid is at the screen and decides again; the events it saw are gone.
    active.lastHumanDecider = humanToDecide(active.match, seat) ?? seat;
    active.sentGroups = active.match.events.length;
    active.logSent = null; // lines were taken back: the screen gets the whole log again
    // The screen's replay holds events that are gone: it gets the replay again.
    active.kept = keptAfterUndo(active.match, active.kept);
    active.sendRecent = true;
    return this.advance();
  }

  /**
   * Lets AI seats answer, at most maxSteps times, then pushes one update with
   * every event in order. Used after each human decision, at start, and to
   * step through a match with no human seat (which autosaves like any other).
   */
  async runAi(maxSteps: number = this.aiStepCap, rounds?: number): Promise<AiRun> {
    const active = this.require();
    const played = this.playBots(active, maxSteps, rounds);
    if (played > 0) await this.autosave(active);
    this.emit(this.take(active));
    return { played, waiting: active.match.isAiTurn() };
  }

  /** The match as it stands, with no new events; null when none is open. Does not consume pending events. */
  current(): MatchUpdate | null {
    const active = this.active;
    if (!active) return null;
    const update = buildUpdate(active.match, active, active.match.events.length);
    // Under a handoff cover the screen gets no replay: it would be drawn for the seat not yet at it.
    if (update.handoff) return update;
    return { ...update, recent: recentFor(active.match, active.kept, update.viewer, active.match.events.length) };
  }

  leave(): void {
    if (!this.active) return;
    this.active = null;
    this.emit(null);
  }

  private require(): Active {
    if (!this.active) throw new HostError('no-match', 'No match is open.');
    return this.active;
  }

  /** Bots answer until a human must decide, the game ends, maxSteps answers, or `rounds` more rounds have begun. */
  private playBots(active: Active, maxSteps: number, rounds?: number): number {
    let played = 0;
    const match = active.match;
    const untilRound = rounds === undefined ? Infinity : match.module.round(match.state.g) + rounds;
    while (match.isAiTurn() && played < maxSteps && match.module.round(match.state.g) < untilRound) {
      try {
        active.match.playAi();
      } catch (err) {
        // Show the table as it is, then report: a bot or rules bug must not freeze the screen silently.
        const seat = openPrompts(active.match.state).find((p) => active.match.controller(p.seat).type === 'ai')?.seat ?? '?';
        this.emit(this.take(active));
        throw new HostError('internal', `The program playing ${seat} failed: ${messageOf(err)}`);
      }
      played++;
    }
    // Only the safety cap is worth a warning; a caller asking for a few steps or a round stopped on purpose.
    if (active.match.isAiTurn() && played >= this.aiStepCap) {
      this.log(`AI seats answered ${played} times without reaching a human decision or the end; pausing.`);
    }
    return played;
  }

  /** Runs the bots, autosaves, then emits and returns the update with everything since the last one. */
  private async advance(maxSteps: number = this.aiStepCap, timing?: HostPhaseGroup): Promise<MatchUpdate> {
    const active = this.require();
    if (!timing) {
      this.playBots(active, maxSteps);
      await this.autosave(active);
    } else {
      // A load or a new game: its phases are measured for the bench (hostTimings.ts).
      const played = timed(timing, 'bots', () => this.playBots(active, maxSteps));
      // A load the bots did not move on is the file just read: its autosave (the Continue slot) waits
      // until the first question is out instead of holding it up; a failure rides on the next update.
      if (timing === 'load-save' && played === 0) setImmediate(() => { if (this.active === active) void this.autosave(active); });
      else await timedAsync(timing, 'autosave', () => this.autosave(active));
    }
    const update = timing ? timed(timing, 'first view', () => this.take(active)) : this.take(active);
    this.emit(update);
    return update;
  }

  /** Builds the update with the event groups not yet delivered and marks them delivered. */
  private take(active: Active): MatchUpdate {
    const match = active.match;
    const update = buildUpdate(match, active, active.sentGroups, true);
    if (update.handoff) {
      // A spectator's table under the cover: its events and replay wait for the seat that takes over,
      // which then gets the whole log and its own replay (another viewer than the screen holds).
      active.lastViewer = null;
      active.logSent = null;
      return update;
    }
    // The viewer's replay: starts afresh with this update's events (its decision is among them), or the
    // screen gets what came before them (it did not see them, or saw them as another seat), or none: the
    // screen's own history holds it and this update's events extend it.
    // The screen draws frameless first events on the table it holds: drawn for other eyes when the viewer changed.
    if (active.lastViewer !== update.viewer && update.frames.length > 0 && update.frames[0] === null) {
      update.frames[0] = tableBefore(match, active.kept, active.sentGroups, update.viewer);
    }
    if (decisionGroup(match.choices, update.viewer) >= active.sentGroups) update.recent = { before: null, events: [], frames: [] };
    else if (active.sendRecent || active.lastViewer !== update.viewer) update.recent = recentFor(match, active.kept, update.viewer, active.sentGroups);
    active.sendRecent = false;
    active.lastViewer = update.viewer;
    active.sentGroups = match.events.length;
    active.kept = advanceKept(match, active.kept, keepFrom(match));
    active.logSent = { viewer: update.viewer, lines: update.logFrom + update.log.length, groups: active.sentGroups };
    return update;
  }

  private emit(update: MatchUpdate | null): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(update);
      } catch (err) {
        this.log(`An update listener failed: ${messageOf(err)}`);
      }
    }
  }

  /** Saves the match; the outcome (null or the problem in words) rides on the next update. */
  private async autosave(active: Active): Promise<void> {
    if (!this.deps.autosave) return;
    try {
      await this.deps.autosave(active.match, active.matchId);
      active.saveProblem = null;
    } catch (err) {
      const problem = `The game could not be saved: ${messageOf(err)} It goes on in memory; free some space or fix the folder and the next move saves again.`;
      if (active.saveProblem !== problem) this.log(`Autosave failed: ${messageOf(err)}`);
      active.saveProblem = problem;
    }
  }
}
