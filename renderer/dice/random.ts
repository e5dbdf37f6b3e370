/**
 * A small seeded generator for the cosmetic parts of a throw (where the dice
 * start, how fast they fly and spin). It only has to be deterministic and
 * well mixed: the result of a roll never comes from here, it comes from the
 * core's RNG and is stored in the match log. sfc32 passes PractRand at this
 * size and costs a few integer operations per number.
 */
import type { Quat } from './shapes';

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
}

/** Mixes a seed and a stream number into a 32-bit sub-seed (murmur3 finaliser). */
export function mixSeed(seed: number, stream: number): number {
  let h = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(stream | 0, 0x85ebca6b)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function createRandom(seed: number): Random {
  let a = mixSeed(seed, 1);
  let b = mixSeed(seed, 2);
  let c = mixSeed(seed, 3);
  let d = 1;
  const next = (): number => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up so nearby seeds diverge at once.
  for (let i = 0; i < 12; i++) next();
  return { next, range: (min, max) => min + (max - min) * next() };
}

/** A uniformly random orientation (Shoemake's method). */
export function randomQuat(rng: Random): Quat {
  const u1 = rng.next();
  const u2 = rng.next() * 2 * Math.PI;
  const u3 = rng.next() * 2 * Math.PI;
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  return [a * Math.sin(u2), a * Math.cos(u2), b * Math.sin(u3), b * Math.cos(u3)];
}
