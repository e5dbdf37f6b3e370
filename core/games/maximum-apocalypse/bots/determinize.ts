/**
 * Builds a full game state from a seat's view for the bot's look-ahead: the
 * hidden deck orders are shuffled with the bot's own randomness and the
 * face-down tiles get identities drawn from the mission's unrevealed tiles.
 * The bot never sees the real order; each decision samples a world.
 */
import type { BotRng, MatchState } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { seedRng } from '../../../engine/rng';
import type { MAState } from '../state';
import type { MAView } from '../view';
import { cloneJson } from './clone';

function shuffle<T>(rng: BotRng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = items[i] as T;
    items[i] = items[j] as T;
    items[j] = t;
  }
  return items;
}

export function determinize(view: GameView<MAView>, rng: BotRng): MatchState<MAState> {
  const v = cloneJson(view.game);
  const { unrevealed, toPlaceCount, pending, dayNight, ...rest } = v;
  const g = rest as unknown as MAState;
  for (const p of g.pools) shuffle(rng, p.draw);
  shuffle(rng, g.monsterDeck.draw);
  shuffle(rng, g.insanityDeck.draw);
  for (const c of ['blue', 'green', 'red'] as const) shuffle(rng, g.scavenge[c]);
  const hidden = shuffle(rng, [...unrevealed]);
  for (const t of g.tiles) if (!t.faceUp) t.def = hidden.pop() ?? t.def;
  g.toPlace = hidden.slice(0, toPlaceCount);
  g.dayNight = dayNight ? { draw: shuffle(rng, dayNight.draw), discard: dayNight.discard, night: dayNight.night } : null;
  return {
    gameId: 'maximum-apocalypse', seats: view.seats, g, stack: pending.stack, prompt: cloneJson(view.prompt), resume: pending.resume,
    rng: seedRng(rng.int(0, 0x7fffffff)), seq: 0, result: null,
  };
}
