/** A bot that picks uniformly among legal answers: the fuzzer's marine (and, if asked, invader). */
import type { Bot, BotDecision, BotRng, Prompt } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import type { DoomView } from '../view';

export function randomDecision(prompt: Prompt, rng: BotRng): BotDecision {
  const count = rng.int(prompt.min, prompt.max);
  const pool = prompt.options.map((o) => o.id);
  const picked: string[] = [];
  for (let i = 0; i < count; i++) picked.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as string);
  return { optionIds: picked };
}

export const randomBot: Bot<GameView<DoomView>> = {
  id: 'random',
  name: 'Random',
  decide: (_view, prompt, rng) => randomDecision(prompt, rng),
};
