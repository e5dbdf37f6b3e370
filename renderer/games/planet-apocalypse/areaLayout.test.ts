import { describe, expect, it } from 'vitest';
import { rimSlots, spreadFigures } from './areaLayout';

const minGap = (pts: [number, number][]) => {
  let best = Infinity;
  for (let i = 0; i < pts.length; i++) for (let j = i + 1; j < pts.length; j++) best = Math.min(best, Math.hypot(pts[i]![0] - pts[j]![0], pts[i]![1] - pts[j]![1]));
  return best;
};

describe('spreadFigures', () => {
  it('puts a lone figure on the centre at full size', () => {
    expect(spreadFigures(1, 1, 0.6)).toEqual({ offsets: [[0, 0]], scale: 1 });
    expect(spreadFigures(0, 1, 0.6)).toEqual({ offsets: [], scale: 1 });
  });

  it('balances a pair about the centre', () => {
    const { offsets } = spreadFigures(2, 1, 0.6);
    expect(offsets[0]![0] + offsets[1]![0]).toBeCloseTo(0);
    expect(offsets[0]![1] + offsets[1]![1]).toBeCloseTo(0);
    expect(minGap(offsets)).toBeCloseTo(0.6);
  });

  for (const n of [2, 3, 5, 7, 9, 14]) {
    it(`keeps ${n} figures apart and on the plate`, () => {
      const room = 0.8;
      const spacing = 0.6;
      const { offsets, scale } = spreadFigures(n, room, spacing);
      expect(offsets).toHaveLength(n);
      expect(minGap(offsets)).toBeGreaterThanOrEqual(spacing * scale - 1e-9);
      for (const p of offsets) expect(Math.hypot(...p) + (spacing * scale) / 2).toBeLessThanOrEqual(room + 1e-9);
    });
  }

  it('shrinks only when the plate is too small', () => {
    expect(spreadFigures(3, 2, 0.6).scale).toBe(1);
    expect(spreadFigures(12, 0.8, 0.6).scale).toBeLessThan(1);
  });
});

describe('rimSlots', () => {
  it('centres markers on the back of the rim, spaced along it', () => {
    const slots = rimSlots(3, 1, 0.5);
    expect(slots[1]![0]).toBeCloseTo(0);
    expect(slots[1]![1]).toBeCloseTo(-1);
    for (const s of slots) expect(Math.hypot(...s)).toBeCloseTo(1);
    expect(minGap(slots)).toBeGreaterThan(0.45);
  });

  it('squeezes many markers onto half the rim rather than wrapping round', () => {
    const slots = rimSlots(12, 1, 0.5);
    for (const s of slots) expect(s[1]).toBeLessThanOrEqual(1e-9);
  });
});
