/**
 * `npm run profile -- --game <id> [sim flags] [--out file.cpuprofile] [--top N]`:
 * runs the same simulation as `npm run sim` (same flags, tools/simulate.ts)
 * under the V8 sampling profiler, started in this process just around the
 * games, so module loading and transpiling stay out of it. Writes the
 * .cpuprofile (open it in Chrome DevTools' Performance panel or speedscope
 * for a flame graph) and prints the top functions by self and inclusive time.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { UsageError, oneLine, resolveGame } from './games';
import { formatProfileSummary, summarizeProfile, type CpuProfile } from './profileSummary';
import { optionsFor, parseSimArgs, SIM_USAGE } from './simArgs';
import { resolveSeatBots, seatsFor, simulate } from './simulate';

const USAGE = `${SIM_USAGE.replace('npm run sim', 'npm run profile')}
  --out      where to write the profile (default /tmp/<game>-<bot>.cpuprofile)
  --top      how many functions to list (default 30)`;

/** Takes --out and --top out of the arguments; the rest are the sim's flags. */
function splitArgs(argv: string[]): { rest: string[]; out?: string; top: number } {
  const rest: string[] = [];
  let out: string | undefined;
  let top = 30;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--out' || a === '--top') {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${a} needs a value.`);
      if (a === '--out') out = v;
      else if (/^\d+$/.test(v)) top = Number(v);
      else throw new UsageError(`--top needs a whole number, not "${v}".`);
    } else rest.push(a);
  }
  return { rest, ...(out !== undefined ? { out } : {}), top };
}

async function main(argv: string[]): Promise<number> {
  const { rest, out, top } = splitArgs(argv);
  const req = parseSimArgs(rest);
  if (req.help) {
    console.log(USAGE);
    return 0;
  }
  const module = resolveGame(req.game);
  const options = optionsFor(module, req);
  const bots = resolveSeatBots(module, seatsFor(module, options), { bot: req.bot, bots: req.bots });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const report = simulate({ module, games: req.games, seed: req.seed, options, bots, rollout: req.rollout });
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const file = out ?? `/tmp/${module.id}-${req.bot ?? 'default'}${req.rollout ? '-rollout' : ''}.cpuprofile`;
  writeFileSync(file, JSON.stringify(profile));
  const summary = summarizeProfile(profile as unknown as CpuProfile, { top, within: 'simulate', root: resolve('.') });
  console.log(`${module.id}: ${report.games} games, ${report.decisions} decisions, ${report.decisionsPerSecond} decisions/s under the profiler; profile in ${file}\n`);
  console.log(formatProfileSummary(summary));
  return 0;
}

main(process.argv.slice(2)).then((code) => { process.exitCode = code; }, (err: unknown) => {
  if (!(err instanceof UsageError)) throw err;
  console.error(`profile: ${oneLine(err)}\n${USAGE}`);
  process.exitCode = 2;
});
