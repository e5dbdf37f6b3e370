/**
 * The tokens lying on a DOOM map (portals, items, objective and other
 * markers) and how each looks on the table. The same shape serves a mission's
 * setup (positions from the map's token list) and a game view (positions in
 * the state's lists), so the map scene does not care which it draws.
 */
import type { MissionDef, PortalTier } from '../../../core/games/doom/content/types';
import type { TokenSpec } from '../../pieces';
import { spaceCentre, type GridSize } from './tableCoords';

export interface PortalPiece {
  token: string;
  at: string;
  tier: PortalTier;
  faceUp: boolean;
}

export interface ItemPiece {
  token: string;
  at: string;
  kind: 'healthPack' | 'weapon';
  weapon?: string | null;
}

export interface MarkerPiece {
  token: string;
  /** null: carried by a figure or off the map (not drawn on the floor). */
  at: string | null;
  kind: string;
}

export interface MapPieces {
  portals: PortalPiece[];
  items: ItemPiece[];
  markers: MarkerPiece[];
}

/** Portal colours by tier: 1 blue, 2 yellow, 3 red (as the reference colours them). */
export const PORTAL_COLOURS: Record<PortalTier, string> = { 1: '#3f7fe0', 2: '#e6b422', 3: '#d8352a' };

/** A mission's pieces as set up, placed where its map's token list puts them. */
export function missionPieces(m: MissionDef): MapPieces {
  const at = new Map(m.map.tokens.map((t) => [t.id, t.at]));
  const where = (token: string) => at.get(token) ?? null;
  return {
    portals: m.portals.flatMap((p) => (where(p.token) ? [{ token: p.token, at: where(p.token)!, tier: p.tier, faceUp: p.faceUp }] : [])),
    items: m.items.flatMap((i) => (where(i.token) ? [{ token: i.token, at: where(i.token)!, kind: i.kind, weapon: i.weapon ?? null }] : [])),
    markers: m.markers.map((k) => ({ token: k.token, at: where(k.token), kind: k.kind })),
  };
}

/** How each marker kind looks: shape, colour, letter (colour is never the only cue). */
const MARKER_LOOK: Record<string, Pick<TokenSpec, 'shape' | 'colour' | 'letter'>> = {
  objective: { shape: 'disc', colour: '#2fae62', letter: 'O' },
  threat: { shape: 'disc', colour: '#c2452d', letter: 'T' },
  progress: { shape: 'disc', colour: '#3d8ed8', letter: 'P' },
  exit: { shape: 'hex', colour: '#36b37e', letter: 'E' },
  grenade: { shape: 'cube', colour: '#6f7d2c', letter: 'G' },
};
const OTHER_MARKER: Pick<TokenSpec, 'shape' | 'colour' | 'letter'> = { shape: 'disc', colour: '#9a8f7a', letter: '?' };

/**
 * Token specs (for TokenInstances) of the items and markers: health packs are
 * red hex counters with a cross, weapons grey hex counters with a W. Tokens in one
 * space are spread so none hides another.
 */
export function itemTokenSpecs(pieces: MapPieces, grid: GridSize): TokenSpec[] {
  const looks: { id: string; at: string; look: Pick<TokenSpec, 'shape' | 'colour' | 'letter'> }[] = [];
  for (const i of pieces.items) {
    looks.push({
      id: i.token,
      at: i.at,
      look: i.kind === 'healthPack' ? { shape: 'hex', colour: '#d9443a', letter: '+' } : { shape: 'hex', colour: '#7d8793', letter: 'W' },
    });
  }
  for (const k of pieces.markers) {
    if (k.at) looks.push({ id: k.token, at: k.at, look: MARKER_LOOK[k.kind] ?? OTHER_MARKER });
  }
  const perSpace = new Map<string, number>();
  const portalSpaces = new Set(pieces.portals.map((p) => p.at));
  for (const l of looks) perSpace.set(l.at, (perSpace.get(l.at) ?? 0) + 1);
  const seen = new Map<string, number>();
  return looks.map(({ id, at, look }) => {
    const n = perSpace.get(at)! + (portalSpaces.has(at) ? 1 : 0);
    const k = (seen.get(at) ?? 0) + (portalSpaces.has(at) ? 1 : 0);
    seen.set(at, (seen.get(at) ?? 0) + 1);
    const [dx, dz] = spreadOffset(k, n);
    const [x, , z] = spaceCentre(at, grid);
    return { id, ...look, position: [x + dx, FLOOR_TOP, z + dz] };
  });
}

/** Height of the floor's top face: pieces stand on it. */
export const FLOOR_TOP = 0.06;

/** Offsets for `n` things sharing a space: the k-th of them (corners, then the centre). */
export function spreadOffset(k: number, n: number): [number, number] {
  if (n <= 1) return [0, 0];
  const spots: [number, number][] = [[-0.22, -0.22], [0.22, 0.22], [0.22, -0.22], [-0.22, 0.22], [0, 0]];
  return spots[k % spots.length]!;
}
