// A reason is read by exactly the seats that see everything its choice did.
import { describe, expect, it } from 'vitest';
import { seenAs } from './reasonVisibility';
import type { GameEvent } from './types';

const reason: GameEvent = { type: 'reason', seat: 'a', text: 'A: Padded Jacket is the strongest' };

describe('a reason takes the visibility of its choice', () => {
  it('a choice seen by all: the reason is public', () => {
    expect(seenAs(reason, [{ type: 'moved', text: 'A moves.' }])).toBe(reason);
  });

  it('a card kept for the faction: the reason goes to the faction alone', () => {
    const kept: GameEvent = { type: 'cardKept', visibleTo: ['a', 'b'], redacted: { type: 'cardKept', text: 'A keeps a card.' } };
    expect(seenAs(reason, [kept]).visibleTo).toEqual(['a', 'b']);
  });

  it('two hidden events: only those who see both', () => {
    const e1: GameEvent = { type: 'x', visibleTo: ['a', 'b', 'c'] };
    const e2: GameEvent = { type: 'y', visibleTo: ['b', 'a'] };
    expect(seenAs(reason, [e1, { type: 'public' }, e2]).visibleTo).toEqual(['a', 'b']);
  });

  it('no one sees all of it: the reason stays with its own seat', () => {
    expect(seenAs(reason, [{ type: 'x', visibleTo: ['b'] }, { type: 'y', visibleTo: ['c'] }]).visibleTo).toEqual(['a']);
  });
});
