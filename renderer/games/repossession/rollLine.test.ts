// The strip over the table during a throw shows the roll as it stands (the core's `standing` dice), not the frame's older dice.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/engine/types';
import { EMPTY_FIGHT } from './exchange';
import { prfView } from './fixture.test-support';
import { rollLine } from './rollLine';

describe('the roll strip during a throw', () => {
  it('a Support check die: every die so far, the new one lit, and the running sum', () => {
    // The frame at the throw still holds the check before this die (6 only).
    const view = prfView({ check: { tile: 1, rollers: ['g1'], current: 0, dice: [6], results: [], bought: 0 } as unknown as ReturnType<typeof prfView>['check'] });
    const beat: GameEvent = { type: 'diceRolled', seat: 'g1', purpose: 'Support check', rolls: [], standing: [6, 3], thrown: [1] };
    expect(rollLine(view, EMPTY_FIGHT, beat)).toEqual({ kind: 'check', seat: 'g1', dice: [6, 3], combo: null, lit: [1], result: '9 of 15 so far' });
  });

  it('snake eyes on a check lights the two 1s', () => {
    const beat: GameEvent = { type: 'diceRolled', seat: 'g1', purpose: 'Support check', rolls: [], standing: [1, 5, 1], thrown: [2] };
    expect(rollLine(prfView(), EMPTY_FIGHT, beat)).toMatchObject({ dice: [1, 5, 1], combo: 'snake', lit: [0, 2], result: 'snake eyes: failed' });
  });

  it('a fight roll names its combo and lights its dice', () => {
    const beat: GameEvent = { type: 'diceRolled', seat: 'g1', purpose: 'Attack', rolls: [], standing: [4, 2, 4], thrown: [0, 1, 2], combo: 'pair', snake: false };
    expect(rollLine(prfView(), EMPTY_FIGHT, beat)).toEqual({ kind: 'attack', seat: 'g1', dice: [4, 2, 4], combo: 'pair', lit: [0, 2], result: 'attack roll' });
  });

  it('a throw without the core data falls back to the view (older saves)', () => {
    const beat: GameEvent = { type: 'diceRolled', seat: 'g1', purpose: 'Support check', rolls: [] };
    const view = prfView({ check: { tile: 1, rollers: ['g1'], current: 0, dice: [6], results: [], bought: 0 } as unknown as ReturnType<typeof prfView>['check'] });
    expect(rollLine(view, EMPTY_FIGHT, beat)).toMatchObject({ dice: [6], result: '6 of 15 so far' });
  });
});
