// The result strip of DOOM's attack throws (diceReadout.ts): damage icons are counted, shields cancel them.
import { describe, expect, it } from 'vitest';
import { readoutOn } from '../../../engine/diceReadout';
import { act, addDemon, arrange, clearDemons, demonFigure, eventOnTop, eventWithDefence, newMatch, quietInvader, toHand, toMarineTurn } from '../testing/arrange';

/** Alpha at 1,3 with Sidearm Shot (two red dice) in hand, an Imp at 3,3; the event deck's top card shows one shield. */
function shoot(...dice: (number | string)[]) {
  const d = arrange(toMarineTurn(newMatch({}, 7)), (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
    addDemon(g, demonFigure('target-1', 'imp', '3,3'));
    toHand(g, 'alpha', 'uac-1');
    eventOnTop(g, eventWithDefence(g, 1, false));
  });
  act(d, 'main:uac-1');
  d.forceDice(...dice);
  return act(d, 'attack:target-1');
}

describe('DOOM dice readout', () => {
  // "The number of shield icons on the revealed card is subtracted from the number of damage icons on the dice."
  it('adds the damage icons of the roll and says that shields cancel them', () => {
    const ev = shoot(2, 1);
    const r = readoutOn(ev.find((e) => e.type === 'diceRolled'))!;
    expect(r.title).toMatch(/attacks .*Imp.* with 2 red dice$/);
    expect(r.lines).toEqual(['Damage icons: 2 + 1 = 3; each shield on the defence card cancels one.']);
    expect(r.marks).toEqual(['2 damage', '1 damage']);
    // 3 icons less the card's 1 shield: the rules deal 2.
    expect(ev.find((e) => e.type === 'damaged')).toMatchObject({ amount: 2 });
  });

  it('counts the special icons abilities key on, and a blank face as blank', () => {
    const r = readoutOn(shoot('1 + Special', 'Blank').find((e) => e.type === 'diceRolled'))!;
    expect(r.lines).toEqual(['Damage icons: 1 + 0 = 1; each shield on the defence card cancels one.', '1 special icon: abilities that key on it may apply.']);
    expect(r.marks).toEqual(['1 damage + special', 'blank']);
  });
});
