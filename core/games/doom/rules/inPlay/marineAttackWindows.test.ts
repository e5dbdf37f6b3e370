// In-play tests for the abilities a marine uses in his own attack's windows: Glory Kill cards
// played before the roll or while attacking, class abilities that apply by themselves, kept
// weapon cards and the Demolitionist's ability attack.
// Reference, Attacking: the attacker rolls the attack dice, then "the attacker may use abilities
// that add damage"; Glory Kill cards are discarded when their ability is used.
import { describe, expect } from 'vitest';
import type { GameEvent } from '../../../../engine/types';
import { GLORY_KILL_CARDS } from '../../content';
import type { DoomState } from '../../state';
import { act, addDemon, demonFigure, toHand, type D } from '../../testing/arrange';
import { armed, result } from '../../testing/armed';
import { inPlay } from '../../testing/inPlay';

const dice = (ev: GameEvent[]) => (ev.find((e) => e.type === 'diceRolled') as GameEvent & { rolls: { die: string }[] }).rolls.map((r) => r.die);

/** Declares the attack, uses `option` in whichever of Alpha's windows offers it, settles the rest; returns the events. */
function attackUsing(d: D, option: string | null): GameEvent[] {
  const ev = [...d.answer('attack:target-1')];
  let used = false;
  for (let i = 0; i < 20 && d.prompt?.kind === 'attackModifier' && d.prompt.seat === 'm1'; i++) {
    const offered = option !== null && !used && d.prompt.options.some((o) => o.id === option);
    if (offered) used = true;
    ev.push(...d.answer(offered ? option! : 'done'));
  }
  if (option !== null) expect(used, option).toBe(true);
  return ev;
}

/** Alpha at 1,3 with Sidearm Shot (two red dice) against a Hell Knight at `at`; `setup` adds the card under test. */
function sidearm(setup: (g: DoomState) => void, at = '3,3'): D {
  const d = armed('uac-1', 'hell-knight', '1,3', at, setup);
  act(d, 'main:uac-1');
  return d;
}

describe('marine abilities in his attack', () => {
  inPlay('heavy-hands', 'Heavy Hands adds a black die to the roll and is discarded', () => {
    const d = sidearm((g) => g.marines[0]!.gloryKills.push('heavy-hands#1'));
    d.forceDice(1, 1, 1);
    const ev = attackUsing(d, 'gk:heavy-hands#1');
    expect(dice(ev)).toEqual(['doom-red', 'doom-red', 'doom-black']);
    expect(d.g.marines[0]!.gloryKills).toEqual([]);
  });

  inPlay('blood-rush', 'Blood Rush adds its 2 damage while attacking', () => {
    const amount = Number(GLORY_KILL_CARDS.find((c) => c.id === 'blood-rush')!.ability.params!.amount);
    const plain = sidearm(() => {});
    plain.forceDice(1, 1);
    const base = result(attackUsing(plain, null)).damage;
    const d = sidearm((g) => g.marines[0]!.gloryKills.push('blood-rush#1'));
    d.forceDice(1, 1);
    expect(result(attackUsing(d, 'gk:blood-rush#1')).damage).toBe(base + amount);
  });

  inPlay('sharpshooter-longshot', 'Long Shot adds a yellow die against a demon 4 or more spaces away, none closer', () => {
    const far = sidearm((g) => { g.marines[0]!.classId = 'sharpshooter'; }, '5,3');
    far.forceDice(1, 1, 1);
    expect(dice(attackUsing(far, null))).toEqual(['doom-red', 'doom-red', 'doom-yellow']);
    const near = sidearm((g) => { g.marines[0]!.classId = 'sharpshooter'; }, '4,3');
    near.forceDice(1, 1);
    expect(dice(attackUsing(near, null))).toEqual(['doom-red', 'doom-red']);
  });

  inPlay('spin-up', 'Spin Up stays in play and adds a yellow die to each Chaingun attack', () => {
    const d = armed('chaingun-2', 'hell-knight', '1,3', '3,3', (g) => toHand(g, 'alpha', 'chaingun-1'));
    act(d, 'bonus:chaingun-1');
    act(d, 'main:chaingun-2');
    d.forceDice(1, 1, 1, 1, 1);
    const rolled = dice(attackUsing(d, null));
    expect(rolled.filter((x) => x === 'doom-yellow')).toHaveLength(4); // Hail of Lead's three and Spin Up's
    expect(rolled).toHaveLength(5);
  });

  inPlay('demolitionist-charge', 'Shaped Charge: exhaust to attack with a green die; each other enemy beside the defender then suffers 1 damage', () => {
    const d = armed('uac-1', 'hell-knight', '1,3', '3,3', (g) => {
      g.marines[0]!.classId = 'demolitionist';
      addDemon(g, demonFigure('beside', 'hell-knight', '3,2'));
    });
    act(d, 'ability:class:demolitionist-charge');
    expect(d.g.marines[0]!.classExhausted).toBe(true);
    d.forceDice(1);
    const ev = attackUsing(d, null);
    expect(dice(ev)).toEqual(['doom-green']);
    expect(d.g.figures.find((f) => f.id === 'beside')!.damage).toBe(1);
  });
});
