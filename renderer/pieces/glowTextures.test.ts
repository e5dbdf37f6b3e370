import { describe, expect, it } from 'vitest';
import { drawGlow, glowTexture, outlinePoints } from './glowTextures';
import { fakeCanvas } from './fakeCanvas.test-support';

describe('glow textures', () => {
  it('puts ring points on a circle inside the canvas and square sides on the inset', () => {
    const ring = outlinePoints('ring', 256, 20);
    for (const [x, y] of ring) expect(Math.hypot(x - 128, y - 128)).toBeCloseTo(108);
    const square = outlinePoints('square', 256, 20);
    expect(square).toHaveLength(4);
    for (const [x, y] of square) {
      expect(Math.abs(x - 128)).toBeCloseTo(108);
      expect(Math.abs(y - 128)).toBeCloseTo(108);
    }
    expect(outlinePoints('hex', 256, 20)).toHaveLength(6);
  });

  it('strokes the outline several times, wide and faint under narrow and bright', () => {
    const canvas = fakeCanvas();
    drawGlow(canvas, 'hex');
    expect(canvas.calls.filter((c) => c.op === 'stroke').length).toBeGreaterThanOrEqual(4);
    expect(canvas.width).toBe(256);
  });

  it('draws each shape once', () => {
    let made = 0;
    const make = () => {
      made++;
      return fakeCanvas();
    };
    expect(glowTexture('ring', make)).toBe(glowTexture('ring', make));
    expect(made).toBe(1);
  });
});
