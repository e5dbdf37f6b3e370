import { describe, expect, it } from 'vitest';
import { readFace } from './reading';
import { restingHeight, restingPose } from './restingPose';
import { DIE_KINDS, dieShape } from './shapes';

describe('a die lying still with a chosen face', () => {
  it('reads as the face asked for, flat, for every kind, face and turn', () => {
    for (const kind of DIE_KINDS) {
      for (let slot = 0; slot < kind; slot++) {
        for (const yaw of [0, 0.7, 2]) {
          const r = readFace(kind, restingPose(kind, slot, yaw));
          expect(r.face, `d${kind} face ${slot}`).toBe(slot);
          expect(r.tiltDeg).toBeLessThan(0.01);
        }
      }
    }
  });

  it('rests on a face: its centre stands the inradius high', () => {
    const s = dieShape(6);
    expect(restingHeight(6, s.circumradius)).toBeCloseTo(s.inradius, 9);
    expect(restingHeight(6, 2 * s.circumradius)).toBeCloseTo(2 * s.inradius, 9);
  });

  it('refuses a face the die does not have', () => {
    expect(() => restingPose(6, 6)).toThrow(/no face 6/);
  });
});
