/**
 * Mutant Combat: "Mutants can take control of headquarters and supply tokens and use them like
 * players." Besides the rerolls (board.ts usableSupplies), mutants that control supplies or a
 * headquarters oppose an attack into their territory when the roll is likely to hold, close the
 * border when it holds (borders.ts closeAfterOppose: a strong barricade for a supply they can spare), and take
 * their own barricade down when they march through it, as a player may take down their own.
 * The rules decide for them: nobody plays the apocalypse.
 */
import type { Ctx } from '../../../../engine/context';
import type { SeatId, Step } from '../../../../engine/types';
import { SCENARIO_NUMBERS } from '../../content/numbers';
import { rollOdds } from '../../odds';
import type { RiskState } from '../../state';
import { barricadeBetween, borderPaused, rerollsFor, SideName, T, terrName, usableSupplies } from '../board';
import { opposeNeed } from '../borders';
import { maxDefenceDice, newFight } from '../combat';
import { barricadesLeft } from '../components';

type C = Ctx<RiskState>;
const M = SCENARIO_NUMBERS.mutants;

/** Whether the mutants controlling `at` may oppose an attack from `from` (Opposing Attacks, as a player may). */
export function mutantsMayOppose(g: RiskState, from: string, at: string): boolean {
  if (g.scenario !== 'mutants' || g.ignoreSupplies) return false;
  if (T(g, at).owner !== 'apoc' || usableSupplies(g, at, 'apoc') < 1) return false;
  if (barricadesLeft(g) <= 0) return false;
  return !barricadeBetween(g, from, at) && !borderPaused(g, from, at);
}

/** The chance that the mutants hold the border: the attackers, with their rerolls, score fewer successes than needed. */
export function mutantHoldChance(g: RiskState, attacker: SeatId, from: string, at: string, attDice: number): number {
  const defDice = maxDefenceDice(g, { mode: 'oppose', defender: 'apoc', at });
  const odds = rollOdds({ attDice, defDice, tie: 'defender', attRerolls: rerollsFor(g, from, attacker) });
  const need = opposeNeed(g, at, 'apoc');
  return odds.outcomes.filter((o) => o.defLoss < need).reduce((s, o) => s + o.count, 0) / odds.total;
}

/**
 * An attack is declared into a territory the mutants control with supplies: they oppose when the
 * roll holds often enough, else they meet the attack with their dice and rerolls. Returns whether
 * they opposed (the caller pushes the attack itself otherwise).
 */
export function mutantsAnswerAttack(ctx: C, attacker: SeatId, from: string, at: string, attDice: number, attack: Step, blocked: Step): boolean {
  const g = ctx.g;
  const hold = mutantHoldChance(g, attacker, from, at, attDice);
  const pct = Math.round(hold * 100);
  if (hold < M.opposeHoldChance) {
    ctx.log(`The mutants in ${terrName(at)} do not try to close the border (${pct}% to hold): they meet the attack.`);
    return false;
  }
  ctx.log(`The mutants in ${terrName(at)} use their supplies to try to close the border against ${SideName(g, attacker)} (${pct}% to hold).`);
  ctx.push(newFight(g, {
    mode: 'oppose', attacker, defender: 'apoc', from, at, intra: false, attDice, need: opposeNeed(g, at, 'apoc'), then: attack, blocked,
    attRerolls: rerollsFor(g, from, attacker),
  }));
  return true;
}

/** Mutants marching out through their own barricade take it down first (as a player may take down their own). */
export function mutantsOpenOwnWall(ctx: C, from: string, to: string): boolean {
  const g = ctx.g;
  if (g.scenario !== 'mutants' || T(g, from).owner !== 'apoc') return false;
  const b = g.barricades.find((x) => x.terr === from && x.other === to);
  if (!b) return false;
  g.barricades = g.barricades.filter((x) => x !== b);
  ctx.emit({ type: 'borderOpened', territory: from, other: to, text: `The mutants in ${terrName(from)} take down their barricade towards ${terrName(to)} to march through.` });
  return true;
}
