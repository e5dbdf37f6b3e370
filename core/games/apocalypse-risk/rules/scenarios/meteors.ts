/**
 * Meteors: each round three territory cards come up; a meteorite wipes out
 * the first for good, and rioters appear in the other two and around the
 * crater. Then rioters try to turn armies where they stand and across open
 * borders. The missile and the supply limits are in rules/round.ts and
 * rules/movement.ts; rioters' extra defence die in rules/combat.ts.
 */
import type { Ctx } from '../../../../engine/context';
import { setDiceReadout } from '../../../../engine/diceReadout';
import { neighboursOf, TERRITORY_IDS } from '../../content/board';
import { SCENARIO_NUMBERS } from '../../content/numbers';
import type { RiskState } from '../../state';
import { addTroops, armies, isContested, isFallen, isPlayerTerritory, openNeighbours, seatsIn, sideName, supplyLevel, T, terrName } from '../board';
import { drawTerritories } from '../cards';
import { lineReadout } from '../diceReadout';
import { changeApoc, checkEliminations, randomSeat, settle } from '../ownership';
import { pickRandom } from '../apocalytes';

type C = Ctx<RiskState>;
const M = SCENARIO_NUMBERS.meteors;

/** The die result a rioter needs to turn an army in a territory (Rioters). */
export function conversionTarget(g: RiskState, id: string): number {
  const base = M.conversionBase - Math.floor(g.meteorites / M.conversionDivisor);
  return Math.min(M.conversionMax, base + Math.min(2, supplyLevel(g, id)));
}

export function meteorsTurn(ctx: C): void {
  ctx.push({ kind: 'meteorStrike' }, { kind: 'rioterTurn' });
}

export function meteorStrike(ctx: C): void {
  const g = ctx.g;
  const [hit, ...others] = drawTerritories(ctx, M.cardsPerRound, 'the meteor shower');
  if (!hit) return;
  const t = T(g, hit);
  const gone = Object.values(t.troops).reduce((s, n) => s + n, 0) + t.apoc;
  t.troops = {};
  t.apoc = 0;
  t.supplies = 0;
  t.hq = false;
  g.barricades = g.barricades.filter((b) => b.terr !== hit && b.other !== hit);
  g.holds = g.holds.filter((h) => h.terr !== hit);
  g.annihilated.push(hit);
  g.meteorites += 1;
  ctx.emit({ type: 'meteorStrike', territory: hit, meteorites: g.meteorites, text: `A meteorite annihilates ${terrName(hit)}${gone ? `, with ${armies(gone)} in it` : ''}. Nobody can ever enter it again.` });
  settle(ctx, hit);
  checkEliminations(ctx);
  // The crater has no borders any more, so its old neighbours come from the printed board.
  const riots = [...others, ...neighboursOf(hit)].filter((id) => !g.annihilated.includes(id));
  for (const id of riots) {
    changeApoc(ctx, id, 1);
    ctx.emit({ type: 'apocalytesPlaced', territory: id, count: 1, text: `Riots break out in ${terrName(id)}.` });
    settle(ctx, id);
  }
}

/** The rioters' turn: contested territories may turn an army; fallen ones reach one neighbour across an open border. */
export function rioterTurn(ctx: C): void {
  const g = ctx.g;
  const targets: { from: string; at: string }[] = [];
  for (const id of TERRITORY_IDS) {
    const t = T(g, id);
    if (isContested(t)) targets.push({ from: id, at: id });
    else if (isFallen(t)) {
      const near = openNeighbours(g, id).filter((n) => isPlayerTerritory(T(g, n)));
      if (near.length) targets.push({ from: id, at: pickRandom(ctx, near) });
    }
  }
  for (const { from, at } of targets) {
    const t = T(g, at);
    if (!isPlayerTerritory(t)) continue;
    const need = conversionTarget(g, at);
    const [r] = ctx.roll(['d6'], { purpose: 'Riot', text: `Rioters from ${terrName(from)} work on ${terrName(at)} (need ${need}+): ` });
    const ev = ctx.events[ctx.events.length - 1]!;
    ev.text = `${String(ev.text)}${r!.value}${r!.value! >= need ? ', an army joins the riot.' : ', no takers.'}`;
    setDiceReadout(ctx.events, lineReadout(ctx.events, `Riot in ${terrName(at)}: ${need} or more turns an army`, [r!.value! >= need ? 'hit' : 'miss']));
    if (r!.value! < need) continue;
    const seat = randomSeat(ctx, seatsIn(t));
    addTroops(t, seat, -1);
    changeApoc(ctx, at, 1);
    ctx.emit({ type: 'converted', territory: at, seat, count: 1, text: `An army of ${sideName(g, seat)} in ${terrName(at)} turns rioter.` });
    settle(ctx, at);
  }
  checkEliminations(ctx);
}

export function meteorsSetup(ctx: C): void {
  ctx.log('No setup for the meteors: the first fragments fall at the start of round 1.');
}
