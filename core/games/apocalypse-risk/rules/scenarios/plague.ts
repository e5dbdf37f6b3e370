/**
 * Plague: one infected at setup; each turn the infected fight where they
 * share a territory with players (losses become infected), the disease
 * spreads across open borders (supplies and the cure resist it), and the
 * infected in fallen territories may die off, leaving barren land.
 * Cure attempts are rules/attack.ts + rules/scenarios/plagueCure.ts.
 */
import type { Ctx } from '../../../../engine/context';
import { setDiceReadout } from '../../../../engine/diceReadout';
import { TERRITORY_IDS } from '../../content/board';
import { SCENARIO_NUMBERS } from '../../content/numbers';
import type { RiskState } from '../../state';
import { addTroops, apocWord, isFallen, isPlayerTerritory, openNeighbours, player, seatsIn, sideName, supplyLevel, T, terrName } from '../board';
import { drawTerritories } from '../cards';
import { lineReadout } from '../diceReadout';
import { changeApoc, checkEliminations, randomSeat, settle } from '../ownership';

type C = Ctx<RiskState>;
const P = SCENARIO_NUMBERS.plague;

export function plagueSetup(ctx: C): void {
  const [id] = drawTerritories(ctx, 1, 'patient zero');
  changeApoc(ctx, id!, P.startInfected);
  ctx.emit({ type: 'apocalytesPlaced', territory: id!, count: P.startInfected, text: `The plague breaks out in ${terrName(id!)}.` });
  settle(ctx, id!);
}

export function plagueTurn(ctx: C): void {
  ctx.push({ kind: 'apocAttackPhase' }, { kind: 'plagueSpread' }, { kind: 'plagueDieOff' });
}

/** The spread: how high the die must beat in a territory (0 / 1 / 2+ supplies; a cure holder counts as 2). */
export function spreadBeats(g: RiskState, id: string): number {
  const t = T(g, id);
  const owner = t.owner;
  const cured = typeof owner === 'string' && owner !== 'apoc' && player(g, owner).cured;
  const level = cured ? P.cureHolderSupplies : Math.min(2, supplyLevel(g, id));
  return P.spreadBeats[level]!;
}

export function plagueSpread(ctx: C): void {
  const g = ctx.g;
  const targets = TERRITORY_IDS.filter((id) => {
    const t = T(g, id);
    return isPlayerTerritory(t) && t.apoc === 0 && openNeighbours(g, id).some((n) => T(g, n).apoc > 0);
  });
  for (const id of targets) {
    const beats = spreadBeats(g, id);
    const [r] = ctx.roll(['d6'], { purpose: 'Plague spread', text: `The plague reaches for ${terrName(id)} (needs more than ${beats}): ` });
    const v = r!.value!;
    const ev = ctx.events[ctx.events.length - 1]!;
    ev.text = `${String(ev.text)}${v}${v > beats ? ', infected!' : ', held off.'}`;
    setDiceReadout(ctx.events, lineReadout(ctx.events, `The plague reaches for ${terrName(id)}: more than ${beats} infects`, [v > beats ? 'hit' : 'miss']));
    if (v <= beats) continue;
    const t = T(g, id);
    const seat = randomSeat(ctx, seatsIn(t));
    addTroops(t, seat, -1);
    changeApoc(ctx, id, 1);
    ctx.emit({ type: 'converted', territory: id, seat, count: 1, text: `One army of ${sideName(g, seat)} in ${terrName(id)} falls ill and joins the infected.` });
    settle(ctx, id);
  }
  checkEliminations(ctx);
}

export function plagueDieOff(ctx: C): void {
  const g = ctx.g;
  if (g.round <= 1) return; // Set Up: no infected are removed in the first turn.
  for (const id of TERRITORY_IDS) {
    const t = T(g, id);
    if (!isFallen(t)) continue;
    const [r] = ctx.roll(['d6'], { purpose: 'Plague die-off', text: `Die-off in ${terrName(id)}: ` });
    const ev = ctx.events[ctx.events.length - 1]!;
    ev.text = `${String(ev.text)}${r!.value}${r!.value === P.dieOffFace ? '.' : ', nothing happens.'}`;
    setDiceReadout(ctx.events, lineReadout(ctx.events, `Die-off in ${terrName(id)}: a ${P.dieOffFace} halves the infected`, [r!.value === P.dieOffFace ? 'hit' : 'miss']));
    if (r!.value !== P.dieOffFace) continue;
    const n = Math.ceil(t.apoc / 2);
    changeApoc(ctx, id, -n);
    ctx.emit({ type: 'armiesLost', territory: id, side: 'apoc', count: n, text: `${apocWord(g, n)} in ${terrName(id)} die off.` });
    if (t.apoc === 0 && !g.barren.includes(id)) {
      g.barren.push(id);
      ctx.emit({ type: 'barren', territory: id, text: `${terrName(id)} is barren: only a cure holder may enter it.` });
    }
    settle(ctx, id);
  }
}
