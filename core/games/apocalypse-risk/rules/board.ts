/**
 * Reading the table: who is where, who owns what, which borders are open and
 * how many supplies a side can use. Pure functions of the state; the rules
 * that change it live beside this file.
 */
import type { SeatId } from '../../../engine/types';
import { neighboursOf, TERRITORY_IDS, territoryName } from '../content/board';
import { byPlayers, NUMBERS } from '../content/numbers';
import { SCENARIOS } from '../content/scenarios';
import type { Owner, PlayerState, RiskState, Side, TerritoryState } from '../state';

export const terrName = territoryName;

export function T(g: RiskState, id: string): TerritoryState {
  const t = g.territories[id];
  if (!t) throw new Error(`Unknown territory "${id}".`);
  return t;
}

export function player(g: RiskState, seat: SeatId): PlayerState {
  const p = g.players.find((x) => x.seat === seat);
  if (!p) throw new Error(`Unknown seat "${seat}".`);
  return p;
}

/** "Red", or "the zombies" for the apocalytes. */
export function sideName(g: RiskState, side: Side): string {
  if (side === 'apoc') return `the ${g.scenario ? SCENARIOS[g.scenario].many : 'apocalytes'}`;
  return player(g, side).name;
}

/** The verb agreeing with a side: a player is one ("Red attacks"), the apocalytes many ("the zombies attack"). */
export function sideVerb(side: Side, one: string, many: string): string {
  return side === 'apoc' ? many : one;
}

/** "Red" or "The zombies" at the start of a sentence. */
export function SideName(g: RiskState, side: Side): string {
  const s = sideName(g, side);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function apocWord(g: RiskState, n: number): string {
  if (!g.scenario) return `${n} apocalyte${n === 1 ? '' : 's'}`;
  const s = SCENARIOS[g.scenario];
  return `${n} ${n === 1 ? s.one : s.many}`;
}

export function armies(n: number): string {
  return `${n} ${n === 1 ? 'army' : 'armies'}`;
}

export function troopsOf(t: TerritoryState, side: Side): number {
  return side === 'apoc' ? t.apoc : (t.troops[side] ?? 0);
}

export function addTroops(t: TerritoryState, seat: SeatId, n: number): void {
  const v = (t.troops[seat] ?? 0) + n;
  if (v < 0) throw new Error(`Troops of ${seat} would fall below zero.`);
  if (v === 0) {
    // A new record without the seat (the others in the same order) instead of `delete`, which turns the
    // record into a slow dictionary for good: every owner count and invariant check reads these records.
    const next: Record<SeatId, number> = {};
    for (const k in t.troops) if (k !== seat) next[k] = t.troops[k]!;
    t.troops = next;
  } else t.troops[seat] = v;
}

export function playerTroops(t: TerritoryState): number {
  let s = 0;
  for (const k in t.troops) s += t.troops[k]!;
  return s;
}

export function seatsIn(t: TerritoryState): SeatId[] {
  return Object.keys(t.troops).filter((k) => (t.troops[k] ?? 0) > 0).sort();
}

export function isFallen(t: TerritoryState): boolean {
  return t.apoc > 0 && playerTroops(t) === 0;
}

export function isContested(t: TerritoryState): boolean {
  return t.apoc > 0 && playerTroops(t) > 0;
}

export function isPlayerTerritory(t: TerritoryState): boolean {
  return playerTroops(t) > 0;
}

/**
 * Ownership by troop count: the side with strictly the most troops owns the
 * territory; a tie at the top (between players, or with the apocalytes)
 * leaves it unowned. `exclude` leaves one seat's troops out; `adjust` counts
 * one seat's troops as changed by `by` (a movement weighed before it is made,
 * without touching the state, so a bot may weigh moves on a frozen view).
 */
export function ownerByCount(t: TerritoryState, exclude?: SeatId, adjust?: { seat: SeatId; by: number }): Owner {
  // Hot (every move's legality, every invariant check): a plain loop, no closure, no sorted key list. The
  // order seats are looked at in does not change the answer: a unique top count wins, any tie at the top is null.
  let best: Owner = null;
  let bestN = 0;
  let tie = false;
  if (t.apoc > 0) { best = 'apoc'; bestN = t.apoc; }
  for (const s in t.troops) {
    if (s === exclude) continue;
    const n = adjust && adjust.seat === s ? t.troops[s]! + adjust.by : t.troops[s]!;
    if (n <= 0) continue;
    if (n > bestN) { best = s; bestN = n; tie = false; } else if (n === bestN) tie = true;
  }
  return tie ? null : best;
}

/**
 * The owner as the rules see it. A player passing through another's
 * territory (Movement: allowed with permission) does not take it over, so
 * the stored owner stands while the territory is in transit and would still
 * be theirs without the mover's troops.
 */
export function computeOwner(g: RiskState, id: string, adjust?: { seat: SeatId; by: number }): Owner {
  const t = T(g, id);
  const mover = g.turn.seat;
  if (mover && t.owner !== null && t.owner !== mover && g.turn.transit.length > 0 && g.turn.transit.includes(id)) {
    if (ownerByCount(t, mover, adjust) === t.owner) return t.owner;
  }
  return ownerByCount(t, undefined, adjust);
}

export function isAnnihilated(g: RiskState, id: string): boolean {
  return g.annihilated.includes(id);
}

export function barricadeBetween(g: RiskState, a: string, b: string) {
  return g.barricades.find((x) => (x.terr === a && x.other === b) || (x.terr === b && x.other === a));
}

/** Neighbours still on the map (annihilated territories have no borders). */
export function liveNeighbours(g: RiskState, id: string): string[] {
  if (isAnnihilated(g, id)) return [];
  return neighboursOf(id).filter((n) => !isAnnihilated(g, n));
}

/** Adjacent, both on the map, no barricade between them. */
export function openBorder(g: RiskState, a: string, b: string): boolean {
  // Same as liveNeighbours(g, a).includes(b), without building the list (asked for every move and attack offered).
  return neighboursOf(a).includes(b) && !isAnnihilated(g, a) && !isAnnihilated(g, b) && !barricadeBetween(g, a, b);
}

export function openNeighbours(g: RiskState, id: string): string[] {
  return liveNeighbours(g, id).filter((n) => !barricadeBetween(g, id, n));
}

/** Supply tokens a side can use in a territory: those of its owner, plus the headquarters while no apocalytes stand there. */
export function usableSupplies(g: RiskState, id: string, side: Side): number {
  const t = T(g, id);
  if (t.owner !== side) return 0;
  if (side === 'apoc') {
    // Only mutants use what they hold (Mutant Combat); other apocalytes leave it unusable.
    return g.scenario === 'mutants' ? t.supplies + (t.hq ? 1 : 0) : 0;
  }
  return t.supplies + (t.hq && t.apoc === 0 ? 1 : 0);
}

/** Rerolls one side gets in a fight (Attacks: one supply rerolls one die, two or more give two). */
export function rerollsFor(g: RiskState, id: string, side: Side): number {
  if (g.ignoreSupplies) return 0;
  return Math.min(NUMBERS.maxRerolls, usableSupplies(g, id, side));
}

/** Supply tokens in a territory as the scenario tables count them (headquarters included while no apocalytes are there). */
export function supplyLevel(g: RiskState, id: string): number {
  if (g.ignoreSupplies) return 0;
  const t = T(g, id);
  return t.supplies + (t.hq && t.apoc === 0 ? 1 : 0);
}

export function hqCap(g: RiskState): number {
  return byPlayers(NUMBERS.headquarters, g.players.length);
}

export function mapHqCap(g: RiskState): number {
  return byPlayers(NUMBERS.mapHeadquarters, g.players.length);
}

export function hqsControlled(g: RiskState, seat: SeatId): number {
  let n = 0;
  for (const id of TERRITORY_IDS) {
    const t = g.territories[id]!;
    if (t.hq && t.owner === seat) n++;
  }
  return n;
}

export function hqsOnMap(g: RiskState): number {
  return TERRITORY_IDS.filter((id) => g.territories[id]!.hq).length;
}

export function ownedBy(g: RiskState, seat: SeatId): string[] {
  return TERRITORY_IDS.filter((id) => g.territories[id]!.owner === seat);
}

export function totalTroops(g: RiskState, seat: SeatId): number {
  let n = 0;
  for (const id of TERRITORY_IDS) n += g.territories[id]!.troops[seat] ?? 0;
  return n;
}

export function totalApoc(g: RiskState): number {
  let n = 0;
  for (const id of TERRITORY_IDS) n += g.territories[id]!.apoc;
  return n;
}

export function livingSeats(g: RiskState): SeatId[] {
  return g.players.filter((p) => !p.eliminated).map((p) => p.seat);
}

/** Breadth-first distances over open borders from a set of territories (craters excluded). */
export function distancesFrom(g: RiskState, sources: string[], passable: (id: string) => boolean = () => true): Record<string, number> {
  const dist: Record<string, number> = {};
  const queue: string[] = [];
  for (const s of sources) { dist[s] = 0; queue.push(s); }
  for (let i = 0; i < queue.length; i++) {
    const cur = queue[i]!;
    for (const n of openNeighbours(g, cur)) {
      if (dist[n] !== undefined || !passable(n)) continue;
      dist[n] = dist[cur]! + 1;
      queue.push(n);
    }
  }
  return dist;
}

/** Whether the broken-border pause still keeps a border from closing (Breaking Borders: a full turn must pass). */
export function borderPaused(g: RiskState, a: string, b: string): boolean {
  return g.broken.some((x) => ((x.a === a && x.b === b) || (x.a === b && x.b === a))
    && (g.round < x.round + 1 || (g.round === x.round + 1 && g.turn.index <= x.turn)));
}
