/**
 * Aliens: the mothership lands with fifteen aliens; each turn a lone
 * mothership drifts towards its fallen territories, reinforcements land at
 * the mothership (more for each supply and headquarters captured), and the
 * aliens move by the movement die, the mothership riding along on a high
 * roll. Alien survival beside the mothership is in rules/losses.ts.
 */
import type { Ctx } from '../../../../engine/context';
import type { Step } from '../../../../engine/types';
import { TERRITORY_IDS } from '../../content/board';
import { SCENARIO_NUMBERS } from '../../content/numbers';
import type { RiskState } from '../../state';
import { apocWord, isFallen, liveNeighbours, T, terrName } from '../board';
import { drawTerritories } from '../cards';
import { changeApoc, checkEliminations, settle } from '../ownership';
import { pickRandom, playerNeighbours, rollMovement, stepTowards } from '../apocalytes';

type C = Ctx<RiskState>;
const A = SCENARIO_NUMBERS.aliens;

export function aliensSetup(ctx: C): void {
  const g = ctx.g;
  const [id] = drawTerritories(ctx, 1, 'the landing site');
  const t = T(g, id!);
  t.troops = {};
  t.supplies = 0;
  t.hq = false;
  g.mothership = id!;
  changeApoc(ctx, id!, A.startAliens);
  ctx.emit({ type: 'mothershipLanded', territory: id!, count: A.startAliens, text: `The mothership lands in ${terrName(id!)} with ${apocWord(g, A.startAliens)}, wiping out everything there.` });
  settle(ctx, id!);
  checkEliminations(ctx);
}

export function aliensTurn(ctx: C): void {
  const g = ctx.g;
  const ship = g.mothership;
  if (ship && !g.mothershipDestroyed && T(g, ship).apoc === 0) {
    // A mothership with no aliens aboard drifts towards the nearest fallen territory first.
    const to = stepTowards(ctx, ship, TERRITORY_IDS.filter((id) => isFallen(T(g, id))));
    if (to) {
      g.mothership = to;
      ctx.emit({ type: 'mothershipMoved', from: ship, to, text: `The empty mothership drifts from ${terrName(ship)} to ${terrName(to)}.` });
    }
  }
  if (g.round > 1 && g.mothership && !g.mothershipDestroyed) reinforce(ctx, g.mothership);
  const movers: Step[] = TERRITORY_IDS.filter((id) => isFallen(T(g, id))).map((from) => ({ kind: 'alienMove', from }));
  ctx.push(...movers, { kind: 'apocAttackPhase' });
}

function reinforce(ctx: C, ship: string): void {
  const g = ctx.g;
  let n = A.reinforcement;
  for (const id of TERRITORY_IDS) {
    const t = T(g, id);
    if (!isFallen(t)) continue;
    if (t.supplies > 0) {
      n += t.supplies * A.perSupply;
      ctx.emit({ type: 'suppliesConsumed', territory: id, count: t.supplies, text: `The aliens strip ${t.supplies === 1 ? 'a supply' : `${t.supplies} supplies`} from ${terrName(id)}.` });
      t.supplies = 0;
    }
    if (t.hq) {
      n += A.perHeadquarters;
      t.hq = false;
      ctx.emit({ type: 'hqConsumed', territory: id, text: `The aliens tear down the headquarters in ${terrName(id)}.` });
    }
  }
  changeApoc(ctx, ship, n);
  ctx.emit({ type: 'apocalytesPlaced', territory: ship, count: n, text: `${apocWord(g, n)} land at the mothership in ${terrName(ship)}.` });
  settle(ctx, ship);
}

export function alienMoveStep(ctx: C, step: Step & { from: string }): void {
  const g = ctx.g;
  const from = step.from;
  const t = T(g, from);
  if (!isFallen(t)) return;
  const players = playerNeighbours(g, from);
  const allFallen = liveNeighbours(g, from).every((n) => isFallen(T(g, n)));
  let to: string | null = null;
  if (players.length > 0) to = pickRandom(ctx, players);
  else if (allFallen && g.mothership && g.mothership !== from && !g.mothershipDestroyed) {
    to = stepTowards(ctx, from, [g.mothership]);
  }
  if (!to) return;
  const { face, count } = rollMovement(ctx, from, t.apoc);
  if (count <= 0) return;
  ctx.push({ kind: 'apocMove', from, to, count, mothership: face > A.mothershipMovesAbove && g.mothership === from });
}
