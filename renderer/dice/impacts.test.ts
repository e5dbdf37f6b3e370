import { describe, expect, it } from 'vitest';
import { impactsBetween, impactsOf, MIN_SPEED } from './impacts';
import { FRAME_STRIDE, STEP, simulateThrow, type RecordedThrow } from './throw';
import { GRAVITY, TRAY } from './tray';

/**
 * A recording made the way the solver moves a body (semi-implicit Euler: the
 * velocity first, then the position), with knocks where `knock(f, v)` returns
 * a new velocity. Rests on the felt at y = 0.5 once it gets there.
 */
function recording(start: [number, number, number], v0: [number, number, number], frames: number,
  knock: (f: number, p: number[], v: number[]) => number[] | null): RecordedThrow {
  const data = new Float32Array(frames * FRAME_STRIDE);
  const p = [...start];
  let v = [...v0];
  for (let f = 0; f < frames; f++) {
    if (f > 0) {
      v[1]! -= GRAVITY * STEP;
      const k = knock(f, p, v);
      if (k) v = k;
      for (let a = 0; a < 3; a++) p[a]! += v[a]! * STEP;
    }
    data.set([p[0]!, p[1]!, p[2]!, 0, 0, 0, 1], f * FRAME_STRIDE);
  }
  const die = { kind: 6 as const, wantFace: 0, landedFace: 0, relabel: [0, 0, 0, 1] as [number, number, number, number], relabelPerm: [], frames: data,
    finalPosition: [p[0]!, p[1]!, p[2]!] as [number, number, number], finalQuaternion: [0, 0, 0, 1] as [number, number, number, number], tiltDeg: 0 };
  return { seed: 0, attemptSeed: 0, dt: STEP, frameCount: frames, settledAtStep: frames, rethrows: 0, nudges: 0, flattened: false, dice: [die] };
}

/** The felt: a body below y = 0.5 moving down bounces with half its speed, or rests when slow. */
const felt = (_f: number, p: number[], v: number[]): number[] | null => {
  if (p[1]! + v[1]! * STEP >= 0.5 || v[1]! >= 0) return null;
  const up = -v[1]! * 0.5;
  return [v[0]!, up < 3 ? -(p[1]! - 0.5) / STEP : up, v[2]!];
};

describe('impacts of a recording', () => {
  it('finds each bounce on the felt at the speed the die came down with, and none while it rests', () => {
    const r = recording([0, 3, 0], [0, 0, 0], 120, felt);
    const impacts = impactsOf(r);
    expect(impacts.length).toBeGreaterThanOrEqual(2);
    // Dropped from 2.5 units above resting height: it lands at about sqrt(2 g h).
    expect(impacts[0]!.speed).toBeGreaterThan(Math.sqrt(2 * GRAVITY * 2.5) * 0.9);
    expect(impacts[0]!.speed).toBeLessThan(Math.sqrt(2 * GRAVITY * 2.5) * 1.1);
    expect(impacts.every((i) => i.surface === 'felt')).toBe(true);
    // Each bounce is softer than the one before.
    for (let k = 1; k < impacts.length; k++) expect(impacts[k]!.speed).toBeLessThan(impacts[k - 1]!.speed);
    // Resting on the felt (the last half of the recording) makes no sound, though the felt pushes back every step.
    expect(impacts.filter((i) => i.frame > 60)).toEqual([]);
  });

  it('tells a rim from the felt by the contact direction and place', () => {
    const x0 = TRAY.width / 2 - 0.6;
    const r = recording([x0 - 1, 0.5, 0], [8, GRAVITY * STEP, 0], 30, (f, p, v) => {
      if (p[0]! + v[0]! * STEP > x0 && v[0]! > 0) return [-v[0]! * 0.4, 0, v[2]!];
      return [v[0]!, p[1]! <= 0.5 ? 0 : v[1]!, v[2]!];
    });
    const impacts = impactsOf(r);
    expect(impacts).toHaveLength(1);
    expect(impacts[0]).toMatchObject({ surface: 'rim' });
    expect(impacts[0]!.speed).toBeCloseTo(8, 0);
  });
});

describe('impacts of a real throw', () => {
  const r = simulateThrow([{ kind: 6, wantFace: 2 }, { kind: 6, wantFace: 5 }, { kind: 12, wantFace: 7 }], 7);
  const impacts = impactsOf(r);

  it('are knocks inside the throw, in frame order, the first landing among the hardest', () => {
    expect(impacts.length).toBeGreaterThan(3);
    expect(impacts.every((i) => i.frame > 0 && i.frame < r.frameCount && i.speed >= MIN_SPEED)).toBe(true);
    expect(impacts.map((i) => i.frame)).toEqual([...impacts.map((i) => i.frame)].sort((a, b) => a - b));
    // Every die lands: each has a knock, and its first is harder than its average one.
    for (let d = 0; d < 3; d++) {
      const mine = impacts.filter((i) => i.die === d);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine[0]!.speed).toBeGreaterThanOrEqual(mine.reduce((s, i) => s + i.speed, 0) / mine.length);
    }
    expect(impacts.every((i) => i.t === i.frame * STEP)).toBe(true);
  });

  it('are cached per recording and the same for the same seed', () => {
    expect(impactsOf(r)).toBe(impacts);
    const again = simulateThrow([{ kind: 6, wantFace: 0 }, { kind: 6, wantFace: 0 }, { kind: 12, wantFace: 0 }], 7);
    // The wanted faces only choose the relabel, never the motion: the same knocks.
    expect(impactsOf(again)).toEqual(impacts);
  });

  it('a replay that advances in any steps passes each knock exactly once', () => {
    for (const stride of [1, 2, 4, 7, r.frameCount]) {
      const seen = [];
      for (let from = 0; from < r.frameCount - 1; from += stride) seen.push(...impactsBetween(impacts, from, Math.min(from + stride, r.frameCount - 1)));
      expect(seen).toEqual(impacts);
    }
  });

  it('a throw recorded without frames has no knocks to play', () => {
    expect(impactsOf(simulateThrow([{ kind: 6, wantFace: 0 }], 7, { record: false }))).toEqual([]);
  });
});
