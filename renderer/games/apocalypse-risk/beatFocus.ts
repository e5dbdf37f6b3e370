/**
 * Where an event happens on the world board, so the follow camera goes there
 * and the territory glows while the event plays: the destination of a move
 * or attack, else the territory it names, else where it came from.
 */
import type { GameEvent } from '../../../core/engine/types';

export function eventTerritory(event: GameEvent, known: (id: string) => boolean): string | null {
  for (const field of ['to', 'territory', 'terr', 'from']) {
    const v = event[field];
    if (typeof v === 'string' && known(v)) return v;
  }
  return null;
}

/** The territories a move or attack joins (from, to), for the arrow between them. */
export function eventLink(event: GameEvent, known: (id: string) => boolean): [string, string] | null {
  const { from, to } = event;
  if (typeof from === 'string' && typeof to === 'string' && known(from) && known(to) && from !== to) return [from, to];
  return null;
}
