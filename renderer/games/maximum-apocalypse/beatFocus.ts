/**
 * Where an event happens on the map, so the follow camera goes there and the
 * tile glows while the event plays: the tile it names (a move's destination
 * first), else the tile of the survivor, body or monster it names.
 */
import type { GameEvent } from '../../../core/engine/types';
import type { MAView } from '../../../core/games/maximum-apocalypse/view';

const TILE_FIELDS = ['to', 'tile', 'from'] as const;
const WHO_FIELDS = ['figure', 'survivor', 'monster', 'owner'] as const;

/** The survivor a body id ("c1", "c1:dog"), survivor id or monster card stands for. */
function survivorTile(view: MAView, id: string): string | null {
  const monster = view.monsters.find((m) => m.card === id);
  const sid = monster ? monster.owner : id.split(':')[0];
  const s = view.survivors.find((x) => x.id === sid);
  return s ? s.tile : null;
}

export function eventTile(event: GameEvent, view: MAView): string | null {
  const known = (k: unknown): k is string => typeof k === 'string' && view.tiles.some((t) => t.key === k);
  for (const f of TILE_FIELDS) if (known(event[f])) return event[f] as string;
  const tiles = event.tiles;
  if (Array.isArray(tiles) && known(tiles[0])) return tiles[0] as string;
  for (const f of WHO_FIELDS) {
    const v = event[f];
    if (typeof v === 'string') {
      const t = survivorTile(view, v);
      if (t) return t;
    }
  }
  return null;
}
