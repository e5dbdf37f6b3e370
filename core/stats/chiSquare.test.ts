import { describe, expect, it } from 'vitest';
import { generatorFrom, randomInt, seedRng } from '../engine/rng';
import { chiSquarePValue, chiSquareTest, logGamma, regularizedUpperGamma } from './chiSquare';

describe('logGamma', () => {
  it('matches factorials and Gamma(1/2) = sqrt(pi)', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(11)).toBeCloseTo(Math.log(3628800), 10);
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
  });
});

describe('regularizedUpperGamma', () => {
  it('is exp(-x) for a = 1, on both sides of the series/fraction switch', () => {
    for (const x of [0.1, 1, 1.99, 2.01, 5, 30]) expect(regularizedUpperGamma(1, x)).toBeCloseTo(Math.exp(-x), 12);
  });

  it('is 1 at x = 0 and 0 at infinity', () => {
    expect(regularizedUpperGamma(3, 0)).toBe(1);
    expect(regularizedUpperGamma(3, Infinity)).toBe(0);
  });
});

describe('chiSquarePValue', () => {
  // Critical values from the standard chi-square table.
  it.each([
    [1, 3.841, 0.05],
    [1, 6.635, 0.01],
    [2, 5.991, 0.05],
    [3, 7.815, 0.05],
    [5, 11.07, 0.05],
    [5, 15.086, 0.01],
    [7, 14.067, 0.05],
    [9, 16.919, 0.05],
    [11, 19.675, 0.05],
    [11, 24.725, 0.01],
    [5, 20.515, 0.001],
  ])('df %i, statistic %f gives p about %f', (df, stat, p) => {
    expect(chiSquarePValue(stat, df)).toBeCloseTo(p, 3);
  });

  it('has the closed form exp(-x/2) for two degrees of freedom', () => {
    for (const x of [0.5, 2, 9, 40]) expect(chiSquarePValue(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
  });

  it('is 1 for a perfect fit and refuses zero degrees of freedom', () => {
    expect(chiSquarePValue(0, 3)).toBe(1);
    expect(() => chiSquarePValue(1, 0)).toThrow(/degree of freedom/);
  });
});

describe('chiSquareTest', () => {
  const fair6 = Array<number>(6).fill(1 / 6);

  it('gives a non-tiny p-value for fair seeded rolls', () => {
    // Several seeds: a fair die gives p below 0.001 only one time in a thousand.
    for (const seed of [1, 2, 3, 42]) {
      const gen = generatorFrom(seedRng(seed));
      const counts = Array<number>(6).fill(0);
      for (let i = 0; i < 6000; i++) counts[randomInt(gen, 0, 5)]! += 1;
      const r = chiSquareTest(counts, fair6);
      expect(r.df).toBe(5);
      expect(r.total).toBe(6000);
      expect(r.reliable).toBe(true);
      expect(r.pValue!).toBeGreaterThan(0.001);
    }
  });

  it('gives p < 0.001 for a loaded die', () => {
    // A six that comes up about a fifth of the time (1250 in 6000) instead of a sixth.
    const r = chiSquareTest([950, 950, 950, 950, 950, 1250], fair6);
    expect(r.statistic).toBeCloseTo(250 ** 2 / 1000 + (5 * 50 ** 2) / 1000, 9);
    expect(r.pValue!).toBeLessThan(0.001);
  });

  it('computes the statistic and expectations by hand on a small case', () => {
    const r = chiSquareTest([10, 20, 30], [0.25, 0.25, 0.5]);
    expect(r.expected).toEqual([15, 15, 30]);
    expect(r.statistic).toBeCloseTo(25 / 15 + 25 / 15, 12);
    expect(r.df).toBe(2);
    expect(r.pValue!).toBeCloseTo(Math.exp(-r.statistic / 2), 12);
  });

  it('has no p-value without rolls, and flags small samples as rough', () => {
    expect(chiSquareTest([0, 0, 0, 0], [0.25, 0.25, 0.25, 0.25]).pValue).toBeNull();
    expect(chiSquareTest([1, 2, 0, 1], [0.25, 0.25, 0.25, 0.25]).reliable).toBe(false);
  });

  it('rejects mismatched or impossible inputs', () => {
    expect(() => chiSquareTest([1, 2], [1])).toThrow(/2 counts but 1/);
    expect(() => chiSquareTest([1, 2], [0.5, 0.6])).toThrow(/add up to 1/);
  });
});
