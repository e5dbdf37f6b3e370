/**
 * Headless simulation: plays many seeded games with a bot on every seat and
 * sums up what happened. This is how bots are measured against each other and
 * how rules are fuzzed (DESIGN.md "Tests and measures"): a game that throws,
 * runs past the module's round cap or breaks an invariant is reported with
 * its seed, so `--games 1 --seed <seed>` reproduces it exactly.
 *
 * No I/O here: the CLI (sim.ts) parses flags, draws the progress bar and prints.
 */
import { Match, type MatchSetup } from '../core/engine/match';
import type { AnyGameModule } from '../core/engine/module';
import type { Json, MatchResult, SeatController, SeatId, SeatSpec } from '../core/engine/types';
import { UsageError, oneLine } from './games';

export interface SimConfig {
  module: AnyGameModule;
  games: number;
  /** Game i is played with seed + i. */
  seed: number;
  /** Game options; validated against the module's schema before any game starts. */
  options: Json;
  /** Bot id for every seat (see resolveSeatBots). */
  bots: Record<SeatId, string>;
  /** A game that asks more questions than this without ending is an error (a loop that never advances the round). */
  maxDecisions?: number;
  /** Replay every finished game from its record and compare state hashes (the time it takes is not counted). */
  verifyReplay?: boolean;
  /**
   * Play every game as a rollout (MatchConfig.rollout): the same rules and
   * bots, without the words nobody reads (option details, odds, log text).
   */
  rollout?: boolean;
  /** Called after each game, for a progress bar. */
  onProgress?: (done: number, total: number) => void;
  /** Clock in milliseconds; tests may replace it. */
  now?: () => number;
}

export interface SeedMessage {
  seed: number;
  message: string;
}

export interface InvariantViolation extends SeedMessage {
  /** Number of choices made when the invariant was first found broken (0 = right after setup). */
  choice: number;
}

export interface SimReport {
  game: string;
  games: number;
  seed: number;
  options: Json;
  bots: Record<SeatId, string>;
  /** Finished games per result.outcome. Errored games are not counted here: games = sum(outcomes) + errorCount. */
  outcomes: Record<string, number>;
  /** Wins per seat id (a game with several winners counts for each). */
  winners: Record<SeatId, number>;
  /** Wins per side, counted once per game and side. */
  winnerSides: Record<string, number>;
  /** Mean of module.round() at the end of finished games. */
  meanRounds: number;
  decisions: number;
  /**
   * Time of the rules and the bots: the games' wall time less the invariant
   * checks (invariantSeconds) and replay checks. Invariants are a fuzzing
   * check that no game, host or lookahead runs, so decisionsPerSecond is
   * the speed of the rules and bots alone.
   */
  seconds: number;
  /** Time spent checking the module's invariants after every choice (not in seconds). */
  invariantSeconds: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  /** Time the bots took to decide (match.decideAi() alone, view building included). */
  decisionMs: { p50: number; p95: number };
  /** At most MAX_LISTED entries; errorCount has the full number. */
  errors: SeedMessage[];
  errorCount: number;
  /** Games whose invariants broke (first break per game); at most MAX_LISTED entries. */
  invariantViolations: InvariantViolation[];
  invariantViolationCount: number;
  /** With verifyReplay: finished games whose replay reached the same state hash. */
  replaysVerified?: number;
}

/** Long runs of a badly broken game would otherwise print thousands of identical lines. */
export const MAX_LISTED = 100;
export const DEFAULT_MAX_DECISIONS = 100_000;

/**
 * Picks the bot for each seat: `bots` names seats explicitly, `bot` covers the
 * rest, and the module's defaultBot covers whatever is still open.
 */
export function resolveSeatBots(
  module: AnyGameModule, seats: SeatSpec[], choice: { bot?: string | undefined; bots?: Record<string, string> | undefined },
): Record<SeatId, string> {
  const known = Object.keys(module.bots);
  const check = (botId: string) => {
    if (!module.bots[botId]) throw new UsageError(`${module.id} has no bot "${botId}". Its bots: ${known.join(', ')}.`);
  };
  for (const seat of Object.keys(choice.bots ?? {})) {
    if (!seats.some((s) => s.id === seat)) {
      throw new UsageError(`${module.id} has no seat "${seat}" with these options. Seats: ${seats.map((s) => s.id).join(', ')}.`);
    }
  }
  const out: Record<SeatId, string> = {};
  for (const s of seats) {
    const botId = choice.bots?.[s.id] ?? choice.bot ?? module.defaultBot(s);
    check(botId);
    out[s.id] = botId;
  }
  return out;
}

/** Validates options and lists the seats they give, turning a schema failure into a usage error. */
export function seatsFor(module: AnyGameModule, options: Json): SeatSpec[] {
  const parsed = module.optionsSchema.safeParse(options);
  if (!parsed.success) throw new UsageError(`Options ${JSON.stringify(options)} do not fit ${module.id}: ${oneLine(parsed.error)}`);
  return module.seats(parsed.data);
}

/** Every seat played by its bot. */
export function aiControllers(seats: SeatSpec[], bots: Record<SeatId, string>): Record<SeatId, SeatController> {
  const controllers: Record<SeatId, SeatController> = {};
  for (const s of seats) {
    const bot = bots[s.id];
    if (!bot) throw new UsageError(`No bot named for seat ${s.id}.`);
    controllers[s.id] = { type: 'ai', bot };
  }
  return controllers;
}

export type GameRun = {
  decisions: number;
  violation: InvariantViolation | null;
  match: Match | null;
  /** Milliseconds spent in invariant checks. */
  invariantMs: number;
} & (
  | { ok: true; result: MatchResult; rounds: number }
  | { ok: false; message: string }
);

export interface PlayLimits {
  maxDecisions: number;
  /**
   * Mutate state in place (fast). Copy-on-write instead keeps the state of the
   * last good choice when a rule throws, which a save of the failing game needs.
   */
  inPlace: boolean;
  now: () => number;
  /** As a rollout (MatchConfig.rollout). */
  rollout?: boolean;
  /** Check the module's invariants after every choice (default true; a speed measure turns them off). */
  invariants?: boolean;
}

function checkInvariants(module: AnyGameModule, match: Match, seed: number, choice: number): InvariantViolation | null {
  const broken = module.invariants?.(match.state.g) ?? [];
  return broken.length > 0 ? { seed, choice, message: broken.join('; ') } : null;
}

/**
 * Plays one game to its end with the bots answering every prompt; pushes each
 * decision's time onto `times` when given (else the clock is not read per
 * decision). Never throws: failures come back as data.
 */
export function playGame(module: AnyGameModule, setup: MatchSetup, limits: PlayLimits, times?: number[]): GameRun {
  const { maxDecisions, now } = limits;
  const invariants = limits.invariants === false ? undefined : module.invariants;
  let decisions = 0;
  let violation: InvariantViolation | null = null;
  let match: Match | null = null;
  let invariantMs = 0;
  const check = (m: Match, choice: number): InvariantViolation | null => {
    const t0 = now();
    const found = checkInvariants(module, m, setup.seed, choice);
    invariantMs += now() - t0;
    return found;
  };
  try {
    // Without events: a simulation never looks back, so logs are waste (and so are copies, when in place).
    match = Match.start(module, setup, { keepEvents: false, inPlace: limits.inPlace, rollout: limits.rollout ?? false });
    if (invariants) violation = check(match, 0);
    const cap = module.roundCap;
    while (!match.state.result) {
      if (!match.isAiTurn()) throw new Error('The game stopped with no question for a bot and no result.');
      const t0 = times ? now() : 0;
      const { seat, promptId, decision } = match.decideAi();
      if (times) times.push(now() - t0);
      match.choose(seat, { promptId, optionIds: decision.optionIds }, 'ai', decision.reason);
      decisions += 1;
      // One report per game is enough to find it; checking on after a break would only repeat it.
      if (invariants && !violation) violation = check(match, decisions);
      const round = module.round(match.state.g);
      if (round > cap) throw new Error(`Still running after the round cap of ${cap} (now round ${round}).`);
      if (decisions >= maxDecisions && !match.state.result) throw new Error(`No end after ${decisions} decisions.`);
    }
    return { ok: true, result: match.state.result, rounds: module.round(match.state.g), decisions, violation, match, invariantMs };
  } catch (err) {
    const name = err instanceof Error && err.name !== 'Error' ? `${err.name}: ` : '';
    const where = match === null ? 'In setup' : `At decision ${decisions + 1}`;
    return { ok: false, message: `${where}: ${name}${oneLine(err)}`, decisions, violation, match, invariantMs };
  }
}

/** Nearest-rank percentile of ascending samples; 0 when there are none. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1] as number;
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function bump(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

export function simulate(config: SimConfig): SimReport {
  const { module, games, seed } = config;
  if (!Number.isInteger(games) || games < 0) throw new UsageError(`--games must be a whole number, not ${games}.`);
  const seats = seatsFor(module, config.options);
  const sideOf = new Map(seats.map((s) => [s.id, s.side]));
  const controllers = aiControllers(seats, config.bots);
  const now = config.now ?? (() => performance.now());
  const maxDecisions = config.maxDecisions ?? DEFAULT_MAX_DECISIONS;

  const outcomes: Record<string, number> = {};
  const winners: Record<SeatId, number> = {};
  const winnerSides: Record<string, number> = {};
  const errors: SeedMessage[] = [];
  const violations: InvariantViolation[] = [];
  const times: number[] = [];
  let errorCount = 0;
  let violationCount = 0;
  let roundsSum = 0;
  let finished = 0;
  let decisions = 0;

  let replaysVerified = 0;
  let replayMs = 0;
  let invariantMs = 0;
  const start = now();
  for (let i = 0; i < games; i++) {
    const gameSeed = seed + i;
    const setup = { gameId: module.id, options: config.options, controllers, seed: gameSeed };
    const run = playGame(module, setup, { maxDecisions, inPlace: true, now, rollout: config.rollout ?? false }, times);
    decisions += run.decisions;
    invariantMs += run.invariantMs;
    if (run.violation) {
      violationCount += 1;
      if (violations.length < MAX_LISTED) violations.push(run.violation);
    }
    if (run.ok) {
      finished += 1;
      roundsSum += run.rounds;
      bump(outcomes, run.result.outcome);
      for (const w of run.result.winners) bump(winners, w);
      for (const side of new Set(run.result.winners.map((w) => sideOf.get(w) ?? w))) bump(winnerSides, side);
      if (config.verifyReplay && run.match) {
        const t0 = now();
        const again = Match.replay(module, run.match.record, { keepEvents: false, inPlace: true });
        if (again.hash() === run.match.hash()) replaysVerified += 1;
        else {
          errorCount += 1;
          if (errors.length < MAX_LISTED) errors.push({ seed: gameSeed, message: 'Replaying the recorded choices gave a different state.' });
        }
        replayMs += now() - t0;
      }
    } else {
      errorCount += 1;
      if (errors.length < MAX_LISTED) errors.push({ seed: gameSeed, message: run.message });
    }
    config.onProgress?.(i + 1, games);
  }
  const seconds = (now() - start - replayMs - invariantMs) / 1000;

  const sorted = Float64Array.from(times).sort();
  const perSecond = (n: number) => (seconds > 0 ? Math.round(n / seconds) : 0);
  return {
    game: module.id,
    games,
    seed,
    options: config.options,
    bots: { ...config.bots },
    outcomes,
    winners,
    winnerSides,
    meanRounds: finished > 0 ? round(roundsSum / finished, 2) : 0,
    decisions,
    seconds: round(seconds, 3),
    invariantSeconds: round(invariantMs / 1000, 3),
    gamesPerSecond: perSecond(games),
    decisionsPerSecond: perSecond(decisions),
    decisionMs: { p50: round(percentile(sorted, 0.5), 4), p95: round(percentile(sorted, 0.95), 4) },
    errors,
    errorCount,
    invariantViolations: violations,
    invariantViolationCount: violationCount,
    ...(config.verifyReplay ? { replaysVerified } : {}),
  };
}
