/**
 * Plague, "Finding a Cure": the infected cannot be fought, only studied, once a
 * turn from each territory that holds a supply and touches them, three parts
 * found on doubles after two successes. Every front territory with a supply is
 * one more try a turn, so the rival spreads its supplies one to a front rather
 * than keeping them piled at home.
 */
import type { SeatId } from '../../../engine/types';
import { distancesFrom, liveNeighbours, openBorder, T, terrName } from '../rules/board';
import { legalCounts, moveDestinations } from '../rules/movement';
import type { RiskState } from '../state';
import type { MovePlan } from './plan';
import type { Persona } from './personas';

/** A territory of mine from which the infected can be studied: infected in it or across an open border. */
function touchesInfected(g: RiskState, id: string): boolean {
  if (T(g, id).apoc > 0) return true;
  return liveNeighbours(g, id).some((n) => T(g, n).apoc > 0 && openBorder(g, id, n));
}

/** Carries a spare supply towards a front territory of mine that has none (each such territory is a cure try a turn). */
export function cureSupplyMove(g: RiskState, me: SeatId, sources: string[], p: Persona, supplyMoves: number): MovePlan | null {
  if (supplyMoves <= 0 || g.players.find((q) => q.seat === me)?.cured) return null;
  const mine = (id: string) => T(g, id).owner === me;
  // A headquarters counts as a supply where there are no infected, so it needs none carried in.
  const hasTry = (id: string) => T(g, id).supplies > 0 || (T(g, id).hq && T(g, id).apoc === 0);
  const fronts = Object.keys(g.territories).filter((id) => mine(id) && touchesInfected(g, id) && !hasTry(id));
  if (!fronts.length) return null;
  const dist = distancesFrom(g, fronts, mine);
  let best: MovePlan | null = null;
  let bestD = Infinity;
  for (const from of sources) {
    const t = T(g, from);
    if (!mine(from) || t.supplies < 1 || dist[from] === undefined || dist[from] === 0) continue;
    // The last supply of a front territory stays: it is that territory's own try.
    if (touchesInfected(g, from) && t.supplies < 2 && !t.hq) continue;
    for (const to of moveDestinations(g, me, from)) {
      if (!mine(to) || (dist[to] ?? 99) >= dist[from]!) continue;
      const counts = legalCounts(g, me, from, to);
      if (!counts.length || dist[from]! >= bestD) continue;
      bestD = dist[from]!;
      best = { from, to, count: Math.min(...counts), supply: true, why: `${p.voice.goal}: carries a supply to the front in ${terrName(to)} to study the infected` };
    }
  }
  return best;
}

