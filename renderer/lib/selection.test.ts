import { describe, expect, it } from 'vitest';
import { isMultiSelect, isSelectionLegal, selectionHint, toggleSelection } from './selection';

const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, label: id.toUpperCase() }));

describe('selection', () => {
  it('single choices are not multi-selects', () => {
    expect(isMultiSelect({ min: 1, max: 1 })).toBe(false);
    expect(isMultiSelect({ min: 2, max: 2 })).toBe(true);
    expect(isMultiSelect({ min: 0, max: 1 })).toBe(true);
  });

  it('legal only within min..max, distinct and known', () => {
    const p = { min: 1, max: 2, options };
    expect(isSelectionLegal(p, [])).toBe(false);
    expect(isSelectionLegal(p, ['a'])).toBe(true);
    expect(isSelectionLegal(p, ['a', 'b'])).toBe(true);
    expect(isSelectionLegal(p, ['a', 'b', 'c'])).toBe(false);
    expect(isSelectionLegal(p, ['a', 'a'])).toBe(false);
    expect(isSelectionLegal(p, ['z'])).toBe(false);
    expect(isSelectionLegal({ min: 0, max: 2, options }, [])).toBe(true);
  });

  it('toggles, refuses beyond max, replaces when max is 1', () => {
    expect(toggleSelection({ max: 2 }, [], 'a')).toEqual(['a']);
    expect(toggleSelection({ max: 2 }, ['a'], 'a')).toEqual([]);
    expect(toggleSelection({ max: 2 }, ['a', 'b'], 'c')).toEqual(['a', 'b']);
    expect(toggleSelection({ max: 1 }, ['a'], 'c')).toEqual(['c']);
  });

  it('describes the count', () => {
    expect(selectionHint({ min: 2, max: 2 })).toBe('Choose 2');
    expect(selectionHint({ min: 1, max: 3 })).toBe('Choose 1 to 3');
    expect(selectionHint({ min: 0, max: 2 })).toBe('Choose up to 2');
  });
});
