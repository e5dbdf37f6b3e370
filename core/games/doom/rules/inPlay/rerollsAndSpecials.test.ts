// In-play tests for the abilities that reroll attack dice or count special icons, on both sides:
// the marine's Steady Aim, Killer's Focus and Micro Missiles, the invader's Unerring Malice, Go for
// the Throat and Second Guess. Each forces the first roll, forces the reroll and checks the dice
// and damage of the attack.
// effects.md: rerollDice "the attacker may reroll up to `count` of his dice once; the new faces
// stand"; damagePerSpecial "each special icon rolled adds `amount` damage icons".
import { describe, expect } from 'vitest';
import type { GameEvent } from '../../../../engine/types';
import { EVENT_CARDS } from '../../content/events';
import type { DoomState } from '../../state';
import { act, actionOnTop, addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toHand, toMarineTurn, type D } from '../../testing/arrange';
import { armed, result } from '../../testing/armed';
import { inPlay } from '../../testing/inPlay';

const rolls = (ev: GameEvent[]) => ev.filter((e) => e.type === 'diceRolled') as (GameEvent & { rolls: { die: string; value?: number }[] })[];
const byName = (name: string) => EVENT_CARDS.find((c) => c.name === name)!.id;

/** Moves an event card into the invader's hand. */
function toInvaderHand(g: DoomState, card: string): void {
  g.invader.deck.draw = g.invader.deck.draw.filter((x) => x !== card);
  g.invader.deck.discard = g.invader.deck.discard.filter((x) => x !== card);
  g.invader.hand.push(card);
}

/**
 * Declares Alpha's attack on target-1 and plays it out: in each attack window the option
 * `use` is taken when offered (once), and a reroll prompt is answered with `reroll`.
 * Returns the events and whether the reroll prompt came.
 */
function marineAttack(d: D, use: string | null, reroll: string[]): { ev: GameEvent[]; asked: boolean; used: boolean } {
  const ev = [...d.answer('attack:target-1')];
  let asked = false;
  let used = false;
  for (let i = 0; i < 30 && !d.state.result; i++) {
    const p = d.prompt;
    if (p.kind === 'chooseReroll') {
      asked = true;
      ev.push(...d.answer(reroll));
    } else if (p.kind === 'attackModifier') {
      const take = use !== null && !used && p.options.some((o) => o.id === use);
      if (take) used = true;
      ev.push(...d.answer(take ? use! : 'done'));
    } else break;
  }
  return { ev, asked, used };
}

/** A Hell Knight at 2,3 attacking Alpha at 1,3 (Field Dressing on his deck: no shield); `hand` in the invader's hand. */
function knightTurn(hand: string[]): D {
  const d = toMarineTurn(newMatch({}, 7));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
    g.marines[0]!.damage = 0;
    actionOnTop(g, 'alpha', 'uac-6');
    addDemon(g, demonFigure('demon-1', 'hell-knight', '2,3'));
    for (const c of hand) toInvaderHand(g, c);
    g.demonActivation = { type: 'hell-knight', figure: 'demon-1', movement: 0, attacked: false, moved: 0, used: [], typeBonus: 0 };
  }, { kind: 'demonTurn' });
}

/** The Hell Knight attacks Alpha; `play` is played where offered, a reroll prompt answered with `reroll`. */
function knightAttack(d: D, play: string | null, reroll: string[]): { ev: GameEvent[]; asked: boolean; used: boolean } {
  const ev = [...d.answer('attack:alpha')];
  let asked = false;
  let used = false;
  for (let i = 0; i < 30 && !d.state.result; i++) {
    const p = d.prompt;
    if (p.kind === 'chooseReroll') {
      asked = true;
      ev.push(...d.answer(reroll));
    } else if (p.kind === 'attackModifier') {
      const id = play === null ? null : `event:${play}`;
      const take = id !== null && !used && p.options.some((o) => o.id === id);
      if (take) used = true;
      ev.push(...d.answer(take ? id! : 'done'));
    } else break;
  }
  return { ev, asked, used };
}

describe('rerolls and special icons in play', () => {
  inPlay('steady-aim', 'Steady Aim: the next attack this activation may reroll one die, and the new face counts', () => {
    // Alpha's Sidearm Shot rolls two red dice; both blank. Steady Aim rerolls the first to 2 hits.
    const d = armed('uac-1', 'cacodemon', '1,3', '3,3', (g) => toHand(g, 'alpha', 'uac-3'));
    act(d, 'bonus:uac-3');
    act(d, 'main:uac-1');
    d.forceDice(0, 0, 2);
    const { ev, asked } = marineAttack(d, null, ['0']);
    expect(asked).toBe(true);
    expect(rolls(ev).map((r) => r.rolls.length)).toEqual([2, 1]);
    expect(result(ev)).toMatchObject({ hits: 2, damage: 2 });
    // Without Steady Aim the same roll does nothing and no reroll is offered.
    const plain = armed('uac-1', 'cacodemon', '1,3', '3,3');
    act(plain, 'main:uac-1');
    plain.forceDice(0, 0);
    const p = marineAttack(plain, null, []);
    expect(p.asked).toBe(false);
    expect(result(p.ev).damage).toBe(0);
  });

  inPlay('killers-focus', 'Killer\'s Focus: discarded while attacking, it rerolls up to three dice', () => {
    const d = armed('uac-1', 'cacodemon', '1,3', '3,3', (g) => g.marines[0]!.gloryKills.push('killers-focus#1'));
    act(d, 'main:uac-1');
    d.forceDice(0, 0, 2, 2);
    const { ev, asked, used } = marineAttack(d, 'gk:killers-focus#1', ['0', '1']);
    expect(used && asked).toBe(true);
    expect(rolls(ev).map((r) => r.rolls.length)).toEqual([2, 2]);
    expect(result(ev)).toMatchObject({ hits: 4, damage: 4 });
    expect(d.g.marines[0]!.gloryKills).toEqual([]);
  });

  inPlay('micro-missiles', 'Micro Missiles: each special icon rolled adds 1 damage', () => {
    // Two yellow dice and a red: "2 + Special", "2 + Special", "1 + Special" against none.
    const shoot = (faces: (number | string)[]) => {
      const d = armed('heavy-assault-rifle-3', 'cacodemon', '1,3', '3,3');
      act(d, 'main:heavy-assault-rifle-3');
      d.forceDice(...faces);
      return result(marineAttack(d, null, []).ev);
    };
    expect(shoot(['special', 'special', 'special'])).toMatchObject({ hits: 5 + 3, damage: 8 });
    expect(shoot([2, 2, 1])).toMatchObject({ hits: 5, damage: 5 });
  });

  // A special icon rerolled away no longer counts: "the new faces stand" (effects.md rerollDice).
  inPlay(['micro-missiles', 'killers-focus'], 'Micro Missiles counts the special icons of the dice as they stand after a reroll', () => {
    const d = armed('heavy-assault-rifle-3', 'cacodemon', '1,3', '3,3', (g) => g.marines[0]!.gloryKills.push('killers-focus#1'));
    act(d, 'main:heavy-assault-rifle-3');
    // Yellow "2 + Special", yellow 1, red blank; Killer's Focus rerolls the special yellow to a
    // plain 2: no special icon stands, so nothing is added.
    d.forceDice('special', 1, 0, 2);
    const { ev, used } = marineAttack(d, 'gk:killers-focus#1', ['0']);
    expect(used).toBe(true);
    expect(result(ev)).toMatchObject({ hits: 2 + 1 + 0, damage: 3 });
  });

  inPlay('hellfire/unerring-malice', 'Unerring Malice: the attacking demon rerolls up to two dice', () => {
    const card = byName('Unerring Malice');
    // The Hell Knight's two black dice roll 1 and 1; both rerolled to 3.
    const d = knightTurn([card]);
    d.forceDice(1, 1, 3, 3);
    const { ev, asked, used } = knightAttack(d, card, ['0', '1']);
    expect(used && asked).toBe(true);
    expect(rolls(ev).map((r) => r.rolls.length)).toEqual([2, 2]);
    expect(result(ev)).toMatchObject({ hits: 6, damage: 6 });
    expect(d.g.marines[0]!.damage).toBe(6);
  });

  inPlay('predators/go-for-the-throat', 'Go for the Throat: each special icon the demon rolled adds 1 damage', () => {
    const card = byName('Go for the Throat');
    const d = knightTurn([card]);
    d.forceDice('special', 1); // black "2 + Special" and 1
    const { ev, used } = knightAttack(d, card, []);
    expect(used).toBe(true);
    expect(result(ev)).toMatchObject({ hits: 3 + 1, damage: 4 });
    const plain = knightTurn([]);
    plain.forceDice('special', 1);
    expect(result(knightAttack(plain, null, []).ev).damage).toBe(3);
  });

  inPlay('corruption/second-guess', 'Second Guess: the marine must reroll his die with the most damage icons', () => {
    const card = byName('Second Guess');
    // Sidearm Shot: red 2 and red 1 against a Cacodemon; Second Guess rerolls the 2 to a blank.
    const shoot = (hand: string[]) => {
      const d = armed('uac-1', 'cacodemon', '1,3', '3,3', (g) => hand.forEach((c) => toInvaderHand(g, c)));
      act(d, 'main:uac-1');
      d.forceDice(2, 1, 0);
      const ev = [...d.answer('attack:target-1')];
      let played = false;
      for (let i = 0; i < 30 && d.prompt?.kind === 'attackModifier'; i++) {
        const take = !played && d.prompt.options.some((o) => o.id === `event:${card}`);
        if (take) played = true;
        ev.push(...d.answer(take ? `event:${card}` : 'done'));
      }
      return { ev, played };
    };
    const guessed = shoot([card]);
    expect(guessed.played).toBe(true);
    const again = rolls(guessed.ev);
    expect(again[1]!.rolls).toEqual([expect.objectContaining({ die: 'doom-red', value: 0 })]);
    expect(result(guessed.ev)).toMatchObject({ hits: 1, damage: 1 });
    expect(result(shoot([]).ev)).toMatchObject({ hits: 3, damage: 3 });
  });
});
