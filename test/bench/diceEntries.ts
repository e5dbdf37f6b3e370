/**
 * Physics dice: CPU time to precompute one 12-die throw off-screen, the work
 * the dice tray does before it can animate a roll. The table row times many
 * different throws; its notes give the latency a player feels, p50 and p95 in
 * milliseconds over a fixed set of seeded throws (renderer/dice/bench.ts).
 */
import { benchTwelveDiceThrow } from '../../renderer/dice/bench';
import type { DieKind } from '../../renderer/dice/shapes';
import { simulateThrow } from '../../renderer/dice/throw';
import type { BenchEntry } from './types';

const KINDS: DieKind[] = [4, 6, 8, 10, 12, 6, 6, 10, 10, 12, 8, 6];

/** Throws timed for the percentiles: enough for a stable p95, few enough to keep `npm run bench` short. */
const PERCENTILE_SAMPLES = 100;

/** The notes line: "p50 12.3 ms, p95 25.0 ms (40 throws, 2 rethrows, settles in 1.9 s, p95 171 steps; first throw 80 ms)". */
export function throwLatencyNotes(samples = PERCENTILE_SAMPLES): string {
  const b = benchTwelveDiceThrow(samples);
  return `p50 ${b.p50Ms.toFixed(1)} ms, p95 ${b.p95Ms.toFixed(1)} ms (${b.samples} throws, ${b.rethrows} rethrows, settles in ${b.meanSettleS.toFixed(1)} s, p95 ${b.p95Steps} steps; first throw of the process ${b.coldMs.toFixed(0)} ms)`;
}

export const diceEntries: BenchEntry[] = [{
  id: 'dice-12-throw',
  name: 'physics dice: precompute a 12-die throw (cannon-es)',
  unit: 'throw',
  prepare() {
    let seed = 1;
    // A new seed per call, so the timing covers many different throws, not one cached path.
    const fn = () => {
      simulateThrow(KINDS.map((kind, i) => ({ kind, wantFace: (seed + i) % kind })), seed++);
    };
    // The notes first, so their first throw is the process's first (cold) one.
    const notes = throwLatencyNotes();
    fn();
    return { fn, unitsPerCall: 1, notes };
  },
}];
