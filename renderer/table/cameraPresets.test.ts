import { describe, expect, it } from 'vitest';
import { FOLLOW, OVERVIEW, clampPose, clampTarget, defaultPresets, limitsForBoard, poseLookingAt, type Vec3 } from './cameraPresets';
import { qualityOptions } from './quality';

const limits = limitsForBoard(10, 8);
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const polarOf = (v: Vec3) => Math.acos(v[1] / Math.hypot(...v));

describe('camera limits', () => {
  it('keeps the target on the board', () => {
    expect(clampTarget([100, -5, -100], limits)).toEqual([6, 0, -4.8]);
    expect(clampTarget([1, 0, 1], limits)).toEqual([1, 0, 1]);
  });

  it('never lets the camera go under the table, even when asked to', () => {
    const { position, target } = clampPose([0, -3, 5], [0, 0, 0], limits);
    expect(position[1]).toBeGreaterThan(0);
    expect(polarOf(sub(position, target))).toBeCloseTo(limits.maxPolarAngle);
  });

  it('clamps the distance between min and max and keeps the direction around the table', () => {
    const near = clampPose([0.1, 0.1, 0.1], [0, 0, 0], limits);
    expect(Math.hypot(...sub(near.position, near.target))).toBeCloseTo(limits.minDistance);
    const far = clampPose([300, 300, 0], [0, 0, 0], limits);
    expect(Math.hypot(...sub(far.position, far.target))).toBeCloseTo(limits.maxDistance);
    expect(far.position[2]).toBeCloseTo(0);
    expect(far.position[0]).toBeGreaterThan(0);
  });

  it('leaves a pose that is already within limits as it is', () => {
    const pose = clampPose([2, 6, 7], [1, 0, 1], limits);
    pose.position.forEach((v, i) => expect(v).toBeCloseTo([2, 6, 7][i]!));
  });

  it('looks at a focus point from the same direction at the asked distance', () => {
    const pose = poseLookingAt([2, 0, 1], [0, 3, 4], limits, 10);
    expect(pose.target).toEqual([2, 0, 1]);
    const off = sub(pose.position, pose.target);
    expect(Math.hypot(...off)).toBeCloseTo(10);
    expect(off[1] / off[2]).toBeCloseTo(3 / 4);
  });

  it('gives default presets that include overview and follow and obey the limits', () => {
    const presets = defaultPresets(10, 8);
    expect(presets.map((p) => p.id)).toEqual(expect.arrayContaining([OVERVIEW, FOLLOW]));
    for (const p of presets) {
      const clamped = clampPose(p.position, p.target, limits);
      clamped.position.forEach((v, i) => expect(v, p.id).toBeCloseTo(p.position[i]!, 1));
    }
  });
});

describe('graphics quality', () => {
  it('turns shadows and antialiasing off on low and raises resolution on high', () => {
    expect(qualityOptions('low')).toMatchObject({ dpr: [1, 1], shadows: false, antialias: false });
    expect(qualityOptions('medium').shadows).toBe(true);
    // Medium keeps the room's light but not its reflections (their prefilter stalls a software GPU); high has both.
    expect(qualityOptions('medium')).toMatchObject({ environment: true, reflections: false });
    expect(qualityOptions('high')).toMatchObject({ environment: true, reflections: true });
    expect(qualityOptions('low')).toMatchObject({ environment: false, reflections: false });
    expect(qualityOptions('high').dpr[1]).toBe(2);
    expect(qualityOptions('high').shadowMapSize).toBeGreaterThan(qualityOptions('medium').shadowMapSize);
  });
});
