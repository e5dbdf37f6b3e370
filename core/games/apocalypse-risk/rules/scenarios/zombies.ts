/**
 * Zombies: six hordes of five at setup; each turn the hordes grow, even out
 * across connected fallen territories, swarm into neighbouring players, then
 * fight. Armies lost to zombies become zombies (rules/losses.ts).
 */
import type { Ctx } from '../../../../engine/context';
import type { Step } from '../../../../engine/types';
import { TERRITORY_IDS } from '../../content/board';
import { SCENARIO_NUMBERS } from '../../content/numbers';
import type { RiskState } from '../../state';
import { apocWord, isFallen, openNeighbours, T, terrName } from '../board';
import { drawTerritories } from '../cards';
import { changeApoc, settle } from '../ownership';
import { pickRandom, playerNeighbours, rollMovement } from '../apocalytes';

type C = Ctx<RiskState>;
const Z = SCENARIO_NUMBERS.zombies;

export function zombiesSetup(ctx: C): void {
  for (const id of drawTerritories(ctx, Z.startTerritories, 'the first outbreaks')) {
    changeApoc(ctx, id, Z.zombiesEach);
    ctx.emit({ type: 'apocalytesPlaced', territory: id, count: Z.zombiesEach, text: `${apocWord(ctx.g, Z.zombiesEach)} rise in ${terrName(id)}.` });
    settle(ctx, id);
  }
}

export function zombiesTurn(ctx: C): void {
  const g = ctx.g;
  if (g.round > 1) {
    // Reinforcements: the hordes eat the locals.
    for (const id of TERRITORY_IDS) {
      if (!isFallen(T(g, id))) continue;
      changeApoc(ctx, id, Z.reinforcementPerFallen);
      ctx.emit({ type: 'apocalytesPlaced', territory: id, count: Z.reinforcementPerFallen, text: `The horde in ${terrName(id)} grows by ${Z.reinforcementPerFallen}.` });
    }
  }
  equalize(ctx);
  const movers: Step[] = TERRITORY_IDS.filter((id) => isFallen(T(g, id)) && playerNeighbours(g, id).length > 0).map((from) => ({ kind: 'zombieMove', from }));
  ctx.push(...movers, { kind: 'apocAttackPhase' });
}

/** Zombie Turns: connected fallen territories share their zombies evenly; the odd ones go to the fronts first. */
function equalize(ctx: C): void {
  const g = ctx.g;
  const seen = new Set<string>();
  for (const start of TERRITORY_IDS) {
    if (seen.has(start) || !isFallen(T(g, start))) continue;
    const group: string[] = [];
    const queue = [start];
    seen.add(start);
    while (queue.length) {
      const cur = queue.shift()!;
      group.push(cur);
      for (const n of openNeighbours(g, cur)) if (!seen.has(n) && isFallen(T(g, n))) { seen.add(n); queue.push(n); }
    }
    if (group.length < 2) continue;
    const total = group.reduce((s, id) => s + T(g, id).apoc, 0);
    const each = Math.floor(total / group.length);
    let extra = total - each * group.length;
    const fronts = group.filter((id) => playerNeighbours(g, id).length > 0);
    const order = [...ctx.shuffle(fronts), ...ctx.shuffle(group.filter((id) => !fronts.includes(id)))];
    const before = group.map((id) => T(g, id).apoc);
    for (const id of order) T(g, id).apoc = each + (extra-- > 0 ? 1 : 0);
    if (group.some((id, i) => T(g, id).apoc !== before[i])) {
      ctx.emit({ type: 'apocalytesSpread', territories: group, text: `The zombies spread out evenly over ${group.map(terrName).join(', ')}.` });
    }
    for (const id of group) settle(ctx, id);
  }
}

export function zombieMoveStep(ctx: C, step: Step & { from: string }): void {
  const g = ctx.g;
  const t = T(g, step.from);
  if (!isFallen(t)) return;
  const targets = playerNeighbours(g, step.from);
  if (targets.length === 0) return;
  const to = pickRandom(ctx, targets);
  const { count } = rollMovement(ctx, step.from, t.apoc);
  if (count <= 0) return;
  ctx.push({ kind: 'apocMove', from: step.from, to, count });
}
