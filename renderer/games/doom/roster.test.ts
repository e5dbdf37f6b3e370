import { describe, expect, it } from 'vitest';
import { dropLeaver, fraggedBy, mergeRoster } from './roster';

describe('roster', () => {
  it('keeps a figure that left the view as leaving until dropped', () => {
    const a = { id: 'a', at: '1,1' };
    const b = { id: 'b', at: '2,2' };
    let r = mergeRoster([], [a, b]);
    expect(r.map((e) => e.leaving)).toEqual([false, false]);
    r = mergeRoster(r, [a]);
    expect(r).toEqual([{ figure: a, leaving: false, life: 0 }, { figure: b, leaving: true, life: 0 }]);
    r = mergeRoster(r, [a]);
    expect(r.filter((e) => e.leaving)).toHaveLength(1);
    r = dropLeaver(r, 'b');
    expect(r).toEqual([{ figure: a, leaving: false, life: 0 }]);
  });

  it('brings a figure back as present when it returns before its animation ends', () => {
    const a = { id: 'a', at: '1,1' };
    let r = mergeRoster([{ figure: a, leaving: true, life: 0 }], [{ id: 'a', at: '3,3' }]);
    // A new life: the table mounts a fresh piece instead of reviving the dying one.
    expect(r).toEqual([{ figure: { id: 'a', at: '3,3' }, leaving: false, life: 1 }]);
    r = dropLeaver(r, 'a');
    expect(r).toHaveLength(1);
  });
});

describe('roster and events', () => {
  it('plays a death only for a figure the event frags; a lifted figure just goes', () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    const r = mergeRoster([{ figure: a, leaving: false, life: 0 }, { figure: b, leaving: false, life: 0 }], [], fraggedBy({ type: 'killed', figure: 'a' }));
    expect(r).toEqual([{ figure: a, leaving: true, life: 0 }]);
    expect(mergeRoster([{ figure: b, leaving: false, life: 0 }], [], fraggedBy({ type: 'moved', figure: 'x' }))).toEqual([]);
    // A figure already dying keeps dying through the next events.
    expect(mergeRoster(r, [], fraggedBy({ type: 'fragged', figure: 'zz' }))).toEqual([{ figure: a, leaving: true, life: 0 }]);
  });

  it('names the figures an event frags', () => {
    expect(fraggedBy(null).size).toBe(0);
    expect([...fraggedBy({ type: 'gloryKill', marine: 'alpha', figure: 'imp-1' })!]).toEqual(['imp-1']);
    expect(fraggedBy({ type: 'damaged', figure: 'imp-1' })!.size).toBe(0);
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
