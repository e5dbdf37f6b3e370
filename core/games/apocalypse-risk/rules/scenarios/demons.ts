/**
 * Demons: four portals, a demon at each; each round a new demon comes through
 * a random open portal, every demon in a fallen territory moves on its own
 * towards players, and demons in contested territories attack one by one.
 * Demon combat is in rules/combat.ts and rules/fightResults.ts, burning
 * supplies in rules/round.ts (tidy), closing portals in the holds there.
 */
import type { Ctx } from '../../../../engine/context';
import type { Step } from '../../../../engine/types';
import { TERRITORY_IDS } from '../../content/board';
import { SCENARIO_NUMBERS } from '../../content/numbers';
import type { RiskState } from '../../state';
import { isFallen, isPlayerTerritory, T, terrName } from '../board';
import { drawTerritories } from '../cards';
import { changeApoc, settle } from '../ownership';
import { pickRandom, playerNeighbours, stepTowards } from '../apocalytes';
import { tidy } from '../round';

type C = Ctx<RiskState>;
const D = SCENARIO_NUMBERS.demons;

export function demonsSetup(ctx: C): void {
  const g = ctx.g;
  for (const id of drawTerritories(ctx, D.portals, 'the portals')) {
    g.portals.push({ terr: id, open: true });
    changeApoc(ctx, id, D.demonsEach);
    ctx.emit({ type: 'portalOpened', territory: id, text: `A portal to Hell tears open in ${terrName(id)} and a demon steps out.` });
    settle(ctx, id);
  }
}

export function demonsTurn(ctx: C): void {
  const g = ctx.g;
  const open = g.portals.filter((p) => p.open);
  if (g.round > 1 && open.length > 0) {
    const p = pickRandom(ctx, open);
    changeApoc(ctx, p.terr, D.perRound);
    ctx.emit({ type: 'apocalytesPlaced', territory: p.terr, count: D.perRound, text: `A demon comes through the portal in ${terrName(p.terr)}.` });
    settle(ctx, p.terr);
  }
  const movers: Step[] = [];
  for (const id of TERRITORY_IDS) {
    const t = T(g, id);
    if (isFallen(t)) movers.push({ kind: 'demonMoves', from: id, left: t.apoc });
  }
  ctx.push(...movers, { kind: 'apocAttackPhase' }, { kind: 'tidy' });
}

/** Demon Movement: each demon picks its own target among neighbouring player territories, else heads for the nearest. */
export function demonMovesStep(ctx: C, step: Step & { from: string; left: number }): void {
  const g = ctx.g;
  if (step.left <= 0 || !isFallen(T(g, step.from))) return;
  const players = playerNeighbours(g, step.from);
  const to = players.length ? pickRandom(ctx, players)
    : stepTowards(ctx, step.from, TERRITORY_IDS.filter((id) => isPlayerTerritory(T(g, id))));
  // The demons still to move wait until this one has gone.
  ctx.push(...(to ? [{ kind: 'apocMove', from: step.from, to, count: 1 }] : []), { kind: 'demonMoves', from: step.from, left: step.left - 1 });
}

export function tidyStep(ctx: C): void {
  tidy(ctx);
}
