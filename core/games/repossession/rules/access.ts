/**
 * Where a player may go (Moving Basics, Quadrants, Final Raid, Safety
 * Tokens): onto a tile next to the piece or to any tile the faction has
 * conquered, never diagonally; across a quadrant gap only onto an enemy
 * (Creature or Raid) tile; Tier 2 Support tiles only in a quadrant where a
 * Tier 2 enemy has fallen (or every Tier 1 enemy, as the Glossary reads);
 * a Tier 3 Raid only once its three Creatures have fallen or any Tier 3
 * Raid has; the other faction's tiles by siege; any Support tile by
 * spending safety tokens.
 */
import { crossesGap, guardsOf, isSupportTile, NEIGHBOURS, TILES } from '../content';
import type { Quadrant, TileDef } from '../content/types';
import type { PlayerState, PRFState } from '../state';
import { BUY_ALL_COST, BUY_ONE_COST, other, padTile } from './common';

export interface Option {
  action: 'move' | 'siege' | 'start' | 'buy5' | 'buy8' | 'hold';
  tile: number | null;
}

export function optionId(o: Option): string {
  return o.tile === null ? o.action : `${o.action}:${TILES[o.tile]!.id}`;
}

export function parseOption(id: string): Option {
  const [action, tileId] = id.split(':') as [Option['action'], string | undefined];
  const tile = tileId === undefined ? null : TILES.findIndex((t) => t.id === tileId);
  return { action, tile };
}

/** Each quadrant's enemy (Creature and Raid) tiles, split by Tier 1 and Tier 2+. */
const QUADRANT_ENEMIES: Readonly<Record<Quadrant, { t1: number[]; higher: number[] }>> = (() => {
  const out = {} as Record<Quadrant, { t1: number[]; higher: number[] }>;
  for (const q of ['nw', 'ne', 'sw', 'se'] as const) {
    const enemies = TILES.filter((t) => t.quadrant === q && !isSupportTile(t));
    out[q] = { t1: enemies.filter((t) => t.tier === 1).map((t) => t.index), higher: enemies.filter((t) => t.tier >= 2).map((t) => t.index) };
  }
  return out;
})();

/** An enemy tile whose enemy was beaten, not one claimed by closing a territory. */
export function defeated(g: Pick<PRFState, 'tiles'>, i: number): boolean {
  const t = g.tiles[i]!;
  return t.conquered && (t.defeated ?? true);
}

/** Tier 2 Support tiles of a quadrant open once a Tier 2+ enemy there is defeated, or all its Tier 1 enemies. */
export function tier2SupportOpen(g: PRFState, q: Quadrant): boolean {
  const e = QUADRANT_ENEMIES[q];
  return e.higher.some((i) => defeated(g, i)) || e.t1.every((i) => defeated(g, i));
}

export function finalRaidOpen(g: PRFState, raid: number): boolean {
  return g.finalRaidsOpen || guardsOf(raid).every((i) => defeated(g, i));
}

/** Locked tiles may not be entered by anyone yet. */
export function isLocked(g: PRFState, t: TileDef): boolean {
  if (t.tier === 2 && isSupportTile(t)) return !tier2SupportOpen(g, t.quadrant);
  if (t.tier === 3 && t.deck === 'raids') return !finalRaidOpen(g, t.index);
  return false;
}

/**
 * Every tile the player may step onto this turn, as move or siege, with the gap rule applied. Moves start from
 * the piece (or its Start Zone's edge tile) and from every faction tile; a tile's answer does not depend on which
 * of them reaches it, so each is marked once and read back in board order.
 */
export function stepTargets(g: PRFState, p: PlayerState): Option[] {
  const mark = new Uint8Array(TILES.length); // 1 move, 2 siege
  const foe = other(p.faction);
  const consider = (target: number, gap: boolean) => {
    if (mark[target]) return;
    const st = g.tiles[target]!;
    if (st.owner === p.faction) return;
    if (st.owner === foe) {
      mark[target] = 2;
      return;
    }
    const t = TILES[target]!;
    if (gap && isSupportTile(t)) return;
    if (isLocked(g, t)) return;
    mark[target] = 1;
  };
  const fromTile = (i: number) => {
    const around = NEIGHBOURS[i]!;
    for (let k = 0; k < around.length; k++) consider(around[k]!, crossesGap(i, around[k]!));
  };
  if (p.at === null) consider(padTile(p), false);
  else fromTile(p.at);
  for (let i = 0; i < g.tiles.length; i++) if (g.tiles[i]!.owner === p.faction && i !== p.at) fromTile(i);
  const out: Option[] = [];
  for (let i = 0; i < mark.length; i++) if (mark[i]) out.push({ action: mark[i] === 2 ? 'siege' : 'move', tile: i });
  return out;
}

/** Support tiles a player could buy with safety tokens: any Tier 1 for 5, any open one for 8. */
export function buyTargets(g: PRFState, p: PlayerState): Option[] {
  const out: Option[] = [];
  // A purchase is the whole turn ("You cannot do anything else on that turn"): not after a free action this turn.
  if (g.freeUsed?.includes(p.seat)) return out;
  for (const t of TILES) {
    if (!isSupportTile(t) || g.tiles[t.index]!.owner !== null || isLocked(g, t)) continue;
    if (t.tier === 1 && p.tokens >= BUY_ONE_COST) out.push({ action: 'buy5', tile: t.index });
    if (p.tokens >= BUY_ALL_COST) out.push({ action: 'buy8', tile: t.index });
  }
  return out;
}

/** Everything a player may declare for the faction turn. */
export function declarationOptions(g: PRFState, p: PlayerState): Option[] {
  return [...stepTargets(g, p), ...buyTargets(g, p), { action: 'start', tile: null }, { action: 'hold', tile: null }];
}

/** True when the declared action can still happen now (a teammate may have taken the tile first). */
export function stillLegal(g: PRFState, p: PlayerState, o: Option): boolean {
  if (o.tile === null) return true;
  const st = g.tiles[o.tile]!;
  if (o.action === 'siege') return st.owner === other(p.faction);
  return st.owner === null;
}
