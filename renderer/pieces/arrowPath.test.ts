import { describe, expect, it } from 'vitest';
import { arcHeight, arcPoints } from './arrowPath';

describe('arc of a move or attack arrow', () => {
  it('starts and ends on the surface and peaks in the middle', () => {
    const pts = arcPoints([0, 0], [6, 0], { base: 0.2, samples: 21 });
    expect(pts[0]).toEqual([0, 0.2, 0]);
    expect(pts.at(-1)![0]).toBeCloseTo(6);
    expect(pts.at(-1)![1]).toBeCloseTo(0.2);
    const peak = pts[10]!;
    expect(peak[0]).toBeCloseTo(3);
    expect(peak[1]).toBeCloseTo(0.2 + arcHeight(6));
    expect(Math.max(...pts.map((p) => p[1]))).toBeCloseTo(peak[1]);
  });

  it('leaves the pieces at both ends clear, never more than a third of the way', () => {
    const pts = arcPoints([0, 0], [6, 0], { base: 0, trim: [0.6, 1.2] });
    expect(pts[0]![0]).toBeCloseTo(0.6);
    expect(pts.at(-1)![0]).toBeCloseTo(4.8);
    const short = arcPoints([0, 0], [1.5, 0], { base: 0, trim: [1, 1] });
    expect(short[0]![0]).toBeCloseTo(0.5);
    expect(short.at(-1)![0]).toBeCloseTo(1);
  });

  it('keeps short hops visible and long ones low enough to read', () => {
    expect(arcHeight(0.3)).toBe(0.6);
    expect(arcHeight(30)).toBe(3);
  });

  it('goes the short way round a wrapping board and stops at its edge', () => {
    // From near the right edge to near the left edge of a 30-wide board: the short way is off the right edge.
    const pts = arcPoints([13, 1], [-13, 1], { base: 0, wrapWidth: 30, samples: 41 });
    expect(pts.length).toBeGreaterThan(2);
    expect(pts.length).toBeLessThan(41);
    for (let i = 1; i < pts.length; i++) expect(pts[i]![0]).toBeGreaterThan(pts[i - 1]![0]);
    expect(pts.at(-1)![0]).toBeLessThanOrEqual(15);
    expect(pts.at(-1)![0]).toBeGreaterThan(14);
  });

  it('does not wrap a link that is shorter across the board', () => {
    const pts = arcPoints([-5, 0], [5, 0], { base: 0, wrapWidth: 30 });
    expect(pts.at(-1)![0]).toBeCloseTo(5);
  });
});
