/**
 * The synthesizer's two building blocks, a tone and a noise burst, each with
 * a pitch glide and an attack-decay envelope, scheduled on an audio context.
 * Every sound in voices.ts is a few of these. Every source node is started
 * through `Voice.start`, which counts it: the count is how the e2e tests
 * see that nothing (or something) played.
 */
import type { NoiseBank, NoiseColour } from './noise';

/** Where and when one sound is made, and how loud (0..1, before the buses). */
export interface Voice {
  ctx: BaseAudioContext;
  /** The node the sound feeds (the effects bus, or a panner in front of it). */
  out: AudioNode;
  /** Context time of the sound's start. */
  at: number;
  gain: number;
  rand(): number;
  noise: NoiseBank;
  /**
   * Starts a source node at `at` (a buffer source `offset` seconds into its
   * buffer) and stops it at `until`; counted for the instrumentation.
   */
  start(node: AudioScheduledSourceNode, at: number, until: number, offset?: number): void;
}

/** Envelopes end here, not at 0: exponential ramps cannot reach zero. */
const FLOOR = 0.0001;

export interface Envelope {
  /** Seconds after the voice's start (default 0). */
  delay?: number;
  attack: number;
  decay: number;
  /** Peak level, times the voice's gain. */
  level: number;
}

/** A gain node that rises to the peak over `attack` and dies away over `decay`; returns it and its end time. */
function envelope(v: Voice, e: Envelope): { node: GainNode; start: number; end: number } {
  const start = v.at + (e.delay ?? 0);
  const peak = Math.max(FLOOR * 2, e.level * v.gain);
  const node = v.ctx.createGain();
  node.gain.setValueAtTime(FLOOR, start);
  node.gain.linearRampToValueAtTime(peak, start + e.attack);
  node.gain.exponentialRampToValueAtTime(FLOOR, start + e.attack + e.decay);
  return { node, start, end: start + e.attack + e.decay };
}

/** Glides an AudioParam from one value to another over `glide` seconds (exponential: pitch and filter sweeps sound even). */
function glide(param: AudioParam, from: number, to: number | undefined, start: number, seconds: number): void {
  param.setValueAtTime(from, start);
  if (to !== undefined && to !== from) param.exponentialRampToValueAtTime(Math.max(1, to), start + seconds);
}

export interface ToneSpec extends Envelope {
  wave: OscillatorType;
  hz: number;
  /** Pitch at the end of the glide (default: no glide). */
  toHz?: number;
  /** Seconds of the glide (default: the whole sound). */
  glide?: number;
  /** Low-pass cut-off for harsh waves. */
  cutoff?: number;
  /** Random pitch spread, as a fraction (0.05 = up to 5 % either way), so repeats are not identical. */
  spread?: number;
}

/** An oscillator through an envelope into `dest` (default the voice's output). Returns its end time. */
export function tone(v: Voice, s: ToneSpec, dest: AudioNode = v.out): number {
  const env = envelope(v, s);
  const osc = v.ctx.createOscillator();
  osc.type = s.wave;
  const k = 1 + (s.spread ?? 0) * (v.rand() * 2 - 1);
  glide(osc.frequency, s.hz * k, s.toHz === undefined ? undefined : s.toHz * k, env.start, s.glide ?? s.attack + s.decay);
  let last: AudioNode = osc;
  if (s.cutoff) {
    const lp = v.ctx.createBiquadFilter();
    lp.type = 'lowpass';
    lp.frequency.value = s.cutoff;
    osc.connect(lp);
    last = lp;
  }
  last.connect(env.node);
  env.node.connect(dest);
  v.start(osc, env.start, env.end + 0.02);
  return env.end;
}

export interface NoiseSpec extends Envelope {
  colour: NoiseColour;
  filter: BiquadFilterType;
  hz: number;
  toHz?: number;
  glide?: number;
  q?: number;
  spread?: number;
}

/** Filtered noise through an envelope into `dest`. Returns its end time. */
export function noise(v: Voice, s: NoiseSpec, dest: AudioNode = v.out): number {
  const env = envelope(v, s);
  const src = v.ctx.createBufferSource();
  src.buffer = v.noise.get(s.colour);
  const filter = v.ctx.createBiquadFilter();
  filter.type = s.filter;
  filter.Q.value = s.q ?? 1;
  const k = 1 + (s.spread ?? 0) * (v.rand() * 2 - 1);
  glide(filter.frequency, s.hz * k, s.toHz === undefined ? undefined : s.toHz * k, env.start, s.glide ?? s.attack + s.decay);
  src.connect(filter);
  filter.connect(env.node);
  env.node.connect(dest);
  // A random place in the buffer, so two bursts in a row are different noise.
  const offset = v.rand() * (src.buffer.duration - (env.end - env.start) - 0.1);
  v.start(src, env.start, env.end + 0.02, Math.max(0, offset));
  return env.end;
}
