/**
 * Pearson's chi-square goodness-of-fit test, for asking "do these dice behave
 * like fair dice?". Pure math, no dependencies: the p-value is the upper tail
 * of the chi-square distribution, which is the regularized upper incomplete
 * gamma function Q(df/2, stat/2), computed as in Numerical Recipes (a series
 * below x = a + 1, a continued fraction above it).
 */

export interface ChiSquareResult {
  /** Sum over categories of (observed - expected)^2 / expected. */
  statistic: number;
  /** Degrees of freedom: categories with a non-zero expectation, minus one. */
  df: number;
  /**
   * Chance that fair dice would give a result at least this far from the
   * expectation. Null when there is nothing to test (no rolls, or one category).
   */
  pValue: number | null;
  /** Expected count per category (total rolls times the category's probability). */
  expected: number[];
  total: number;
  /**
   * False when some expected count is below 5: the chi-square approximation is
   * rough there, so a small p-value means less. The panel says so.
   */
  reliable: boolean;
}

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Gamma(x) for x > 0 (Lanczos, g = 7): about 15 correct digits. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = 0.99999999999980993;
  const t = z + 7.5;
  for (let i = 0; i < LANCZOS.length; i++) a += LANCZOS[i]! / (z + i + 1);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const EPS = 1e-15;
const TINY = 1e-300;
const MAX_ITER = 1000;

/** Lower series: P(a, x), good for x < a + 1. */
function lowerSeries(a: number, x: number): number {
  let sum = 1 / a;
  let term = sum;
  let ap = a;
  for (let n = 0; n < MAX_ITER; n++) {
    ap += 1;
    term *= x / ap;
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPS) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

/** Continued fraction (modified Lentz): Q(a, x), good for x >= a + 1. */
function upperFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= MAX_ITER; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** Q(a, x) = Gamma(a, x) / Gamma(a): the regularized upper incomplete gamma function. */
export function regularizedUpperGamma(a: number, x: number): number {
  if (!(a > 0)) throw new Error(`The gamma function's shape must be positive (got ${a}).`);
  if (x <= 0) return 1;
  if (x === Infinity) return 0;
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperFraction(a, x);
}

/** Upper tail of the chi-square distribution with df degrees of freedom at stat. */
export function chiSquarePValue(statistic: number, df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new Error(`A chi-square test needs at least one degree of freedom (got ${df}).`);
  if (Number.isNaN(statistic)) throw new Error('The chi-square statistic is not a number.');
  return Math.min(1, Math.max(0, regularizedUpperGamma(df / 2, statistic / 2)));
}

/**
 * Tests observed counts against category probabilities (which must sum to 1).
 * Categories with probability 0 are left out of the degrees of freedom; a
 * count in one of them makes the statistic infinite (p = 0): such a result
 * cannot happen on the die as described.
 */
export function chiSquareTest(observed: readonly number[], probabilities: readonly number[]): ChiSquareResult {
  if (observed.length !== probabilities.length) {
    throw new Error(`${observed.length} counts but ${probabilities.length} probabilities.`);
  }
  const sumP = probabilities.reduce((a, b) => a + b, 0);
  if (Math.abs(sumP - 1) > 1e-9 || probabilities.some((p) => p < 0)) {
    throw new Error('The expected probabilities must be non-negative and add up to 1.');
  }
  const total = observed.reduce((a, b) => a + b, 0);
  const expected = probabilities.map((p) => p * total);
  let statistic = 0;
  let categories = 0;
  observed.forEach((o, i) => {
    const e = expected[i]!;
    if (probabilities[i] === 0) {
      if (o > 0) statistic = Infinity;
      return;
    }
    categories++;
    statistic += ((o - e) * (o - e)) / e;
  });
  const df = categories - 1;
  const pValue = total === 0 || df < 1 ? null : chiSquarePValue(statistic, df);
  const reliable = total > 0 && expected.every((e, i) => probabilities[i] === 0 || e >= 5);
  return { statistic: total === 0 ? 0 : statistic, df, pValue, expected, total, reliable };
}
