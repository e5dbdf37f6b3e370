import { describe, expect, it } from 'vitest';
import { fillNoise, type NoiseColour } from './noise';

/** A small seeded generator, so the test is the same every run. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** Correlation of each sample with the next: near 0 for white noise, near 1 for noise whose energy is low down. */
function lag1(x: Float32Array): number {
  let num = 0;
  let den = 0;
  for (let i = 0; i + 1 < x.length; i++) {
    num += x[i]! * x[i + 1]!;
    den += x[i]! * x[i]!;
  }
  return num / den;
}

describe('noise buffers', () => {
  const filled = (c: NoiseColour) => {
    const out = new Float32Array(20000);
    fillNoise(c, out, lcg(3));
    return out;
  };

  it('peak at 0.9 whatever the colour: no clipping, every bed at a known level', () => {
    for (const c of ['white', 'pink', 'brown'] as const) {
      const x = filled(c);
      expect(Math.max(...x.map(Math.abs))).toBeCloseTo(0.9, 5);
    }
  });

  it('white is flat, pink darker, brown darkest (rumble)', () => {
    const [w, p, b] = (['white', 'pink', 'brown'] as const).map((c) => lag1(filled(c)));
    expect(Math.abs(w!)).toBeLessThan(0.05);
    expect(p!).toBeGreaterThan(w! + 0.2);
    expect(b!).toBeGreaterThan(p!);
    expect(b!).toBeGreaterThan(0.95);
  });
});
