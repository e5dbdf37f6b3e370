// In-play tests for the large demons' cards (Mancubus, Cyberdemon) and the Spectre's Shimmer: the
// splash after their attacks, the Cyberdemon's extra movement, and cover the Spectre always has
// from afar. Each plays a real attack or activation on the training map.
// Reference, Large Figures: large figures occupy two or six spaces; Argent Power: "the invader can
// spend Argent Power tokens on a demon card to use its abilities"; Cover: "stunned figures cannot
// have cover".
import { describe, expect } from 'vitest';
import type { GameEvent } from '../../../../engine/types';
import type { DoomState } from '../../state';
import { act, actionOnTop, addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn, type D } from '../../testing/arrange';
import { armed, result } from '../../testing/armed';
import { inPlay } from '../../testing/inPlay';

/**
 * Alpha at `alphaAt` (no damage, Field Dressing on his deck: no shield), Bravo at `bravoAt`, and a
 * `type` demon at `demonAt` mid-activation with `argent` on its card; `setup` adds the rest.
 */
function bigTurn(type: string, demonAt: string, argent: number, alphaAt: string, bravoAt: string, setup: (g: DoomState) => void = () => {}): D {
  const d = toMarineTurn(newMatch({ marines: 2 }, 7));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = alphaAt;
    g.figures.find((f) => f.id === 'bravo')!.at = bravoAt;
    for (const m of g.marines) m.damage = 0;
    actionOnTop(g, 'alpha', 'uac-6');
    addDemon(g, demonFigure('big', type, demonAt));
    g.demonCards[type]!.argent = argent;
    g.argentSupply -= argent;
    g.demonActivation = { type, figure: 'big', movement: 0, attacked: false, moved: 0, used: [], typeBonus: 0 };
    setup(g);
  }, { kind: 'demonTurn' });
}

/** The demon attacks Alpha with `faces`; the option containing `use` is taken where offered. */
function attackAlpha(d: D, faces: number[], use: string | null): { ev: GameEvent[]; used: boolean } {
  d.forceDice(...faces);
  const ev = [...d.answer('attack:alpha')];
  let used = false;
  for (let i = 0; i < 30 && d.prompt?.kind === 'attackModifier'; i++) {
    const o = use === null || used ? undefined : d.prompt.options.find((x) => x.id.includes(use));
    if (o) used = true;
    ev.push(...d.answer(o ? o.id : 'done'));
  }
  return { ev, used };
}

const damageOf = (d: D, id: string) => d.g.figures.find((f) => f.id === id)?.damage;

describe('large demons and the Spectre in play', () => {
  // Card: "each other marine adjacent to the defender suffers 2 damage".
  inPlay('mancubus-flames', 'Flame Wash (Argent 2): after the Mancubus attacks, each other marine beside the defender suffers 2; demons are spared', () => {
    // The Mancubus lies on 3,3-4,3; Alpha beside it at 2,3, Bravo beside Alpha at 2,2, an Imp beside Alpha at 1,3.
    const d = bigTurn('mancubus', '3,3', 2, '2,3', '2,2', (g) => addDemon(g, demonFigure('imp', 'imp', '1,3')));
    const { ev, used } = attackAlpha(d, [1, 1, 1], 'mancubus-flames');
    expect(used).toBe(true);
    expect(d.g.marines[0]!.damage).toBe(result(ev).damage);
    expect(d.g.marines[1]!.damage).toBe(2);
    expect(damageOf(d, 'imp')).toBe(0);
    expect(d.g.demonCards.mancubus!.argent).toBe(0);
    // Without the Argent the splash is not offered and Bravo is untouched.
    const poor = bigTurn('mancubus', '3,3', 1, '2,3', '2,2');
    expect(attackAlpha(poor, [1, 1, 1], 'mancubus-flames').used).toBe(false);
    expect(poor.g.marines[1]!.damage).toBe(0);
  });

  // Card: "every other figure adjacent to the defender suffers 2 damage": demons too.
  inPlay('cyberdemon-salvo', 'Rocket Salvo (Argent 2): after the Cyberdemon attacks, every other figure beside the defender suffers 2, demons included', () => {
    // The Cyberdemon's base covers 5,6-7,7; Alpha beside it at 4,6; Bravo at 3,6 and an Imp at 4,5 beside Alpha;
    // a Possessed at 2,6 is two spaces from Alpha.
    const d = bigTurn('cyberdemon', '5,6', 2, '4,6', '3,6', (g) => {
      addDemon(g, demonFigure('imp', 'imp', '4,5'));
      addDemon(g, demonFigure('far', 'possessed', '2,6'));
    });
    const { ev, used } = attackAlpha(d, [1, 1, 1, 1], 'cyberdemon-salvo');
    expect(used).toBe(true);
    expect(d.g.marines[0]!.damage).toBe(result(ev).damage);
    expect(d.g.marines[1]!.damage).toBe(2);
    expect(damageOf(d, 'imp')).toBe(2); // a friend of the Cyberdemon, hurt all the same (health 3: still standing)
    expect(damageOf(d, 'far')).toBe(0);
    expect(damageOf(d, 'big')).toBe(0);
  });

  inPlay('cyberdemon-stomp', 'Stomp (Argent 1): the Cyberdemon gains 2 movement points', () => {
    const d = bigTurn('cyberdemon', '5,6', 1, '0,0', '1,0', (g) => { g.demonActivation!.movement = 3; });
    expect(d.prompt.options.some((o) => o.id === 'ability:cyberdemon-stomp')).toBe(true);
    d.answer('ability:cyberdemon-stomp');
    expect(d.g.demonActivation!.movement).toBe(5);
    expect(d.g.demonCards.cyberdemon!.argent).toBe(0);
    // Once per activation: not offered again.
    expect(d.prompt.options.some((o) => o.id === 'ability:cyberdemon-stomp')).toBe(false);
  });

  // Card: "Against attacks from 3 or more spaces away it always has cover."
  inPlay('spectre-shimmer', 'Shimmer: a Spectre attacked from 3 or more spaces away has cover (a second defence card); closer, or stunned, it has none', () => {
    const coverAsked = (spectreAt: string, stunned = false) => {
      const d = armed('uac-1', 'spectre', '1,3', spectreAt, (g) => { g.figures.find((f) => f.id === 'target-1')!.stunned = stunned; });
      act(d, 'main:uac-1');
      d.forceDice(1, 1);
      d.answer('attack:target-1');
      for (let i = 0; i < 10 && d.prompt.kind === 'attackModifier'; i++) d.answer('done');
      return d.prompt.kind === 'coverRedraw';
    };
    // Open floor along row 3: no terrain gives cover, only Shimmer.
    expect(coverAsked('4,3')).toBe(true);
    expect(coverAsked('3,3')).toBe(false);
    expect(coverAsked('4,3', true)).toBe(false);
    // A Hell Knight at the same range on the same floor has no cover.
    const knight = armed('uac-1', 'hell-knight', '1,3', '4,3');
    act(knight, 'main:uac-1');
    knight.forceDice(1, 1);
    knight.answer('attack:target-1');
    expect(knight.prompt.kind).not.toBe('coverRedraw');
  });
});
