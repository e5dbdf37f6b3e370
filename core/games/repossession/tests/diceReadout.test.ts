// The result strip of PRF's throws (rules/diceReadout.ts): a Support check's every die and running total, a fight roll's combo.
import { describe, expect, it } from 'vitest';
import { readoutOn } from '../../../engine/diceReadout';
import { arrange, give, onTop, own, setup, start, tile, type D } from './helpers';

function onA1(tokens = 0): D {
  const d = setup(start({}));
  return arrange(d, (g) => {
    own(d, 'gaia', 'A1');
    g.players[0]!.at = tile('A1');
    g.players[0]!.tokens = tokens;
  });
}

const lastThrow = (d: D) => d.eventsOf('diceRolled').at(-1)!;

describe('PRF dice readout', () => {
  // "you must pass a dice check of rolling 15 or higher with up to four dice ... You may roll one die at a time"
  it('a Support check shows every die so far and their running total, not the last die alone', () => {
    const d = onA1();
    d.answerAs('g1', 'move:B1');
    d.forceDice(6).answer('roll');
    d.forceDice(3).answer('roll');
    const e = lastThrow(d);
    expect(readoutOn(e)).toEqual({
      title: "Gaia 1's Support check on B1 (needs 15)",
      lines: ['Rolled die 2.', 'Dice so far: 6 + 3 = 9 (needs 15).', '6 short, 2 dice left to roll.'],
      marks: ['die 2'],
    });
    // The strip over the table gets the whole check too (the frame at the throw still has only the 6).
    expect(e.standing).toEqual([6, 3]);
    expect(e.thrown).toEqual([1]);
    d.forceDice(6).answer('roll');
    expect(readoutOn(lastThrow(d))!.lines).toEqual(['Rolled die 3.', 'Dice so far: 6 + 3 + 6 = 15 (needs 15).', '15 reached: the check passes if Gaia 1 stops here.']);
    d.forceDice(2).answer('roll');
    expect(readoutOn(lastThrow(d))!.lines).toEqual(['Rolled die 4.', 'Dice so far: 6 + 3 + 6 + 2 = 17 (needs 15).', '15 reached: the check passes.']);
  });

  // "spend any safety tokens you've previously collected to re-roll a 1 on to avoid rolling a snake eyes"
  it('a reroll shows the check as it now stands; snake eyes says no token mends it', () => {
    const d = onA1(1);
    d.answerAs('g1', 'move:B1');
    d.forceDice(1).answer('roll');
    d.answer('reroll');
    d.forceDice(5).answer('d0');
    expect(readoutOn(lastThrow(d))).toMatchObject({ lines: ['Rerolled die 1.', 'Dice so far: 5 = 5 (needs 15).', '10 short, 3 dice left to roll.'], marks: ['die 1'] });
    d.forceDice(1).answer('roll');
    d.forceDice(1).answer('roll');
    expect(readoutOn(lastThrow(d))!.lines).toEqual(['Rolled die 3.', 'Dice so far: 5 + 1 + 1 = 7 (needs 15).', 'Snake eyes (two 1s): the check fails, and no safety token can mend it.']);
  });
});

function fight(enemy: string, hand: string[], stats: { hp: number; ap: number; ip: number }): D {
  const d = setup(start({ gaia: 1 }));
  arrange(d, (g) => {
    own(d, 'gaia', 'B1');
    const p = g.players[0]!;
    p.stats = stats;
    p.hp = stats.hp;
    p.tokens = 0;
    p.at = tile('B1');
    give(d, 'g1', ...hand);
    onTop(d, enemy);
  });
  d.answerAs('g1', 'move:A1');
  return d;
}

describe('PRF fight readout', () => {
  // Combat Basics: only the best single combo counts, then Support and AP are added to it.
  it('names the combo and the attack it makes, and never adds the dice', () => {
    const d = fight('cr-tusk-boar', ['su-nail-driver'], { hp: 10, ap: 2, ip: 0 });
    d.answer('su-nail-driver');
    d.forceDice(2, 2).answer('dice:2');
    expect(readoutOn(d.eventsOf('diceRolled').at(-1))).toEqual({
      title: 'Gaia 1 attacks Tusk Boar',
      lines: ['A pair: +1. Only the best combo counts; the dice are not added.', 'Attack: 1 + 2 Support + 2 AP = 5.'],
    });
    expect(d.eventsOf('struck')[0]).toMatchObject({ damage: 5 });
  });

  it('a defence says what it blocks of the blow coming in', () => {
    const d = fight('cr-tusk-boar', ['su-riot-shield'], { hp: 8, ap: 0, ip: 0 });
    d.answer('su-riot-shield');
    d.answer('dice:0');
    d.forceDice(2, 3, 4, 5).answer('dice:4');
    expect(readoutOn(d.eventsOf('diceRolled').at(-1))).toEqual({
      title: 'Gaia 1 defends against Tusk Boar',
      lines: ['A 4-dice straight: +3. Only the best combo counts; the dice are not added.', 'Blocks 3 + 2 Support = 5 of the 3 coming in; the 2 over heals, up to the HP limit.'],
    });
  });

  // The combo table: a pair is +1 to an attack and +0 to a defence.
  it('a defence with only a pair says the pair adds nothing', () => {
    const d = fight('cr-tusk-boar', [], { hp: 8, ap: 0, ip: 0 });
    d.answer('dice:0');
    d.forceDice(4, 1, 2, 2).answer('dice:4');
    expect(readoutOn(d.eventsOf('diceRolled').at(-1))!.lines).toEqual([
      'A pair, which adds nothing to a defence: +0. Only the best combo counts; the dice are not added.',
      'Blocks 0 + 0 Support = 0 of the 3 coming in; 3 gets through.',
    ]);
  });
});
