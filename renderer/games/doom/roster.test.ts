import { describe, expect, it } from 'vitest';
import { dropLeaver, mergeRoster } from './roster';

describe('roster', () => {
  it('keeps a figure that left the view as leaving until dropped', () => {
    const a = { id: 'a', at: '1,1' };
    const b = { id: 'b', at: '2,2' };
    let r = mergeRoster([], [a, b]);
    expect(r.map((e) => e.leaving)).toEqual([false, false]);
    r = mergeRoster(r, [a]);
    expect(r).toEqual([{ figure: a, leaving: false }, { figure: b, leaving: true }]);
    r = mergeRoster(r, [a]);
    expect(r.filter((e) => e.leaving)).toHaveLength(1);
    r = dropLeaver(r, 'b');
    expect(r).toEqual([{ figure: a, leaving: false }]);
  });

  it('brings a figure back as present when it returns before its animation ends', () => {
    const a = { id: 'a', at: '1,1' };
    let r = mergeRoster([{ figure: a, leaving: true }], [{ id: 'a', at: '3,3' }]);
    expect(r).toEqual([{ figure: { id: 'a', at: '3,3' }, leaving: false }]);
    r = dropLeaver(r, 'a');
    expect(r).toHaveLength(1);
  });
});

describe('flat numbers', () => {
  it('groups texts so each distinct text is one instanced mesh', async () => {
    const { groupTexts } = await import('./FlatNumbers');
    const g = groupTexts([
      { text: '1', position: [0, 0, 0] },
      { text: '2', position: [1, 0, 0] },
      { text: '1', position: [2, 0, 0] },
    ]);
    expect([...g.keys()]).toEqual(['1', '2']);
    expect(g.get('1')).toEqual([[0, 0, 0], [2, 0, 0]]);
  });
});
