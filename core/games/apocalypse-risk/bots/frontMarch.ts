/**
 * Where the goal is every apocalyte destroyed, armies idling far from them are
 * lost to it. Zombies: each fallen territory breeds one more zombie every round,
 * so stacks with none next door march towards the nearest fallen territory.
 * Plague: a cure holder loses nothing against the infected and they join it, so
 * it marches on them. Through my own land or empty land only (never a fight on
 * the way), taking a supply along where it can: a supply where an attack starts
 * gives a reroll.
 */
import type { SeatId } from '../../../engine/types';
import { distancesFrom, isFallen, liveNeighbours, openBorder, T, terrName, troopsOf } from '../rules/board';
import { legalCounts, moveDestinations } from '../rules/movement';
import type { RiskState } from '../state';
import type { MovePlan } from './plan';
import type { Persona } from './personas';

export function frontMarch(g: RiskState, me: SeatId, sources: string[], p: Persona, target: (id: string) => boolean, what: string, supplyMoves = 0): MovePlan | null {
  const fallen = Object.keys(g.territories).filter(target);
  if (!fallen.length) return null;
  // Steps from the hordes over land without apocalytes (1: a fallen territory is next door); the march itself
  // goes only through my land or empty land, which it claims on the way.
  const dist = distancesFrom(g, fallen, (id) => T(g, id).apoc === 0);
  const way = (id: string) => { const t = T(g, id); return t.owner === me || (t.owner === null && t.apoc === 0 && Object.keys(t.troops).length === 0); };
  let best: MovePlan | null = null;
  let bestKey = -Infinity;
  for (const from of sources) {
    const t = T(g, from);
    const mine = troopsOf(t, me);
    if (t.owner !== me || t.apoc > 0 || mine < 3 || (dist[from] ?? 99) <= 1 || dist[from] === undefined) continue;
    for (const to of moveDestinations(g, me, from)) {
      if (!way(to) || (dist[to] ?? 99) >= dist[from]!) continue;
      const counts = legalCounts(g, me, from, to);
      if (!counts.length) continue;
      const key = mine * 10 - dist[from]!;
      if (key <= bestKey) continue;
      bestKey = key;
      best = { from, to, count: Math.max(...counts), supply: supplyMoves > 0 && t.supplies > 0, why: `${p.voice.goal}: marches ${Math.max(...counts)} idle armies from ${terrName(from)} towards ${what}` };
    }
  }
  return best;
}

/**
 * Zombies, at the start of the turn: a barricade of mine that walls off a horde my armies there can now beat
 * (twice its size and two more). Walled-off zombies still breed every round, so the wall only buys time; the goal
 * is every zombie destroyed.
 */
export function wallToOpen(g: RiskState, me: SeatId, options: string[]): string | null {
  for (const id of options) {
    const [terr, other] = id.split('|');
    if (!terr || !other) continue;
    const mine = troopsOf(T(g, terr), me);
    const horde = T(g, other);
    if (horde.apoc > 0 && Object.keys(horde.troops).length === 0 && mine - 1 >= 2 * horde.apoc + 2) return id;
  }
  return null;
}

/**
 * Zombies: a supply in the territory an attack starts from gives a reroll (two with two), so supplies idling in
 * the rear go one step at a time to my strongest territory next to a horde.
 */
export function frontSupply(g: RiskState, me: SeatId, sources: string[], p: Persona, supplyMoves: number): MovePlan | null {
  if (supplyMoves <= 0) return null;
  const mine = (id: string) => T(g, id).owner === me;
  const fronts = Object.keys(g.territories).filter((id) => mine(id) && T(g, id).apoc === 0 && T(g, id).supplies < 2
    && liveNeighbours(g, id).some((n) => isFallen(T(g, n)) && openBorder(g, id, n)));
  const front = fronts.sort((a, b) => troopsOf(T(g, b), me) - troopsOf(T(g, a), me))[0];
  if (!front || troopsOf(T(g, front), me) < 4) return null;
  const dist = distancesFrom(g, [front], mine);
  for (const from of sources) {
    const t = T(g, from);
    if (!mine(from) || t.supplies < 1 || t.apoc > 0 || !dist[from] || fronts.includes(from)) continue;
    for (const to of moveDestinations(g, me, from)) {
      if (!mine(to) || (dist[to] ?? 99) >= dist[from]!) continue;
      const counts = legalCounts(g, me, from, to);
      if (counts.length) return { from, to, count: Math.min(...counts), supply: true, why: `${p.voice.goal}: carries a supply towards ${terrName(front)}, where it fights the horde` };
    }
  }
  return null;
}
