import { describe, expect, it } from 'vitest';
import { referenceRules } from '../../core/games/reference/rulesText';
import { searchRules } from './rulesSearch';

describe('searchRules', () => {
  it('returns everything for a blank query', () => {
    expect(searchRules(referenceRules, '  ')).toHaveLength(referenceRules.length);
  });
  it('needs every word, in title or text, ignoring case', () => {
    expect(searchRules(referenceRules, 'HORDE die').map((e) => e.id)).toEqual(['horde']);
    expect(searchRules(referenceRules, 'sprint decoy').map((e) => e.id)).toEqual(['cards']);
    expect(searchRules(referenceRules, 'nothing-like-this')).toEqual([]);
  });
});
