/**
 * Noise, the raw stuff of most table sounds (knocks, cards, wind, doors):
 * white (flat), pink (-3 dB an octave: air, vents) and brown (-6 dB an
 * octave: rumble, wind). Filled once per audio context into looping buffers;
 * the filling is pure so its colour is tested in Node.
 */
export type NoiseColour = 'white' | 'pink' | 'brown';

/** Seconds of each noise buffer: long enough that a looped bed does not audibly repeat. */
export const NOISE_SECONDS = 4;

/** Fills `out` with noise of a colour from `rand` (uniform 0..1), peak-normalised to 0.9. */
export function fillNoise(colour: NoiseColour, out: Float32Array, rand: () => number): void {
  // Paul Kellet's economy pink filter; brown is leaky integrated white.
  let b0 = 0, b1 = 0, b2 = 0, brown = 0;
  for (let i = 0; i < out.length; i++) {
    const white = rand() * 2 - 1;
    if (colour === 'white') out[i] = white;
    else if (colour === 'pink') {
      b0 = 0.99765 * b0 + white * 0.099046;
      b1 = 0.963 * b1 + white * 0.2965164;
      b2 = 0.57 * b2 + white * 1.0526913;
      out[i] = b0 + b1 + b2 + white * 0.1848;
    } else {
      brown = (brown + 0.02 * white) / 1.02;
      out[i] = brown;
    }
  }
  let peak = 0;
  for (let i = 0; i < out.length; i++) peak = Math.max(peak, Math.abs(out[i]!));
  if (peak > 0) for (let i = 0; i < out.length; i++) out[i] = (out[i]! / peak) * 0.9;
}

/** The three noise buffers of a context, made on first use. */
export class NoiseBank {
  private readonly buffers = new Map<NoiseColour, AudioBuffer>();

  constructor(private readonly ctx: BaseAudioContext, private readonly rand: () => number) {}

  get(colour: NoiseColour): AudioBuffer {
    let b = this.buffers.get(colour);
    if (!b) {
      b = this.ctx.createBuffer(1, Math.round(NOISE_SECONDS * this.ctx.sampleRate), this.ctx.sampleRate);
      fillNoise(colour, b.getChannelData(0), this.rand);
      this.buffers.set(colour, b);
    }
    return b;
  }
}
