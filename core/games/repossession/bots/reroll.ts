/**
 * Which dice of a fight roll to reroll for a safety token: every subset of
 * the dice, each valued by the mean of every way the rerolled dice can come
 * up. What a roll is worth is the caller's: the damage it deals or takes with
 * the whole strike counted (a snake-eyes attack loses the AP and Support too,
 * not only the combo; a snake-eyes defence lets the Support-blocked part of
 * the blow through), or the chance to win the fight from where it leaves
 * the fighter (hard). Rolls of up to four dice are scored once per process.
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

export function scoreOf(dice: readonly number[], attack: boolean, f: ComboFilters): RollScore {
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

/** The whole strike a roll makes: damage dealt (attack, `bonus` = Support + AP that counts) or minus damage taken (defence, `block` = Support). */
export function strikeValue(s: RollScore, attack: boolean, bonus: number, incoming: number, block: number): number {
  if (attack) return s.snake ? 0 : s.value + bonus;
  if (s.miss) return 0;
  if (s.snake) return -incoming;
  return -Math.max(0, incoming - s.value - block);
}

const picks = new Map<string, RerollPick>();

/**
 * The best reroll of `dice`: `after` values the roll a reroll leaves (a token fewer), `now` is what keeping the
 * roll is worth. `key` names everything `after` and `now` depend on besides the dice, so the answer is kept.
 */
export function bestReroll(dice: readonly number[], attack: boolean, f: ComboFilters, after: (s: RollScore) => number, now: number, key?: string): RerollPick {
  const k = key === undefined ? undefined : `${attack ? 'a' : 'd'}${f.snare ? 1 : 0}${f.agility ? 1 : 0}|${key}|${now}|${dice.join('')}`;
  const hit = k === undefined ? undefined : picks.get(k);
  if (hit) return hit;
  let best: RerollPick = { gain: 0, which: [] };
  const n = dice.length;
  const roll = [...dice];
  for (let mask = 1; mask < 1 << n; mask++) {
    const which = [...Array(n).keys()].filter((i) => mask & (1 << i));
    let total = 0;
    let count = 0;
    // Every way the chosen dice can come up, in the same order as nested loops over 1..6.
    const walk = (j: number) => {
      if (j === which.length) { total += after(scoreOf(roll, attack, f)); count += 1; return; }
      const at = which[j]!;
      for (let v = 1; v <= 6; v++) { roll[at] = v; walk(j + 1); }
      roll[at] = dice[at]!;
    };
    walk(0);
    const gain = total / count - now;
    if (gain > best.gain + 1e-12) best = { gain, which };
  }
  if (k !== undefined) {
    if (picks.size >= 8192) picks.clear();
    picks.set(k, best);
  }
  return best;
}

/** The rule of thumb: snake eyes showing, reroll every 1 (a strong player never lets a token sit through a critical). */
export function onesOfSnakeEyes(dice: readonly number[]): number[] {
  const ones = dice.map((d, i) => (d === 1 ? i : -1)).filter((i) => i >= 0);
  return ones.length >= 2 ? ones : [];
}
