/**
 * What the survivor bot works out about the table: threats, where the
 * mission's needs can be met, spawn odds and what cards are worth. It reads
 * a state shaped like the view (a determinized copy, or the view itself).
 */
import { cardDef, defOf, MISSION_BY_ID, monsterDef, TILE_BY_ID, TILE_TYPE_BY_ID } from '../content';
import type { ScavengeColor } from '../content/types';
import { activatingMonsters } from '../rules/activation';
import { pathDistances } from '../rules/grid';
import { damageReduction, living, monsterAttack, monsterTile } from '../rules/queries';
import type { MAState, Monster, Survivor, Tile } from '../state';

/** Ways to roll each 2d6 total, out of 36. */
const WAYS: Record<number, number> = { 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1 };

/** Exact chance that the next spawn shows n: from the dice, or from the public contents of the token pool. */
export function spawnChance(g: MAState, n: number): number {
  if (!g.spawnBag) return (WAYS[n] ?? 0) / 36;
  const pool = g.spawnBag.pool.length ? g.spawnBag.pool : g.spawnBag.aside;
  if (pool.length === 0) return 0;
  const prefix = `n${n}#`;
  let k = 0;
  for (const t of pool) if (t.startsWith(prefix)) k++;
  return k / pool.length;
}

export function ambushChance(g: MAState): number {
  if (!g.spawnBag || g.spawnBag.pool.length === 0) return 0;
  return g.spawnBag.pool.filter((t) => t.startsWith('ambush')).length / g.spawnBag.pool.length;
}

/** Damage this monster would deal a survivor standing where `s` stands. */
export function threatTo(g: MAState, m: Monster, s: Survivor): number {
  return Math.max(0, monsterAttack(g, m) - damageReduction(s, monsterTile(g, m)));
}

/** Damage the survivor takes at the end of its own turn from its attached monsters (the counter chains aside). */
export function endOfTurnDamage(g: MAState, s: Survivor): number {
  let total = 0;
  for (const m of activatingMonsters(g, s.id)) total += threatTo(g, m, s);
  if (s.starving > 0 || s.hunger >= 5) total += 2 + s.starving;
  return total;
}

/** Damage a survivor's attached monsters deal per round if left alone. */
export function monsterPressure(g: MAState, s: Survivor): number {
  let total = 0;
  for (const m of g.monsters) if (m.owner === s.id && !(monsterDef(m.card).docile && m.damagedRound !== g.round)) total += threatTo(g, m, s);
  return total;
}

export function vanTile(g: MAState): Tile {
  return g.tiles.find((t) => t.def === 'van')!;
}

function typeOf(t: Tile): string {
  return t.faceUp ? TILE_BY_ID[t.def]?.type ?? '' : '';
}

/** Face-up tiles where a pile of this colour can still be scavenged. */
export function sourcesOf(g: MAState, color: ScavengeColor): Tile[] {
  if (g.scavenge[color].length === 0) return [];
  return g.tiles.filter((t) => t.faceUp && !t.blocked && TILE_TYPE_BY_ID[typeOf(t)]?.scavenge.includes(color));
}

export interface Needs {
  fuelShort: number;
  relicsShort: number;
  relicColor: ScavengeColor | null;
  /** Tile types still to visit. */
  visits: string[];
  bossAlive: boolean;
  bossWaitingType: string | null;
  killsShort: number;
  roundsShort: number;
}

export function carried(g: MAState, tag: 'fuel' | 'relic'): number {
  return living(g).reduce((n, s) => n + s.gear.filter((x) => cardDef(x.card).tags?.includes(tag)).length, 0);
}

export function needs(g: MAState): Needs {
  const m = MISSION_BY_ID[g.missionId]!;
  const o = m.objective;
  const relicColor = (['blue', 'green', 'red'] as ScavengeColor[]).find((c) => (m.scavenge[c].relic ?? 0) > 0) ?? null;
  return {
    fuelShort: Math.max(0, o.fuel - g.mission.fuel - carried(g, 'fuel')),
    relicsShort: Math.max(0, (o.relics ?? 0) - g.mission.relics - carried(g, 'relic')),
    relicColor,
    visits: (o.visit ?? []).filter((v) => !g.mission.visited.includes(v)),
    bossAlive: !!o.killBoss && !g.mission.bossKilled,
    bossWaitingType: g.mission.bossWaiting ? m.boss.tile ?? null : null,
    killsShort: Math.max(0, (o.kills ?? 0) - g.mission.kills),
    roundsShort: Math.max(0, (o.surviveRounds ?? 0) - g.mission.roundsDone),
  };
}

/** Steps from a tile to the nearest tile passing the test (Infinity when none). */
export function nearest(g: MAState, from: string, test: (t: Tile) => boolean): number {
  const dist = pathDistances(g, from);
  let best = Infinity;
  for (const t of g.tiles) if (test(t)) best = Math.min(best, dist.get(t.key) ?? Infinity);
  return best;
}

/** A rough worth of a card in hand, for discards and mulligans. */
export function cardWorth(g: MAState, s: Survivor, card: string): number {
  const def = cardDef(card);
  let v = 1;
  if (def.tags?.includes('fuel') || def.tags?.includes('relic')) v += 20;
  if (def.tags?.includes('food')) v += s.hunger >= 3 ? 4 : 2;
  for (const a of def.abilities) {
    if (a.effect === 'damage') v += 2 + Number(a.params?.amount ?? 0) * (a.params?.each || a.params?.tile ? 1.3 : 1);
    if (a.effect === 'reduceDamage') v += 3 * Number(a.params?.amount ?? 0);
    if (a.effect === 'heal') v += Number(a.params?.amount ?? 0) * 0.8;
    if (a.effect === 'turret' || a.effect === 'counterattack') v += 5;
    if (a.effect === 'unlock') v += s.unlocked ? 0.5 : 5;
    if (a.effect === 'reload') v += s.gear.some((x) => x.ammo !== null) ? 2 : 0;
  }
  if (def.kind === 'gear' && s.gear.some((x) => defOf(x.card) === def.id) && !def.tags?.includes('fuel')) v -= 3;
  return v;
}

/** What an equipped gear is worth to its holder (carried fuel and relics: the mission itself). */
export function gearWorth(card: string, ammo: number | null, bonus: number): number {
  const def = cardDef(card);
  if (def.tags?.includes('fuel') || def.tags?.includes('relic')) return 30;
  let v = 1.5;
  for (const a of def.abilities) {
    if (a.effect === 'damage' || a.effect === 'turret') v += (Number(a.params?.amount ?? 0) + bonus) * (ammo === null ? 1.2 : Math.min(1, ammo / 3));
    if (a.effect === 'reduceDamage') v += 3.5 * Number(a.params?.amount ?? 0);
    if (a.effect === 'counterattack') v += 4;
    if (a.effect === 'healBonus' || a.effect === 'stealth' || a.effect === 'bonusDamage') v += 2 * Number(a.params?.amount ?? 1);
    if (a.effect === 'storage') v += 3;
    if (a.effect === 'immuneStatus') v += 2;
  }
  return v;
}
