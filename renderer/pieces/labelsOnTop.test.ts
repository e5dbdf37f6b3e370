import { afterEach, describe, expect, it } from 'vitest';
import { isDiceTrayUp, labelOnTop, setDiceTrayUp } from './labelsOnTop';

describe('labels on top give way to the dice tray', () => {
  afterEach(() => setDiceTrayUp(false));

  it('a label asked to be on top is on top while no tray is up, and takes its place in depth while one is', () => {
    expect(labelOnTop(true, false)).toBe(true);
    expect(labelOnTop(true, true)).toBe(false);
    expect(labelOnTop(false, false)).toBe(false);
  });

  it('the dice stage sets the store and the labels read it', () => {
    expect(isDiceTrayUp()).toBe(false);
    setDiceTrayUp(true);
    expect(isDiceTrayUp()).toBe(true);
    expect(labelOnTop(true, isDiceTrayUp())).toBe(false);
    setDiceTrayUp(false);
    expect(labelOnTop(true, isDiceTrayUp())).toBe(true);
  });
});
