/**
 * Taking losses: an army lost to zombies rises as a zombie, one lost to the
 * plague becomes infected, aliens in their mothership's territory shrug off hits, and
 * demons die only on doubles. Each rule is its scenario's "Combat" section.
 */
import type { Ctx } from '../../../engine/context';
import { setDiceReadout } from '../../../engine/diceReadout';
import type { SeatId } from '../../../engine/types';
import { SCENARIO_NUMBERS } from '../content/numbers';
import type { RiskState } from '../state';
import { addTroops, apocWord, armies, sideName, supplyLevel, T, terrName } from './board';
import { changeApoc } from './ownership';

type C = Ctx<RiskState>;

/** Apocalytes that turn the armies they kill into their own (Zombies "Combat", Plague "Infected Turns"). */
export function convertsLosses(g: RiskState): boolean {
  return g.scenario === 'zombies' || g.scenario === 'plague';
}

/** A player loses n armies in a territory; against zombies or the plague they join the apocalytes. */
export function playerLoses(ctx: C, id: string, seat: SeatId, n: number, toApocalytes: boolean): number {
  const g = ctx.g;
  const t = T(g, id);
  const lost = Math.min(n, t.troops[seat] ?? 0);
  if (lost <= 0) return 0;
  addTroops(t, seat, -lost);
  if (toApocalytes) {
    changeApoc(ctx, id, lost);
    ctx.emit({ type: 'converted', territory: id, seat, count: lost, text: `${sideName(g, seat)} loses ${armies(lost)} in ${terrName(id)}, and ${lost === 1 ? 'it rises' : 'they rise'} as ${apocWord(g, lost)}.` });
  } else {
    ctx.emit({ type: 'armiesLost', territory: id, side: seat, count: lost, text: `${sideName(g, seat)} loses ${armies(lost)} in ${terrName(id)}.` });
  }
  return lost;
}

/**
 * Apocalytes lose n armies in a territory. In the mothership's territory each loss is
 * cancelled on a high enough d6 (Alien Combat); `engaged` is the player
 * territory whose supplies raise the number needed.
 */
export function apocalytesLose(ctx: C, id: string, n: number, engaged: string): number {
  const g = ctx.g;
  const t = T(g, id);
  let lost = Math.min(n, t.apoc);
  if (lost <= 0) return 0;
  if (g.scenario === 'aliens' && g.mothership === id && !g.mothershipDestroyed) {
    const level = Math.min(2, supplyLevel(g, engaged));
    const beats = SCENARIO_NUMBERS.aliens.survivalBeats[level]!;
    const rolls = ctx.roll(Array.from({ length: lost }, () => 'd6'), {
      purpose: 'Mothership shield',
      text: `The mothership shields its aliens in ${terrName(id)}: each survives on more than ${beats}.`,
    });
    const saved = rolls.filter((r) => (r.value ?? 0) > beats).length;
    setDiceReadout(ctx.events, {
      title: `The mothership shields its aliens in ${terrName(id)}`,
      lines: [`Each die higher than ${beats} saves an alien: ${saved} of ${rolls.length} ${rolls.length === 1 ? 'survives' : 'survive'}.`],
      marks: rolls.map((r) => ((r.value ?? 0) > beats ? 'saved' : 'falls')),
    });
    lost -= saved;
    if (saved > 0) ctx.emit({ type: 'aliensSaved', territory: id, count: saved, text: `${apocWord(g, saved)} ${saved === 1 ? 'survives' : 'survive'} thanks to the mothership.` });
  }
  if (lost > 0) {
    changeApoc(ctx, id, -lost);
    ctx.emit({ type: 'armiesLost', territory: id, side: 'apoc', count: lost, text: `${apocWord(g, lost)} ${lost === 1 ? 'falls' : 'fall'} in ${terrName(id)}.` });
  }
  return lost;
}
