// In-play tests for demon card abilities the invader uses with Argent Power during a demon's
// activation, or while it defends: each is chosen in a real activation and its movement,
// recovery, placement, summoning or shields checked.
// Reference, Argent Power: "the invader can spend Argent Power tokens on a demon card to use its
// abilities"; Demon Activation: "Demons activate one at a time".
import { describe, expect } from 'vitest';
import type { GameEvent } from '../../../../engine/types';
import type { DoomState, Figure } from '../../state';
import { act, addDemon, arrange, at, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn, type D } from '../../testing/arrange';
import { armed, result } from '../../testing/armed';
import { inPlay } from '../../testing/inPlay';

/** A `type` demon at `demonAt` activating, `argent` on its card, Alpha at 1,3. */
function activating(type: string, demonAt: string, argent: number, extra: Partial<Figure> = {}): D {
  const d = toMarineTurn(newMatch({}, 7));
  return arrange(d, (g: DoomState) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
    addDemon(g, demonFigure('demon-1', type, demonAt, extra));
    g.demonCards[type]!.argent = argent;
    g.argentSupply -= argent;
    g.demonActivation = { type, figure: 'demon-1', movement: 2, attacked: true, moved: 0, used: [], typeBonus: 0 };
  }, { kind: 'demonTurn' });
}

describe('demon abilities in play', () => {
  inPlay('possessed-lurch', 'Lurch (Argent 1): the Possessed gains 2 movement points', () => {
    const d = activating('possessed', '6,3', 1);
    expect(d.prompt.kind).toBe('demonAction');
    const before = d.g.demonActivation!.movement;
    d.answer('ability:possessed-lurch');
    expect(d.g.demonActivation!.movement - before).toBe(2);
    expect(d.g.demonCards.possessed!.argent).toBe(0);
  });

  inPlay('baron-regenerate', 'Infernal Vigor (Argent 1): the Baron of Hell recovers 3 damage', () => {
    const d = activating('baron-of-hell', '5,3', 1, { damage: 5 });
    d.answer('ability:baron-regenerate');
    expect(d.g.figures.find((f) => f.id === 'demon-1')!.damage).toBe(2);
  });

  inPlay('summoner-phase', 'Phase (Argent 1): the Summoner is placed in an empty space within 3 spaces', () => {
    const d = activating('summoner', '6,3', 1);
    d.answer('ability:summoner-phase');
    const to = d.prompt.options.find((o) => /^\d+,\d+$/.test(o.id))!.id;
    const ev: GameEvent[] = d.answer(to);
    expect(ev.find((e) => e.type === 'blinked')).toMatchObject({ figure: 'demon-1', from: '6,3', to });
    expect(at(d.g, 'demon-1')).toBe(to);
  });

  inPlay('summoner-call', 'Call the Horde (Argent 2): an Imp from the supply is placed within 2 spaces of the Summoner', () => {
    const d = activating('summoner', '6,3', 2);
    const imps = d.g.figures.filter((f) => f.type === 'imp').length;
    const ev: GameEvent[] = d.answer('ability:summoner-call');
    for (let i = 0; i < 5 && d.prompt.kind !== 'demonAction'; i++) ev.push(...d.answer(d.prompt.options[0]!.id));
    expect(d.g.figures.filter((f) => f.type === 'imp').length).toBe(imps + 1);
    expect(ev.some((e) => e.type === 'summoned' && e.demon === 'imp')).toBe(true);
  });

  inPlay('soldier-shield', 'Energy Shield (Argent 1): a Possessed Soldier defending adds 2 shields', () => {
    const shoot = (argent: number) => {
      const d = armed('uac-1', 'possessed-soldier', '1,3', '3,3', (g) => { g.demonCards['possessed-soldier']!.argent = argent; g.argentSupply -= argent; });
      act(d, 'main:uac-1');
      d.forceDice(2, 2);
      const ev = [...d.answer('attack:target-1')];
      for (let i = 0; i < 30 && d.prompt?.kind === 'attackModifier'; i++) {
        const o = d.prompt.options.find((x) => x.id.includes('soldier-shield'));
        ev.push(...d.answer(o ? o.id : 'done'));
      }
      return { r: result(ev), left: d.g.demonCards['possessed-soldier']!.argent };
    };
    const plain = shoot(0);
    const shielded = shoot(1);
    expect(shielded.r.shields).toBe(plain.r.shields + 2);
    expect(shielded.left).toBe(0);
  });
});
