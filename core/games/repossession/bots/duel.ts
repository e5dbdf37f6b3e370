/**
 * Exact fight odds for the bots. Every strike's outcome distribution comes
 * from enumerating the dice (combos.ts), and the chance of winning from any
 * (my HP, foe HP, poisoned, whose strike) is solved by dynamic programming,
 * choosing the number of dice to roll in every state. Healing on defence is
 * counted as no damage (a small, safe underestimate).
 *
 * The bots ask the same questions over and over (every pile's cards for
 * every teammate and tile, each turn; each strike of a fight), so the
 * fresh-dice scores, the distributions and the solved tables are kept for
 * the process. A table's value at (my HP, foe HP) never depends on how far
 * the table reaches (each state reads only states with less HP), so one
 * table, solved as far as anyone has asked, answers every spec with the same
 * key, number for number.
 */
import { scoreDistribution, type ComboFilters } from '../rules/combos';

/** [value, probability] pairs. */
export type Dist = [number, number][];

type Scores = ReturnType<typeof scoreDistribution>;

// By dice count, purpose and filters: 5 x 2 x 4 slots, filled on first use (a number index, no key string per call).
const cache: (Scores | undefined)[] = [];

/** Every score n fresh dice can show, with its chance (cached; read-only). */
export function scores(n: number, purpose: 'attack' | 'defense', f: ComboFilters): Scores {
  const key = n * 8 + (purpose === 'attack' ? 0 : 4) + (f.snare ? 2 : 0) + (f.agility ? 1 : 0);
  let s = cache[key];
  if (!s) {
    s = n === 0 ? [{ score: { snake: false, combo: 'none', value: 0, miss: false }, p: 1 }] : scoreDistribution(n, purpose, f);
    cache[key] = s;
  }
  return s;
}

function merge(pairs: Dist): Dist {
  const m = new Map<number, number>();
  for (const [v, p] of pairs) m.set(v, (m.get(v) ?? 0) + p);
  return [...m.entries()].sort((a, b) => a[0] - b[0]);
}

/** Damage my attack deals with n dice: snake eyes miss outright, else combo + bonus (less a flat block). */
export function attackDist(n: number, bonus: number, f: ComboFilters, block = 0): Dist {
  return merge(scores(n, 'attack', f).map(({ score, p }) => [score.snake ? 0 : Math.max(0, score.value + bonus - block), p]));
}

/** Damage I take from a blow of `incoming` with n defence dice and `block` from Support. */
export function defenseDist(n: number, incoming: Dist, block: number, f: ComboFilters): Dist {
  const out: Dist = [];
  for (const { score, p } of scores(n, 'defense', f)) {
    for (const [v, q] of incoming) {
      const d = v <= 0 || score.miss ? 0 : score.snake ? v : Math.max(0, v - score.value - block);
      out.push([d, p * q]);
    }
  }
  return merge(out);
}

/** Mean damage of an attack with n dice and a flat bonus (snake eyes: nothing). */
export function meanAttack(n: number, bonus: number, f: ComboFilters): number {
  let m = 0;
  for (const { score, p } of scores(n, 'attack', f)) if (!score.snake) m += p * (score.value + bonus);
  return m;
}

/** Mean damage taken from a blow of `ap` with n defence dice and `block` from Support. */
export function meanTaken(n: number, ap: number, block: number, f: ComboFilters): number {
  let m = 0;
  for (const { score, p } of scores(n, 'defense', f)) m += p * (score.miss ? 0 : score.snake ? ap : Math.max(0, ap - score.value - block));
  return m;
}

export function mean(d: Dist): number {
  return d.reduce((s, [v, p]) => s + v * p, 0);
}

/** Sum of two independent strikes (two teammates attacking, or an enemy striking two of them). */
export function convolve(a: Dist, b: Dist): Dist {
  const out: Dist = [];
  for (const [x, p] of a) for (const [y, q] of b) out.push([x + y, p * q]);
  return merge(out);
}

export interface DuelSpec {
  myHp: number;
  foeHp: number;
  /** One distribution per choice (dice count 0..4) for my attacks and for the damage I take. */
  attack: Dist[];
  defense: Dist[];
  /** The foe poisons: once I lose HP, every later strike costs me 1 more. */
  poison: boolean;
  /** Choose dice per state (true) or always the given choice indexes. */
  optimize: boolean;
  fixedAttack?: number;
  fixedDefense?: number;
  /**
   * Names everything above but the HP (the distributions, poison, the choices): specs with the same key
   * share one solved table. Without a key the table is solved afresh.
   */
  key?: string;
}

export interface DuelTable {
  /** P(win) before my attack / before the foe's strike, by my HP, foe HP and poison. */
  before(mine: boolean, hp: number, foeHp: number, poisoned: boolean): number;
  /** The best dice count for my next attack or defence in that state. */
  bestDice(mine: boolean, hp: number, foeHp: number, poisoned: boolean): number;
}

/** A solved duel up to H of my HP and E of the foe's, laid out h * (E + 1) + e. */
interface Solved {
  H: number;
  E: number;
  W: number;
  va0: Float64Array;
  vd0: Float64Array;
  va1: Float64Array;
  vd1: Float64Array;
  ba: Int8Array;
  bd: Int8Array;
}

/** A distribution as two flat arrays (values, chances), for the solver's inner loops; made once per distribution. */
interface Flat {
  v: number[];
  p: number[];
}

const flats = new WeakMap<Dist, Flat>();

function flat(d: Dist): Flat {
  let f = flats.get(d);
  if (!f) {
    f = { v: d.map((x) => x[0]), p: d.map((x) => x[1]) };
    flats.set(d, f);
  }
  return f;
}

// The same sums in the same order as a loop over the [value, chance] pairs, so the same numbers to the last bit.
function solveTables(spec: DuelSpec, H: number, E: number): Solved {
  const W = E + 1;
  const size = (H + 1) * W;
  const va0 = new Float64Array(size);
  const vd0 = new Float64Array(size);
  const va1 = new Float64Array(size);
  const vd1 = new Float64Array(size);
  const ba = new Int8Array(size * 2);
  const bd = new Int8Array(size * 2);
  const attackChoices = spec.optimize ? spec.attack.map((_, i) => i) : [spec.fixedAttack ?? 0];
  const defenseChoices = spec.optimize ? spec.defense.map((_, i) => i) : [spec.fixedDefense ?? 0];
  const atk = attackChoices.map((n) => flat(spec.attack[n]!));
  const def = defenseChoices.map((m) => flat(spec.defense[m]!));
  // After a blow lands without poison taking hold yet, the fight goes on from the poisoned or the plain states.
  const afterHit = spec.poison ? va1 : va0;
  const rds = new Float64Array(def.length);
  const pd0s = new Float64Array(def.length);
  for (let h = 1; h <= H; h++) {
    const row = h * W;
    const below = (h - 1) * W;
    for (let e = 1; e <= E; e++) {
      const here = row + e;
      // Poisoned: each of my strikes first costs 1 HP; no self-loops, HP always falls.
      let best = -1;
      if (h - 1 > 0) {
        for (let i = 0; i < atk.length; i++) {
          const { v: av, p: ap } = atk[i]!;
          let v = 0;
          for (let k = 0; k < av.length; k++) {
            const a = av[k]!;
            v += ap[k]! * (e - a <= 0 ? 1 : vd1[below + e - a]!);
          }
          if (v > best) { best = v; ba[here * 2 + 1] = attackChoices[i]!; }
        }
      }
      va1[here] = Math.max(0, best);
      best = -1;
      if (h - 1 > 0) {
        for (let j = 0; j < def.length; j++) {
          const { v: dv, p: dp } = def[j]!;
          let v = 0;
          for (let k = 0; k < dv.length; k++) {
            const d = dv[k]!;
            v += dp[k]! * (h - 1 - d <= 0 ? 0 : va1[(h - 1 - d) * W + e]!);
          }
          if (v > best) { best = v; bd[here * 2 + 1] = defenseChoices[j]!; }
        }
      }
      vd1[here] = Math.max(0, best);
      // Not poisoned: a miss each way loops back to this state; solve the pair exactly.
      // What each defence choice leads to does not depend on the attack chosen: summed once per state.
      for (let j = 0; j < def.length; j++) {
        const { v: dv, p: dp } = def[j]!;
        let rd = 0;
        let pd0 = 0;
        for (let k = 0; k < dv.length; k++) {
          const d = dv[k]!;
          const p = dp[k]!;
          if (d === 0) pd0 += p;
          else if (h - d > 0) rd += p * afterHit[(h - d) * W + e]!;
        }
        rds[j] = rd;
        pd0s[j] = pd0;
      }
      let bx = -1;
      let by = 0;
      for (let i = 0; i < atk.length; i++) {
        const { v: av, p: ap } = atk[i]!;
        let ra = 0;
        let pa0 = 0;
        for (let k = 0; k < av.length; k++) {
          const a = av[k]!;
          const p = ap[k]!;
          if (a === 0) pa0 += p;
          else ra += p * (e - a <= 0 ? 1 : vd0[row + e - a]!);
        }
        for (let j = 0; j < def.length; j++) {
          const rd = rds[j]!;
          const pd0 = pd0s[j]!;
          const denom = 1 - pa0 * pd0;
          const x = denom < 1e-9 ? 0 : (ra + pa0 * rd) / denom;
          if (x > bx) {
            bx = x;
            by = rd + pd0 * x;
            ba[here * 2] = attackChoices[i]!;
            bd[here * 2] = defenseChoices[j]!;
          }
        }
      }
      va0[here] = bx;
      vd0[here] = by;
    }
  }
  return { H, E, W, va0, vd0, va1, vd1, ba, bd };
}

const solved = new Map<string, Solved>();
// A few thousand (bonus, block, enemy, filters) families, a few kB each: what a run of games keeps meeting.
const SOLVED_LIMIT = 4096;

export function solveDuel(spec: DuelSpec): DuelTable {
  const H = Math.max(1, Math.min(80, spec.myHp));
  const E = Math.max(1, Math.min(80, spec.foeHp));
  let s: Solved | undefined;
  if (spec.key === undefined) s = solveTables(spec, H, E);
  else {
    s = solved.get(spec.key);
    if (!s || s.H < H || s.E < E) {
      s = solveTables(spec, Math.max(H, s?.H ?? 0), Math.max(E, s?.E ?? 0));
      solved.delete(spec.key);
      // The least recently used table goes first (a Map keeps insertion order; a hit moves its key to the end).
      if (solved.size >= SOLVED_LIMIT) solved.delete(solved.keys().next().value!);
      solved.set(spec.key, s);
    } else {
      solved.delete(spec.key);
      solved.set(spec.key, s);
    }
  }
  const { W, va0, vd0, va1, vd1, ba, bd } = s;
  const at = (h: number, e: number) => h * W + e;
  // Clamped to this spec's own reach, as a table solved for it alone would be.
  const clampH = (h: number) => Math.max(0, Math.min(H, h));
  const clampE = (e: number) => Math.max(0, Math.min(E, e));
  return {
    before(mine, hp, foeHp, poisoned) {
      if (foeHp <= 0) return 1;
      if (hp <= 0) return 0;
      const i = at(clampH(hp), clampE(foeHp));
      return (mine ? (poisoned ? va1 : va0) : (poisoned ? vd1 : vd0))[i]!;
    },
    bestDice(mine, hp, foeHp, poisoned) {
      if (hp <= 0 || foeHp <= 0) return 0;
      const i = at(clampH(hp), clampE(foeHp)) * 2 + (poisoned ? 1 : 0);
      return (mine ? ba : bd)[i]!;
    },
  };
}
