// The fight log folded from the core's events, shown step by step, and the dice that make a combo.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/engine/types';
import { comboDice, EMPTY_FIGHT, fightAtBeat, foldFight } from './exchange';

const drawn: GameEvent = { type: 'enemyDrawn', tile: 'B2', card: 'cr-x', seats: ['g1'], text: 'A creature appears.' };
const hit: GameEvent = { type: 'struck', from: 'g1', to: 'enemy', dice: [5, 5, 2], combo: 'pair', snake: false, damage: 3, hp: 4, text: 'g1 hits.' };
const back: GameEvent = { type: 'struck', from: 'enemy', to: 'g1', dice: [1, 1], combo: 'none', snake: true, damage: 4, hp: 7, text: 'It hits back.' };
const over: GameEvent = { type: 'combatOver', won: true, text: 'Defeated.' };

describe('the exchange of blows', () => {
  it('starts a log when an enemy is drawn and adds each blow with its combo', () => {
    const log = foldFight(EMPTY_FIGHT, [{ type: 'moved', text: '' }, drawn, hit, back, over]);
    expect(log.tile).toBe('B2');
    expect(log.blows.map((b) => [b.kind, b.combo, b.amount])).toEqual([['attack', 'pair', 3], ['defence', 'snake', 4], ['end', null, undefined]]);
    expect(log.won).toBe(true);
    // The card drawn is kept, so the finished fight still names its enemy.
    expect(log.enemy).toBe('cr-x');
    // A new fight starts afresh.
    expect(foldFight(log, [{ ...drawn, tile: 'C3' }]).blows).toEqual([]);
  });

  it('keeps the blows of a fight whose start it missed, and shows only the blows up to the beat playing', () => {
    // The update with the enemy drawn was never rendered (the board mounted mid-fight).
    expect(foldFight(EMPTY_FIGHT, [hit]).blows.map((b) => b.kind)).toEqual(['attack']);
    const done = foldFight(EMPTY_FIGHT, [drawn, hit, over]);
    expect(foldFight(done, [back]).blows.map((b) => b.kind)).toEqual(['defence']);
    // Notes alone (a life lost on a Support check, say) open no fight.
    expect(foldFight(EMPTY_FIGHT, [{ type: 'lifeLost', text: '' }]).blows).toEqual([]);
    const log = foldFight(EMPTY_FIGHT, [drawn, hit, back, over]);
    const atHit = fightAtBeat(log, hit);
    expect(atHit.blows).toHaveLength(1);
    expect(atHit.won).toBeNull();
    expect(fightAtBeat(log, over).won).toBe(true);
    expect(fightAtBeat(log, { type: 'other' }).blows).toHaveLength(3);
    expect(fightAtBeat(log, null)).toBe(log);
  });

  it('lights the dice that make each combo', () => {
    expect(comboDice([5, 2, 5, 3], 'pair')).toEqual([0, 2]);
    expect(comboDice([6, 1, 3, 1], 'snake')).toEqual([1, 3]);
    expect(comboDice([4, 2, 4, 2], 'twoPairs').sort()).toEqual([0, 1, 2, 3]);
    expect(comboDice([3, 6, 3, 3], 'triples')).toEqual([0, 2, 3]);
    expect(comboDice([6, 6, 6, 6], 'quads')).toEqual([0, 1, 2, 3]);
    expect(comboDice([2, 6, 3, 4], 'straight3')).toEqual([0, 2, 3]);
    expect(comboDice([5, 2, 3, 4], 'straight4')).toEqual([0, 1, 2, 3]);
    expect(comboDice([5, 2], 'none')).toEqual([]);
    expect(comboDice([5, 2], null)).toEqual([]);
  });
});
