/**
 * Mutants: four ground zeros; each turn armies at and beside ground zero
 * mutate, fallen territories strike a random neighbour only when they can
 * outnumber its owner (else they breed), distant mutants close in on the
 * nearest fight, and mutants never stay at or enter ground zero.
 * Mutants using supplies and three defence dice are in board.ts / combat.ts.
 */
import type { Ctx } from '../../../../engine/context';
import type { Step } from '../../../../engine/types';
import { TERRITORY_IDS } from '../../content/board';
import { SCENARIO_NUMBERS } from '../../content/numbers';
import type { RiskState } from '../../state';
import { addTroops, apocWord, armies, isContested, isFallen, isPlayerTerritory, liveNeighbours, openBorder, seatsIn, sideName, supplyLevel, T, terrName, troopsOf } from '../board';
import { drawTerritories } from '../cards';
import { changeApoc, checkEliminations, randomSeat, settle } from '../ownership';
import { defenderIn, pickRandom, stepTowards } from '../apocalytes';

type C = Ctx<RiskState>;
const M = SCENARIO_NUMBERS.mutants;

export function mutantsSetup(ctx: C): void {
  const g = ctx.g;
  for (const id of drawTerritories(ctx, M.groundZeros, 'ground zero')) {
    const t = T(g, id);
    t.troops = {};
    t.supplies = 0;
    t.hq = false;
    g.groundZero.push(id);
    changeApoc(ctx, id, M.startMutants);
    ctx.emit({ type: 'groundZero', territory: id, text: `A blast levels ${terrName(id)}: every army and token there is gone, and a mutant crawls out.` });
    settle(ctx, id);
  }
  checkEliminations(ctx);
}

export function mutantsTurn(ctx: C): void {
  const g = ctx.g;
  mutate(ctx);
  const movers: Step[] = TERRITORY_IDS.filter((id) => isFallen(T(g, id))).map((from) => ({ kind: 'mutantMove', from }));
  ctx.push(...movers, { kind: 'apocAttackPhase' });
}

/** Mutant Reinforcements: armies at ground zero (half, rounded up) and beside it (up to two, fewer with supplies) mutate. */
function mutate(ctx: C): void {
  const g = ctx.g;
  for (const gz of g.groundZero) {
    const t = T(g, gz);
    for (const seat of seatsIn(t)) {
      const n = Math.ceil(troopsOf(t, seat) / 2);
      addTroops(t, seat, -n);
      changeApoc(ctx, gz, n);
      ctx.emit({ type: 'converted', territory: gz, seat, count: n, text: `${armies(n)} of ${sideName(g, seat)} at ground zero in ${terrName(gz)} mutate.` });
    }
    settle(ctx, gz);
  }
  const beside = TERRITORY_IDS.filter((id) => !g.groundZero.includes(id) && g.groundZero.some((gz) => openBorder(g, id, gz)));
  for (const id of beside) {
    const t = T(g, id);
    let n = M.borderConversions[Math.min(2, supplyLevel(g, id))]!;
    let done = 0;
    while (n-- > 0 && seatsIn(t).length > 0) {
      const seat = randomSeat(ctx, seatsIn(t));
      addTroops(t, seat, -1);
      changeApoc(ctx, id, 1);
      done++;
      ctx.emit({ type: 'converted', territory: id, seat, count: 1, text: `Fallout beside ground zero turns an army of ${sideName(g, seat)} in ${terrName(id)} into a mutant.` });
    }
    if (done) settle(ctx, id);
  }
  checkEliminations(ctx);
}

export function mutantMoveStep(ctx: C, step: Step & { from: string }): void {
  const g = ctx.g;
  const from = step.from;
  const t = T(g, from);
  if (!isFallen(t)) return;
  const notGz = (id: string) => !g.groundZero.includes(id);
  const open = liveNeighbours(g, from).filter(notGz);
  const players = open.filter((n) => isPlayerTerritory(T(g, n)));
  if (g.groundZero.includes(from)) {
    // Mutants always leave ground zero, all of them, even into a losing fight.
    const to = players.length ? pickRandom(ctx, players)
      : stepTowards(ctx, from, TERRITORY_IDS.filter((id) => isContested(T(g, id))), (id) => !notGz(id))
        ?? (open.length ? pickRandom(ctx, open) : null);
    if (to) ctx.push({ kind: 'apocMove', from, to, count: t.apoc });
    return;
  }
  if (players.length > 0) {
    const to = pickRandom(ctx, players);
    const target = T(g, to);
    const owner = defenderIn(ctx, to)!;
    const need = troopsOf(target, owner) + 1 - target.apoc;
    if (need <= t.apoc - 1) {
      ctx.log(`Mutants in ${terrName(from)} send just enough to outnumber ${sideName(g, owner)} in ${terrName(to)}.`);
      ctx.push({ kind: 'apocMove', from, to, count: Math.max(1, need) });
    } else {
      changeApoc(ctx, from, M.procreateFallen);
      ctx.emit({ type: 'apocalytesBred', territory: from, count: M.procreateFallen, text: `Too few to win in ${terrName(to)}, the mutants in ${terrName(from)} breed: +${M.procreateFallen}.` });
    }
    return;
  }
  if (t.apoc <= 1) return;
  const goals = TERRITORY_IDS.filter((id) => isContested(T(g, id)));
  const to = stepTowards(ctx, from, goals.length ? goals : TERRITORY_IDS.filter((id) => isPlayerTerritory(T(g, id))), (id) => !notGz(id));
  if (to) {
    ctx.log(`${apocWord(g, t.apoc - 1)} in ${terrName(from)} head towards the fighting.`);
    ctx.push({ kind: 'apocMove', from, to, count: t.apoc - 1 });
  }
}
