/**
 * Movement (rulebook "Movement"): three one-step movements a turn, supplies
 * carried with troops (one each time, on at most two of the three), the
 * owner's permission to enter or take supplies, passing through with equal or
 * more troops, never abandoning a territory except to the apocalytes or at
 * ground zero, and the
 * scenarios' limits (craters, barren land, ground zero, rioters).
 */
import type { Ctx } from '../../../engine/context';
import type { SeatId, Step } from '../../../engine/types';
import { byPlayers, NUMBERS } from '../content/numbers';
import type { RiskState } from '../state';
import {
  addTroops, armies, computeOwner, liveNeighbours, openBorder, player, sideName, T, terrName, troopsOf,
} from './board';
import { changeApoc, checkEliminations, settle } from './ownership';
import { askPermission } from './questions';

type C = Ctx<RiskState>;

export function movesLeft(g: RiskState): number {
  return NUMBERS.movementsPerTurn - g.turn.movesUsed;
}

/** How many supply-carrying movements are left (Meteors lowers the number). */
export function supplyMovesLeft(g: RiskState): number {
  const cap = g.scenario === 'meteors'
    ? Math.min(NUMBERS.supplyMovementsPerTurn, byPlayers(NUMBERS.meteorSupplyMoves, g.players.length))
    : NUMBERS.supplyMovementsPerTurn;
  return Math.min(cap - g.turn.supplyMoves, movesLeft(g));
}

/** Entering an unowned territory with apocalytes means attacking them at once (Player Turns). */
function mustEngage(g: RiskState, seat: SeatId, to: string): boolean {
  const t = T(g, to);
  return t.apoc > 0 && t.owner !== seat && (t.owner === null || t.owner === 'apoc');
}

function mayEnter(g: RiskState, seat: SeatId, from: string, to: string): boolean {
  if (!openBorder(g, from, to)) return false;
  if (g.barren.includes(to) && !player(g, seat).cured) return false;
  const t = T(g, to);
  if (typeof t.owner === 'string' && t.owner !== 'apoc' && t.owner !== seat && g.turn.refused.includes(t.owner)) return false;
  if (mustEngage(g, seat, to)) {
    if (g.scenario === 'plague' && !player(g, seat).cured) return false;
    if ((g.turn.apocAttacks[to] ?? 0) >= NUMBERS.apocalyteAttacksPerTerritory) return false;
  }
  return true;
}

/** Transit territories after moving n armies from -> to (the mover must be able to leave them all before the turn ends). */
function transitAfter(g: RiskState, seat: SeatId, from: string, to: string, n: number): number {
  let count = 0;
  const ids = new Set([...g.turn.transit, to]);
  for (const id of ids) {
    const t = T(g, id);
    if (t.owner === null || t.owner === 'apoc' || t.owner === seat) continue;
    let mine = troopsOf(t, seat);
    if (id === to) mine += n;
    if (id === from) mine -= n;
    if (mine >= troopsOf(t, t.owner)) count++;
  }
  return count;
}

/** Whether moving n armies keeps every rule; the legal counts make the count prompt. */
export function moveLegal(g: RiskState, seat: SeatId, from: string, to: string, n: number): boolean {
  const s = T(g, from);
  if (n < 1 || n > troopsOf(s, seat)) return false;
  // "Ground zero may be abandoned by both mutants and players through movements."
  if (s.owner === seat && !g.groundZero.includes(from)) {
    // No abandoning: the source must stay ours, unless it falls to the apocalytes.
    const after = computeOwner(g, from, { seat, by: -n });
    if (after !== seat && after !== 'apoc') return false;
  }
  const t = T(g, to);
  if (t.owner !== null && t.owner !== 'apoc' && t.owner !== seat) {
    if (transitAfter(g, seat, from, to, n) > movesLeft(g) - 1) return false;
  } else if (g.turn.transit.length > movesLeft(g) - 1 && !g.turn.transit.includes(from)) {
    return false;
  }
  return true;
}

export function legalCounts(g: RiskState, seat: SeatId, from: string, to: string): number[] {
  const out: number[] = [];
  for (let n = troopsOf(T(g, from), seat); n >= 1; n--) if (moveLegal(g, seat, from, to, n)) out.push(n);
  return out;
}

/**
 * Whether some number of armies may make this move: the first legal count
 * ends the search (the offers need only that). From one army up, since
 * fewer movers rarely abandon the source or get stuck passing through.
 */
function anyLegalCount(g: RiskState, seat: SeatId, from: string, to: string): boolean {
  const most = troopsOf(T(g, from), seat);
  for (let n = 1; n <= most; n++) if (moveLegal(g, seat, from, to, n)) return true;
  return false;
}

export function moveDestinations(g: RiskState, seat: SeatId, from: string): string[] {
  if (movesLeft(g) <= 0 || troopsOf(T(g, from), seat) <= 0) return [];
  return liveNeighbours(g, from).filter((to) => mayEnter(g, seat, from, to) && anyLegalCount(g, seat, from, to));
}

/** Whether `from` has somewhere to move to (stops at the first destination: the turn's offers ask this of every territory). */
function hasDestination(g: RiskState, seat: SeatId, from: string): boolean {
  if (troopsOf(T(g, from), seat) <= 0) return false;
  for (const to of liveNeighbours(g, from)) if (mayEnter(g, seat, from, to) && anyLegalCount(g, seat, from, to)) return true;
  return false;
}

export function moveSources(g: RiskState, seat: SeatId): string[] {
  if (movesLeft(g) <= 0) return [];
  return Object.keys(g.territories).filter((id) => hasDestination(g, seat, id));
}

/** Whether a supply may go along from `from` now. */
export function canCarrySupply(g: RiskState, seat: SeatId, from: string): boolean {
  const s = T(g, from);
  if (s.supplies < 1 || supplyMovesLeft(g) <= 0) return false;
  // Destroying the Meteor: supplies cannot leave a territory with rioters.
  if (g.scenario === 'meteors' && s.apoc > 0) return false;
  const o = s.owner;
  return !(typeof o === 'string' && o !== 'apoc' && o !== seat && g.turn.refused.includes(o));
}

export function moveStep(ctx: C, step: Step & { seat: SeatId; from: string; to?: string; count?: number; supply?: boolean; stage?: string; answer?: string[] }): void {
  const g = ctx.g;
  const { seat, from } = step;
  const a = step.answer?.[0];
  const next = (patch: Record<string, unknown>) => ctx.push({ ...step, answer: undefined, ...patch } as Step);
  switch (step.stage ?? 'to') {
    case 'to': {
      if (!a) {
        ctx.ask({
          seat, kind: 'moveTo', rule: 'movement', text: `Move from ${terrName(from)} to where?`,
          options: [...moveDestinations(g, seat, from).map((id) => ({ id, label: terrName(id), target: { kind: 'area' as const, id } })), { id: 'back', label: 'Back' }],
        }, step);
        return;
      }
      if (a === 'back') { ctx.push({ kind: 'mainTurn' }); return; }
      next({ to: a, stage: 'count' });
      return;
    }
    case 'count': {
      const to = step.to!;
      const counts = legalCounts(g, seat, from, to);
      if (!a) {
        if (counts.length === 1) { next({ count: counts[0], stage: 'supply' }); return; }
        ctx.ask({
          seat, kind: 'moveCount', rule: 'movement', text: `How many armies move from ${terrName(from)} to ${terrName(to)}?`,
          options: [...counts.map((n) => ({ id: String(n), label: armies(n) })), { id: 'back', label: 'Back' }],
        }, { ...step, stage: 'count' });
        return;
      }
      if (a === 'back') { ctx.push({ kind: 'mainTurn' }); return; }
      next({ count: Number(a), stage: 'supply' });
      return;
    }
    case 'supply': {
      if (!a) {
        if (!canCarrySupply(g, seat, from)) { next({ supply: false, stage: 'enter' }); return; }
        ctx.ask({
          seat, kind: 'carrySupply', rule: 'movement', text: `Take a supply from ${terrName(from)} along?`,
          options: [{ id: 'no', label: 'No supply' }, { id: 'yes', label: 'Carry one supply' }],
        }, step);
        return;
      }
      next({ supply: a === 'yes', stage: 'enter' });
      return;
    }
    case 'enter': {
      const owner = T(g, step.to!).owner;
      if (!a && typeof owner === 'string' && owner !== 'apoc' && owner !== seat) {
        askPermission(ctx, owner, seat, `move ${armies(step.count!)} into ${terrName(step.to!)}`, step);
        return;
      }
      if (a === 'no') { refused(ctx, seat, owner as string); return; }
      next({ stage: 'take' });
      return;
    }
    case 'take': {
      const owner = T(g, from).owner;
      if (step.supply && !a && typeof owner === 'string' && owner !== 'apoc' && owner !== seat) {
        askPermission(ctx, owner, seat, `take a supply out of ${terrName(from)}`, step);
        return;
      }
      if (a === 'no') { refused(ctx, seat, owner as string); return; }
      doMove(ctx, seat, from, step.to!, step.count!, step.supply === true);
      return;
    }
  }
}

function refused(ctx: C, seat: SeatId, owner: SeatId): void {
  if (!ctx.g.turn.refused.includes(owner)) ctx.g.turn.refused.push(owner);
  ctx.push({ kind: 'mainTurn' });
}

function doMove(ctx: C, seat: SeatId, from: string, to: string, count: number, supply: boolean): void {
  const g = ctx.g;
  if (!moveLegal(g, seat, from, to, count)) { ctx.push({ kind: 'mainTurn' }); return; }
  const engage = mustEngage(g, seat, to);
  addTroops(T(g, from), seat, -count);
  addTroops(T(g, to), seat, count);
  if (supply) { T(g, from).supplies -= 1; T(g, to).supplies += 1; g.turn.supplyMoves += 1; }
  g.turn.movesUsed += 1;
  ctx.emit({
    type: 'moved', seat, from, to, count, supply,
    text: `${sideName(g, seat)} moves ${armies(count)}${supply ? ' and a supply' : ''} from ${terrName(from)} to ${terrName(to)}.`,
  });
  updateTransit(g, seat, from, to);
  settle(ctx, from);
  settle(ctx, to);
  if (g.scenario === 'mutants' && g.groundZero.includes(to)) {
    // Mutant Reinforcements: armies entering ground zero mutate at once, half of them rounded up.
    const n = Math.ceil(count / 2);
    addTroops(T(g, to), seat, -n);
    changeApoc(ctx, to, n);
    ctx.emit({ type: 'converted', territory: to, seat, count: n, text: `Radiation at ground zero turns ${armies(n)} of ${sideName(g, seat)} into mutants in ${terrName(to)}.` });
    updateTransit(g, seat, to, to);
    settle(ctx, to);
  }
  checkEliminations(ctx);
  if (engage && troopsOf(T(g, to), seat) > 0 && T(g, to).apoc > 0) {
    ctx.push({ kind: 'chooseDice', seat, from: to, target: 'in:apoc', forced: true });
    return;
  }
  ctx.push({ kind: 'mainTurn' });
}

function updateTransit(g: RiskState, seat: SeatId, from: string, to: string): void {
  const check = (id: string) => {
    const t = T(g, id);
    const owner = t.owner;
    const inTransit = typeof owner === 'string' && owner !== 'apoc' && owner !== seat && troopsOf(t, seat) >= troopsOf(t, owner);
    g.turn.transit = g.turn.transit.filter((x) => x !== id);
    if (inTransit) g.turn.transit.push(id);
  };
  check(from);
  check(to);
}

/** Safety net at the end of a turn: armies still passing through with too many troops stand down to one fewer than the owner. */
export function clearTransit(ctx: C, seat: SeatId): void {
  const g = ctx.g;
  for (const id of g.turn.transit) {
    const t = T(g, id);
    const owner = t.owner;
    if (typeof owner !== 'string' || owner === 'apoc') continue;
    const extra = troopsOf(t, seat) - (troopsOf(t, owner) - 1);
    if (extra > 0) {
      addTroops(t, seat, -extra);
      ctx.emit({ type: 'armiesLost', territory: id, side: seat, count: extra, text: `${armies(extra)} of ${sideName(g, seat)} passing through ${terrName(id)} disband.` });
    }
  }
  g.turn.transit = [];
}
