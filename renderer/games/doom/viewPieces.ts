/** The pieces on the map as a game view has them (used portals are gone, carried markers are off the floor, thrown grenades lie as tokens). */
import type { DoomView } from '../../../core/games/doom/view';
import type { MapPieces } from './mapPieces';

/** A grenade token lying on the map (views that carry them). */
interface GrenadeLike {
  set: string;
  marine: string;
  at: string;
}

export function viewPieces(g: Pick<DoomView, 'portals' | 'items' | 'markers'> & { grenades?: readonly GrenadeLike[] }): MapPieces {
  const grenades = (g.grenades ?? []).map((x, i) => ({ token: `grenade-${i}-${x.set}`, at: x.at, kind: 'grenade' }));
  return {
    portals: g.portals.filter((p) => !p.gone).map((p) => ({ token: p.token, at: p.at, tier: p.tier, faceUp: p.faceUp })),
    items: g.items.map((i) => ({ token: i.token, at: i.at, kind: i.kind, weapon: i.weapon })),
    markers: [...g.markers.map((m) => ({ token: m.token, at: m.carriedBy ? null : m.at, kind: m.kind })), ...grenades],
  };
}
