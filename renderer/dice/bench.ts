/**
 * CPU cost of the off-screen precompute for a dozen mixed dice: the worst
 * throw a game asks for (DOOM attack pools, Planet Apocalypse hordes). The
 * lead wires this into `npm run bench`; it is a measure, not a timed test.
 */
import type { DieKind } from './shapes';
import { simulateThrow } from './throw';

const TWELVE: DieKind[] = [4, 6, 6, 8, 8, 10, 10, 12, 12, 6, 10, 4];

export interface ThrowBench {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  meanMs: number;
  /** Re-throws summed over the samples (each costs a whole extra simulation). */
  rethrows: number;
  /** Mean simulated settle time, in seconds, over the kept attempts. */
  meanSettleS: number;
  /**
   * p95 of the physics steps a throw cost, discarded attempts included: the
   * same on every machine, so it shows a change in the work even when a busy
   * machine blurs the milliseconds.
   */
  p95Steps: number;
  /** The very first throw of the process, before the JIT has compiled cannon-es: a session's first roll. */
  coldMs: number;
}

/** Throws before timing starts: the JIT optimises cannon-es's hot loops over the first few throws of a session. */
const WARM_THROWS = 10;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** Times `samples` 12-die throws (seeds 1..samples, frames recorded as the renderer needs). */
export function benchTwelveDiceThrow(samples = 50): ThrowBench {
  const times: number[] = [];
  let rethrows = 0;
  let settle = 0;
  const steps: number[] = [];
  const c0 = performance.now();
  simulateThrow(TWELVE.map((kind) => ({ kind, wantFace: 0 })), 0);
  const coldMs = performance.now() - c0;
  // Seeds far from the timed ones, so no timed throw repeats a warm-up path.
  for (let w = 1; w <= WARM_THROWS; w++) simulateThrow(TWELVE.map((kind) => ({ kind, wantFace: 0 })), 1_000_000 + w);
  for (let s = 1; s <= samples; s++) {
    const dice = TWELVE.map((kind, i) => ({ kind, wantFace: (s + i) % kind }));
    const t0 = performance.now();
    const r = simulateThrow(dice, s);
    times.push(performance.now() - t0);
    rethrows += r.rethrows;
    settle += r.settledAtStep * r.dt;
    // A discarded attempt ran to its step cap (240 steps).
    steps.push(r.frameCount + r.rethrows * 240);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    samples,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    meanMs: times.reduce((a, b) => a + b, 0) / samples,
    rethrows,
    meanSettleS: settle / samples,
    p95Steps: percentile([...steps].sort((a, b) => a - b), 0.95),
    coldMs,
  };
}
