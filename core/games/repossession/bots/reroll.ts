/**
 * Which dice of a fight roll to reroll for a safety token: every subset of
 * the dice, each valued by the mean of every way the rerolled dice can come
 * up. A roll is scored by its combo only (combos.ts); the same roll, purpose,
 * effects and blow always give the same answer, so answers are kept for the
 * process, and so are the scores of every roll of up to four dice.
 */
import { scoreRoll, type ComboFilters, type RollScore } from '../rules/combos';

export interface RerollPick {
  /** Mean gain over keeping the roll (0 when nothing gains). */
  gain: number;
  /** Indexes of the dice to reroll, ascending; empty when nothing gains. */
  which: number[];
}

// Scores by purpose and filters (4 x 2 tables), each by the roll read as a base-7 number (digits 1-6, so lengths differ).
const scoreTables: (Map<number, RollScore> | undefined)[] = [];

function scoreOf(dice: readonly number[], attack: boolean, f: ComboFilters): RollScore {
  const t = (attack ? 0 : 4) + (f.snare ? 2 : 0) + (f.agility ? 1 : 0);
  let table = scoreTables[t];
  if (!table) scoreTables[t] = table = new Map();
  let code = 0;
  for (let i = 0; i < dice.length; i++) code = code * 7 + dice[i]!;
  let s = table.get(code);
  if (!s) {
    s = scoreRoll(dice, attack ? 'attack' : 'defense', f);
    table.set(code, s);
  }
  return s;
}

const picks = new Map<string, RerollPick>();

/** The best reroll of `dice` (an attack, or a defence against a blow of `incoming`); the caller decides if the gain is worth a token. */
export function bestReroll(dice: readonly number[], attack: boolean, f: ComboFilters, incoming: number): RerollPick {
  const key = `${attack ? 'a' : 'd'}${f.snare ? 1 : 0}${f.agility ? 1 : 0}|${incoming}|${dice.join('')}`;
  const hit = picks.get(key);
  if (hit) return hit;
  const value = (roll: readonly number[]) => {
    const s = scoreOf(roll, attack, f);
    if (attack) return s.snake ? 0 : s.value;
    return s.miss ? incoming : s.snake ? -incoming : -Math.max(0, incoming - s.value) + incoming * 0;
  };
  const now = value(dice);
  let best: RerollPick = { gain: 0, which: [] };
  const n = dice.length;
  const roll = [...dice];
  for (let mask = 1; mask < 1 << n; mask++) {
    const which = [...Array(n).keys()].filter((i) => mask & (1 << i));
    let total = 0;
    let count = 0;
    // Every way the chosen dice can come up, in the same order as nested loops over 1..6.
    const walk = (k: number) => {
      if (k === which.length) { total += value(roll); count += 1; return; }
      const at = which[k]!;
      for (let v = 1; v <= 6; v++) { roll[at] = v; walk(k + 1); }
      roll[at] = dice[at]!;
    };
    walk(0);
    const gain = total / count - now;
    if (gain > best.gain) best = { gain, which };
  }
  if (picks.size >= 8192) picks.clear();
  picks.set(key, best);
  return best;
}
