import { describe, expect, it } from 'vitest';
import { AMBIENCE_HEADROOM, busGains, clamp01, cueGain, outputGain, taper, toDecibels, type MixSettings } from './mixer';

const mix = (m: Partial<MixSettings> = {}): MixSettings => ({ volume: 1, effectsVolume: 1, ambienceVolume: 1, muted: false, ...m });

describe('the mixer arithmetic', () => {
  it('clamps slider values into 0..1, and reads anything that is not a number as silence', () => {
    expect(clamp01(0.4)).toBe(0.4);
    expect(clamp01(1.7)).toBe(1);
    expect(clamp01(-0.2)).toBe(0);
    for (const bad of [Number.NaN, Infinity, -Infinity, '0.5', null, undefined]) expect(clamp01(bad)).toBe(0);
  });

  it('tapers a slider by the square law: full is full, off is off, halfway is about -12 dB', () => {
    expect(taper(1)).toBe(1);
    expect(taper(0)).toBe(0);
    expect(toDecibels(taper(0.5))).toBeCloseTo(-12.04, 1);
    expect(toDecibels(0)).toBe(-Infinity);
    // Monotonic: a slider moved up is never quieter.
    for (let s = 0; s < 1; s += 0.05) expect(taper(s + 0.05)).toBeGreaterThan(taper(s));
    // Out of range slides stay in range.
    expect(taper(3)).toBe(1);
    expect(taper(-1)).toBe(0);
  });

  it('gives each channel master x channel at the speakers', () => {
    const s = mix({ volume: 0.5, effectsVolume: 0.8, ambienceVolume: 0.6 });
    expect(outputGain(s, 'effects')).toBeCloseTo(taper(0.5) * taper(0.8), 12);
    expect(outputGain(s, 'ambience')).toBeCloseTo(taper(0.5) * taper(0.6) * AMBIENCE_HEADROOM, 12);
    // The master scales both channels alike: halving it changes their balance not at all.
    const quieter = mix({ volume: 0.25, effectsVolume: 0.8, ambienceVolume: 0.6 });
    expect(outputGain(quieter, 'effects') / outputGain(quieter, 'ambience')).toBeCloseTo(outputGain(s, 'effects') / outputGain(s, 'ambience'), 9);
    // A channel at zero is silent whatever the master.
    expect(outputGain(mix({ effectsVolume: 0 }), 'effects')).toBe(0);
    expect(outputGain(mix({ ambienceVolume: 0 }), 'ambience')).toBe(0);
    expect(outputGain(mix({ volume: 0 }), 'effects')).toBe(0);
  });

  it('keeps the ambience under the effects at equal sliders', () => {
    const g = busGains(mix());
    expect(g.ambience).toBeLessThan(g.effects);
    expect(g.ambience).toBe(AMBIENCE_HEADROOM);
  });

  it('mute silences both channels and keeps the sliders where they were', () => {
    const s = mix({ volume: 0.9, muted: true });
    expect(busGains(s).master).toBe(0);
    expect(outputGain(s, 'effects')).toBe(0);
    expect(outputGain(s, 'ambience')).toBe(0);
    // The channel gains stay set: unmuting brings back the same mix.
    expect(busGains(s).effects).toBe(1);
    expect(busGains({ ...s, muted: false }).master).toBeCloseTo(0.81, 12);
  });

  it('clamps corrupt settings to silence or full scale, never beyond', () => {
    const g = busGains({ volume: 2, effectsVolume: Number.NaN, ambienceVolume: -1, muted: false });
    expect(g).toEqual({ master: 1, effects: 0, ambience: 0 });
  });

  it('multiplies a cue with its variant and never lets it past full scale', () => {
    expect(cueGain()).toBe(1);
    expect(cueGain(0.5, 0.5)).toBe(0.25);
    expect(cueGain(0.5, undefined)).toBe(0.5);
    expect(cueGain(1.5)).toBe(1);
    expect(cueGain(2, 2)).toBe(1);
    expect(cueGain(-1)).toBe(0);
  });
});
