/**
 * What a seat sees. Planet Apocalypse is co-operative and nearly everything
 * is on the table; hidden are only the order of the gift and legion decks
 * (their sizes and discards are public). Invasion tokens hide nothing: their
 * demons are decided by the despair dice when they are revealed.
 */
import type { MatchState, SeatId } from '../../engine/types';
import type { PAState } from './state';

export type PAView = Omit<PAState, 'giftDeck' | 'legionDeck'> & {
  giftDeck: { drawSize: number; discard: string[] };
  legionDeck: { drawSize: number; discard: string[] };
};

/**
 * A deep copy of plain JSON data (the state is JSON: objects, arrays,
 * strings, numbers, booleans, null). A view is made for every bot decision;
 * structuredClone's serializer cost about six times as much for a state of a
 * few kilobytes (25% of a random-seat sim), and the view must stay a copy: a
 * caller may keep it while an in-place match goes on changing the state.
 */
function copyJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyJson(value[i] as unknown);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copyJson((value as Record<string, unknown>)[key]);
  return out as T;
}

export function paView(state: MatchState<PAState>, _seat: SeatId | null): PAView {
  const { giftDeck, legionDeck, ...rest } = state.g;
  return {
    ...copyJson(rest),
    giftDeck: { drawSize: giftDeck.draw.length, discard: [...giftDeck.discard] },
    legionDeck: { drawSize: legionDeck.draw.length, discard: [...legionDeck.discard] },
  };
}
