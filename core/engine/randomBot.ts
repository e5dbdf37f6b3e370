/**
 * The random bot every game offers for fuzzing: any legal answer, a random
 * subset of the allowed size for multi-selects. Games share this one instead
 * of each writing its own.
 */
import type { Bot, BotDecision, BotRng, Prompt } from './types';

/** Picks uniformly among the legal answers. */
export function randomDecision(prompt: Prompt, rng: BotRng): BotDecision {
  const count = rng.int(prompt.min, prompt.max);
  const pool = prompt.options.map((o) => o.id);
  const picked: string[] = [];
  for (let i = 0; i < count; i++) picked.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as string);
  return { optionIds: picked };
}

/** A random bot for a game whose views have type V. */
export function randomBot<V>(name = 'Random'): Bot<V> {
  return { id: 'random', name, decide: (_view, prompt, rng) => randomDecision(prompt, rng) };
}
