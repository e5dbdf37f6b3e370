/**
 * The odds before an attack as the dice question shows them (rulebook
 * "Attacks"): chips on each button, the same in words in the hint, worked
 * out by odds.ts when first read.
 */
import type { SeatId } from '../../../engine/types';
import { battleOutcome, rollOdds } from '../odds';
import type { RiskState } from '../state';
import { attackersAvailable, apocLimitLeft, type AttackTarget } from './attackTargets';
import { rerollsFor, T, troopsOf } from './board';
import { bestOf, maxDefenceDice, tieRule } from './combat';

/** What one answer's odds look like on its button: the chances as chips (and a detail line), the same in words for the hint. */
export interface ShownOdds {
  detail?: string;
  odds: { label: string; p: number }[];
  hint: string;
}

/** A value worked out when first read, then kept. */
function later<T extends object>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** A roll's outcome as a chip's words: "They lose 2", "Each loses 1", "You lose 1, they lose 2". */
export function lossLabel(attLoss: number, defLoss: number): string {
  if (attLoss === 0) return `They lose ${defLoss}`;
  if (defLoss === 0) return `You lose ${attLoss}`;
  if (attLoss === defLoss) return `Each loses ${attLoss}`;
  return `You lose ${attLoss}, they lose ${defLoss}`;
}

/**
 * The odds before an attack, for the option buttons (shown on their face as
 * chips, and in words in the hint): one roll with n dice against the most
 * the defender can roll, and attacking until the end. Each comes as a thunk
 * over numbers taken from the table now, so a late read still tells the odds
 * of the question as it was asked.
 */
export function oddsFor(g: RiskState, seat: SeatId, from: string, pick: AttackTarget): { defDice: number; roll(n: number): () => ShownOdds; until(stopAt: number): () => ShownOdds & { detail: string } } | null {
  if (pick.kind !== 'side' && pick.kind !== 'barricade') return null;
  const defender = pick.kind === 'barricade' ? (T(g, pick.to).owner ?? 'apoc') : pick.side;
  const defDice = maxDefenceDice(g, { mode: pick.kind === 'barricade' ? 'barricade' : 'attack', defender, at: pick.to });
  if (defDice <= 0) return null;
  const tie = pick.kind === 'barricade' ? 'defender' : tieRule(g, 'attack', seat, pick.side, pick.to, pick.intra);
  const attRerolls = rerollsFor(g, from, seat);
  const defRerolls = pick.kind === 'barricade' ? Math.max(1, rerollsFor(g, pick.to, defender)) : rerollsFor(g, pick.to, defender);
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const defBestOf = bestOf(g, defender);
  const attackers = attackersAvailable(g, seat, from, pick);
  const defenders = troopsOf(T(g, pick.to), pick.side);
  const maxRolls = pick.side === 'apoc' ? apocLimitLeft(g, from) : undefined;
  return {
    defDice,
    roll: (n) => later(() => {
      const o = rollOdds({ attDice: n, defDice, tie, attRerolls, defRerolls, defBestOf });
      const parts = o.outcomes.map((x) => `you lose ${x.attLoss}, they lose ${x.defLoss}: ${pct(x.count / o.total)}`);
      const against = `Against ${defDice} ${defDice === 1 ? 'die' : 'dice'}`;
      return {
        odds: o.outcomes.map((x) => ({ label: lossLabel(x.attLoss, x.defLoss), p: x.count / o.total })),
        hint: `${against}: ${parts.join('; ')}.`,
      };
    }),
    until: (stopAt) => later(() => {
      const b = battleOutcome({
        attackers, defenders, tie, attRerolls, defRerolls,
        maxDefDice: defDice, stopAt, ...(maxRolls !== undefined ? { maxRolls } : {}),
      });
      const loss = `losing about ${b.attLoss.toFixed(1)} armies`;
      return { detail: `You lose about ${b.attLoss.toFixed(1)} armies on average`, odds: [{ label: 'Wipe them out', p: b.win }], hint: `Chance to wipe them out: ${pct(b.win)}, ${loss}.` };
    }),
  };
}
