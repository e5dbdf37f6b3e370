import { describe, expect, it } from 'vitest';
import { bestPlace, besideRect, clampInto, overlapArea, rect } from './placement';

const bounds = rect(0, 0, 1000, 600);
const size = { width: 200, height: 100 };

describe('placing a floating card', () => {
  it('measures overlaps and clamps into the window', () => {
    expect(overlapArea(rect(0, 0, 10, 10), rect(5, 5, 10, 10))).toBe(25);
    expect(overlapArea(rect(0, 0, 10, 10), rect(10, 0, 10, 10))).toBe(0);
    expect(clampInto(950, -20, size, bounds)).toEqual(rect(800, 0, 200, 100));
  });

  it('takes the place that covers least, the earlier one unless another is clearly better', () => {
    const thing = rect(0, 0, 300, 300);
    const keep = [{ rect: thing, weight: 1 }];
    // First candidate covers the thing, second does not.
    expect(bestPlace([{ left: 0, top: 0 }, { left: 500, top: 0 }], size, bounds, keep)).toEqual(rect(500, 0, 200, 100));
    // Both cover almost the same: the first listed stays.
    const a = bestPlace([{ left: 200, top: 0 }, { left: 205, top: 0 }], size, bounds, keep);
    expect(a.left).toBe(200);
  });

  it('beside a rectangle: the side with more room first', () => {
    const nearRight = besideRect(rect(900, 200, 50, 50), size, 925, 225, 10, bounds);
    expect(nearRight[0]!.left).toBe(900 - 10 - 200);
    const nearLeft = besideRect(rect(50, 200, 50, 50), size, 75, 225, 10, bounds);
    expect(nearLeft[0]!.left).toBe(110);
  });
});
