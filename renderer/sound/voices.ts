/**
 * The recipes: what each sound id is made of (synth.ts tones and noise
 * bursts), and the dice knock. Levels leave headroom: several sounds overlap
 * on a busy beat and the master limiter should rarely have work to do.
 * Each recipe returns the context time its last part ends (the engine counts
 * a voice busy until then).
 */
import type { ClatterHit } from './clatter';
import { noise, tone, type Voice } from './synth';
import type { SoundId } from './types';

type Recipe = (v: Voice) => number;

const last = (...ends: number[]): number => Math.max(...ends);

export const RECIPES: Readonly<Record<SoundId, Recipe>> = {
  // A small dry tick: a button under the finger.
  click: (v) => last(
    noise(v, { colour: 'white', filter: 'bandpass', hz: 3500, q: 2, attack: 0.001, decay: 0.025, level: 0.22, spread: 0.05 }),
    tone(v, { wave: 'sine', hz: 1800, toHz: 1500, attack: 0.001, decay: 0.03, level: 0.06 }),
  ),
  // A figure set down on the board: a muffled wooden tok.
  move: (v) => last(
    noise(v, { colour: 'brown', filter: 'lowpass', hz: 900, attack: 0.006, decay: 0.11, level: 0.32, spread: 0.1 }),
    tone(v, { wave: 'triangle', hz: 190, toHz: 150, attack: 0.003, decay: 0.08, level: 0.12, spread: 0.06 }),
  ),
  // A blow: a crack of noise over a falling thump.
  hit: (v) => last(
    noise(v, { colour: 'white', filter: 'bandpass', hz: 1300, toHz: 600, q: 0.8, attack: 0.002, decay: 0.1, level: 0.42, spread: 0.1 }),
    tone(v, { wave: 'sine', hz: 170, toHz: 55, glide: 0.12, attack: 0.003, decay: 0.17, level: 0.55, spread: 0.05 }),
  ),
  // A death: a deep falling thud, a crunch and a short growl.
  kill: (v) => last(
    tone(v, { wave: 'sine', hz: 120, toHz: 32, glide: 0.35, attack: 0.004, decay: 0.42, level: 0.7 }),
    noise(v, { colour: 'brown', filter: 'lowpass', hz: 1400, toHz: 200, attack: 0.003, decay: 0.3, level: 0.5 }),
    tone(v, { wave: 'sawtooth', hz: 210, toHz: 70, attack: 0.01, decay: 0.26, level: 0.14, cutoff: 900, spread: 0.05 }),
  ),
  // Something arrives: a rising swell of air and a rising tone.
  spawn: (v) => last(
    noise(v, { colour: 'pink', filter: 'bandpass', hz: 300, toHz: 2400, glide: 0.45, q: 1.5, attack: 0.3, decay: 0.25, level: 0.32 }),
    tone(v, { wave: 'sine', hz: 220, toHz: 440, glide: 0.45, attack: 0.3, decay: 0.3, level: 0.1, spread: 0.03 }),
  ),
  // A portal: two close tones beating as they rise, and a shimmer of noise.
  portal: (v) => last(
    tone(v, { wave: 'sine', hz: 330, toHz: 660, glide: 0.8, attack: 0.2, decay: 0.7, level: 0.13 }),
    tone(v, { wave: 'sine', hz: 334, toHz: 668, glide: 0.8, attack: 0.2, decay: 0.7, level: 0.13 }),
    tone(v, { wave: 'triangle', hz: 990, toHz: 1320, glide: 0.8, attack: 0.35, decay: 0.5, level: 0.04 }),
    noise(v, { colour: 'pink', filter: 'bandpass', hz: 800, toHz: 3000, glide: 0.8, q: 4, attack: 0.25, decay: 0.6, level: 0.18 }),
  ),
  // A door: a clunk, the slide, a clunk.
  door: (v) => last(
    tone(v, { wave: 'sine', hz: 95, toHz: 60, attack: 0.002, decay: 0.08, level: 0.4 }),
    noise(v, { colour: 'brown', filter: 'lowpass', hz: 400, toHz: 1400, glide: 0.35, attack: 0.03, decay: 0.34, level: 0.34 }),
    tone(v, { wave: 'sine', hz: 75, toHz: 45, delay: 0.38, attack: 0.002, decay: 0.12, level: 0.5 }),
  ),
  // A card: a papery snap and a flick.
  card: (v) => last(
    noise(v, { colour: 'white', filter: 'bandpass', hz: 4200, q: 0.7, attack: 0.002, decay: 0.05, level: 0.28, spread: 0.1 }),
    noise(v, { colour: 'white', filter: 'bandpass', hz: 3000, q: 0.9, delay: 0.045, attack: 0.002, decay: 0.04, level: 0.14, spread: 0.1 }),
  ),
  // The enemy's turn: a low, dissonant swell (a minor second) over a rumble.
  enemyTurn: (v) => last(
    tone(v, { wave: 'sawtooth', hz: 55, attack: 0.25, decay: 1.1, level: 0.2, cutoff: 420 }),
    tone(v, { wave: 'sawtooth', hz: 58.3, attack: 0.25, decay: 1.1, level: 0.2, cutoff: 420 }),
    tone(v, { wave: 'sine', hz: 110, toHz: 98, attack: 0.2, decay: 1.0, level: 0.18 }),
    noise(v, { colour: 'brown', filter: 'lowpass', hz: 220, attack: 0.4, decay: 0.9, level: 0.35 }),
  ),
  // A turn or round begins: a soft two-note chime.
  turn: (v) => last(
    tone(v, { wave: 'sine', hz: 660, attack: 0.005, decay: 0.45, level: 0.12 }),
    tone(v, { wave: 'sine', hz: 990, delay: 0.07, attack: 0.005, decay: 0.4, level: 0.08 }),
  ),
  // Healing: three rising notes.
  heal: (v) => last(
    ...[523.25, 659.25, 783.99].map((hz, i) => tone(v, { wave: 'sine', hz, delay: i * 0.08, attack: 0.01, decay: 0.3, level: 0.1 })),
  ),
  // A heavy moment: a long falling boom.
  boom: (v) => last(
    tone(v, { wave: 'sine', hz: 80, toHz: 28, glide: 0.9, attack: 0.01, decay: 1.2, level: 0.8 }),
    noise(v, { colour: 'brown', filter: 'lowpass', hz: 700, toHz: 100, glide: 0.9, attack: 0.01, decay: 0.9, level: 0.55 }),
  ),
  // Dice thrown, in brief: four quick knocks, softer each time.
  dice: (v) => last(
    ...[0, 1, 2, 3].map((i) => knock(v, { delay: i * 0.055 + v.rand() * 0.02, gain: 0.9 - i * 0.2, surface: i === 0 ? 'felt' : 'die', pitch: 2600, pan: 0 })),
  ),
};

/**
 * One die knock. On the felt a muffled thud of low noise; against a rim or
 * another die a hard, short click with a faint ring at the die's pitch.
 */
export function knock(v: Voice, h: ClatterHit, dest: AudioNode = v.out): number {
  const gain = h.gain;
  const at = { delay: h.delay };
  if (h.surface === 'felt') {
    return last(
      noise(v, { ...at, colour: 'pink', filter: 'bandpass', hz: h.pitch, q: 1.2, attack: 0.001, decay: 0.045, level: 0.55 * gain, spread: 0.12 }, dest),
      tone(v, { ...at, wave: 'sine', hz: 150, toHz: 90, attack: 0.001, decay: 0.035, level: 0.22 * gain, spread: 0.1 }, dest),
    );
  }
  return last(
    noise(v, { ...at, colour: 'white', filter: 'bandpass', hz: h.pitch, q: 5, attack: 0.0005, decay: 0.03, level: 0.5 * gain, spread: 0.1 }, dest),
    tone(v, { ...at, wave: 'sine', hz: h.pitch * 1.6, attack: 0.0005, decay: 0.018, level: 0.12 * gain, spread: 0.08 }, dest),
  );
}
