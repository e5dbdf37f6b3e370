import { describe, expect, it } from 'vitest';
import { fitDistance, presetsFor } from './cameraFit';

describe('fitDistance', () => {
  it('backs off for a narrow canvas and for a deep board', () => {
    expect(fitDistance(20, 12, 1)).toBeGreaterThan(fitDistance(20, 12, 2));
    expect(fitDistance(10, 30, 2)).toBeGreaterThan(fitDistance(10, 12, 2));
  });

  it('sees the whole width: half the width over the distance stays inside the horizontal half-angle', () => {
    for (const aspect of [0.8, 1.2, 1.9, 2.4]) {
      const d = fitDistance(20, 12, aspect);
      const halfH = Math.atan(Math.tan((19 * Math.PI) / 180) * aspect);
      expect(Math.atan(10 / d)).toBeLessThan(halfH);
    }
  });
});

describe('presetsFor', () => {
  it('gives an overview, a follow view and a top view, the overview from the player\'s side', () => {
    const presets = presetsFor([20, 12], 1.9);
    expect(presets.map((p) => p.id)).toEqual(['overview', 'follow', 'top']);
    const o = presets[0]!;
    expect(o.position[1]).toBeGreaterThan(o.position[2]);
    expect(o.position[2]).toBeGreaterThan(o.target[2]);
  });
});
