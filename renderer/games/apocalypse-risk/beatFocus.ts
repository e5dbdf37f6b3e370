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

/**
 * The move or attack whose arrow shows now: the latest beat that joins two territories, kept while the
 * beats after it happen at one of its ends (dice, losses, a change of owner), dropped at a beat elsewhere
 * or when nothing plays.
 */
export function stickyLink(shown: GameEvent | null, event: GameEvent | null, known: (id: string) => boolean): GameEvent | null {
  if (!event) return null;
  if (eventLink(event, known)) return event;
  if (!shown) return null;
  const at = eventTerritory(event, known);
  const ends = eventLink(shown, known)!;
  return at === null || ends.includes(at) ? shown : null;
}
