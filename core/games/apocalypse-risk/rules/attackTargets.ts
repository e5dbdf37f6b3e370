/**
 * What a territory may attack (rulebook "Attacks", "Breaking Borders",
 * "Finding a Cure", "Mothership Combat"): the sides next door and inside,
 * barricades, the infected for the cure, the mothership. Read by the turn's
 * question, the attack steps (rules/attack.ts) and the rival.
 */
import type { SeatId } from '../../../engine/types';
import { NUMBERS } from '../content/numbers';
import type { RiskState, Side } from '../state';
import { barricadeBetween, liveNeighbours, openBorder, player, seatsIn, sideName, T, terrName, troopsOf, usableSupplies } from './board';

/** One thing a territory can attack: a side in a neighbouring or the same territory, a barricade, the infected for the cure, the mothership. */
export interface AttackTarget {
  id: string;
  label: string;
  to: string;
  kind: 'side' | 'barricade' | 'cure' | 'mothership';
  side: Side;
  intra: boolean;
  maxDice: number;
}

/** Attacks on the apocalytes this territory may still make this turn. */
export function apocLimitLeft(g: RiskState, from: string): number {
  return NUMBERS.apocalyteAttacksPerTerritory - (g.turn.apocAttacks[from] ?? 0);
}

/** May this seat fight the apocalytes normally here? The infected only fall to a cure holder (Finding a Cure). */
function mayFightApoc(g: RiskState, seat: SeatId): boolean {
  return g.scenario !== 'plague' || player(g, seat).cured;
}

export function attackTargets(g: RiskState, seat: SeatId, from: string): AttackTarget[] {
  const t = T(g, from);
  const mine = troopsOf(t, seat);
  if (mine <= 0 || g.turn.closedFrom.includes(from)) return [];
  const out: AttackTarget[] = [];
  const apocOk = apocLimitLeft(g, from) > 0;
  // Intra-territory attacks: anyone with armies here may fight the others here.
  for (const s of [...seatsIn(t), ...(t.apoc > 0 ? ['apoc'] : [])]) {
    if (s === seat) continue;
    if (s === 'apoc' && (!apocOk || !mayFightApoc(g, seat))) continue;
    out.push({ id: `in:${s}`, label: `${sideName(g, s)} here in ${terrName(from)}`, to: from, kind: 'side', side: s, intra: true, maxDice: Math.min(NUMBERS.maxAttackDice, mine) });
  }
  if (g.scenario === 'aliens' && g.mothership === from && !g.mothershipDestroyed && t.apoc === 0 && apocOk) {
    out.push({ id: 'mothership', label: `The mothership in ${terrName(from)}`, to: from, kind: 'mothership', side: 'apoc', intra: true, maxDice: 1 });
  }
  if (g.scenario === 'plague' && t.owner === seat && usableSupplies(g, from, seat) >= 1 && !g.turn.cureTried.includes(from) && apocOk) {
    for (const n of [from, ...liveNeighbours(g, from).filter((x) => openBorder(g, from, x))]) {
      if (T(g, n).apoc > 0) out.push({ id: `cure:${n}`, label: `Study the infected in ${terrName(n)} for the cure`, to: n, kind: 'cure', side: 'apoc', intra: n === from, maxDice: Math.min(NUMBERS.maxAttackDice, mine) });
    }
  }
  // Inter-territory attacks: only the owner, and one army stays behind.
  if (t.owner === seat && mine >= 2) {
    for (const n of liveNeighbours(g, from)) {
      const nt = T(g, n);
      const b = barricadeBetween(g, from, n);
      if (b) {
        if (b.terr !== from || T(g, n).owner !== seat) {
          out.push({ id: `bar:${n}`, label: `The ${b.strong ? 'strong' : 'weak'} barricade towards ${terrName(n)}`, to: n, kind: 'barricade', side: nt.owner ?? 'apoc', intra: false, maxDice: Math.min(NUMBERS.maxAttackDice, mine - 1) });
        }
        continue;
      }
      const here = troopsOf(nt, seat);
      for (const s of [...seatsIn(nt), ...(nt.apoc > 0 ? ['apoc'] : [])]) {
        if (s === seat) continue;
        if (s === 'apoc' && (!apocOk || !mayFightApoc(g, seat))) continue;
        out.push({ id: `to:${n}:${s}`, label: `${sideName(g, s)} in ${terrName(n)}`, to: n, kind: 'side', side: s, intra: false, maxDice: Math.min(NUMBERS.maxAttackDice, mine - 1 + here) });
      }
    }
  }
  return out;
}

/**
 * Whether attackTargets(g, seat, from) lists anything: the same tests in the
 * same order, but it stops at the first target and builds no labels (the
 * turn's question asks this of every territory; tests/offers.test.ts holds
 * the two to each other).
 */
export function canAttackFrom(g: RiskState, seat: SeatId, from: string): boolean {
  const t = T(g, from);
  const mine = troopsOf(t, seat);
  if (mine <= 0 || g.turn.closedFrom.includes(from)) return false;
  const apocOk = apocLimitLeft(g, from) > 0;
  const apocFightable = apocOk && mayFightApoc(g, seat);
  if (othersIn(t, seat) || (t.apoc > 0 && apocFightable)) return true;
  if (g.scenario === 'aliens' && g.mothership === from && !g.mothershipDestroyed && t.apoc === 0 && apocOk) return true;
  if (g.scenario === 'plague' && t.owner === seat && usableSupplies(g, from, seat) >= 1 && !g.turn.cureTried.includes(from) && apocOk) {
    if (t.apoc > 0) return true;
    for (const n of liveNeighbours(g, from)) if (openBorder(g, from, n) && T(g, n).apoc > 0) return true;
  }
  if (t.owner === seat && mine >= 2) {
    for (const n of liveNeighbours(g, from)) {
      const b = barricadeBetween(g, from, n);
      if (b) {
        if (b.terr !== from || T(g, n).owner !== seat) return true;
        continue;
      }
      const nt = T(g, n);
      if (othersIn(nt, seat) || (nt.apoc > 0 && apocFightable)) return true;
    }
  }
  return false;
}

/** Another player has armies here (seatsIn without the list). */
function othersIn(t: { troops: Record<SeatId, number> }, seat: SeatId): boolean {
  for (const s in t.troops) if (s !== seat && t.troops[s]! > 0) return true;
  return false;
}

/** Territories from which this seat can attack something now. */
export function attackSources(g: RiskState, seat: SeatId): string[] {
  return Object.keys(g.territories).filter((id) => canAttackFrom(g, seat, id));
}

/** Armies that may roll against this target: all of them inside a territory, all but one from next door (plus those already there). */
export function attackersAvailable(g: RiskState, seat: SeatId, from: string, pick: AttackTarget): number {
  const mine = troopsOf(T(g, from), seat);
  return pick.intra ? mine : mine - 1 + troopsOf(T(g, pick.to), seat);
}
