// Attack odds: the enumeration over result multisets against a brute force
// over every face of every die, with an exhaustive search for the best use
// of each roll; and the odds reaching the prompts before an attack.
import { describe, expect, it } from 'vitest';
import { dieSides, type AttackDie } from '../dice';
import { attackOdds, oddsLines, type OddsTarget } from '../rules/attack/odds';
import { clearMap, place, skipTo, start } from './helpers';

/** Every face tuple of the dice. */
function* rolls(dice: AttackDie[]): Generator<number[]> {
  if (dice.length === 0) {
    yield [];
    return;
  }
  for (const rest of rolls(dice.slice(1))) for (let v = 1; v <= dieSides(dice[0]!); v++) yield [v, ...rest];
}

/** The most sets a roll can beat and whether a figure can die, by trying every die on every open slot. */
function bruteForce(values: number[], targets: OddsTarget[]): { hits: number; kill: boolean } {
  const sets = targets.flatMap((t, ti) => Array.from({ length: Math.min(t.sets, values.length) }, () => ({ ti, need: [...t.toughness], got: 0 })));
  let best = 0;
  let kill = false;
  const search = (i: number): void => {
    if (i === values.length) {
      const full = sets.filter((s) => s.got === s.need.length);
      best = Math.max(best, full.length);
      if (targets.some((t, ti) => t.dies && full.filter((s) => s.ti === ti).length >= t.sets)) kill = true;
      return;
    }
    search(i + 1); // this die unused
    for (const s of sets) {
      if (s.got < s.need.length && values[i]! > s.need[s.got]!) {
        s.got += 1;
        search(i + 1);
        s.got -= 1;
      }
    }
  };
  // Needs sorted high to low, so that filling them in order loses nothing.
  for (const s of sets) s.need.sort((a, b) => b - a);
  search(0);
  return { hits: best, kill };
}

function bruteOdds(dice: AttackDie[], targets: OddsTarget[]) {
  const hits: number[] = [];
  let kill = 0;
  let total = 0;
  for (const r of rolls(dice)) {
    total += 1;
    const b = bruteForce(r, targets);
    hits[b.hits] = (hits[b.hits] ?? 0) + 1;
    if (b.kill) kill += 1;
  }
  return { kill: kill / total, hits: Array.from(hits, (n) => (n ?? 0) / total) };
}

const minion = (t: number[]): OddsTarget => ({ toughness: t, sets: 1, dies: true });

const CASES: [string, AttackDie[], OddsTarget[]][] = [
  ['one d6 against a larva', ['d6'], [minion([1])]],
  ['2d6 against two grylluses and a fiend', ['d6', 'd6'], [minion([2]), minion([2]), minion([4])]],
  ['d10 + d8 + d6 against a cacodemon and a larva', ['d10', 'd8', 'd6'], [minion([4, 4]), minion([1])]],
  ['3d8 against two cacodemons', ['d8', 'd8', 'd8'], [minion([4, 4]), minion([4, 4])]],
  ['d12 + 2d6 against a Hellhound with 2 health left and a fiend', ['d12', 'd6', 'd6'], [{ toughness: [4], sets: 2, dies: true }, minion([4])]],
  ['d12 + d10 + d4 against Baphomet (3 health) and his wall', ['d12', 'd10', 'd4'], [{ toughness: [4], sets: 3, dies: true }, { toughness: [6], sets: Infinity, dies: false }]],
  ['2d10 + d8 against Procrustes (4+4, 2 health) and a gryllus under Dis', ['d10', 'd10', 'd8'], [{ toughness: [4, 4], sets: 2, dies: true }, minion([3])]],
  ['d4 + d6 + d8 + d10 against a mixed area', ['d4', 'd6', 'd8', 'd10'], [minion([1]), minion([2]), minion([4]), minion([4, 4])]],
  ['nothing in reach', ['d6', 'd6'], []],
];

describe('attack odds', () => {
  it.each(CASES)('%s: the same as a brute force over every face', (_name, dice, targets) => {
    const fast = attackOdds(dice, targets);
    const slow = bruteOdds(dice, targets);
    expect(fast.kill).toBeCloseTo(slow.kill, 12);
    expect(fast.hits.length).toBe(slow.hits.length);
    fast.hits.forEach((p, n) => expect(p).toBeCloseTo(slow.hits[n]!, 12));
    expect(fast.hits.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('a single d6 against a larva: kills on 2 to 6', () => {
    expect(attackOdds(['d6'], [minion([1])])).toEqual({ kill: 5 / 6, hits: [1 / 6, 5 / 6] });
  });

  it('the hero action\'s Attack and the boosts before the roll carry the odds of the dice they roll', () => {
    const d = start({ hero1: 'hannah' });
    clearMap(d);
    place(d, 'larva', 'crossroads');
    place(d, 'gryllus', 'crossroads');
    skipTo(d, 'heroAction');
    const attack = d.prompt.options.find((o) => o.id === 'attack')!;
    expect(attack.detail).toBe('d6');
    // A d6 beats the larva on 2+ (5/6); 0 hits on a 1.
    expect(attack.odds).toEqual([{ label: 'Kill at least one', p: 5 / 6 }, { label: '0 hits', p: 1 / 6 }, { label: '1 hit', p: 5 / 6 }]);
    d.g.heroes[0]!.attack = ['d6', 'd6'];
    d.g.heroes[0]!.gifts = [{ slot: 1, card: 'popeBlessedBullet#1' }];
    d.answer('attack');
    expect(d.prompt.kind).toBe('attackPrep');
    const roll = d.prompt.options.find((o) => o.id === 'roll')!;
    const bullet = d.prompt.options.find((o) => o.id === 'luckDie')!;
    expect(roll.odds).toEqual(oddsLines(attackOdds(['d6', 'd6'], [minion([1]), minion([2])])));
    expect(bullet.detail).toBe('2d6 + d12');
    const killOf = (o: typeof roll) => o.odds!.find((x) => x.label === 'Kill at least one')!.p;
    expect(killOf(bullet)).toBeGreaterThan(killOf(roll));
    expect(killOf(roll)).toBeCloseTo(attackOdds(['d6', 'd6'], [minion([1]), minion([2])]).kill, 12);
  });
});
