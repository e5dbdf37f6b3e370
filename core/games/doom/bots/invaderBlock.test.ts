/**
 * Issue 16: the hard invader "pulls staggered demons out of Glory Kill reach
 * or screens them" and reads "the map (chokepoints, doors, objectives)".
 * Glory Kill: a marine must move into the staggered demon's space; entering
 * an enemy's space costs one more movement point and a marine cannot end a
 * move there, so a demon on his way is a screen. Normal does neither.
 */
import { describe, expect, it } from 'vitest';
import type { BotRng } from '../../../engine/types';
import { addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn, type D } from '../testing/arrange';
import type { Difficulty } from '../state';
import type { DoomView } from '../view';
import { invaderBot } from './invader';
import { alliesToScreen, boardWithMove, canStepInto, chokepoints } from './invaderBlock';
import { boardFromView, keyIndex, spacesOfFigure } from './tactics';
import { keyOfIndex } from '../geometry/compile';

const rng: BotRng = { int: (lo) => lo, pick: (items) => items[0]! };
const decide = (d: D) => invaderBot.decide(d.view<DoomView>('invader'), d.prompt, rng);

/** Training Ground: Alpha at 1,3, a staggered Imp at 5,0 (Glory Kill reach), another Imp in the corner (0,0) activating after its attack. */
function screenCase(level: Difficulty): D {
  const d = toMarineTurn(newMatch({ marines: 1, difficulty: level }, 17));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
    addDemon(g, demonFigure('imp-s', 'imp', '5,0', { damage: 2 }));
    addDemon(g, demonFigure('imp-x', 'imp', '0,0'));
    g.demonActivation = { type: 'imp', figure: 'imp-x', movement: 3, attacked: true, moved: 0, used: [], typeBonus: 0 };
  }, { kind: 'demonTurn' });
}

/** Training Ground: Alpha at 1,3, the exit token at 11,7, an Imp at 9,6 with 2 movement after its attack. */
function chokeCase(level: Difficulty): D {
  const d = toMarineTurn(newMatch({ marines: 1, difficulty: level }, 17));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
    addDemon(g, demonFigure('imp-x', 'imp', '9,6'));
    g.demonActivation = { type: 'imp', figure: 'imp-x', movement: 2, attacked: true, moved: 0, used: [], typeBonus: 0 };
  }, { kind: 'demonTurn' });
}

describe('hard invader: demons in the marines\' way', () => {
  it('hard screens a staggered ally in Glory Kill reach with another demon; normal does not', () => {
    const hard = screenCase('hard');
    const v = hard.view<DoomView>('invader').game;
    const b = boardFromView(v);
    const me = v.figures.find((f) => f.id === 'imp-x')!;
    const staggered = v.figures.find((f) => f.id === 'imp-s')!;
    const alpha = v.figures.filter((f) => f.side === 'marine');
    expect(alliesToScreen(v, b, me).map((f) => f.id)).toEqual(['imp-s']);
    expect(canStepInto(b, spacesOfFigure(b, staggered), alpha)).toBe(true);
    const h = decide(hard);
    expect(h.optionIds[0]).toMatch(/^move:/);
    expect(h.reason).toMatch(/screens a staggered demon/);
    // With the screen in place Alpha can no longer step into the staggered Imp this activation.
    const after = boardWithMove(v, me, h.optionIds[0]!.slice(5))!;
    expect(canStepInto(after, spacesOfFigure(after, staggered), alpha)).toBe(false);
    const n = decide(screenCase('normal'));
    expect(n.reason).not.toMatch(/screens/);
    const nAt = n.optionIds[0]!.startsWith('move:') ? n.optionIds[0]!.slice(5) : '0,0';
    const nb = boardWithMove(v, me, nAt)!;
    expect(canStepInto(nb, spacesOfFigure(nb, staggered), alpha)).toBe(true);
  });

  it('finds the chokepoints and the door on every shortest way from a marine to the exit', () => {
    const d = chokeCase('hard');
    const v = d.view<DoomView>('invader').game;
    const b = boardFromView(v);
    const found = [...chokepoints(v, b).entries()].map(([i, c]) => `${keyOfIndex(b.cm, i)}${c.door ? ' door' : ''}`);
    // 10,4 leads into the exit corridor; 11,5 stands at the closed exit door (h:11,5); 11,6 is the last space before the token.
    expect(found).toEqual(['10,4', '11,5 door', '11,6']);
    expect(found).not.toContain('11,7'); // the token itself is a goal, not a chokepoint
  });

  it('hard holds the chokepoint between the marine and the exit; normal, after its attack, stays put', () => {
    const h = decide(chokeCase('hard'));
    expect(h.optionIds).toEqual(['move:10,4']);
    expect(h.reason).toMatch(/holds the chokepoint/);
    const v = chokeCase('hard').view<DoomView>('invader').game;
    const b = boardFromView(v);
    expect(chokepoints(v, b).has(keyIndex(b, '10,4'))).toBe(true);
    expect(decide(chokeCase('normal')).optionIds).toEqual(['end-turn']);
  });
});
