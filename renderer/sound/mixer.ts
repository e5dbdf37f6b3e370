/**
 * The mixer's arithmetic, apart from Web Audio so it is tested in Node:
 * slider positions to bus gains, with mute, clamping and a loudness taper.
 *
 * Buses: effects (dice, events, clicks) and ambience feed the master bus,
 * which feeds the speakers. Gains multiply along the way.
 */
import type { Settings } from '../../core/protocol/messages';

export type MixSettings = Pick<Settings, 'volume' | 'effectsVolume' | 'ambienceVolume' | 'muted'>;

export interface BusGains {
  master: number;
  effects: number;
  ambience: number;
}

/**
 * The ambient bed sits well under the effects at equal sliders: it is a
 * background, and a full-scale drone would tire the ear within minutes.
 */
export const AMBIENCE_HEADROOM = 0.35;

/** A number into 0..1; anything that is not a finite number (a corrupt setting) counts as 0, silence. */
export function clamp01(x: unknown): number {
  if (typeof x !== 'number' || !Number.isFinite(x)) return 0;
  return Math.min(1, Math.max(0, x));
}

/**
 * Slider position to gain. The ear hears loudness roughly logarithmically, so
 * a linear slider crams all the audible change into its bottom tenth; a
 * square law gives halfway about -12 dB, which feels like "half as loud".
 */
export function taper(slider: unknown): number {
  const s = clamp01(slider);
  return s * s;
}

/** Gains of the three buses for the settings (mute zeroes the master, keeping the sliders where they are). */
export function busGains(s: MixSettings): BusGains {
  return {
    master: s.muted ? 0 : taper(s.volume),
    effects: taper(s.effectsVolume),
    ambience: taper(s.ambienceVolume) * AMBIENCE_HEADROOM,
  };
}

/** What reaches the speakers from one bus: the bus gain times the master. */
export function outputGain(s: MixSettings, bus: 'effects' | 'ambience'): number {
  const g = busGains(s);
  return g.master * g[bus];
}

/** Gain in decibels, the ear's measure (the taper is checked in it); -Infinity for silence. */
export function toDecibels(gain: number): number {
  return gain > 0 ? 20 * Math.log10(gain) : -Infinity;
}

/** A cue's own gain times a variant's, clamped: data may say 1.5, the mixer never lets a cue above full scale. */
export function cueGain(...factors: readonly (number | undefined)[]): number {
  return clamp01(factors.reduce<number>((g, f) => g * (f === undefined ? 1 : clamp01(f)), 1));
}
