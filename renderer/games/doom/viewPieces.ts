/** The pieces on the map as a game view has them (used portals are gone, carried markers are off the floor). */
import type { DoomView } from '../../../core/games/doom/view';
import type { MapPieces } from './mapPieces';

export function viewPieces(g: Pick<DoomView, 'portals' | 'items' | 'markers'>): MapPieces {
  return {
    portals: g.portals.filter((p) => !p.gone).map((p) => ({ token: p.token, at: p.at, tier: p.tier, faceUp: p.faceUp })),
    items: g.items.map((i) => ({ token: i.token, at: i.at, kind: i.kind, weapon: i.weapon })),
    markers: g.markers.map((m) => ({ token: m.token, at: m.carriedBy ? null : m.at, kind: m.kind })),
  };
}
