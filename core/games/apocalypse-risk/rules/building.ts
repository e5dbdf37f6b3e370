/**
 * The building phase (rulebook "Player Turns"): reinforce, prepare or
 * rebuild, one of the three. Placing armies is shared with setup.
 */
import type { Ctx } from '../../../engine/context';
import type { PromptOption, SeatId, Step } from '../../../engine/types';
import { NUMBERS } from '../content/numbers';
import type { RiskState } from '../state';
import { addTroops, armies, hqCap, hqsControlled, hqsOnMap, mapHqCap, ownedBy, sideName, T, terrName } from './board';
import { suppliesLeft } from './components';
import { settle } from './ownership';

type C = Ctx<RiskState>;

/** Reinforce: territories owned without apocalytes, divided by three and rounded down, at least one; none if every owned territory holds apocalytes. */
export function reinforcementCount(g: RiskState, seat: SeatId): number {
  const clean = ownedBy(g, seat).filter((id) => T(g, id).apoc === 0).length;
  if (clean === 0) return 0;
  return Math.max(NUMBERS.minimumReinforcement, Math.floor(clean / NUMBERS.territoriesPerReinforcement));
}

/** Where reinforcements may go: owned territories with no apocalytes. */
export function placementTerritories(g: RiskState, seat: SeatId): string[] {
  return ownedBy(g, seat).filter((id) => T(g, id).apoc === 0);
}

export function prepareTerritories(g: RiskState, seat: SeatId): string[] {
  // No supply counter left in the box: nothing to prepare (content/components.ts).
  if (suppliesLeft(g) <= 0) return [];
  return ownedBy(g, seat).filter((id) => T(g, id).hq && T(g, id).apoc === 0);
}

export function rebuildTerritories(g: RiskState, seat: SeatId): string[] {
  if (hqsControlled(g, seat) >= hqCap(g) || hqsOnMap(g) >= mapHqCap(g)) return [];
  return ownedBy(g, seat).filter((id) => { const t = T(g, id); return !t.hq && t.supplies >= 1 && t.apoc === 0; });
}

export function buildStep(ctx: C, step: Step & { seat: SeatId; answer?: string[] }): void {
  const g = ctx.g;
  const seat = step.seat;
  const n = reinforcementCount(g, seat);
  if (!step.answer) {
    const options: PromptOption[] = [];
    if (n > 0 && placementTerritories(g, seat).length > 0) options.push({ id: 'reinforce', label: `Reinforce: ${armies(n)}` });
    if (prepareTerritories(g, seat).length > 0) options.push({ id: 'prepare', label: 'Prepare: a new supply at a headquarters' });
    if (rebuildTerritories(g, seat).length > 0) options.push({ id: 'rebuild', label: 'Rebuild: turn a supply into a headquarters' });
    if (options.length === 0) {
      ctx.log(`${sideName(g, seat)} has nothing to build this turn.`);
      return;
    }
    ctx.ask({ seat, kind: 'build', rule: 'building', text: 'Building phase: choose one.', options }, step);
    return;
  }
  const a = step.answer[0];
  if (a === 'reinforce') {
    ctx.emit({ type: 'reinforcements', seat, count: n, text: `${sideName(g, seat)} gets ${armies(n)} as reinforcements.` });
    ctx.push({ kind: 'placeArmies', seat, left: n, purpose: 'reinforce' });
  } else {
    ctx.push({ kind: a === 'prepare' ? 'prepare' : 'rebuild', seat });
  }
}

export function placeArmiesStep(ctx: C, step: Step & { seat: SeatId; left: number; purpose: string; terr?: string; answer?: string[] }): void {
  const g = ctx.g;
  const seat = step.seat;
  if (step.left <= 0) return;
  const where = step.purpose === 'setup' ? ownedBy(g, seat) : placementTerritories(g, seat);
  if (where.length === 0) return;
  if (!step.terr) {
    if (!step.answer) {
      const options: PromptOption[] = where.map((id) => ({ id, label: `${terrName(id)} (${T(g, id).troops[seat] ?? 0})`, target: { kind: 'area', id } }));
      if (step.purpose === 'setup') options.push({ id: 'spread', label: `Spread the ${step.left} left evenly` });
      ctx.ask({ seat, kind: 'placeArmies', rule: step.purpose === 'setup' ? 'setup' : 'reinforce', text: `Place ${armies(step.left)}: choose a territory.`, options }, step);
      return;
    }
    if (step.answer[0] === 'spread') {
      let left = step.left;
      for (let i = 0; left > 0; i = (i + 1) % where.length, left--) addTroops(T(g, where[i]!), seat, 1);
      ctx.emit({ type: 'armiesPlaced', seat, territories: where, count: step.left, text: `${sideName(g, seat)} spreads ${armies(step.left)} over their territories.` });
      return;
    }
    // One place to put them, or one army left: no need to ask how many.
    if (where.length === 1 || step.left === 1) { place(ctx, seat, step.answer[0]!, step.left); return; }
    ctx.push({ ...step, terr: step.answer[0], answer: undefined });
    return;
  }
  if (!step.answer) {
    ctx.ask({
      seat, kind: 'placeCount', rule: step.purpose === 'setup' ? 'setup' : 'reinforce', text: `How many armies go to ${terrName(step.terr)}?`,
      options: Array.from({ length: step.left }, (_, i) => ({ id: String(step.left - i), label: armies(step.left - i) })),
    }, step);
    return;
  }
  const n = Number(step.answer[0]);
  place(ctx, seat, step.terr, n);
  ctx.push({ ...step, left: step.left - n, terr: undefined, answer: undefined });
}

function place(ctx: C, seat: SeatId, id: string, n: number): void {
  const g = ctx.g;
  addTroops(T(g, id), seat, n);
  ctx.emit({ type: 'armiesPlaced', seat, territory: id, count: n, text: `${sideName(g, seat)} places ${armies(n)} in ${terrName(id)}.` });
  settle(ctx, id);
}

export function prepareStep(ctx: C, step: Step & { seat: SeatId; answer?: string[] }): void {
  const g = ctx.g;
  const options = prepareTerritories(g, step.seat);
  if (!step.answer) {
    if (options.length === 1) { ctx.push({ ...step, answer: options }); return; }
    ctx.ask({ seat: step.seat, kind: 'prepare', rule: 'prepare', text: 'Which headquarters makes a supply?', options: options.map((id) => ({ id, label: terrName(id), target: { kind: 'area', id } })) }, step);
    return;
  }
  const id = step.answer[0]!;
  T(g, id).supplies += 1;
  ctx.emit({ type: 'supplyCreated', territory: id, seat: step.seat, text: `${sideName(g, step.seat)} prepares a supply in ${terrName(id)}.` });
}

export function rebuildStep(ctx: C, step: Step & { seat: SeatId; answer?: string[] }): void {
  const g = ctx.g;
  const options = rebuildTerritories(g, step.seat);
  if (!step.answer) {
    if (options.length === 1) { ctx.push({ ...step, answer: options }); return; }
    ctx.ask({ seat: step.seat, kind: 'rebuild', rule: 'rebuild', text: 'Which supply becomes a headquarters?', options: options.map((id) => ({ id, label: terrName(id), target: { kind: 'area', id } })) }, step);
    return;
  }
  const id = step.answer[0]!;
  const t = T(g, id);
  t.supplies -= 1;
  t.hq = true;
  ctx.emit({ type: 'hqBuilt', territory: id, seat: step.seat, text: `${sideName(g, step.seat)} rebuilds a headquarters in ${terrName(id)}.` });
}
