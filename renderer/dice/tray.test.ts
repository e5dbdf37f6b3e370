import { describe, expect, it } from 'vitest';
import { DIE_KINDS, dieShape } from './shapes';
import { separatingAxes } from './tray';

describe('separatingAxes', () => {
  it('keeps one normal of each pair of parallel faces, so die-on-die tests try half the axes', () => {
    expect(Object.fromEntries(DIE_KINDS.map((k) => [k, separatingAxes(k).length]))).toEqual(
      Object.fromEntries(DIE_KINDS.map((k) => [k, k === 4 ? 4 : dieShape(k).faces.length / 2])),
    );
  });

  it('still covers every face direction (each normal is a kept axis or its opposite)', () => {
    for (const k of DIE_KINDS) {
      const axes = separatingAxes(k);
      for (const n of dieShape(k).normals) {
        expect(axes.some((a) => Math.abs(Math.abs(a[0] * n[0] + a[1] * n[1] + a[2] * n[2]) - 1) < 1e-9)).toBe(true);
      }
    }
  });
});
