import { describe, expect, it } from 'vitest';
import { floatPose, floatText } from './floatingNumber';

describe('floating numbers', () => {
  it('rise, grow, hold and shrink away within their life', () => {
    expect(floatPose(0, 1)!.scale).toBe(0);
    const mid = floatPose(0.5, 1)!;
    expect(mid.scale).toBe(1);
    expect(mid.lift).toBeGreaterThan(floatPose(0.2, 1)!.lift);
    expect(floatPose(0.95, 1)!.scale).toBeLessThan(0.25);
    expect(floatPose(1, 1)).toBeNull();
    // Instant speed: a zero-length life shows nothing.
    expect(floatPose(0, 0)).toBeNull();
  });

  it('say damage with a minus and healing with a plus', () => {
    expect(floatText(-3)).toEqual({ text: '-3', kind: 'damage' });
    expect(floatText(2)).toEqual({ text: '+2', kind: 'heal' });
  });
});
