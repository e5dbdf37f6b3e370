/**
 * A game's ambient bed from its AmbienceSpec: looping filtered noise (wind,
 * rumble, vents) and low drones (hum, dread), each slowly moving so the bed
 * breathes instead of droning flat. It fades in when the game screen opens
 * and out when it closes.
 */
import type { NoiseBank } from './noise';
import type { AmbienceLayer, AmbienceSpec } from './types';

export interface Bed {
  name: string;
  /** Fades out and stops every node. */
  stop(): void;
}

const FADE_IN_S = 3;
const FADE_OUT_S = 0.8;

interface Parts {
  ctx: BaseAudioContext;
  noise: NoiseBank;
  rand(): number;
  /** Starts a source node now, running until stopped (counted for the instrumentation). */
  start(node: AudioScheduledSourceNode, offset?: number): void;
  sources: AudioScheduledSourceNode[];
}

/** A slow sine that moves `param` by ±depth around its value. */
function lfo(p: Parts, param: AudioParam, hz: number, depth: number): void {
  const osc = p.ctx.createOscillator();
  osc.frequency.value = hz;
  const amount = p.ctx.createGain();
  amount.gain.value = depth;
  osc.connect(amount);
  amount.connect(param);
  p.start(osc);
  p.sources.push(osc);
}

function layer(p: Parts, l: AmbienceLayer, out: AudioNode): void {
  const level = p.ctx.createGain();
  level.connect(out);
  if (l.kind === 'noise') {
    const src = p.ctx.createBufferSource();
    src.buffer = p.noise.get(l.colour);
    src.loop = true;
    const filter = p.ctx.createBiquadFilter();
    filter.type = l.filter;
    filter.frequency.value = l.hz;
    filter.Q.value = l.q ?? (l.filter === 'bandpass' ? 0.8 : 0.7);
    src.connect(filter);
    filter.connect(level);
    level.gain.value = l.level;
    if (l.sweep) lfo(p, filter.frequency, l.sweep.hz, l.hz * l.sweep.depth);
    p.start(src, p.rand() * src.buffer.duration);
    p.sources.push(src);
    return;
  }
  // A drone: its level sits at (1 - depth/2) of `level` and swells by ±depth/2.
  const swell = l.swell?.depth ?? 0;
  level.gain.value = l.level * (1 - swell / 2);
  if (l.swell) lfo(p, level.gain, l.swell.hz, (l.level * swell) / 2);
  let into: AudioNode = level;
  if (l.cutoff) {
    const lp = p.ctx.createBiquadFilter();
    lp.type = 'lowpass';
    lp.frequency.value = l.cutoff;
    lp.connect(level);
    into = lp;
  }
  const copies = l.detune ? [-l.detune / 2, l.detune / 2] : [0];
  for (const hz of l.hz) {
    for (const cents of copies) {
      const osc = p.ctx.createOscillator();
      osc.type = l.wave;
      osc.frequency.value = hz;
      osc.detune.value = cents;
      const each = p.ctx.createGain();
      each.gain.value = 1 / (l.hz.length * copies.length);
      osc.connect(each);
      each.connect(into);
      p.start(osc);
      p.sources.push(osc);
    }
  }
}

/** Builds and starts a bed into `out` (the ambience bus). */
export function startBed(spec: AmbienceSpec, ctx: BaseAudioContext, out: AudioNode, parts: Omit<Parts, 'ctx' | 'sources'>): Bed {
  const fader = ctx.createGain();
  const now = ctx.currentTime;
  fader.gain.setValueAtTime(0, now);
  fader.gain.linearRampToValueAtTime(1, now + FADE_IN_S);
  fader.connect(out);
  const p: Parts = { ...parts, ctx, sources: [] };
  for (const l of spec.layers) layer(p, l, fader);
  let stopped = false;
  return {
    name: spec.name,
    stop() {
      if (stopped) return;
      stopped = true;
      const t = ctx.currentTime;
      fader.gain.cancelScheduledValues(t);
      fader.gain.setValueAtTime(fader.gain.value, t);
      fader.gain.linearRampToValueAtTime(0, t + FADE_OUT_S);
      for (const s of p.sources) s.stop(t + FADE_OUT_S + 0.05);
      // Once silent, let the graph go.
      p.sources[0]?.addEventListener('ended', () => fader.disconnect());
    },
  };
}
