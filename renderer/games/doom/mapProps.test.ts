import { describe, expect, it } from 'vitest';
import { markerProps, propKind } from './mapProps';

describe('objective props', () => {
  it("picks a prop by the marker's mission name, a terminal when unnamed", () => {
    expect(propKind('objective', 'generator')).toBe('generator');
    expect(propKind('objective', 'data core')).toBe('data core');
    expect(propKind('objective', undefined)).toBe('terminal');
    expect(propKind('exit', undefined)).toBe('exit');
    expect(propKind('threat', undefined)).toBeNull();
  });

  it('stands props at the back of their space, none for carried markers', () => {
    const grid = { width: 4, height: 4 };
    const m = markerProps(
      [{ token: 'g', at: '1,1', kind: 'objective' }, { token: 't', at: '2,2', kind: 'objective' }, { token: 'c', at: null, kind: 'objective' }, { token: 'e', at: '0,0', kind: 'exit' }],
      { g: 'generator', c: 'data core' },
      grid,
    );
    expect(m.drums.length).toBe(2);
    expect(m.drums[0]!.p[2]).toBeLessThan(1 + 0.5 - 2); // behind the space's centre (-z)
    expect(m.bodies.length).toBe(2); // the terminal's console and its desk
    expect(m.glows.length).toBe(1 + 1 + 4); // band, screen, exit frame
  });
});
