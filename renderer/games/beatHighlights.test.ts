import { describe, expect, it } from 'vitest';
import { beatHighlights } from './beatHighlights';

describe('beat highlights', () => {
  it('reads the targets an event names, ignoring anything malformed', () => {
    expect(beatHighlights({ type: 'attack', highlight: [{ kind: 'figure', id: 'g1' }, { kind: 'figure', id: 'h2' }] })).toEqual(['figure:g1', 'figure:h2']);
    expect(beatHighlights({ type: 'x', highlight: [{ kind: 'figure' }, 'nope'] as never })).toEqual([]);
    expect(beatHighlights({ type: 'x' })).toEqual([]);
    expect(beatHighlights(null)).toEqual([]);
  });
});
