import { describe, expect, it } from 'vitest';
import { easeInOut, headingAt, isFinished, makeMotion, motionLength, moveSeconds, pointAlong, positionAt, turnAt, type Vec3 } from './tween';
import { scaledDuration } from './animationSpeed';
import { deathPose, spawnScale } from './appearance';

const close = (a: Vec3, b: Vec3) => a.forEach((v, i) => expect(v).toBeCloseTo(b[i]!, 6));

describe('tween along a path', () => {
  it('starts at the start, ends at the end, and passes through every waypoint', () => {
    const m = makeMotion([0, 0, 0], [2, 0, 2], 1, [[2, 0, 0]]);
    expect(motionLength(m)).toBeCloseTo(4);
    close(positionAt(m, 0), [0, 0, 0]);
    close(positionAt(m, 1), [2, 0, 2]);
    close(positionAt(m, 5), [2, 0, 2]);
    // Halfway along the length is the corner (ease-in-out is symmetric, so t = 0.5 is u = 0.5).
    close(positionAt(m, 0.5), [2, 0, 0]);
    close(pointAlong(m, 0.25), [1, 0, 0]);
    close(pointAlong(m, 0.75), [2, 0, 1]);
  });

  it('turns a piece on the legs where its turn changes and ends at rest', () => {
    // Start at the first waypoint (dropped: it is where the piece stands), turned a quarter; the turn happens on the first leg.
    const m = makeMotion([0, 0, 0], [2, 0, 0], 1, [[0, 0, 0], [1, 0, 0], [2, 0, 0]], 0, [Math.PI / 2, 0, 0]);
    expect(m.turns).toEqual([Math.PI / 2, 0, 0]);
    expect(turnAt(m, 0)).toBeCloseTo(Math.PI / 2);
    expect(turnAt(m, 0.25)).toBeGreaterThan(0);
    expect(turnAt(m, 0.25)).toBeLessThan(Math.PI / 2);
    expect(turnAt(m, 0.5)).toBeCloseTo(0);
    expect(turnAt(m, 0.75)).toBe(0);
    expect(turnAt(m, 1)).toBe(0);
    // Without turns (or with a list that does not match the path) a motion never turns the piece.
    expect(makeMotion([0, 0, 0], [2, 0, 0], 1, [[1, 0, 0]]).turns).toBeUndefined();
    expect(makeMotion([0, 0, 0], [2, 0, 0], 1, [[1, 0, 0]], 0, [1, 2]).turns).toBeUndefined();
    expect(turnAt(makeMotion([0, 0, 0], [2, 0, 0], 1, [[1, 0, 0]]), 0.3)).toBe(0);
  });

  it('moves at even speed by length, not by leg count', () => {
    const m = makeMotion([0, 0, 0], [4, 0, 0], 1, [[1, 0, 0]]);
    close(pointAlong(m, 0.5), [2, 0, 0]);
  });

  it('eases: slow near the ends, fast in the middle', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(easeInOut(0.9)).toBeGreaterThan(0.9);
    expect(easeInOut(0.5)).toBeCloseTo(0.5);
  });

  it('hops between spaces and lands flat on each waypoint', () => {
    const m = makeMotion([0, 0, 0], [2, 0, 0], 1, [[1, 0, 0]], 0.3);
    close(positionAt(m, 0.5), [1, 0, 0]);
    const mid = pointAlong(m, 0.25);
    expect(mid[1]).toBe(0);
    // Somewhere in the first leg the piece is in the air.
    const samples = [0.1, 0.2, 0.3].map((t) => positionAt(m, t)[1]);
    expect(Math.max(...samples)).toBeGreaterThan(0.1);
    expect(positionAt(m, 1)[1]).toBe(0);
  });

  it('drops waypoints that repeat the previous point', () => {
    const m = makeMotion([1, 0, 1], [3, 0, 1], 1, [[1, 0, 1], [2, 0, 1], [2, 0, 1]]);
    expect(m.points).toHaveLength(3);
  });

  it('faces the way it moves', () => {
    const m = makeMotion([0, 0, 0], [0, 0, -3], 1);
    expect(headingAt(m, 0.5)).toBeCloseTo(Math.PI);
    expect(headingAt(m, 2)).toBeNull();
  });

  it('takes longer for longer paths within bounds', () => {
    expect(moveSeconds(0)).toBe(0);
    expect(moveSeconds(1)).toBeLessThan(moveSeconds(5));
    expect(moveSeconds(1000)).toBe(2.5);
  });
});

describe('animation speed', () => {
  it('scales durations and makes instant moves end at once', () => {
    expect(scaledDuration(1, '1x')).toBe(1);
    expect(scaledDuration(1, '2x')).toBe(0.5);
    expect(scaledDuration(1, '4x')).toBe(0.25);
    expect(scaledDuration(1, 'instant')).toBe(0);
    const m = makeMotion([0, 0, 0], [5, 0, 0], scaledDuration(2, 'instant'), [[2, 0, 0]], 0.3);
    expect(isFinished(m, 0)).toBe(true);
    close(positionAt(m, 0), [5, 0, 0]);
  });
});

describe('spawn and death poses', () => {
  it('spawns from nothing to full size with a small overshoot', () => {
    expect(spawnScale(0)).toBeCloseTo(0);
    expect(spawnScale(1)).toBeCloseTo(1);
    const peak = Math.max(...Array.from({ length: 21 }, (_, i) => spawnScale(i / 20)));
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThan(1.2);
  });

  it('dies by tipping over, then shrinking into the board', () => {
    const start = deathPose(0);
    expect(start).toEqual({ tilt: -0, scale: 1, sink: 0 });
    const end = deathPose(1);
    expect(end.tilt).toBeLessThan(-1);
    expect(end.scale).toBeLessThan(0.3);
    expect(end.sink).toBeGreaterThan(0.4);
  });
});
