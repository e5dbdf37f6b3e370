/**
 * `rules-speed` (issue 35): each game's decisions per second as a share of
 * the reference game's (Last Light) measured in the same run, so that a
 * busy or slow machine moves both alike. Four cells per game: random seats
 * and the default bots, each played normally and as a rollout
 * (MatchConfig.rollout). A cell plays seeded games with the sim's own code
 * (tools/simulate.ts playGame, in place, without events) from seed 7 on
 * until it has run at least its time; the decisions per second count the
 * rules and the bots: invariants are not checked (the sim's report does not
 * count them either) and the time is this process's CPU time, which a busy
 * shared machine inflates less than wall time. The
 * games' cells and the reference's are interleaved within each round and
 * the ratio is taken per round, then the median of the rounds is reported.
 *
 * Those are warm speeds. The issue's own figures (and so its targets) came
 * from `npm run sim -- --game G --games 200 --seed 7 --bot random`, one
 * process per game: there the reference's 2,200 decisions take well under a
 * second and are mostly the process's warm-up (a fresh process pays about
 * half a CPU second before its games run at full speed), so its
 * denominator is several times slower than warm. The measure also runs
 * that command line per game (CLI_ROUNDS rounds, medians) and
 * judges the targets on those ratios, the way they were set; the
 * warm ratios stand beside them. The reference's command line is only about
 * 0.06 s of games after its warm-up, so one run of it swings by two to one
 * (17,600-43,000 decisions/s seen on this machine while the games' runs,
 * tens of seconds each, hardly move); each round runs it CLI_REFERENCE_RUNS
 * times and divides by the median.
 */
import { spawnSync } from 'node:child_process';
import { playGame, aiControllers, resolveSeatBots, seatsFor } from '../../tools/simulate';
import { getGame } from '../../core/games/registry';
import type { Measure } from './types';

const REFERENCE = 'reference';
/** Issue 35: twice each game's share of the reference in the run. */
export const RULES_SPEED_TARGETS: Record<string, number> = {
  'planet-apocalypse': 0.46,
  doom: 0.66,
  'apocalypse-risk': 0.30,
  'maximum-apocalypse': 0.40,
  repossession: 1.2,
};
const GAMES = [REFERENCE, ...Object.keys(RULES_SPEED_TARGETS)];
const ROUNDS = Number(process.env.BENCH_RULES_ROUNDS ?? 2);
/** Minimum time of one cell; the reference's cells run longer (its games are short, its speed the denominator). */
const CELL_MS = Number(process.env.BENCH_RULES_MS ?? 800);
const REFERENCE_MS = Math.max(1500, CELL_MS);
/** One round by default: the DOOM and RISK command lines alone run about 40 s each. */
const CLI_ROUNDS = Number(process.env.BENCH_RULES_CLI_ROUNDS ?? 1);
/** Runs of the reference's short command line per round, whose median is the round's denominator. */
const CLI_REFERENCE_RUNS = 5;
/** A game still running after this many decisions is cut there (the decisions it made still count). */
const MAX_DECISIONS = 20_000;

export type SeatBots = 'random' | 'default';
export interface RulesCell {
  game: string;
  bots: SeatBots;
  rollout: boolean;
}

/** Plays seeded games of one cell until `minMs` have passed; decisions per second of rules and bots. */
export function measureCell(cell: RulesCell, minMs: number): { decisionsPerSecond: number; games: number; decisions: number } {
  const module = getGame(cell.game);
  if (!module) throw new Error(`No game ${cell.game}`);
  const options = module.defaultOptions;
  const controllers = aiControllers(seatsFor(module, options), resolveSeatBots(module, seatsFor(module, options), cell.bots === 'random' ? { bot: 'random' } : {}));
  const now = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  let decisions = 0;
  let games = 0;
  const start = now();
  while (now() - start < minMs || games === 0) {
    const run = playGame(module, { gameId: module.id, options, controllers, seed: 7 + games }, {
      maxDecisions: MAX_DECISIONS, inPlace: true, now, rollout: cell.rollout, invariants: false,
    });
    decisions += run.decisions;
    games += 1;
  }
  const busyMs = now() - start;
  return { decisionsPerSecond: busyMs > 0 ? (1000 * decisions) / busyMs : 0, games, decisions };
}

/** The command line, in a fresh process: `npm run sim -- --game G --games 200 --seed 7 --bot random --json`. */
export function cliDecisionsPerSecond(game: string): number {
  // The sim exits 1 when a game errs (DOOM's random seats reach the round cap); its report is still the last line.
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/sim.ts', '--game', game, '--games', '200', '--seed', '7', '--bot', 'random', '--json'], {
    encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 26,
  });
  const last = (run.stdout ?? '').trim().split('\n').pop() || '{"decisionsPerSecond":0}';
  return (JSON.parse(last) as { decisionsPerSecond: number }).decisionsPerSecond;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const cellKey = (c: RulesCell) => `${c.game}/${c.bots}/${c.rollout ? 'rollout' : 'normal'}`;

export interface RulesSpeedRow {
  game: string;
  bots: SeatBots;
  rollout: boolean;
  /** Median over the rounds. */
  decisionsPerSecond: number;
  /** Median over the rounds of this cell's speed over the reference's (same bots and mode, same round). */
  ratio: number;
  /** Random seats, normal mode: the ratio by the command line (cliDecisionsPerSecond), on which the target is judged. */
  cliRatio?: number;
  target?: number;
  met?: boolean;
}

export const rulesSpeedMeasure: Measure = {
  id: 'rules-speed',
  name: 'rules speed: decisions/s as a share of the reference game, random seats (targets) and default bots, normal and rollout',
  async run() {
    const cells: RulesCell[] = [];
    for (const bots of ['random', 'default'] as const) {
      for (const rollout of [false, true]) for (const game of GAMES) cells.push({ game, bots, rollout });
    }
    const speeds = new Map<string, number[]>();
    const ratios = new Map<string, number[]>();
    for (let r = 0; r < ROUNDS; r++) {
      const inRound = new Map<string, number>();
      // Interleaved: the reference's cell of each bots and mode is measured right before that group's games.
      for (const c of cells) {
        const dps = measureCell(c, c.game === REFERENCE ? REFERENCE_MS : CELL_MS).decisionsPerSecond;
        inRound.set(cellKey(c), dps);
        (speeds.get(cellKey(c)) ?? speeds.set(cellKey(c), []).get(cellKey(c))!).push(dps);
      }
      for (const c of cells) {
        const ref = inRound.get(cellKey({ ...c, game: REFERENCE }))!;
        (ratios.get(cellKey(c)) ?? ratios.set(cellKey(c), []).get(cellKey(c))!).push(inRound.get(cellKey(c))! / ref);
      }
    }
    const cli = new Map<string, number[]>();
    for (let r = 0; r < CLI_ROUNDS; r++) {
      const ref = median(Array.from({ length: CLI_REFERENCE_RUNS }, () => cliDecisionsPerSecond(REFERENCE)));
      for (const game of GAMES.slice(1)) (cli.get(game) ?? cli.set(game, []).get(game)!).push(cliDecisionsPerSecond(game) / ref);
    }
    const rows: RulesSpeedRow[] = cells.map((c) => {
      const row: RulesSpeedRow = { ...c, decisionsPerSecond: Math.round(median(speeds.get(cellKey(c))!)), ratio: round3(median(ratios.get(cellKey(c))!)) };
      const target = RULES_SPEED_TARGETS[c.game];
      if (target !== undefined && c.bots === 'random' && !c.rollout) {
        // BENCH_RULES_CLI_ROUNDS=0 skips the command lines: the target is then judged on the warm ratio.
        const cliRatio = cli.has(c.game) ? round3(median(cli.get(c.game)!)) : undefined;
        Object.assign(row, { ...(cliRatio !== undefined ? { cliRatio } : {}), target, met: (cliRatio ?? row.ratio) >= target });
      }
      return row;
    });
    const find = (game: string, bots: SeatBots, rollout: boolean) => rows.find((x) => x.game === game && x.bots === bots && x.rollout === rollout)!;
    const missed = rows.filter((x) => x.met === false);
    const lines = GAMES.map((game) => {
      const n = find(game, 'random', false);
      const cliPart = n.cliRatio === undefined ? '' : `, by the issue's command line ${n.cliRatio}`;
      const verdict = n.target === undefined ? '' : `${cliPart} (target ${n.target}: ${n.met ? 'met' : 'MISSED'})`;
      return `${game}: random seats warm ${n.ratio}${verdict}, rollout ${find(game, 'random', true).ratio}; default bots ${find(game, 'default', false).ratio}, rollout ${find(game, 'default', true).ratio}`;
    });
    const ref = find(REFERENCE, 'random', false).decisionsPerSecond;
    return {
      id: this.id,
      name: this.name,
      value: missed.length,
      unit: 'targets missed',
      max: 0,
      notes: `warm: median of ${ROUNDS} rounds, issue's command line: of ${CLI_ROUNDS} (reference: median of ${CLI_REFERENCE_RUNS} runs each); reference ${ref} decisions/s with random seats; ${lines.join('; ')}`,
      details: rows,
    };
  },
};
