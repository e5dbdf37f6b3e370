/**
 * Which troopers a game recruits (rulebook "Regions (Expansions)", set-up
 * step 14, the Moon Base's and Launch Site's rules). Without the `region`
 * option, or with "Core troopers", a game recruits as before regions existed:
 * the core five, or the map's own list. With a region, its slots give the stacks; a map's
 * `swapTroopers` replaces the troopers at the costs it names ("When selecting
 * your region, replace the cost 3 and cost 4 troopers ..."; Russia keeps its
 * cost 2, 5 and 6 troopers by the same rule); a map's `recruitOnly` list
 * (The Moon Base) still wins over everything. The region also sets the
 * starting courage pool ("some regions start with an empty pool").
 */
import { MAPS, TROOPERS } from '../content';
import { REGION_BY_ID, type RegionDef } from '../content/regions';
import type { MapDef } from '../content/types';
import type { PAOptions, PAState } from '../state';

/** The chosen region, or null when the option is absent (old games and plain New games). */
export function regionOf(options: PAOptions): RegionDef | null {
  return options.region ? REGION_BY_ID[options.region] ?? null : null;
}

/** The region's slots after the map's swaps: cost -> trooper ids. */
export function regionSlots(region: RegionDef, map: MapDef): { cost: number; troopers: string[] }[] {
  // "Core troopers" is no region ("Unless you are using regions ..."): like a game without the option, no swap.
  const swap = region.source === 'core' ? undefined : map.rules.find((r) => r.rule === 'swapTroopers');
  const costs = swap && swap.rule === 'swapTroopers' ? swap.costs : {};
  return region.slots.map((s) => ({ cost: s.cost, troopers: costs[String(s.cost)] ? [costs[String(s.cost)]!] : [...s.troopers] }));
}

/** Trooper ids this game recruits, in the order of the trooper list. */
export function gameTrooperIds(options: PAOptions, map: MapDef): string[] {
  const only = map.rules.find((r) => r.rule === 'recruitOnly');
  if (only && only.rule === 'recruitOnly') return TROOPERS.filter((t) => only.troopers.includes(t.id)).map((t) => t.id);
  const region = regionOf(options);
  if (!region) return TROOPERS.filter((t) => !t.region).map((t) => t.id);
  const ids = new Set(regionSlots(region, map).flatMap((s) => s.troopers));
  return TROOPERS.filter((t) => ids.has(t.id)).map((t) => t.id);
}

export function recruitableIds(g: PAState): string[] {
  return gameTrooperIds(g.options, MAPS[g.mapId]!);
}

/**
 * Set-up with a region: its stacks (the troopers named, at their box counts)
 * and its starting pool. Without the option nothing changes, so old games,
 * replays and hashes stay as they were.
 */
export function applyRegion(g: PAState): void {
  const region = regionOf(g.options);
  if (!region) return;
  const map = MAPS[g.mapId]!;
  g.troopStock = Object.fromEntries(gameTrooperIds(g.options, map).map((id) => [id, TROOPERS.find((t) => t.id === id)!.stock]));
  g.pool = region.pool;
}
