// The label atlas's shelf packing: every label gets its own rectangle, padded, in rows no wider than the limit.
import { describe, expect, it } from 'vitest';
import { packShelves } from './labelAtlas';

describe('packShelves', () => {
  it('places labels left to right and starts a new row when one would run past the width', () => {
    const { rects, width, height } = packShelves([{ width: 40, height: 10 }, { width: 40, height: 12 }, { width: 40, height: 10 }], 100, 2);
    expect(rects[0]).toEqual({ x: 2, y: 2, w: 40, h: 10 });
    expect(rects[1]).toEqual({ x: 44, y: 2, w: 40, h: 12 });
    // The third does not fit beside them: the next row starts below the tallest of the first.
    expect(rects[2]).toEqual({ x: 2, y: 16, w: 40, h: 10 });
    expect(width).toBeLessThanOrEqual(100);
    expect(height).toBe(28);
  });

  it('never overlaps two rectangles', () => {
    const sizes = Array.from({ length: 60 }, (_, i) => ({ width: 20 + ((i * 37) % 90), height: 10 + ((i * 11) % 14) }));
    const { rects, width, height } = packShelves(sizes, 256, 2);
    for (const r of rects) {
      expect(r.x + r.w).toBeLessThanOrEqual(width);
      expect(r.y + r.h).toBeLessThanOrEqual(height);
    }
    for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) {
      const a = rects[i]!, b = rects[j]!;
      const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
      expect(apart).toBe(true);
    }
  });

  it('clips a label wider than the atlas to fit', () => {
    const { rects } = packShelves([{ width: 5000, height: 10 }], 2048, 2);
    expect(rects[0]!.w).toBe(2044);
  });
});
