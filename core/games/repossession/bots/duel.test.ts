// The duel solver keeps its tables and sums flat arrays (duel.ts); here it must give, to the last bit,
// what the plain dynamic programme over [value, chance] pairs gives for a table solved for each spec alone.
import { describe, expect, it } from 'vitest';
import { attackDist, defenseDist, solveDuel, type Dist, type DuelSpec } from './duel';

/** The solver as first written: one table per spec, sized to it, reading the pairs directly. */
function plainSolve(spec: DuelSpec) {
  const H = Math.max(1, Math.min(80, spec.myHp));
  const E = Math.max(1, Math.min(80, spec.foeHp));
  const W = E + 1;
  const size = (H + 1) * W;
  const [va0, vd0, va1, vd1] = [0, 1, 2, 3].map(() => new Float64Array(size)) as [Float64Array, Float64Array, Float64Array, Float64Array];
  const ba = new Int8Array(size * 2);
  const bd = new Int8Array(size * 2);
  const at = (h: number, e: number) => h * W + e;
  const attackChoices = spec.optimize ? spec.attack.map((_, i) => i) : [spec.fixedAttack ?? 0];
  const defenseChoices = spec.optimize ? spec.defense.map((_, i) => i) : [spec.fixedDefense ?? 0];
  for (let h = 1; h <= H; h++) {
    for (let e = 1; e <= E; e++) {
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
          if (x > bx) { bx = x; by = rd + pd0 * x; ba[at(h, e) * 2] = n; bd[at(h, e) * 2] = m; }
        }
      }
      va0[at(h, e)] = bx;
      vd0[at(h, e)] = by;
    }
  }
  const c = (x: number, hi: number) => Math.max(0, Math.min(hi, x));
  return {
    before: (mine: boolean, hp: number, foeHp: number, poisoned: boolean) => (foeHp <= 0 ? 1 : hp <= 0 ? 0
      : (mine ? (poisoned ? va1 : va0) : (poisoned ? vd1 : vd0))[at(c(hp, H), c(foeHp, E))]!),
    bestDice: (mine: boolean, hp: number, foeHp: number, poisoned: boolean) => (hp <= 0 || foeHp <= 0 ? 0
      : (mine ? ba : bd)[at(c(hp, H), c(foeHp, E)) * 2 + (poisoned ? 1 : 0)]!),
  };
}

describe('the duel solver', () => {
  it('answers every state exactly as a table solved for the spec alone, whatever was solved before under the same key', () => {
    let x = 11;
    const rand = (n: number) => ((x = (x * 1103515245 + 12345) & 0x7fffffff), x % n);
    const families: { key: string; attack: Dist[]; defense: Dist[]; poison: boolean; optimize: boolean }[] = [];
    for (let k = 0; k < 12; k++) {
      const bonus = rand(6);
      const ap = 2 + rand(8);
      const block = rand(4);
      const f = { snare: rand(3) === 0, agility: rand(3) === 0 };
      families.push({
        key: `test|${k}`,
        attack: [0, 1, 2, 3, 4].map((n) => attackDist(n, bonus, f)),
        defense: [0, 1, 2, 3, 4].map((m) => defenseDist(m, [[ap, 1]], block, f)),
        poison: rand(2) === 0,
        optimize: rand(2) === 0,
      });
    }
    let checked = 0;
    const wrong: string[] = [];
    // Specs of one key in a mixed order of sizes: the kept table grows, shrinks never, and must not show it.
    for (let round = 0; round < 120; round++) {
      const fam = families[rand(families.length)]!;
      const spec: DuelSpec = { ...fam, myHp: 1 + rand(40), foeHp: 1 + rand(30), fixedAttack: rand(5), fixedDefense: rand(5) };
      const kept = solveDuel(spec);
      const plain = plainSolve(spec);
      for (let hp = -1; hp <= spec.myHp + 2; hp++) {
        for (let foe = -1; foe <= spec.foeHp + 2; foe++) {
          for (const mine of [true, false]) {
            for (const poisoned of [true, false]) {
              const a = [kept.before(mine, hp, foe, poisoned), kept.bestDice(mine, hp, foe, poisoned)];
              const b = [plain.before(mine, hp, foe, poisoned), plain.bestDice(mine, hp, foe, poisoned)];
              if (a[0] !== b[0] || a[1] !== b[1]) wrong.push(`${fam.key} ${spec.myHp}x${spec.foeHp} at ${hp},${foe},${mine},${poisoned}: ${a.join('/')} not ${b.join('/')}`);
              checked += 1;
            }
          }
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(100_000);
  });
});
