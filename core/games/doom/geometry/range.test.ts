import { describe, expect, it } from 'vitest';
import { range } from './board';
import { boardFrom } from './fixtures';

describe('range: counted in adjacent spaces', () => {
  it('a neighbour, orthogonal or diagonal, is at range 1', () => {
    const b = boardFrom(`
      +-+-+-+
      |A s .|
      + + + +
      |. . z|
      +-+-+-+`);
    expect(range(b, 'A', 's')).toBe(1);
    expect(range(b, 's', 'z')).toBe(1);
    expect(range(b, 'A', 'z')).toBe(2);
  });

  it('counts round walls and closed doors', () => {
    const b = boardFrom(`
      +-+-+-+
      |A|s .|
      + + + +
      |.D. .|
      + + + +
      |. . .|
      +-+-+-+`);
    // Down, diagonally round the door's end, then up twice.
    expect(range(b, 'A', 's')).toBe(4);
  });

  it('counts across impassable terrain as if it were open', () => {
    const b = boardFrom(`
      +-+-+-+
      |A % s|
      +-+-+-+`);
    expect(range(b, 'A', 's')).toBe(2);
  });

  it('counts round blocking terrain', () => {
    const b = boardFrom(`
      +-+-+-+
      |A X s|
      + + + +
      |. . .|
      +-+-+-+`);
    expect(range(b, 'A', 's')).toBe(2);
    const column = boardFrom(`
      +-+-+-+
      |A X s|
      + + + +
      |. X .|
      + + + +
      |. . .|
      +-+-+-+`);
    // Round the bottom of the column: 0,1, 1,2, 2,1, then the demon.
    expect(range(column, 'A', 's')).toBe(4);
  });

  it('large figures measure from and to their nearest space', () => {
    const b = boardFrom(`
      +-+-+-+-+-+-+
      |A . . m m .|
      +-+-+-+-+-+-+`);
    expect(range(b, 'A', 'm')).toBe(3);
    expect(range(b, 'm', 'A')).toBe(3);
  });

  it('no path at all: -1', () => {
    const b = boardFrom(`
      +-+-+
      |A|s|
      +-+-+`);
    expect(range(b, 'A', 's')).toBe(-1);
  });
});
