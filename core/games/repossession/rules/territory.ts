/**
 * Territories: a connected stretch of unconquered tiles (connected across
 * quadrant gaps too) that the other faction can no longer reach may be
 * closed off by a faction that borders it: its tiles become the faction's,
 * and the player who closes it collects a safety token per tile (no cards,
 * no stat points). The other faction reaches a tile when it borders one of
 * their tiles or their Start Zones' edge tiles. Tier 3 tiles never belong to
 * a territory (ASSUMPTIONS "Territories").
 */
import { NEIGHBOURS, START_PADS, TILES } from '../content';
import type { Faction } from '../content/types';
import type { PRFState, TileState } from '../state';
import { other } from './common';

export interface Territory {
  /** The tiles, lowest index first; the first one names the territory. */
  tiles: number[];
}

// Read once: a free action asks for the territories every time it is offered (a random seat, many times a turn).
const BELOW_TIER_3 = Uint8Array.from(TILES, (t) => (t.tier < 3 ? 1 : 0));
const PAD_EDGE: Readonly<Record<Faction, Uint8Array>> = {
  gaia: padEdges('gaia'),
  xanadu: padEdges('xanadu'),
};

function padEdges(f: Faction): Uint8Array {
  const out = new Uint8Array(TILES.length);
  for (const p of START_PADS) if (p.faction === f) out[p.tile] = 1;
  return out;
}

function claimable(g: PRFState, i: number): boolean {
  return g.tiles[i]!.owner === null && BELOW_TIER_3[i] === 1;
}

/**
 * The last answers per board, with the owners they were worked out from: a free action asks again and again while
 * nothing on the board changes, and territories depend on the owners alone. Every call compares all owners, so an
 * answer is never stale. The lists are shared: read-only.
 */
interface Kept {
  owners: Int8Array;
  answers: Partial<Record<Faction, Territory[]>>;
}

const kept = new WeakMap<TileState[], Kept>();

function ownerCode(o: Faction | null): number {
  return o === null ? 0 : o === 'gaia' ? 1 : 2;
}

/** Territories the faction may close now. */
export function closableTerritories(g: PRFState, f: Faction): Territory[] {
  let k = kept.get(g.tiles);
  if (!k) {
    k = { owners: new Int8Array(g.tiles.length).fill(-1), answers: {} };
    kept.set(g.tiles, k);
  }
  let changed = false;
  for (let i = 0; i < g.tiles.length; i++) {
    const code = ownerCode(g.tiles[i]!.owner);
    if (k.owners[i] !== code) {
      k.owners[i] = code;
      changed = true;
    }
  }
  if (changed) k.answers = {};
  return (k.answers[f] ??= searchTerritories(g, f));
}

function searchTerritories(g: PRFState, f: Faction): Territory[] {
  const foe = other(f);
  const foePads = PAD_EDGE[foe];
  const seen = new Uint8Array(TILES.length);
  const out: Territory[] = [];
  const frontier: number[] = [];
  for (let start = 0; start < TILES.length; start++) {
    if (seen[start] || !claimable(g, start)) continue;
    const region: number[] = [];
    frontier.push(start);
    seen[start] = 1;
    let reachable = false;
    let borders = false;
    while (frontier.length) {
      const i = frontier.pop()!;
      region.push(i);
      if (foePads[i]) reachable = true;
      const around = NEIGHBOURS[i]!;
      for (let k = 0; k < around.length; k++) {
        const n = around[k]!;
        const owner = g.tiles[n]!.owner;
        if (owner === foe) reachable = true;
        if (owner === f) borders = true;
        if (!seen[n] && claimable(g, n)) {
          seen[n] = 1;
          frontier.push(n);
        }
      }
    }
    if (!reachable && borders) out.push({ tiles: region.sort((a, b) => a - b) });
  }
  return out;
}
