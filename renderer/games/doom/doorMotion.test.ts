import { describe, expect, it } from 'vitest';
import { doorStanding, doorsJustOpened } from './doorMotion';

describe('door motion', () => {
  it('finds the doors that opened since the last map', () => {
    const before = [{ id: 'a', open: false }, { id: 'b', open: false }, { id: 'c', open: true }];
    const after = [{ id: 'a', open: true }, { id: 'b', open: false }, { id: 'c', open: true }];
    expect(doorsJustOpened(before, after)).toEqual(['a']);
    expect(doorsJustOpened(after, after)).toEqual([]);
  });

  it('sinks a door smoothly from standing to gone', () => {
    expect(doorStanding(0, 0.6)).toBe(1);
    expect(doorStanding(0.3, 0.6)).toBeCloseTo(0.5);
    expect(doorStanding(0.6, 0.6)).toBe(0);
    expect(doorStanding(0.1, 0)).toBe(0);
    expect(doorStanding(0.2, 0.6)).toBeGreaterThan(doorStanding(0.4, 0.6));
  });
});
