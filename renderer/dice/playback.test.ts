import { describe, expect, it } from 'vitest';
import { frameAt, replaySeconds } from './playback';

describe('replay timing', () => {
  it('plays 60 recorded frames a second at 1x and skips frames at 2x and 4x', () => {
    expect(frameAt(0, '1x', 200)).toBe(0);
    expect(frameAt(0.5, '1x', 200)).toBe(30);
    expect(frameAt(0.5, '2x', 200)).toBe(60);
    expect(frameAt(0.5, '4x', 200)).toBe(120);
  });

  it('stops on the last frame and jumps there at once when instant', () => {
    expect(frameAt(100, '1x', 200)).toBe(199);
    expect(frameAt(0, 'instant', 200)).toBe(199);
    expect(replaySeconds(181, '1x')).toBeCloseTo(3, 9);
    expect(replaySeconds(181, '4x')).toBeCloseTo(0.75, 9);
    expect(replaySeconds(181, 'instant')).toBe(0);
  });

  it('a rate speeds a throw up on top of its speed, and Infinity lands it at once', () => {
    expect(frameAt(0.5, '1x', 200, 2)).toBe(60);
    expect(frameAt(0, '1x', 200, Infinity)).toBe(199);
    expect(frameAt(0.1, 'fast', 200)).toBe(frameAt(0.1, '1x', 200));
    expect(replaySeconds(181, '1x', 3)).toBeCloseTo(1, 9);
    expect(replaySeconds(181, '2x', Infinity)).toBe(0);
  });
});
