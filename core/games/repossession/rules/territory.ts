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
import type { PRFState } from '../state';
import { other } from './common';

export interface Territory {
  /** The tiles, lowest index first; the first one names the territory. */
  tiles: number[];
}

function claimable(g: PRFState, i: number): boolean {
  return g.tiles[i]!.owner === null && TILES[i]!.tier < 3;
}

/** Territories the faction may close now. */
export function closableTerritories(g: PRFState, f: Faction): Territory[] {
  const foe = other(f);
  const foePads = new Set(START_PADS.filter((p) => p.faction === foe).map((p) => p.tile));
  const seen = new Set<number>();
  const out: Territory[] = [];
  for (let start = 0; start < TILES.length; start++) {
    if (seen.has(start) || !claimable(g, start)) continue;
    const region: number[] = [];
    const frontier = [start];
    seen.add(start);
    let reachable = false;
    let borders = false;
    while (frontier.length) {
      const i = frontier.pop()!;
      region.push(i);
      if (foePads.has(i)) reachable = true;
      for (const n of NEIGHBOURS[i]!) {
        const owner = g.tiles[n]!.owner;
        if (owner === foe) reachable = true;
        if (owner === f) borders = true;
        if (!seen.has(n) && claimable(g, n)) {
          seen.add(n);
          frontier.push(n);
        }
      }
    }
    if (!reachable && borders) out.push({ tiles: region.sort((a, b) => a - b) });
  }
  return out;
}
