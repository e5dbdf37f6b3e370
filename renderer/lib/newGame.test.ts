import { describe, expect, it } from 'vitest';
import { botPlays, controllerFrom, controllerValue, defaultControllerValue, parseSeed } from './newGame';

describe('new game helpers', () => {
  it('round-trips seat controllers through the select value', () => {
    expect(controllerValue({ type: 'human' })).toBe('human');
    expect(controllerValue({ type: 'ai', bot: 'steady' })).toBe('ai:steady');
    expect(controllerFrom('ai:steady')).toEqual({ type: 'ai', bot: 'steady' });
    expect(controllerFrom('human')).toEqual({ type: 'human' });
  });
  it('reads the seed: blank is random, integers only', () => {
    expect(parseSeed('  ')).toBeUndefined();
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed('-7')).toBe(-7);
    expect(parseSeed('4.2')).toBe('invalid');
    expect(parseSeed('abc')).toBe('invalid');
    expect(parseSeed('99999999999999999999')).toBe('invalid');
  });
  it('starts with one human and competent bots for the other seats', () => {
    const bots = [{ id: 'random' }, { id: 'steady' }];
    expect(defaultControllerValue(0, undefined, bots)).toBe('human');
    expect(defaultControllerValue(1, undefined, bots)).toBe('ai:steady');
    expect(defaultControllerValue(1, undefined, [])).toBe('human');
    expect(defaultControllerValue(1, { type: 'human' }, bots)).toBe('human');
  });
});

describe('bots per seat', () => {
  it('a seat is offered only the bots that can play its side', () => {
    const invader = { id: 'invader', sides: ['invader'] };
    const random = { id: 'random' };
    expect(botPlays(invader, { side: 'marines' })).toBe(false);
    expect(botPlays(invader, { side: 'invader' })).toBe(true);
    expect(botPlays(random, { side: 'marines' })).toBe(true);
    expect(botPlays(random, { side: 'marines', bots: ['marine'] })).toBe(false);
  });
});
