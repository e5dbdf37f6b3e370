/**
 * Exact battle odds (rulebook "Attacks"): for any number of attack and
 * defence dice, every tie rule and every reroll count, the exact number of
 * ways each outcome happens. Pure and memoised; the rules use compareDice and
 * the reroll policy from here too, so odds and play agree.
 *
 * Counts are integers over `total` = 6 to the power of every die that could
 * be thrown (rerolls included), so probabilities are exact fractions.
 */

export type TieRule = 'defender' | 'attacker' | 'none';

export interface RollSpec {
  attDice: number;
  defDice: number;
  tie: TieRule;
  /** Supply rerolls: 0, 1 or 2 (the lowest die, one at a time). */
  attRerolls?: number;
  defRerolls?: number;
  /** Each die of that side is the highest of this many (demons roll three and keep the best). */
  attBestOf?: number;
  defBestOf?: number;
}

export interface Outcome {
  attLoss: number;
  defLoss: number;
  count: number;
}

export interface RollOdds {
  total: number;
  outcomes: Outcome[];
}

/** Pairs highest with highest; returns the armies each side loses. */
export function compareDice(att: readonly number[], def: readonly number[], tie: TieRule): { attLoss: number; defLoss: number } {
  const a = [...att].sort((x, y) => y - x);
  const d = [...def].sort((x, y) => y - x);
  let attLoss = 0;
  let defLoss = 0;
  const pairs = Math.min(a.length, d.length);
  for (let i = 0; i < pairs; i++) {
    const x = a[i]!, y = d[i]!;
    if (x > y) defLoss++;
    else if (y > x) attLoss++;
    else if (tie === 'defender') attLoss++;
    else if (tie === 'attacker') defLoss++;
  }
  return { attLoss, defLoss };
}

/**
 * The reroll policy ("reroll a losing lowest die"): the index of the die to
 * reroll, or -1 to keep. A side rerolls its lowest die when that die is in a
 * pair it does not win, or when it is unpaired and the side is losing some
 * pair (a higher result can only move it into the pairs).
 */
export function rerollChoice(own: readonly number[], other: readonly number[], side: 'att' | 'def', tie: TieRule): number {
  if (own.length === 0 || other.length === 0) return -1;
  let low = 0;
  for (let i = 1; i < own.length; i++) if (own[i]! < own[low]!) low = i;
  const mine = [...own].sort((x, y) => y - x);
  const theirs = [...other].sort((x, y) => y - x);
  const pairs = Math.min(mine.length, theirs.length);
  const wins = (i: number) => {
    const x = mine[i]!, y = theirs[i]!;
    if (x !== y) return x > y;
    return side === 'att' ? tie === 'attacker' : tie === 'defender';
  };
  const k = mine.length - 1;
  if (k >= pairs) {
    for (let i = 0; i < pairs; i++) if (!wins(i)) return low;
    return -1;
  }
  if (wins(k)) return -1;
  // A tie that costs nobody anything is not worth risking on a high die.
  if (tie === 'none' && mine[k] === theirs[k] && mine[k]! >= 4) return -1;
  return low;
}

/** Weights of one effective die that is the best of b raw dice: w[v] for v = 1..6, summing to 6^b. */
function bestOfWeights(b: number): number[] {
  const w = [0];
  for (let v = 1; v <= 6; v++) w.push(v ** b - (v - 1) ** b);
  return w;
}

/** Sorted (descending) multisets of n dice with their weights. */
function multisets(n: number, w: number[]): { dice: number[]; weight: number }[] {
  const out: { dice: number[]; weight: number }[] = [];
  const rec = (prefix: number[], max: number) => {
    if (prefix.length === n) {
      // weight = multinomial * product of face weights
      let weight = factorial(n);
      const counts = new Map<number, number>();
      for (const v of prefix) { counts.set(v, (counts.get(v) ?? 0) + 1); weight *= w[v]!; }
      for (const c of counts.values()) weight /= factorial(c);
      out.push({ dice: [...prefix], weight });
      return;
    }
    for (let v = max; v >= 1; v--) { prefix.push(v); rec(prefix, v); prefix.pop(); }
  };
  rec([], 6);
  return out;
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

const outcomeKey = (a: number, d: number) => a * 10 + d;

/** The faces and weights of one roll's enumeration, worked out once per roll spec. */
interface Enumeration {
  spec: Required<RollSpec>;
  aw: number[];
  dw: number[];
  memo: Map<number | string, Map<number, number>>;
}

/** A memo key for sorted dice and rerolls left: a number (faces as base-7 digits) while every side has at most 6 dice. */
function diceKey(att: readonly number[], def: readonly number[], rA: number, rD: number): number | string {
  if (att.length > 6 || def.length > 6 || rA > 8 || rD > 8) return `${att.join('')}|${def.join('')}|${rA}|${rD}`;
  let a = 1;
  for (let i = 0; i < att.length; i++) a = a * 7 + att[i]!;
  let d = 1;
  for (let i = 0; i < def.length; i++) d = d * 7 + def[i]!;
  return ((a * 1e6 + d) * 9 + rA) * 9 + rD;
}

/** res += m * factor, entry by entry (in m's order, as the counts were always summed). */
function addScaled(res: Map<number, number>, m: Map<number, number>, factor: number): void {
  for (const [k, c] of m) res.set(k, (res.get(k) ?? 0) + c * factor);
}

/** Outcome counts after the rerolls, scaled to 6^(rerolled raw dice); att rerolls first, then the defender's. */
function afterRerolls(att: number[], def: number[], rA: number, rD: number, e: Enumeration): Map<number, number> {
  const key = diceKey(att, def, rA, rD);
  const hit = e.memo.get(key);
  if (hit) return hit;
  const spec = e.spec;
  const res = new Map<number, number>();
  const pendingScale = 6 ** (rA * spec.attBestOf + rD * spec.defBestOf);
  let idx = -1;
  let side: 'att' | 'def' | null = null;
  if (rA > 0) { idx = rerollChoice(att, def, 'att', spec.tie); side = idx >= 0 ? 'att' : null; }
  if (side === null && rD > 0) { idx = rerollChoice(def, att, 'def', spec.tie); side = idx >= 0 ? 'def' : null; }
  if (side === null) {
    const { attLoss, defLoss } = compareDice(att, def, spec.tie);
    res.set(outcomeKey(attLoss, defLoss), pendingScale);
  } else if (side === 'att') {
    // This reroll uses one die's worth of randomness; the rest stay pending.
    for (let v = 1; v <= 6; v++) {
      const next = [...att];
      next[idx] = v;
      next.sort((x, y) => y - x);
      addScaled(res, afterRerolls(next, def, rA - 1, rD, e), e.aw[v]!);
    }
  } else {
    for (let v = 1; v <= 6; v++) {
      const next = [...def];
      next[idx] = v;
      next.sort((x, y) => y - x);
      // The attacker kept: their unused rerolls stay in the denominator.
      addScaled(res, afterRerolls(att, next, 0, rD - 1, e), e.dw[v]! * 6 ** (rA * spec.attBestOf));
    }
  }
  e.memo.set(key, res);
  return res;
}

const cache = new Map<string, RollOdds>();
const probCache = new WeakMap<RollOdds, readonly { attLoss: number; defLoss: number; p: number }[]>();

/** Exact outcome counts of one roll (the same object for the same spec: callers only read it). */
export function rollOdds(input: RollSpec): RollOdds {
  // The cache key is built without a spread or JSON.stringify: the bots and the dice buttons ask this thousands of times a game.
  const key = `${input.attDice},${input.defDice},${input.tie},${input.attRerolls ?? 0},${input.defRerolls ?? 0},${input.attBestOf ?? 1},${input.defBestOf ?? 1}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const spec: Required<RollSpec> = {
    attDice: input.attDice, defDice: input.defDice, tie: input.tie,
    attRerolls: input.attRerolls ?? 0, defRerolls: input.defRerolls ?? 0, attBestOf: input.attBestOf ?? 1, defBestOf: input.defBestOf ?? 1,
  };
  const aw = bestOfWeights(spec.attBestOf);
  const dw = bestOfWeights(spec.defBestOf);
  const e: Enumeration = { spec, aw, dw, memo: new Map() };
  const totals = new Map<number, number>();
  for (const a of multisets(spec.attDice, aw)) {
    for (const d of multisets(spec.defDice, dw)) {
      const m = afterRerolls(a.dice, d.dice, spec.attRerolls, spec.defRerolls, e);
      for (const [k, c] of m) totals.set(k, (totals.get(k) ?? 0) + c * a.weight * d.weight);
    }
  }
  const total = 6 ** ((spec.attDice + spec.attRerolls) * spec.attBestOf + (spec.defDice + spec.defRerolls) * spec.defBestOf);
  const outcomes = [...totals.entries()]
    .map(([k, count]) => ({ attLoss: Math.floor(k / 10), defLoss: k % 10, count }))
    .sort((x, y) => x.attLoss - y.attLoss || y.defLoss - x.defLoss);
  const odds = { total, outcomes };
  cache.set(key, odds);
  return odds;
}

/** Probability of each outcome of one roll, as numbers. */
export function rollProbabilities(spec: RollSpec): readonly { attLoss: number; defLoss: number; p: number }[] {
  const o = rollOdds(spec);
  let probs = probCache.get(o);
  if (!probs) {
    probs = o.outcomes.map((x) => ({ attLoss: x.attLoss, defLoss: x.defLoss, p: x.count / o.total }));
    probCache.set(o, probs);
  }
  return probs;
}

/**
 * The battles' memos, shared between calls with the same rules of the fight
 * (tie rule, rerolls, dice, where the attacker stops): the chance from (a, d)
 * on is the same number whoever asks, so the rival's many outlooks a turn and
 * the dice buttons reuse what an earlier call worked out. Cleared when large
 * (the values are recomputed exactly as before).
 */
const battleMemos = new Map<number | string, Map<number | string, BattleOutcome>>();
let battleEntries = 0;
const MAX_BATTLE_ENTRIES = 200_000;

const TIES: readonly TieRule[] = ['defender', 'attacker', 'none'];

function battleMemo(kind: 0 | 1, b: BattleSpec, maxA: number, maxD: number, stop: number): Map<number | string, BattleOutcome> {
  // A number for the usual fights (the rival asks this for every target it weighs), a string otherwise.
  const ar = b.attRerolls ?? 0, dr = b.defRerolls ?? 0;
  const small = TIES.includes(b.tie) && ar >= 0 && ar < 8 && dr >= 0 && dr < 8 && maxA >= 0 && maxA < 8 && maxD >= 0 && maxD < 8 && stop >= 0 && Number.isInteger(stop);
  const key = small ? ((((stop * 8 + maxD) * 8 + maxA) * 8 + dr) * 8 + ar) * 8 + TIES.indexOf(b.tie) * 2 + kind : `${kind},${b.tie},${ar},${dr},${maxA},${maxD},${stop}`;
  let memo = battleMemos.get(key);
  if (!memo) {
    if (battleEntries > MAX_BATTLE_ENTRIES) { battleMemos.clear(); battleEntries = 0; }
    memo = new Map();
    battleMemos.set(key, memo);
  }
  return memo;
}

/** A memo key for (a, d[, r]): a number while the counts are small, else a string, never a collision. */
function stateKey(a: number, d: number, r = 0): number | string {
  return d < 1000 && r < 1000 ? (a * 1000 + d) * 1000 + r : `${a}:${d}:${r}`;
}

export interface BattleSpec {
  /** Attacking armies that may roll (inter-territory: all but the one left behind). */
  attackers: number;
  defenders: number;
  tie: TieRule;
  attRerolls?: number;
  defRerolls?: number;
  maxAttDice?: number;
  maxDefDice?: number;
  /** Stop attacking when this few attackers are left (default 0: fight to the last). */
  stopAt?: number;
  /** At most this many rolls (the limit on attacks against the apocalytes from one territory in a turn); default no limit. */
  maxRolls?: number;
}

/** Probability the attacker wipes out the defenders by attacking again and again with the most dice ("attack until"). */
export function battleWinChance(b: BattleSpec): number {
  if (b.maxRolls !== undefined) return battleOutcome(b).win;
  const maxA = b.maxAttDice ?? 3;
  const maxD = b.maxDefDice ?? 2;
  const stop = b.stopAt ?? 0;
  const memo = new Map<number, number>();
  const win = (a: number, d: number): number => {
    if (d <= 0) return 1;
    if (a <= stop || a <= 0) return 0;
    const key = a * 1000 + d;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const probs = rollProbabilities({
      attDice: Math.min(maxA, a), defDice: Math.min(maxD, d), tie: b.tie, attRerolls: b.attRerolls ?? 0, defRerolls: b.defRerolls ?? 0,
    });
    let p = 0;
    let stay = 0;
    for (const o of probs) {
      if (o.attLoss === 0 && o.defLoss === 0) stay += o.p;
      else p += o.p * win(a - o.attLoss, d - o.defLoss);
    }
    const v = stay < 1 ? p / (1 - stay) : 0;
    memo.set(key, v);
    return v;
  };
  return win(b.attackers, b.defenders);
}

export interface BattleOutcome {
  /** Chance the defenders are wiped out. */
  win: number;
  /** Expected armies each side loses before the attacker wins or stops. */
  attLoss: number;
  defLoss: number;
}

/** Win chance and expected losses of attacking again and again with the most dice until the defenders fall or only `stopAt` attackers remain. */
export function battleOutcome(b: BattleSpec): BattleOutcome {
  if (b.maxRolls !== undefined) return cappedBattle(b, b.maxRolls);
  const maxA = b.maxAttDice ?? 3;
  const maxD = b.maxDefDice ?? 2;
  const stop = b.stopAt ?? 0;
  const memo = battleMemo(0, b, maxA, maxD, stop);
  const go = (a: number, d: number): BattleOutcome => {
    if (d <= 0) return WON;
    if (a <= stop || a <= 0) return LOST;
    const key = stateKey(a, d);
    const hit = memo.get(key);
    if (hit) return hit;
    const probs = rollProbabilities({
      attDice: Math.min(maxA, a), defDice: Math.min(maxD, d), tie: b.tie, attRerolls: b.attRerolls ?? 0, defRerolls: b.defRerolls ?? 0,
    });
    let win = 0, attLoss = 0, defLoss = 0, stay = 0;
    for (const o of probs) {
      if (o.attLoss === 0 && o.defLoss === 0) { stay += o.p; continue; }
      const next = go(a - o.attLoss, d - o.defLoss);
      win += o.p * next.win;
      attLoss += o.p * (o.attLoss + next.attLoss);
      defLoss += o.p * (o.defLoss + next.defLoss);
    }
    const k = stay < 1 ? 1 / (1 - stay) : 0;
    const v = { win: win * k, attLoss: attLoss * k, defLoss: defLoss * k };
    memo.set(key, v);
    battleEntries++;
    return v;
  };
  // A copy: the memo's entries are shared with later calls.
  return { ...go(b.attackers, b.defenders) };
}

const WON: Readonly<BattleOutcome> = Object.freeze({ win: 1, attLoss: 0, defLoss: 0 });
const LOST: Readonly<BattleOutcome> = Object.freeze({ win: 0, attLoss: 0, defLoss: 0 });

/** battleOutcome with at most `rolls` rolls: every roll counts, even one where nobody falls. */
function cappedBattle(b: BattleSpec, rolls: number): BattleOutcome {
  const maxA = b.maxAttDice ?? 3;
  const maxD = b.maxDefDice ?? 2;
  const stop = b.stopAt ?? 0;
  const memo = battleMemo(1, b, maxA, maxD, stop);
  const go = (a: number, d: number, r: number): BattleOutcome => {
    if (d <= 0) return WON;
    if (a <= stop || a <= 0 || r <= 0) return LOST;
    const key = stateKey(a, d, r);
    const hit = memo.get(key);
    if (hit) return hit;
    const probs = rollProbabilities({
      attDice: Math.min(maxA, a), defDice: Math.min(maxD, d), tie: b.tie, attRerolls: b.attRerolls ?? 0, defRerolls: b.defRerolls ?? 0,
    });
    const v = { win: 0, attLoss: 0, defLoss: 0 };
    for (const o of probs) {
      const next = go(a - o.attLoss, d - o.defLoss, r - 1);
      v.win += o.p * next.win;
      v.attLoss += o.p * (o.attLoss + next.attLoss);
      v.defLoss += o.p * (o.defLoss + next.defLoss);
    }
    memo.set(key, v);
    battleEntries++;
    return v;
  };
  return { ...go(b.attackers, b.defenders, rolls) };
}
