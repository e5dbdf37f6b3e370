/**
 * Runs benchmark entries with tinybench and turns its per-call timings into
 * units per second. Each entry's calls do identical work (fixed seeds), so
 * units/s = units per call / mean call time; tinybench's warm-up calls then
 * need no bookkeeping.
 *
 * Entries run in rounds, one entry after the other within a round, and each
 * entry keeps its best round. On a shared machine another process can slow
 * one entry's stretch of time; interleaving and keeping the least disturbed
 * round keeps such a stall from deciding a ratio between entries.
 */
import { Bench } from 'tinybench';
import type { BenchEntry, BenchResult, Comparison, ComparisonResult, PreparedBench } from './types';

export interface RunOptions {
  /** Time budget per entry and round in milliseconds (tinybench's `time`). */
  timeMs: number;
  rounds: number;
  /** Called before each entry's timing starts, for a progress line. */
  onStart?: (entry: BenchEntry, round: number) => void;
}

async function measure(entry: BenchEntry, prepared: PreparedBench, timeMs: number): Promise<BenchResult> {
  const bench = new Bench({ time: timeMs, warmupTime: Math.min(250, timeMs / 2), throws: true });
  bench.add(entry.id, prepared.fn);
  await bench.run();
  const r = bench.tasks[0]!.result;
  if (r.state !== 'completed') throw new Error(`Benchmark ${entry.id} did not complete (${r.state}).`);
  const meanMs = r.latency.mean;
  return {
    id: entry.id,
    name: entry.name,
    unit: entry.unit,
    unitsPerSecond: Math.round((prepared.unitsPerCall * 1000) / meanMs),
    microsPerUnit: Number(((meanMs * 1000) / prepared.unitsPerCall).toFixed(3)),
    callsPerSecond: Number((1000 / meanMs).toFixed(2)),
    samples: r.latency.samplesCount,
    rme: Number(r.latency.rme.toFixed(2)),
    notes: prepared.notes ?? '',
  };
}

export async function runBenchmarks(entries: BenchEntry[], opts: RunOptions): Promise<BenchResult[]> {
  // prepare() also checks that the entry works: fail before any timing starts.
  const prepared = entries.map((entry) => {
    const p = entry.prepare();
    if (!(p.unitsPerCall > 0)) throw new Error(`Benchmark ${entry.id} does no work (${p.unitsPerCall} units per call).`);
    return p;
  });
  const best = new Map<string, BenchResult>();
  for (let round = 1; round <= opts.rounds; round++) {
    for (const [i, entry] of entries.entries()) {
      opts.onStart?.(entry, round);
      const result = await measure(entry, prepared[i]!, opts.timeMs);
      const prev = best.get(entry.id);
      if (!prev || result.unitsPerSecond > prev.unitsPerSecond) best.set(entry.id, result);
    }
  }
  return entries.map((e) => best.get(e.id)!);
}

export function compare(results: BenchResult[], comparisons: Comparison[]): ComparisonResult[] {
  const byId = new Map(results.map((r) => [r.id, r]));
  return comparisons.map((c) => {
    const a = byId.get(c.numerator);
    const b = byId.get(c.denominator);
    return { ...c, ratio: a && b ? Number((a.unitsPerSecond / b.unitsPerSecond).toFixed(2)) : null };
  });
}
