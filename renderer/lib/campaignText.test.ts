import { describe, expect, it } from 'vitest';
import { describeBest } from './campaignText';

describe('describeBest', () => {
  it('names a win by its rounds, a loss by how long the heroes held out, and nothing played', () => {
    expect(describeBest({ won: true, rounds: 14 })).toBe('won in 14 rounds');
    expect(describeBest({ won: false, rounds: 1 })).toBe('held out 1 round');
    expect(describeBest(null)).toBe('not played');
  });
});
