/**
 * `npm run sim -- --game <id> --games N --seed S [...]`: plays N bot-only
 * games and prints outcomes, speed, AI decision times, invariant breaks and
 * errors (see SIM_USAGE). With --json the report is one JSON object on the
 * last line of stdout, for scripts and CI.
 *
 * Exit codes: 0 clean; 1 some game errored or broke an invariant; 2 bad usage
 * (unknown game, bot, seat or options).
 */
import { writeFileSync } from 'node:fs';
import { readAppVersion } from '../electron/host/appVersion';
import { UsageError, oneLine, resolveGame } from './games';
import { progressBar } from './progress';
import { optionsFor, parseSimArgs, SIM_USAGE } from './simArgs';
import { formatSimReport } from './simReport';
import { aiControllers, DEFAULT_MAX_DECISIONS, playGame, resolveSeatBots, seatsFor, simulate, type SimReport } from './simulate';
import type { AnyGameModule } from '../core/engine/module';
import type { Json, SeatId } from '../core/engine/types';
import { saveText } from './saveFile';

/**
 * Writes one game of the run as a save: the first that failed, else the first
 * one. It is replayed copy-on-write so that a failing game keeps the state of
 * its last good choice; the save then holds every choice before the failure.
 */
function writeSave(file: string, module: AnyGameModule, options: Json, bots: Record<SeatId, string>, report: SimReport): string {
  const seed = report.errors[0]?.seed ?? report.invariantViolations[0]?.seed ?? report.seed;
  const controllers = aiControllers(seatsFor(module, options), bots);
  const run = playGame(module, { gameId: module.id, options, controllers, seed }, {
    maxDecisions: DEFAULT_MAX_DECISIONS, inPlace: false, now: () => performance.now(),
  });
  if (!run.match) throw new Error(`Seed ${seed} fails before its first question: ${run.ok ? '' : run.message}`);
  const title = run.ok ? `sim ${module.id} seed ${seed}` : `sim ${module.id} seed ${seed}; the next decision fails: ${run.message}`;
  writeFileSync(file, saveText(run.match, { appVersion: readAppVersion(), title }));
  return `Saved seed ${seed} (${run.match.choices.length} choices) to ${file}; view it with: npm run replay -- ${file}`;
}

function main(argv: string[]): number {
  let report: SimReport;
  let json = false;
  try {
    const req = parseSimArgs(argv);
    if (req.help) {
      console.log(SIM_USAGE);
      return 0;
    }
    json = req.json;
    const module = resolveGame(req.game);
    const options = optionsFor(module, req);
    const bots = resolveSeatBots(module, seatsFor(module, options), { bot: req.bot, bots: req.bots });
    // A progress bar belongs on a terminal; for a log file, plain lines unless the caller wants only JSON.
    const showProgress = process.stderr.isTTY === true || !json;
    const progress = showProgress ? progressBar(process.stderr, `${module.id}`) : null;
    report = simulate({
      module, games: req.games, seed: req.seed, options, bots, verifyReplay: req.verifyReplay, rollout: req.rollout,
      ...(progress ? { onProgress: (done: number, total: number) => progress.update(done, total) } : {}),
    });
    progress?.finish();
    if (req.save) {
      const note = writeSave(req.save, module, options, bots, report);
      console.error(note);
    }
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`sim: ${oneLine(err)}`);
      if (!json) console.error(SIM_USAGE);
      return 2;
    }
    throw err;
  }
  console.log(json ? JSON.stringify(report) : formatSimReport(report));
  return report.errorCount > 0 || report.invariantViolationCount > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
