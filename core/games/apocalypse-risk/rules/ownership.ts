/**
 * Territories (rulebook "Territories", "Headquarters"): ownership follows the
 * troops after every change, headquarters follow ownership up to the cap, and
 * a player left with no armies anywhere is out. Every change is an event.
 */
import type { Ctx } from '../../../engine/context';
import type { SeatId } from '../../../engine/types';
import { TERRITORY_IDS } from '../content/board';
import type { Owner, RiskState } from '../state';
import { computeOwner, hqCap, hqsControlled, player, sideName, T, terrName, totalTroops } from './board';

type C = Ctx<RiskState>;


/** Recomputes one territory's owner; emits the change and settles its headquarters. Returns the new owner. */
export function settle(ctx: C, id: string): Owner {
  const g = ctx.g;
  const t = T(g, id);
  const next = computeOwner(g, id);
  if (next === t.owner) return next;
  const before = t.owner;
  t.owner = next;
  const name = terrName(id);
  const text = next === null
    ? `${name} is now unowned.`
    : next === 'apoc' ? `${name} falls to ${sideName(g, 'apoc')}.` : `${sideName(g, next)} now controls ${name}.`;
  ctx.emit({ type: 'ownerChanged', territory: id, from: before, to: next, text });
  if (t.hq && next !== null && next !== 'apoc' && hqsControlled(g, next) > hqCap(g)) {
    // Headquarters: nobody controls more than the cap; an extra one is razed.
    t.hq = false;
    ctx.emit({ type: 'hqRazed', territory: id, seat: next, text: `The headquarters in ${name} is razed: ${sideName(g, next)} already holds as many as allowed.` });
  }
  return next;
}

export function settleAll(ctx: C): void {
  for (const id of TERRITORY_IDS) settle(ctx, id);
}

/** Players with no armies left on the board are out of the game. */
export function checkEliminations(ctx: C): void {
  const g = ctx.g;
  for (const p of g.players) {
    if (p.eliminated || totalTroops(g, p.seat) > 0) continue;
    p.eliminated = true;
    ctx.emit({ type: 'playerEliminated', seat: p.seat, text: `${p.name} has no armies left and is out of the game.` });
  }
}

/** Adds or removes apocalytes; arriving apocalytes spoil any portal or missile hold there. */
export function changeApoc(ctx: C, id: string, delta: number): void {
  const g = ctx.g;
  const t = T(g, id);
  t.apoc += delta;
  if (t.apoc < 0) throw new Error(`Apocalytes in ${id} would fall below zero.`);
  if (delta > 0) breakHolds(ctx, id);
}

/** A hold lapses when apocalytes contest its territory (Meteors: it must stay uncontested the whole turn). */
export function breakHolds(ctx: C, id: string): void {
  const g = ctx.g;
  const lost = g.holds.filter((h) => h.terr === id && h.purpose === 'missile');
  if (lost.length === 0) return;
  g.holds = g.holds.filter((h) => !(h.terr === id && h.purpose === 'missile'));
  ctx.emit({ type: 'holdLost', territory: id, text: `Riots reach ${terrName(id)}: the missile launch there is off.` });
}

/** Picks one seat at random among those given (a conversion with several players present). */
export function randomSeat(ctx: C, seats: SeatId[]): SeatId {
  return seats[ctx.randomInt(0, seats.length - 1)]!;
}

export function seatLabel(g: RiskState, seat: SeatId): string {
  return player(g, seat).name;
}
