import { describe, expect, it } from 'vitest';
import type { BotRng } from '../../../engine/types';
import { addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn, type D } from '../testing/arrange';
import type { Difficulty } from '../state';
import type { DoomView } from '../view';
import { invaderBot } from './invader';

const rng: BotRng = { int: (lo) => lo, pick: (items) => items[0]! };

/** An Imp at 3,3 between Alpha (unhurt, 1,3) and Bravo (8 damage, 5,3), asked what to do. */
function impBetween(level: Difficulty): D {
  const d = toMarineTurn(newMatch({ marines: 2, difficulty: level }, 17));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
    g.figures.find((f) => f.id === 'bravo')!.at = '5,3';
    g.marines[0]!.damage = 0;
    g.marines[1]!.damage = 8;
    addDemon(g, demonFigure('imp-a', 'imp', '3,3'));
    g.demonActivation = { type: 'imp', figure: 'imp-a', movement: 4, attacked: false, moved: 0, used: [], typeBonus: 0 };
  }, { kind: 'demonTurn' });
}

const decide = (d: D) => invaderBot.decide(d.view<DoomView>('invader'), d.prompt, rng);

describe('invader bot', () => {
  it('easy shoots the first marine it can; normal and hard go for the kill', () => {
    expect(decide(impBetween('easy')).optionIds).toEqual(['attack:alpha']);
    expect(decide(impBetween('normal')).optionIds).toEqual(['attack:bravo']);
    expect(decide(impBetween('hard')).optionIds).toEqual(['attack:bravo']);
  });

  it('after attacking, a normal demon does not spend moves that gain nothing', () => {
    const d = impBetween('normal');
    arrange(d, (g) => { g.demonActivation!.attacked = true; }, { kind: 'demonTurn' });
    expect(decide(d).optionIds).toEqual(['end-turn']);
  });

  it('activates the demon type that can reach a marine, not a type stuck far away (normal)', () => {
    const d = toMarineTurn(newMatch({ marines: 1, difficulty: 'normal' }, 17));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
      addDemon(g, demonFigure('poss-far', 'possessed', '11,7'));
      addDemon(g, demonFigure('imp-near', 'imp', '4,3'));
      for (const c of Object.values(g.demonCards)) c.exhausted = false;
    }, { kind: 'chooseDemonType' });
    const options = d.prompt.options.map((o) => o.id);
    expect(options).toEqual(expect.arrayContaining(['possessed', 'imp']));
    expect(decide(d).optionIds).toEqual(['imp']);
  });

  it('hard banks Argent Power on the invasion card while a red portal is open; normal, or hard with the red portal still face down, fuels a demon card', () => {
    // Argent on the invasion card goes to the next group summoned, so banking pays only when that can be the red one.
    for (const [level, redOpen, want] of [['hard', true, 'invasion'], ['hard', false, 'imp'], ['normal', true, 'imp']] as const) {
      const d = toMarineTurn(newMatch({ marines: 1, difficulty: level }, 17));
      arrange(d, (g) => {
        clearDemons(g);
        quietInvader(g);
        for (const p of g.portals) if (p.tier === 3) p.faceUp = redOpen;
        addDemon(g, demonFigure('imp-a', 'imp', '8,2'));
      }, { kind: 'argentToken', left: 1 });
      expect(d.prompt.kind).toBe('placeArgentGained');
      expect(decide(d).optionIds).toEqual([want]);
    }
  });

  it('hard parks a demon on a token the marines need; normal does not', () => {
    const choice = (level: Difficulty) => {
      const d = toMarineTurn(newMatch({ marines: 1, difficulty: level, mission: 'landing-zone' }, 17));
      arrange(d, (g) => {
        clearDemons(g);
        quietInvader(g);
        g.figures.find((f) => f.id === 'alpha')!.at = '1,1';
        addDemon(g, demonFigure('poss-a', 'possessed', '8,4'));
        g.demonActivation = { type: 'possessed', figure: 'poss-a', movement: 1, attacked: true, moved: 0, used: [], typeBonus: 0 };
      }, { kind: 'demonTurn' });
      expect(d.prompt.options.map((o) => o.id)).toContain('move:7,4');
      return decide(d).optionIds[0];
    };
    expect(choice('hard')).toBe('move:7,4'); // the first generator
    expect(choice('normal')).not.toBe('move:7,4');
  });

  it('hard holds the mission boss back: after attacking the Baron in The Nest stays, an imp walks on', () => {
    const setup = (who: 'baron' | 'imp') => {
      const d = toMarineTurn(newMatch({ marines: 1, mission: 'the-nest', difficulty: 'hard' }, 17));
      return arrange(d, (g) => {
        quietInvader(g);
        g.figures.find((f) => f.id === 'alpha')!.at = '1,4';
        const baron = g.figures.find((f) => f.type === 'baron-of-hell')!;
        for (const f of g.figures.filter((x) => x.side === 'demon' && x !== baron)) g.demonSupply[f.type] = (g.demonSupply[f.type] ?? 0) + 1;
        g.figures = g.figures.filter((x) => x.side !== 'demon' || x === baron);
        if (who === 'imp') {
          addDemon(g, demonFigure('imp-x', 'imp', '8,6'));
          g.demonActivation = { type: 'imp', figure: 'imp-x', movement: 4, attacked: true, moved: 0, used: [], typeBonus: 0 };
        } else {
          g.demonActivation = { type: 'baron-of-hell', figure: baron.id, movement: 3, attacked: true, moved: 0, used: [], typeBonus: 0 };
        }
      }, { kind: 'demonTurn' });
    };
    expect(decide(setup('baron')).optionIds).toEqual(['end-turn']);
    expect(decide(setup('imp')).optionIds[0]).toMatch(/^(move|pose):/);
  });
});
