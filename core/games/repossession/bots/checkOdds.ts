/**
 * The Support check played by its exact odds. From the dice showing and the
 * safety tokens in hand, every choice (roll the next die, reroll some dice
 * for a token, stop) is valued by enumerating every die that can come up:
 * a pass is worth `keep` + `reward`, a failure the player keeps the tile on
 * is worth `keep`, snake eyes 0 (the tile is lost), and each token spent costs
 * `tokenCost`. Results are cached for the whole process.
 */
import { CHECK_TARGET } from '../rules/common';
import { isSnakeEyes } from '../rules/combos';

export interface CheckValues {
  /** What keeping the tile is worth (a failed check may still keep it; snake eyes never). */
  keep: number;
  /** What a pass is worth on top of keeping the tile. */
  reward: number;
  tokenCost: number;
  /** Extra for four 4s, 5s or 6s (another move). */
  quadBonus: number;
}

export type CheckAction = { kind: 'roll' } | { kind: 'stop' } | { kind: 'reroll'; dice: number[] };

const MAX_TOKENS = 3;
const tables = new Map<string, Map<string, { value: number; action: CheckAction }>>();

function terminal(dice: number[], v: CheckValues): number {
  if (isSnakeEyes(dice)) return 0;
  const sum = dice.reduce((a, b) => a + b, 0);
  if (sum < CHECK_TARGET) return v.keep;
  const quad = dice.length === 4 && dice.every((d) => d === dice[0]);
  return v.keep + v.reward + (quad ? v.quadBonus : 0);
}

// Built once: every outcome of k fresh dice as a sorted multiset with its chance
// (126 for four dice instead of 1,296 ordered rolls), and every subset of positions.
const OUTCOMES: { dice: number[]; p: number }[][] = [0, 1, 2, 3, 4].map((k) => {
  const m = new Map<string, { dice: number[]; p: number }>();
  let rolls: number[][] = [[]];
  for (let i = 0; i < k; i++) rolls = rolls.flatMap((r) => [1, 2, 3, 4, 5, 6].map((v) => [...r, v]));
  for (const r of rolls) {
    const dice = [...r].sort((a, b) => a - b);
    const key = dice.join('');
    const e = m.get(key);
    if (e) e.p += 1 / rolls.length;
    else m.set(key, { dice, p: 1 / rolls.length });
  }
  return [...m.values()];
});

const SUBSETS: number[][][] = [0, 1, 2, 3, 4].map((n) => {
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << n; mask++) out.push([...Array(n).keys()].filter((i) => mask & (1 << i)));
  return out;
});

/** Best value and action from these dice with these tokens. */
export function checkChoice(dice: readonly number[], tokens: number, v: CheckValues): { value: number; action: CheckAction } {
  const key = `${v.keep}|${v.reward}|${v.tokenCost}|${v.quadBonus}`;
  let memo = tables.get(key);
  if (!memo) tables.set(key, (memo = new Map()));
  return solve([...dice], Math.min(MAX_TOKENS, tokens), v, memo);
}

function solve(dice: number[], tokens: number, v: CheckValues, memo: Map<string, { value: number; action: CheckAction }>) {
  const sorted = [...dice].sort((a, b) => a - b);
  const key = `${sorted.join('')}|${tokens}`;
  const hit = memo.get(key);
  if (hit) return remap(hit, dice, sorted);
  let best: { value: number; action: CheckAction } = { value: terminal(sorted, v), action: { kind: 'stop' } };
  if (!isSnakeEyes(sorted)) {
    if (sorted.length < 4) {
      let value = 0;
      for (let d = 1; d <= 6; d++) value += solve([...sorted, d], tokens, v, memo).value / 6;
      if (value > best.value + 1e-12) best = { value, action: { kind: 'roll' } };
    }
    if (tokens > 0 && sorted.length > 0) {
      // Rerolling equal dice is the same choice whichever of them is picked: try each kept multiset once.
      const tried = new Set<string>();
      for (const which of SUBSETS[sorted.length]!) {
        const kept = sorted.filter((_, i) => !which.includes(i));
        const id = kept.join('');
        if (tried.has(id)) continue;
        tried.add(id);
        let value = 0;
        for (const o of OUTCOMES[which.length]!) value += o.p * solve([...kept, ...o.dice], tokens - 1, v, memo).value;
        value -= v.tokenCost;
        if (value > best.value + 1e-12) best = { value, action: { kind: 'reroll', dice: which } };
      }
    }
  }
  memo.set(key, best);
  return remap(best, dice, sorted);
}

/** Reroll indexes refer to the sorted dice; map them back to the player's order. */
function remap(r: { value: number; action: CheckAction }, dice: number[], sorted: number[]) {
  if (r.action.kind !== 'reroll') return r;
  const used = new Set<number>();
  const idx = r.action.dice.map((i) => {
    const j = dice.findIndex((d, k) => d === sorted[i] && !used.has(k));
    used.add(j);
    return j;
  });
  return { value: r.value, action: { kind: 'reroll' as const, dice: idx } };
}

/** Best chance to pass from scratch with this many tokens to reroll with. */
export function passChance(tokens: number): number {
  return checkChoice([], tokens, { keep: 0, reward: 1, tokenCost: 0, quadBonus: 0 }).value;
}
