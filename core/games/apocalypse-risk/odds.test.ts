// Exact battle odds checked against full enumeration of every die sequence.
import { describe, expect, it } from 'vitest';
import { battleOutcome, battleWinChance, compareDice, rerollChoice, rollOdds, type RollSpec } from './odds';

/** Brute force: every sequence of faces for the initial dice plus every reroll die, applying the same reroll policy. */
function enumerate(spec: RollSpec): Map<string, number> {
  const rA = spec.attRerolls ?? 0, rD = spec.defRerolls ?? 0, ab = spec.attBestOf ?? 1, db = spec.defBestOf ?? 1;
  const n = (spec.attDice + rA) * ab + (spec.defDice + rD) * db;
  const out = new Map<string, number>();
  const seq = new Array<number>(n).fill(1);
  for (let k = 0; k < 6 ** n; k++) {
    let x = k;
    for (let i = 0; i < n; i++) { seq[i] = (x % 6) + 1; x = Math.floor(x / 6); }
    let pos = 0;
    const take = (b: number) => { let m = 0; for (let i = 0; i < b; i++) m = Math.max(m, seq[pos++]!); return m; };
    const att = Array.from({ length: spec.attDice }, () => take(ab));
    const def = Array.from({ length: spec.defDice }, () => take(db));
    const attPool = Array.from({ length: rA }, () => take(ab));
    const defPool = Array.from({ length: rD }, () => take(db));
    for (const v of attPool) { const i = rerollChoice(att, def, 'att', spec.tie); if (i < 0) break; att[i] = v; }
    for (const v of defPool) { const i = rerollChoice(def, att, 'def', spec.tie); if (i < 0) break; def[i] = v; }
    const { attLoss, defLoss } = compareDice(att, def, spec.tie);
    const key = `${attLoss}/${defLoss}`;
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

function asMap(spec: RollSpec): Map<string, number> {
  return new Map(rollOdds(spec).outcomes.map((o) => [`${o.attLoss}/${o.defLoss}`, o.count]));
}

describe('exact battle odds', () => {
  it('3 dice against 2: the attacker loses 2 in 2275, each loses 1 in 2611, the defender loses 2 in 2890, out of 7776', () => {
    const o = rollOdds({ attDice: 3, defDice: 2, tie: 'defender' });
    expect(o.total).toBe(7776);
    expect(asMap({ attDice: 3, defDice: 2, tie: 'defender' })).toEqual(new Map([['0/2', 2890], ['1/1', 2611], ['2/0', 2275]]));
  });

  const cases: RollSpec[] = [];
  for (const tie of ['defender', 'attacker', 'none'] as const) {
    for (let a = 1; a <= 3; a++) for (let d = 1; d <= 3; d++) cases.push({ attDice: a, defDice: d, tie });
  }
  cases.push(
    { attDice: 3, defDice: 2, tie: 'defender', attRerolls: 1 },
    { attDice: 3, defDice: 2, tie: 'defender', defRerolls: 2 },
    { attDice: 3, defDice: 2, tie: 'defender', attRerolls: 1, defRerolls: 1 },
    { attDice: 2, defDice: 2, tie: 'attacker', attRerolls: 2, defRerolls: 1 },
    { attDice: 3, defDice: 1, tie: 'none', attRerolls: 2 },
    { attDice: 1, defDice: 2, tie: 'defender', attBestOf: 3 },
    { attDice: 2, defDice: 1, tie: 'defender', defBestOf: 3 },
  );
  for (const spec of cases) {
    it(`matches enumeration: ${JSON.stringify(spec)}`, () => {
      const odds = rollOdds(spec);
      expect(asMap(spec)).toEqual(enumerate(spec));
      expect(odds.outcomes.reduce((s, o) => s + o.count, 0)).toBe(odds.total);
    });
  }

  // "Mothership Combat: They must roll one attack die against two defense die": a hit needs the one die above both.
  it('one die against two wins 55 times in 216', () => {
    expect(asMap({ attDice: 1, defDice: 2, tie: 'defender' }).get('0/1')).toBe(55);
  });

  it('supplies help: one reroll raises the attacker, two raise it more', () => {
    const p = (r: number) => { const o = rollOdds({ attDice: 3, defDice: 2, tie: 'defender', attRerolls: r }); return o.outcomes.find((x) => x.defLoss === 2)!.count / o.total; };
    expect(p(1)).toBeGreaterThan(p(0));
    expect(p(2)).toBeGreaterThan(p(1));
  });

  it('attack until: ten against one almost always wins, one against ten never', () => {
    expect(battleWinChance({ attackers: 10, defenders: 1, tie: 'defender' })).toBeGreaterThan(0.99);
    expect(battleWinChance({ attackers: 1, defenders: 10, tie: 'defender' })).toBeLessThan(0.001);
    // With indecisive ties a pair may change nothing; the chain still ends.
    expect(battleWinChance({ attackers: 3, defenders: 3, tie: 'none' })).toBeGreaterThan(0);
  });

  it('attack until, against the apocalytes: at most the attacks left this turn, so a big horde is not wiped out in one turn', () => {
    // One roll of 3 dice against 1 defender: the defender falls unless its die beats or ties the best of three.
    const one = rollOdds({ attDice: 3, defDice: 1, tie: 'defender' });
    const oneRoll = one.outcomes.find((x) => x.defLoss === 1)!.count / one.total;
    expect(battleOutcome({ attackers: 10, defenders: 1, tie: 'defender', maxRolls: 1 }).win).toBeCloseTo(oneRoll, 12);
    // Three rolls of at most two kills each cannot wipe out seven.
    expect(battleOutcome({ attackers: 30, defenders: 7, tie: 'defender', maxRolls: 3 }).win).toBe(0);
    expect(battleOutcome({ attackers: 30, defenders: 7, tie: 'defender' }).win).toBeGreaterThan(0.99);
    // Enough rolls left: the same as no limit.
    const free = battleOutcome({ attackers: 6, defenders: 3, tie: 'defender' });
    const capped = battleOutcome({ attackers: 6, defenders: 3, tie: 'defender', maxRolls: 40 });
    expect(capped.win).toBeCloseTo(free.win, 9);
    expect(capped.attLoss).toBeCloseTo(free.attLoss, 9);
    // Each roll with indecisive ties still counts as one of the attacks.
    expect(battleWinChance({ attackers: 3, defenders: 3, tie: 'none', maxRolls: 1 })).toBe(0);
  });
});
