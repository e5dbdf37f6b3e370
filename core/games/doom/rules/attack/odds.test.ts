// Attack odds are exact: the convolution over DOOM's dice faces and the
// possible defence cards matches brute-force enumeration of every outcome,
// and an attack option carries the odds of the dice that attack would roll.
import { describe, expect, it } from 'vitest';
import { DOOM_DICE, doomDie } from '../../dice';
import { act, addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toHand, toMarineTurn } from '../../testing/arrange';
import { attackMath } from './odds';
import { damageDistribution, damageFor, rollDistribution, type AttackMath } from './oddsMath';
import type { DoomState } from '../../state';

/** Every combination of faces and defence cards, one by one. */
function bruteForce(m: AttackMath): number[] {
  const out: number[] = [];
  const cards = m.defences.length ? m.defences : [null];
  const faces = m.dice.map((d) => doomDie(d).faces);
  const total = faces.reduce((n, f) => n * f.length, 1) * cards.length;
  const walk = (i: number, hits: number, specials: number) => {
    if (i === faces.length) {
      for (const c of cards) {
        const d = damageFor(m, hits, specials, c);
        while (out.length <= d) out.push(0);
        out[d]! += 1 / total;
      }
      return;
    }
    for (const f of faces[i]!) walk(i + 1, hits + (f.value ?? 0), specials + ((f.symbols ?? []).includes('special') ? 1 : 0));
  };
  walk(0, 0, 0);
  return out;
}

describe('attack odds', () => {
  it('match brute-force enumeration for every die colour and a mix of modifiers and defences', () => {
    const cases: AttackMath[] = [
      ...DOOM_DICE.map((d) => ({ dice: [d.id], bonus: 0, perSpecial: 0, shields: 0, pierce: 0, dodge: false, defences: [] })),
      { dice: ['doom-red', 'doom-red', 'doom-black'], bonus: 1, perSpecial: 0, shields: 1, pierce: 0, dodge: false,
        defences: [{ shields: 0, dodge: false }, { shields: 1, dodge: false }, { shields: 2, dodge: false }, { shields: 0, dodge: true }] },
      { dice: ['doom-green', 'doom-green', 'doom-yellow', 'doom-red'], bonus: 0, perSpecial: 1, shields: 2, pierce: 1, dodge: false,
        defences: [{ shields: 1, dodge: false }, { shields: 1, dodge: false }, { shields: 3, dodge: false }] },
      { dice: ['doom-black', 'doom-black', 'doom-green', 'doom-green', 'doom-yellow'], bonus: 2, perSpecial: 0, shields: 0, pierce: 0, dodge: false, defences: [] },
      { dice: ['doom-red'], bonus: 0, perSpecial: 0, shields: 0, pierce: 0, dodge: true, defences: [] },
    ];
    for (const m of cases) {
      const exact = damageDistribution(m);
      const brute = bruteForce(m);
      expect(exact.length).toBe(brute.length);
      exact.forEach((p, i) => expect(p).toBeCloseTo(brute[i]!, 12));
      expect(exact.reduce((n, p) => n + p, 0)).toBeCloseTo(1, 12);
    }
  });

  it('a red die alone: one blank face in six, one face of two damage', () => {
    const dist = rollDistribution(['doom-red']);
    expect(dist.get('0,0')).toBeCloseTo(1 / 6, 12);
    expect(dist.get('2,0')).toBeCloseTo(1 / 6, 12);
    expect(dist.get('1,1')).toBeCloseTo(1 / 6, 12);
  });

  it('an attack option carries odds for its dice: frag, stagger and each damage amount, summing to one', () => {
    const d = toMarineTurn(newMatch({}, 7));
    arrange(d, (g: DoomState) => {
      clearDemons(g);
      quietInvader(g);
      g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
      addDemon(g, demonFigure('target-1', 'pinky', '3,3'));
      toHand(g, 'alpha', 'uac-1');
    });
    act(d, 'main:uac-1');
    const o = d.prompt.options.find((x) => x.id === 'attack:target-1')!;
    expect(o.group).toBe('Sidearm Shot');
    expect(o.detail).toMatch(/^2 red dice · \d+% to frag · about \d\.\d damage$/);
    const labels = o.odds!.map((x) => x.label);
    expect(labels.slice(0, 2)).toEqual(['Frag', 'Stagger']);
    const amounts = o.odds!.filter((x) => /damage$/.test(x.label));
    expect(amounts.reduce((n, x) => n + x.p, 0)).toBeCloseTo(1, 12);
    // A Pinky (health 6, toughness) cannot be fragged by two red dice (at most 4 damage).
    expect(o.odds![0]!.p).toBe(0);
    // The same numbers as the exact distribution of the attack's own inputs.
    const m = attackMath(d.g, 'alpha', 'target-1', { kind: 'card', id: 'uac-1' }, ['doom-red', 'doom-red']);
    expect(m.shields).toBe(1); // toughness
    expect(m.defences.length).toBeGreaterThan(0);
    const exact = bruteForce(m);
    for (const x of amounts) expect(x.p).toBeCloseTo(exact[Number(x.label.split(' ')[0])]!, 12);
  });
});
