/**
 * Micro-benchmark, not a test: skipped unless DOOM_BENCH=1.
 *   DOOM_BENCH=1 npx vitest run core/games/doom/geometry/geometry.bench
 * Prints LOS, cover, range and movement rates on a 20x20 random map and the
 * time of an invader-style decision (every demon scores every reachable end
 * space by sight and range to every marine).
 */
import { describe, expect, it } from 'vitest';
import { T_BLOCKING, T_IMPASSABLE, T_VOID, compileMap } from './compile';
import { hasLineOfSight, sightAndCover } from './lineOfSight';
import { reachable } from './movement';
import { buildOccupancy } from './occupancy';
import { rangeBetween } from './range';
import { mulberry32, randomMap } from './randomMap';
import type { FigurePlacement } from './types';

const run = process.env.DOOM_BENCH === '1';

describe.skipIf(!run)('geometry benchmark', () => {
  it('prints rates', () => {
    const def = randomMap(2026, { width: 20, height: 20, wall: 0.08, door: 0.02, blocking: 0.05, impassable: 0.03, difficult: 0.08, hole: 0 });
    const t0 = performance.now();
    const cm = compileMap(def);
    const compileMs = performance.now() - t0;
    const free = [...cm.terrain.keys()].filter((i) => cm.terrain[i] !== T_VOID && cm.terrain[i] !== T_BLOCKING && cm.terrain[i] !== T_IMPASSABLE);
    const rnd = mulberry32(5);
    const pick = () => free[Math.floor(rnd() * free.length)]!;
    const pairs = Array.from({ length: 20000 }, () => [pick(), pick()] as const);

    const rate = (label: string, n: number, f: (k: number) => unknown, warmAll = false) => {
      f(0); // builds the per-map corner-ray table
      if (warmAll) for (let k = 0; k < n; k++) f(k);
      const s = performance.now();
      for (let k = 0; k < n; k++) f(k);
      const ms = performance.now() - s;
      console.log(`${label}: ${Math.round((n / ms) * 1000).toLocaleString('en')} per second`);
    };
    let visible = 0;
    rate('line of sight, first time for each pair (traced)', pairs.length, (k) => {
      const [a, b] = pairs[k % pairs.length]!;
      if (hasLineOfSight(cm, [a], [b])) visible++;
    });
    rate('line of sight, pair asked before (table)', pairs.length, (k) => {
      const [a, b] = pairs[k % pairs.length]!;
      hasLineOfSight(cm, [a], [b]);
    });
    const ctx = { figureAt: new Int32Array(cm.width * cm.height).fill(-1), attacker: 0, defender: 1 };
    rate('sight and cover', pairs.length, (k) => {
      const [a, b] = pairs[k % pairs.length]!;
      sightAndCover(cm, [a], [b], ctx);
    });
    rate('range, building distance fields as needed', pairs.length, (k) => {
      const [a, b] = pairs[k % pairs.length]!;
      rangeBetween(cm, [b], [a]);
    });
    rate('range, distance fields cached', pairs.length, (k) => {
      const [a, b] = pairs[k % pairs.length]!;
      rangeBetween(cm, [a], [b]);
    }, true);

    const used = new Set<number>();
    const place = (id: string, side: 'marine' | 'demon'): FigurePlacement => {
      let i = pick();
      while (used.has(i)) i = pick();
      used.add(i);
      return { id, side, at: `${i % cm.width},${Math.floor(i / cm.width)}` };
    };
    const marines = ['A', 'B', 'C', 'D'].map((id) => place(id, 'marine'));
    const demons = Array.from({ length: 8 }, (_, k) => place(`d${k}`, 'demon'));
    const occ = buildOccupancy(cm, [...marines, ...demons]);
    rate('reachable spaces (budget 6)', 2000, (k) => reachable(cm, occ, occ.spaces[4 + (k % 8)]![0]!, { side: 'demon' }, 6));

    const decision = () => {
      let best = -Infinity;
      for (let d = 0; d < demons.length; d++) {
        const r = reachable(cm, occ, occ.spaces[4 + d]![0]!, { side: 'demon', id: demons[d]!.id }, 6);
        for (let i = 0; i < r.canEnd.length; i++) {
          if (!r.canEnd[i]) continue;
          for (let m = 0; m < marines.length; m++) {
            const target = occ.spaces[m]!;
            const range = rangeBetween(cm, [i], target);
            if (range < 0 || range > 6) continue;
            const s = sightAndCover(cm, [i], target, { figureAt: occ.figureAt, attacker: 4 + d, defender: m });
            if (s.los) best = Math.max(best, (s.cover ? 1 : 2) - range * 0.1 - r.cost[i]! * 0.01);
          }
        }
      }
      return best;
    };
    decision();
    const times: number[] = [];
    for (let k = 0; k < 50; k++) {
      const s = performance.now();
      decision();
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    console.log(`compile 20x20 map: ${compileMs.toFixed(2)} ms; ${visible} of ${pairs.length + 1} pairs in sight`);
    console.log(`invader decision (8 demons x reachable ends x 4 marines): p50 ${times[25]!.toFixed(2)} ms, p95 ${times[47]!.toFixed(2)} ms`);
    expect(times.length).toBe(50);
  });
});
