/**
 * Where the goal is every apocalyte destroyed, armies idling far from them are
 * lost to it. Zombies: each fallen territory breeds one more zombie every round,
 * so stacks with none next door march towards the nearest fallen territory.
 * Plague: a cure holder loses nothing against the infected and they join it, so
 * it marches on them. Through my own land or empty land only (never a fight on
 * the way).
 */
import type { SeatId } from '../../../engine/types';
import { distancesFrom, T, terrName, troopsOf } from '../rules/board';
import { legalCounts, moveDestinations } from '../rules/movement';
import type { RiskState } from '../state';
import type { MovePlan } from './plan';
import type { Persona } from './personas';

export function frontMarch(g: RiskState, me: SeatId, sources: string[], p: Persona, target: (id: string) => boolean, what: string): MovePlan | null {
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
      best = { from, to, count: Math.max(...counts), supply: false, why: `${p.voice.goal}: marches ${Math.max(...counts)} idle armies from ${terrName(from)} towards ${what}` };
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
