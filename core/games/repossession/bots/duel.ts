/**
 * Exact fight odds for the bots. Every strike's outcome distribution comes
 * from enumerating the dice (combos.ts), and the chance of winning from any
 * (my HP, foe HP, poisoned, whose strike) is solved by dynamic programming,
 * choosing the number of dice to roll in every state. Healing on defence is
 * counted as no damage (a small, safe underestimate).
 */
import { scoreDistribution, type ComboFilters } from '../rules/combos';

/** [value, probability] pairs. */
export type Dist = [number, number][];

const cache = new Map<string, ReturnType<typeof scoreDistribution>>();

/** Every score n fresh dice can show, with its chance (cached). */
export function scores(n: number, purpose: 'attack' | 'defense', f: ComboFilters) {
  const key = `${n}|${purpose}|${f.snare ? 1 : 0}${f.agility ? 1 : 0}`;
  let s = cache.get(key);
  if (!s) {
    s = n === 0 ? [{ score: { snake: false, combo: 'none', value: 0, miss: false }, p: 1 }] : scoreDistribution(n, purpose, f);
    cache.set(key, s);
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
}

export interface DuelTable {
  /** P(win) before my attack / before the foe's strike, by my HP, foe HP and poison. */
  before(mine: boolean, hp: number, foeHp: number, poisoned: boolean): number;
  /** The best dice count for my next attack or defence in that state. */
  bestDice(mine: boolean, hp: number, foeHp: number, poisoned: boolean): number;
}

export function solveDuel(spec: DuelSpec): DuelTable {
  const H = Math.max(1, Math.min(80, spec.myHp));
  const E = Math.max(1, Math.min(80, spec.foeHp));
  const W = E + 1;
  const size = (H + 1) * W;
  const va0 = new Float64Array(size);
  const vd0 = new Float64Array(size);
  const va1 = new Float64Array(size);
  const vd1 = new Float64Array(size);
  const ba = new Int8Array(size * 2);
  const bd = new Int8Array(size * 2);
  const at = (h: number, e: number) => h * W + e;
  const attackChoices = spec.optimize ? spec.attack.map((_, i) => i) : [spec.fixedAttack ?? 0];
  const defenseChoices = spec.optimize ? spec.defense.map((_, i) => i) : [spec.fixedDefense ?? 0];
  for (let h = 1; h <= H; h++) {
    for (let e = 1; e <= E; e++) {
      // Poisoned: each of my strikes first costs 1 HP; no self-loops, HP always falls.
      let best = -1;
      if (h - 1 > 0) {
        for (const n of attackChoices) {
          let v = 0;
          for (const [a, p] of spec.attack[n]!) v += p * (e - a <= 0 ? 1 : vd1[at(h - 1, e - a)]!);
          if (v > best) { best = v; ba[at(h, e) * 2 + 1] = n; }
        }
      }
      va1[at(h, e)] = Math.max(0, best);
      best = -1;
      if (h - 1 > 0) {
        for (const m of defenseChoices) {
          let v = 0;
          for (const [d, p] of spec.defense[m]!) v += p * (h - 1 - d <= 0 ? 0 : va1[at(h - 1 - d, e)]!);
          if (v > best) { best = v; bd[at(h, e) * 2 + 1] = m; }
        }
      }
      vd1[at(h, e)] = Math.max(0, best);
      // Not poisoned: a miss each way loops back to this state; solve the pair exactly.
      let bx = -1;
      let by = 0;
      for (const n of attackChoices) {
        let ra = 0;
        let pa0 = 0;
        for (const [a, p] of spec.attack[n]!) {
          if (a === 0) pa0 += p;
          else ra += p * (e - a <= 0 ? 1 : vd0[at(h, e - a)]!);
        }
        for (const m of defenseChoices) {
          let rd = 0;
          let pd0 = 0;
          for (const [d, p] of spec.defense[m]!) {
            if (d === 0) pd0 += p;
            else if (h - d > 0) rd += p * (spec.poison ? va1[at(h - d, e)]! : va0[at(h - d, e)]!);
          }
          const denom = 1 - pa0 * pd0;
          const x = denom < 1e-9 ? 0 : (ra + pa0 * rd) / denom;
          if (x > bx) {
            bx = x;
            by = rd + pd0 * x;
            ba[at(h, e) * 2] = n;
            bd[at(h, e) * 2] = m;
          }
        }
      }
      va0[at(h, e)] = bx;
      vd0[at(h, e)] = by;
    }
  }
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
