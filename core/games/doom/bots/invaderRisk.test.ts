/**
 * Issue 16, playing like a strong human: hard keeps staggered demons out of
 * Glory Kill reach and demons off active teleporters, and reads the
 * initiative deck (a type with staggered demons in reach activates while
 * marine cards are still to come). Normal does none of it.
 */
import { describe, expect, it } from 'vitest';
import type { BotRng } from '../../../engine/types';
import { addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn, type D } from '../testing/arrange';
import type { Difficulty } from '../state';
import type { DoomView } from '../view';
import { invaderBot } from './invader';
import { GLORY_REACH, inGloryReach } from './invaderPlan';
import { boardFromView, keyIndex } from './tactics';

const rng: BotRng = { int: (lo) => lo, pick: (items) => items[0]! };
const decide = (d: D) => invaderBot.decide(d.view<DoomView>('invader'), d.prompt, rng);

/** An Imp at 3,3 that has attacked Alpha (1,3), with 4 movement left; staggered if `damage` reaches its stagger (2). */
function impAfterAttack(level: Difficulty, damage: number): D {
  const d = toMarineTurn(newMatch({ marines: 1, difficulty: level }, 17));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
    addDemon(g, demonFigure('imp-a', 'imp', '3,3', { damage }));
    g.demonActivation = { type: 'imp', figure: 'imp-a', movement: 4, attacked: true, moved: 0, used: [], typeBonus: 0 };
  }, { kind: 'demonTurn' });
}

describe('hard invader: demons left where marines frag them for free', () => {
  it('hard pulls a staggered demon out of Glory Kill reach after its attack; normal leaves it there', () => {
    const hard = impAfterAttack('hard', 2);
    const h = decide(hard);
    expect(h.optionIds[0]).toMatch(/^move:/);
    expect(h.reason).toMatch(/Glory Kill reach/);
    const v = hard.view<DoomView>('invader').game;
    const b = boardFromView(v);
    expect(inGloryReach(v, b, [keyIndex(b, h.optionIds[0]!.slice(5))])).toBe(false);
    expect(GLORY_REACH).toBe(4);
    // Normal closes in or stays: still within reach.
    const n = decide(impAfterAttack('normal', 2));
    const to = n.optionIds[0]!.startsWith('move:') ? n.optionIds[0]!.slice(5) : '3,3';
    expect(inGloryReach(v, b, [keyIndex(b, to)])).toBe(true);
    // An unhurt imp at hard is not pulled back.
    expect(decide(impAfterAttack('hard', 0)).reason).not.toMatch(/Glory Kill/);
  });

  it('hard does not end a move on an active teleporter where it would otherwise stop; normal does', () => {
    const withTeleporter = (level: Difficulty, at: string | null) => {
      const d = toMarineTurn(newMatch({ marines: 1, difficulty: level }, 17));
      return arrange(d, (g) => {
        clearDemons(g);
        quietInvader(g);
        g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
        addDemon(g, demonFigure('imp-a', 'imp', '9,3'));
        g.demonActivation = { type: 'imp', figure: 'imp-a', movement: 2, attacked: false, moved: 0, used: [], typeBonus: 0 };
        if (at) g.map.teleporters = [{ id: 'tp-test', at, active: true }];
      }, { kind: 'demonTurn' });
    };
    // Where the demons stop with no teleporter in the way (hard may pick another spot: it also holds chokepoints)...
    const plain = decide(withTeleporter('hard', null)).optionIds[0]!;
    expect(plain).toMatch(/^move:/);
    const normalPlain = decide(withTeleporter('normal', null)).optionIds[0]!;
    expect(normalPlain).toMatch(/^move:/);
    // ...an active teleporter there: normal still stops on it, hard stops elsewhere.
    expect(decide(withTeleporter('normal', normalPlain.slice(5))).optionIds[0]).toBe(normalPlain);
    const hard = decide(withTeleporter('hard', plain.slice(5))).optionIds[0]!;
    expect(hard).toMatch(/^move:/);
    expect(hard).not.toBe(plain);
  });

  it('hard reads the initiative deck: with a marine card still to come it activates the type whose staggered demon is in reach', () => {
    const choose = (level: Difficulty, marineCardLeft: boolean) => {
      const d = toMarineTurn(newMatch({ marines: 1, difficulty: level }, 17));
      arrange(d, (g) => {
        clearDemons(g);
        quietInvader(g);
        g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
        addDemon(g, demonFigure('imp-a', 'imp', '3,3', { damage: 2 }));
        addDemon(g, demonFigure('poss-a', 'possessed', '2,4'));
        addDemon(g, demonFigure('poss-b', 'possessed', '1,5'));
        for (const c of Object.values(g.demonCards)) c.exhausted = false;
        g.initiative = marineCardLeft
          ? { draw: ['marine:alpha', 'marine:alpha:2', 'invader:2'], revealed: ['invader:1'] }
          : { draw: ['invader:2'], revealed: ['marine:alpha', 'marine:alpha:2', 'invader:1'] };
      }, { kind: 'chooseDemonType' });
      return decide(d);
    };
    const soon = choose('hard', true);
    expect(soon.optionIds).toEqual(['imp']);
    expect(soon.reason).toMatch(/1 staggered demon in Glory Kill reach with 2 marine cards still to come/);
    // No marine card left this round: the damage counts, the Possessed go.
    expect(choose('hard', false).optionIds).toEqual(['possessed']);
    expect(choose('normal', true).optionIds).toEqual(['possessed']);
  });

  it('hard holds a summoning event until a live portal is near the marines; normal plays it at once', () => {
    const card = 'relentless-horde/unending-tide';
    const ask = (level: Difficulty, marineAt: string) => {
      const d = toMarineTurn(newMatch({ marines: 1, difficulty: level }, 17));
      arrange(d, (g) => {
        clearDemons(g);
        quietInvader(g);
        g.portals = [{ token: 'portal-test', tier: 1, at: '10,3', faceUp: true, gone: false }];
        g.figures.find((f) => f.id === 'alpha')!.at = marineAt;
      }, { kind: 'marineTurn' });
      const prompt = { id: 'p', seat: 'invader', kind: 'playEvent', rule: 'event-cards', text: 'Play an event card?', options: [{ id: card, label: 'Unending Tide' }, { id: 'pass', label: 'Play no event now' }] };
      return invaderBot.decide(d.view<DoomView>('invader'), prompt as never, rng);
    };
    // Alpha at 1,3: nine spaces from the portal; at 7,3: three.
    expect(ask('hard', '1,3').optionIds).toEqual(['pass']);
    const near = ask('hard', '7,3');
    expect(near.optionIds).toEqual([card]);
    expect(near.reason).toMatch(/a portal is near the marines/);
    expect(ask('normal', '1,3').optionIds).toEqual([card]);
  });
});
