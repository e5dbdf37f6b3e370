/**
 * `npm run bench [-- --json] [--only id,id] [--time ms] [--rounds n]`: benchmarks, not
 * timed tests (DESIGN.md "Tests and measures"). Prints a table, then the
 * ratios between entries measured in this same run; with --json, one JSON
 * object as the last line of stdout. Entries live in entries.ts.
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { BENCHMARKS, COMPARISONS } from './entries';
import { formatResults } from './format';
import { formatMeasures, MEASURES } from './measures';
import { compare, runBenchmarks } from './runner';

const USAGE = 'Usage: npm run bench [-- --json] [--only <id,id>] [--time <ms per entry and round, default 1000>] [--rounds <n, default 3>]\nBENCH_GAMES=<game id,id> limits the board measures to those games.';

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv, strict: true,
      options: {
        json: { type: 'boolean' }, only: { type: 'string' }, time: { type: 'string' }, rounds: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    console.error(`bench: ${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(`${USAGE}\nEntries: ${[...BENCHMARKS, ...MEASURES].map((b) => b.id).join(', ')}`);
    return 0;
  }
  const timeMs = values.time === undefined ? 1000 : Number(values.time);
  const rounds = values.rounds === undefined ? 3 : Number(values.rounds);
  if (!Number.isFinite(timeMs) || timeMs <= 0 || !Number.isInteger(rounds) || rounds < 1) {
    console.error(`bench: --time needs a positive number of milliseconds, --rounds a whole number from 1.\n${USAGE}`);
    return 2;
  }
  const only = values.only?.split(',').map((s) => s.trim()).filter(Boolean);
  const ids = [...BENCHMARKS.map((b) => b.id), ...MEASURES.map((m) => m.id)];
  const unknown = only?.filter((id) => !ids.includes(id)) ?? [];
  if (unknown.length > 0) {
    console.error(`bench: no benchmark ${unknown.join(', ')}. Entries: ${ids.join(', ')}.`);
    return 2;
  }
  const entries = only ? BENCHMARKS.filter((b) => only.includes(b.id)) : BENCHMARKS;
  const measures = only ? MEASURES.filter((m) => only.includes(m.id)) : MEASURES;

  // Progress goes to stderr so that stdout stays the table or the JSON line.
  const results = await runBenchmarks(entries, { timeMs, rounds, onStart: (e, round) => console.error(`bench: round ${round}/${rounds}: ${e.name} ...`) });
  const comparisons = compare(results, COMPARISONS);
  const measured = [];
  for (const m of measures) {
    console.error(`bench: measuring ${m.name} ...`);
    measured.push(await m.run());
  }
  const machine = {
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    env: process.env.NODE_ENV ?? '(unset)',
  };
  if (values.json) {
    console.log(JSON.stringify({ machine, timeMs, rounds, results, comparisons, measures: measured }));
  } else {
    console.log(formatResults(results, comparisons, `Node ${machine.node} on ${machine.cpu}; NODE_ENV ${machine.env}; best of ${rounds} rounds of ${timeMs} ms per entry`));
    if (measured.length > 0) console.log(`\n${formatMeasures(measured)}`);
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
