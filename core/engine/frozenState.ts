/**
 * For the tests that hold a bot to reading its view only: views share the
 * state's objects (no copy per decision), so a bot that wrote to one would
 * change the table. Those tests freeze the state deep and seed a bot's dice.
 */
import { generatorFrom, randomInt, seedRng } from './rng';
import type { BotRng } from './types';

/** Freezes a value and everything it holds; a lazy line (a getter) is left unread, so freezing computes nothing. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const d of Object.values(Object.getOwnPropertyDescriptors(value))) if ('value' in d) deepFreeze(d.value);
  }
  return value;
}

/** A bot's dice from a seed, as the kernel's own generator rolls them. */
export function seededBotRng(seed: number): BotRng {
  const gen = generatorFrom(seedRng(seed));
  return { int: (lo, hi) => randomInt(gen, lo, hi), pick: (items) => items[randomInt(gen, 0, items.length - 1)]! };
}
