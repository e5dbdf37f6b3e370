import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { equirectToSh } from './hdriLightProbe';

/** An RGBA image whose radiance at each texel is `f(y)` in red and 1 in green, y the direction's height. */
function image(width: number, height: number, f: (y: number) => number): Float32Array {
  const data = new Float32Array(width * height * 4);
  for (let row = 0; row < height; row++) {
    const y = Math.sin(((row + 0.5) / height - 0.5) * Math.PI);
    for (let col = 0; col < width; col++) data.set([f(y), 1, 0, 1], (row * width + col) * 4);
  }
  return data;
}

describe('equirectToSh', () => {
  it('turns an even room into light from every side alike, as bright as the room', () => {
    const sh = equirectToSh(image(64, 32, () => 2), 64, 32);
    // Radiance L everywhere: the constant term is L * Y00 * 4 pi and the rest vanish.
    expect(sh.coefficients[0]!.x).toBeCloseTo(2 * 0.282095 * 4 * Math.PI, 2);
    // (Sampling 64x32 texels leaves the other terms within a thousandth of the constant one.)
    for (let j = 1; j < 9; j++) expect(Math.abs(sh.coefficients[j]!.x)).toBeLessThan(sh.coefficients[0]!.x * 1e-3);
    // What a surface facing any way receives, divided by pi as a white diffuse surface reflects it, is L again.
    const irradiance = new Vector3();
    for (const normal of [new Vector3(0, 1, 0), new Vector3(1, 0, 0), new Vector3(0, 0, -1)]) {
      sh.getIrradianceAt(normal, irradiance);
      expect(irradiance.x / Math.PI).toBeCloseTo(2, 2);
    }
  });

  it('lights a face turned to a bright ceiling more than one turned to the floor', () => {
    const sh = equirectToSh(image(64, 32, (y) => (y > 0 ? 3 : 0.5)), 64, 32);
    const up = new Vector3(), down = new Vector3(), side = new Vector3();
    sh.getIrradianceAt(new Vector3(0, 1, 0), up);
    sh.getIrradianceAt(new Vector3(0, -1, 0), down);
    sh.getIrradianceAt(new Vector3(1, 0, 0), side);
    expect(up.x).toBeGreaterThan(side.x);
    expect(side.x).toBeGreaterThan(down.x);
    // Green is even in that room: every face gets the same.
    expect(up.y).toBeCloseTo(down.y, 3);
  });

  it('refuses data that is not the size it says', () => {
    expect(() => equirectToSh(new Float32Array(10), 2, 2)).toThrow(/Expected 16 values/);
  });
});
