/**
 * Demons, "Closing the Portals": four supplies held at a portal for a full turn
 * seal it. Demons in a fallen territory always walk out towards players, so an
 * open portal is empty in a player's turn unless someone is fighting there; the
 * rival marches a strong column to the nearest one along land it can cross,
 * takes the empty portal, and its supplies then follow along the chain of
 * territories the column left behind (goalSite in evaluate.ts).
 */
import type { SeatId } from '../../../engine/types';
import { liveNeighbours, T, terrName, troopsOf } from '../rules/board';
import { legalCounts, moveDestinations } from '../rules/movement';
import type { RiskState } from '../state';
import type { MovePlan } from './plan';
import type { Persona } from './personas';

/** Armies that take a portal: two demon strikes and still holding. */
const PORTAL_GARRISON = 7;

/** Land the column may cross: mine, nobody's, or fallen (which are empty in my turn, the demons having walked out). */
function crossable(g: RiskState, me: SeatId, id: string): boolean {
  const t = T(g, id);
  return t.owner === me || t.owner === null || (t.owner === 'apoc' && t.apoc === 0);
}

/** Steps to the portal over land I may cross; barricades do not count, since I take mine down to march (marchOpening). */
function marchDistances(g: RiskState, me: SeatId, portal: string): Record<string, number> {
  const dist: Record<string, number> = { [portal]: 0 };
  const queue = [portal];
  for (let i = 0; i < queue.length; i++) {
    const cur = queue[i]!;
    for (const n of liveNeighbours(g, cur)) {
      if (dist[n] !== undefined || !crossable(g, me, n)) continue;
      dist[n] = dist[cur]! + 1;
      queue.push(n);
    }
  }
  return dist;
}

/** My territory with the most supplies (where prepare puts them: a headquarters), the column's home. */
function depot(g: RiskState, seat: SeatId): string | null {
  let best: string | null = null;
  for (const id of Object.keys(g.territories)) {
    const t = T(g, id);
    if (t.owner !== seat || t.apoc > 0) continue;
    if (!best || t.supplies > T(g, best).supplies || (t.supplies === T(g, best).supplies && troopsOf(t, seat) > troopsOf(T(g, best), seat))) best = id;
  }
  return best;
}

/**
 * Which open portal each player goes for, worked out the same way from every seat's view (all public): the
 * nearest player-portal pairs first, one portal each, so that four small columns do not race to the same one
 * and knock each other off it; a portal someone holds is theirs.
 */
export function portalAssignment(g: RiskState): Record<SeatId, string> {
  const out: Record<SeatId, string> = {};
  const taken = new Set<string>();
  const open = g.portals.filter((x) => x.open).map((x) => x.terr);
  for (const terr of open) {
    const o = T(g, terr).owner;
    if (typeof o === 'string' && o !== 'apoc') { out[o] ??= terr; taken.add(terr); }
  }
  const pairs: { seat: SeatId; terr: string; d: number }[] = [];
  for (const q of g.players) {
    if (q.eliminated || out[q.seat]) continue;
    const home = depot(g, q.seat);
    if (!home) continue;
    for (const terr of open) {
      if (taken.has(terr)) continue;
      const d = marchDistances(g, q.seat, terr)[home];
      if (d !== undefined) pairs.push({ seat: q.seat, terr, d });
    }
  }
  pairs.sort((a, b) => a.d - b.d || a.seat.localeCompare(b.seat) || a.terr.localeCompare(b.terr));
  for (const x of pairs) {
    if (out[x.seat] || taken.has(x.terr)) continue;
    out[x.seat] = x.terr;
    taken.add(x.terr);
  }
  return out;
}

/** The portal I march on, with the distances to it; null when I hold one already or none is mine to take. */
export function portalTarget(g: RiskState, me: SeatId): { terr: string; dist: Record<string, number> } | null {
  if (g.portals.some((x) => x.open && T(g, x.terr).owner === me)) return null;
  const terr = portalAssignment(g)[me];
  return terr ? { terr, dist: marchDistances(g, me, terr) } : null;
}

/**
 * One step of the march: my biggest stack among those nearest the portal moves
 * closer, all but one army, taking a supply along where it can (a supply at the
 * portal is one fewer to ferry later). Never into demons (entering them means a
 * fight that only doubles win).
 */
export function portalMarch(g: RiskState, me: SeatId, sources: string[], p: Persona, supplyMoves: number): MovePlan | null {
  const target = portalTarget(g, me);
  if (!target) return null;
  const { terr, dist } = target;
  let best: MovePlan | null = null;
  let bestKey = Infinity;
  for (const from of sources) {
    const t = T(g, from);
    const mine = troopsOf(t, me);
    if (mine < 3 || dist[from] === undefined || t.apoc > 0) continue;
    for (const to of moveDestinations(g, me, from)) {
      // Never into another player's land: the column could not end its turn there.
      if ((dist[to] ?? 99) >= dist[from]! || T(g, to).apoc > 0 || !crossable(g, me, to)) continue;
      const counts = legalCounts(g, me, from, to);
      // A demon that comes through kills three when it strikes: a smaller garrison would not last the hold.
      if (!counts.length || (to === terr && Math.max(...counts) < PORTAL_GARRISON)) continue;
      // Nearest first, then the largest stack.
      const key = dist[from]! * 1000 - mine;
      if (key >= bestKey) continue;
      bestKey = key;
      const count = Math.max(...counts);
      const supply = supplyMoves > 0 && t.supplies > 0;
      const why = to === terr
        ? `${p.voice.goal}: takes the portal in ${terrName(terr)} to seal it`
        : `${p.voice.goal}: marches ${count} armies from ${terrName(from)} towards the portal in ${terrName(terr)}`;
      best = { from, to, count, supply, why };
    }
  }
  return best;
}

/** My biggest stack nearest the target portal, and the neighbours one step closer. */
function column(g: RiskState, me: SeatId, dist: Record<string, number>): { from: string; next: string[] } | null {
  let from: string | null = null;
  let key = Infinity;
  for (const id of Object.keys(g.territories)) {
    const t = T(g, id);
    const mine = troopsOf(t, me);
    if (t.owner !== me || mine < 3 || dist[id] === undefined || t.apoc > 0) continue;
    const k = dist[id]! * 1000 - mine;
    if (k < key) { key = k; from = id; }
  }
  if (!from) return null;
  const next = liveNeighbours(g, from).filter((n) => dist[n] === dist[from]! - 1 && T(g, n).apoc === 0);
  return { from, next };
}

/**
 * At the start of the turn: the barricade of mine that stands across the column's way to the portal, if every
 * way on is walled (a wall the column cannot cross keeps the portal open for ever).
 */
export function marchOpening(g: RiskState, me: SeatId): string | null {
  const target = portalTarget(g, me);
  if (!target) return null;
  const col = column(g, me, target.dist);
  if (!col || !col.next.length) return null;
  const walled = (n: string) => g.barricades.find((b) => (b.terr === col.from && b.other === n) || (b.terr === n && b.other === col.from));
  if (col.next.some((n) => !walled(n))) return null;
  for (const n of col.next) {
    const b = walled(n)!;
    if (T(g, b.terr).owner === me) return `${b.terr}|${b.other}`;
  }
  return null;
}

/** My supplies on the board (what a portal and the strong barricades are paid from). */
export function suppliesHeld(g: RiskState, me: SeatId): number {
  let n = 0;
  for (const id of Object.keys(g.territories)) if (T(g, id).owner === me) n += T(g, id).supplies;
  return n;
}

/**
 * Where reinforcements serve the portal: the portal I hold until it can outlast a demon's strike (three armies),
 * then a supply stack too thin to send a carrier (a lone army may not leave its land), else the marching column.
 */
export function portalPlacement(g: RiskState, me: SeatId, options: string[]): { id: string; why: string } | null {
  const held = g.portals.find((x) => x.open && T(g, x.terr).owner === me);
  if (held) {
    if (options.includes(held.terr) && troopsOf(T(g, held.terr), me) < PORTAL_GARRISON) return { id: held.terr, why: `guards the portal it holds in ${terrName(held.terr)}` };
    const depot = options.filter((id) => T(g, id).supplies > 0 && id !== held.terr && troopsOf(T(g, id), me) < 3)
      .sort((a, b) => T(g, b).supplies - T(g, a).supplies)[0];
    return depot ? { id: depot, why: `gives its supplies in ${terrName(depot)} a carrier for the portal` } : null;
  }
  const target = portalTarget(g, me);
  const col = target ? column(g, me, target.dist) : null;
  return col && options.includes(col.from) ? { id: col.from, why: `strengthens the column marching on the portal in ${terrName(target!.terr)}` } : null;
}
