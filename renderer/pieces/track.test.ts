import { describe, expect, it } from 'vitest';
import { markerSlots, trackBounds, trackLayout, type XZ } from './track';

const dist = (a: XZ, b: XZ) => Math.hypot(a[0] - b[0], a[1] - b[1]);

describe('track layout', () => {
  it.each(['row', 'loop', 'snake'] as const)('%s: neighbouring spaces are one spacing apart and no two spaces overlap', (shape) => {
    const layout = trackLayout({ count: 20, shape, spacing: 0.5, columns: 6 });
    expect(layout).toHaveLength(20);
    for (let i = 1; i < layout.length; i++) expect(dist(layout[i - 1]!, layout[i]!)).toBeCloseTo(0.5);
    for (let i = 0; i < layout.length; i++) for (let j = i + 1; j < layout.length; j++) expect(dist(layout[i]!, layout[j]!)).toBeGreaterThan(0.49);
  });

  it('closes the loop: the last space is next to the first', () => {
    const layout = trackLayout({ count: 20, shape: 'loop', spacing: 1, columns: 6 });
    expect(dist(layout[19]!, layout[0]!)).toBeCloseTo(1);
  });

  it('centres the track on the origin', () => {
    const layout = trackLayout({ count: 7, spacing: 1 });
    expect(layout[3]).toEqual([0, 0]);
    const b = trackBounds(layout, 1);
    expect(b.min[0]).toBeCloseTo(-3.5);
    expect(b.max[0]).toBeCloseTo(3.5);
  });

  it('spreads markers on one space so none hides another', () => {
    expect(markerSlots(1, 1)).toEqual([[0, 0]]);
    const four = markerSlots(4, 1);
    for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) expect(dist(four[i]!, four[j]!)).toBeGreaterThan(0.2);
    for (const p of four) expect(Math.abs(p[0])).toBeLessThan(0.5);
  });
});
