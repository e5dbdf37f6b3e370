// In-play tests for the abilities on marines' weapon and UAC action cards: each plays the
// card in a real activation, forces the dice and checks the ability's effect on the table.
// Reference, Action Cards: "Each action card has abilities ... that the marine can use when
// he plays it"; Attacking: damage is the hits rolled plus modifiers, less the defence's shields.
import { describe, expect } from 'vitest';
import { ACTION_CARDS } from '../../content';
import type { GameEvent } from '../../../../engine/types';
import type { DoomState } from '../../state';
import { act, addDemon, answerOnly, demonFigure, eventOnTop, eventWithDefence, toHand, type D } from '../../testing/arrange';
import { armed, result } from '../../testing/armed';
import { inPlay } from '../../testing/inPlay';

describe('marine weapon cards in play', () => {
  inPlay('charged-shot', 'Static Charge: after moving 3 spaces this activation the attack adds 2 damage; without the move it does not', () => {
    const moved = armed('static-rifle-1', 'cacodemon', '1,3', '6,3');
    act(moved, 'main:static-rifle-1');
    act(moved, 'move:4,3');
    expect(moved.g.figures.find((f) => f.id === 'alpha')!.at).toBe('4,3');
    moved.forceDice(1, 1);
    const withMove = result(answerOnly(moved, 'attack:target-1'));
    const still = armed('static-rifle-1', 'cacodemon', '1,3', '6,3');
    act(still, 'main:static-rifle-1');
    still.forceDice(1, 1);
    const without = result(answerOnly(still, 'attack:target-1'));
    expect(without.damage).toBe(2); // a yellow die's forced face: 1 hit each, no shields
    expect(withMove.damage).toBe(without.damage + 2);
  });

  /** The card's own ability params, so each case checks its own numbers. */
  const params = (ability: string) => ACTION_CARDS.flatMap((c) => c.abilities).find((a) => a.id === ability)!.params ?? {};

  /** Attacks target-1 with `card` after `before` (options answered in turn); returns the events. */
  function attackWith(d: D, card: string, dice: number[], before: string[] = []) {
    for (const b of before) act(d, b);
    act(d, `main:${card}`);
    d.forceDice(...dice);
    return answerOnly(d, 'attack:target-1');
  }

  // Reference, Attacking: "the attacker adds the damage ... and the defender cancels one damage for each shield".
  inPlay(['point-blank', 'brawler-fists'], 'Point Blank and Close Quarters add 1 damage against an adjacent demon, not one further away', () => {
    for (const brawler of [false, true]) {
      const card = brawler ? 'uac-1' : 'combat-shotgun-1';
      const setup = (g: DoomState) => { if (brawler) g.marines[0]!.classId = 'brawler'; };
      const near = result(attackWith(armed(card, 'cacodemon', '2,3', '3,3', setup), card, [1, 1]));
      const far = result(attackWith(armed(card, 'cacodemon', '1,3', '3,3', setup), card, [1, 1]));
      expect(near.damage, card).toBe(far.damage + 1);
    }
  });

  inPlay(['fuel-surge', 'tactical-scope'], 'Fuel Surge and Tactical Scope boost the next attack of their weapon this activation', () => {
    // Fuel Surge: the next Chainsaw attack adds 1 damage.
    const plain = result(attackWith(armed('chainsaw-1', 'cacodemon', '2,3', '3,3'), 'chainsaw-1', [1, 1]));
    const surged = armed('chainsaw-1', 'cacodemon', '2,3', '3,3', (g) => toHand(g, 'alpha', 'chainsaw-4'));
    expect(result(attackWith(surged, 'chainsaw-1', [1, 1], ['bonus:chainsaw-4'])).damage).toBe(plain.damage + 1);
    // Tactical Scope: the next Rifle attack rolls one more (yellow) die.
    const scoped = armed('heavy-assault-rifle-1', 'cacodemon', '1,3', '3,3', (g) => toHand(g, 'alpha', 'heavy-assault-rifle-4'));
    const ev = attackWith(scoped, 'heavy-assault-rifle-1', [1, 1, 1], ['bonus:heavy-assault-rifle-4']);
    const roll = ev.find((e) => e.type === 'diceRolled')! as GameEvent & { rolls: { die: string }[] };
    expect(roll.rolls.map((r) => r.die)).toEqual(['doom-yellow', 'doom-yellow', 'doom-yellow']);
  });

  // Reference, Attacking: a demon with toughness adds one shield; piercing ignores shields.
  inPlay(['rip-and-tear', 'siege-shot'], 'Rip and Tear and Siege Shot ignore their number of the defence\'s shields', () => {
    for (const [ability, card] of [['rip-and-tear', 'chainsaw-1'], ['siege-shot', 'gauss-cannon-1']] as const) {
      const pierce = Number(params(ability).amount);
      // A Hell Knight has toughness: one shield, and the revealed card shows two more.
      const d = armed(card, 'hell-knight', '2,3', '3,3', (g) => eventOnTop(g, eventWithDefence(g, 2, false)));
      const r = result(attackWith(d, card, [1, 1, 1]));
      expect(r.shields, ability).toBe(3 - pierce);
    }
  });

  inPlay(['suppressing-fire', 'stun-bomb'], 'Suppressing Fire and Stun Bomb stun the defender after the attack', () => {
    for (const [card, type] of [['burst-rifle-3', 'main'], ['plasma-rifle-4', 'bonus']] as const) {
      const d = armed(card, 'hell-knight', '1,3', '3,3');
      act(d, `${type}:${card}`);
      d.forceDice(0, 0);
      const ev = answerOnly(d, 'attack:target-1');
      expect(ev.some((e) => e.type === 'stunned' && e.figure === 'target-1'), card).toBe(true);
      expect(d.g.figures.find((f) => f.id === 'target-1')!.stunned).toBe(true);
    }
  });

  // Each splash card's own amount, radius and whether marines suffer it too.
  inPlay(['explosive-shell', 'heat-blast', 'rocket-blast', 'remote-detonation', 'bfg-blast'],
    'after the attack each splash card hurts the figures around the defender by its own amount', () => {
      const cases = [['explosive-shell', 'combat-shotgun-3'], ['heat-blast', 'plasma-rifle-3'], ['rocket-blast', 'rocket-launcher-1'],
        ['remote-detonation', 'rocket-launcher-3'], ['bfg-blast', 'bfg-9000-1']] as const;
      for (const [ability, card] of cases) {
        const p = params(ability);
        // A Hell Knight beside the defender, one just beyond the splash's radius east of it, Alpha 2 west.
        const d = armed(card, 'hell-knight', '1,3', '3,3', (g) => {
          addDemon(g, demonFigure('beside', 'hell-knight', '3,2'));
          addDemon(g, demonFigure('outside', 'hell-knight', `${3 + Number(p.radius) + 1},3`));
        });
        attackWith(d, card, [1, 1, 1, 1]);
        const dmg = (id: string) => d.g.figures.find((f) => f.id === id)?.damage;
        expect(dmg('beside'), ability).toBe(Number(p.amount));
        expect(dmg('outside'), ability).toBe(0);
      }
    });

  inPlay('quick-reload', 'Quick Reload draws one action card', () => {
    const d = armed('burst-rifle-4', 'hell-knight', '1,3', '5,3');
    const before = d.g.marines[0]!.hand.length;
    act(d, 'bonus:burst-rifle-4');
    // Played out of the hand, one drawn in.
    expect(d.g.marines[0]!.hand.length).toBe(before);
  });

  inPlay('precision-bolt', 'Precision Bolt: a demon in cover gets no second defence card', () => {
    // 4,1 is difficult terrain: an Imp there has cover from Alpha at 1,3 (attack.test.ts).
    const plain = armed('uac-1', 'imp', '1,3', '4,1');
    act(plain, 'main:uac-1');
    plain.forceDice(1, 1);
    plain.answer('attack:target-1');
    expect(plain.prompt.kind).toBe('coverRedraw');
    const bolt = armed('gauss-cannon-2', 'imp', '1,3', '4,1');
    act(bolt, 'main:gauss-cannon-2');
    bolt.forceDice(1, 1);
    const ev = answerOnly(bolt, 'attack:target-1');
    expect(bolt.prompt.kind).not.toBe('coverRedraw');
    expect(ev.some((e) => e.type === 'attackResult')).toBe(true);
  });
});
