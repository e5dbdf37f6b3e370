import { describe, expect, it } from 'vitest';
import { withSeatName } from './logText';

describe('withSeatName', () => {
  const seats = [{ id: 's1', name: 'Ash' }, { id: 's2', name: 'Brook' }];
  it('replaces a leading seat id', () => {
    expect(withSeatName('s2: runs for the helicopter', seats)).toBe('Brook: runs for the helicopter');
  });
  it('leaves other text alone', () => {
    expect(withSeatName('Brook runs: d6 5', seats)).toBe('Brook runs: d6 5');
    expect(withSeatName('s3: who?', seats)).toBe('s3: who?');
  });
});
