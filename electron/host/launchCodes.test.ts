import { describe, expect, it } from 'vitest';
import { LaunchCodes, launchCodeFromUrl } from './accessToken';

describe('launch codes (the browser is started with one, never with the key)', () => {
  it('each opens the game once, and not after it expired', () => {
    let now = 1_000;
    const codes = new LaunchCodes(60_000, () => now);
    const a = codes.issue();
    const b = codes.issue();
    expect(a).not.toBe(b);
    expect(codes.redeem(a)).toBe(true);
    expect(codes.redeem(a)).toBe(false);
    expect(codes.redeem('')).toBe(false);
    expect(codes.redeem(undefined)).toBe(false);
    now += 60_001;
    expect(codes.redeem(b)).toBe(false);
    expect(launchCodeFromUrl(`/?launch=${a}`)).toBe(a);
  });
});
