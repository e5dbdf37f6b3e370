import { describe, expect, it } from 'vitest';
import { clatterFor, FULL_SPEED, knockGain, knockPitch, MAX_CLICKS_PER_BATCH, QUIET_SPEED } from './clatter';
import type { DieKnock } from './types';

const knock = (k: Partial<DieKnock> = {}): DieKnock => ({ t: 0, speed: 10, surface: 'felt', kind: 6, x: 0, ...k });

describe('dice clatter', () => {
  it('is as loud as the knock was hard: silent when slow, full when a die is dropped, never beyond', () => {
    expect(knockGain(QUIET_SPEED)).toBe(0);
    expect(knockGain(0)).toBe(0);
    expect(knockGain(FULL_SPEED)).toBe(1);
    expect(knockGain(FULL_SPEED * 3)).toBe(1);
    expect(knockGain(7)).toBeGreaterThan(knockGain(4));
  });

  it('clicks higher for small dice and duller on the felt', () => {
    expect(knockPitch(4, 'rim')).toBeGreaterThan(knockPitch(12, 'rim'));
    expect(knockPitch(6, 'felt')).toBeLessThan(knockPitch(6, 'die'));
  });

  it('places the knocks in time at the replay speed, from the first knock of the batch', () => {
    const ks = [knock({ t: 1 }), knock({ t: 1.04 })];
    expect(clatterFor(ks, '1x').map((h) => h.delay)).toEqual([0, expect.closeTo(0.04, 6)]);
    expect(clatterFor(ks, '4x')[1]!.delay).toBeCloseTo(0.01, 6);
  });

  it('drops knocks too soft to hear and keeps only the loudest few of a crowded frame', () => {
    expect(clatterFor([knock({ speed: 1.6 })], '1x')).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => knock({ t: i * 0.001, speed: 3 + i * 0.5 }));
    const hits = clatterFor(many, '1x');
    expect(hits).toHaveLength(MAX_CLICKS_PER_BATCH);
    expect(Math.min(...hits.map((h) => h.gain))).toBeGreaterThanOrEqual(knockGain(3 + 14 * 0.5) - 1e-9);
    // Still in time order.
    expect(hits.map((h) => h.delay)).toEqual([...hits.map((h) => h.delay)].sort((a, b) => a - b));
  });

  it('pans with the place on the table, within the stereo field', () => {
    expect(clatterFor([knock({ x: -6 })], '1x')[0]!.pan).toBeLessThan(0);
    expect(clatterFor([knock({ x: 50 })], '1x')[0]!.pan).toBeLessThanOrEqual(1);
  });

  it('gives nothing at instant speed (the engine plays one short rattle instead)', () => {
    expect(clatterFor([knock()], 'instant')).toEqual([]);
  });
});
