/**
 * Seeded randomness for the rules. The generator state is stored in match
 * state as a plain number array so that saves and replays reproduce every roll.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export type Generator = RandomGenerator;

export function seedRng(seed: number): number[] {
  // xoroshiro128plus's first output is ~seed: mix the seed first so that
  // neighbouring seeds (1, 2, 3 ... in simulation) do not give patterned first rolls.
  return [...xoroshiro128plus(deriveSeed(seed, 0x5eed)).getState()];
}

export function generatorFrom(state: readonly number[]): Generator {
  return xoroshiro128plusFromState(state);
}

export function stateOf(gen: Generator): number[] {
  return [...gen.getState()];
}

/** Integer in [lo, hi], both included. */
export function randomInt(gen: Generator, lo: number, hi: number): number {
  return uniformInt(gen, lo, hi);
}

/** Fisher-Yates shuffle in place. */
export function shuffleInPlace<T>(gen: Generator, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(gen, 0, i);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** Mixes a seed with a counter: used for bot randomness that must not touch the rules RNG. */
export function deriveSeed(seed: number, salt: number): number {
  let h = (seed ^ 0x9e3779b9) | 0;
  h = Math.imul(h ^ (salt | 0), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}
