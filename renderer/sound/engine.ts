/**
 * The sound engine: one audio context, the mixer's buses (effects and
 * ambience into master, master through a limiter to the speakers), cues,
 * dice clatter and the ambient bed. Knows nothing of games or React.
 *
 * Browser rules it lives by:
 * - Autoplay: a context made before the player touched the page starts
 *   suspended (and Chromium warns). So the context is made on the first
 *   gesture (`unlock`, from a pointerdown or keydown); cues before that are
 *   dropped, not queued (a late burst of stale sounds would be wrong), while
 *   the wanted ambience starts at the unlock.
 * - Silence by policy (policy.ts): a disabled engine never makes a context;
 *   it only counts what it was asked (stats.suppressed), so a test can see the
 *   calls arrive and no sound leave.
 */
import { clatterFor } from './clatter';
import { startBed, type Bed } from './ambience';
import { busGains, outputGain, type BusGains, type MixSettings } from './mixer';
import { NoiseBank } from './noise';
import type { SoundPolicy } from './policy';
import type { Voice } from './synth';
import type { AmbienceSpec, Cue, DieKnock, SoundId } from './types';
import { knock, RECIPES } from './voices';
import type { Settings } from '../../core/protocol/messages';

/** What the engine did, live on window.__sound (the e2e tests read it). */
export interface SoundStats {
  enabled: boolean;
  reason: string;
  /** Audio contexts made (0 or 1). */
  contexts: number;
  /** The context's state: 'none' before one is made. */
  state: string;
  /** Source nodes (oscillators, noise) started: the sound that left. */
  nodesStarted: number;
  /** Every cue or knock asked for. */
  requested: number;
  /** Asked for while the policy is silent. */
  suppressed: number;
  /** Asked for but not played: before the first gesture (or while the context resumes), muted, too soon after the same sound, or too many voices. */
  dropped: number;
  /** Played: the newest last (at most LOG_LIMIT), with the page time in ms. */
  log: { id: SoundId | 'knock'; gain: number; ms: number }[];
  /** The ambient bed playing now, or null. */
  ambience: string | null;
  /** The buses' gains from the settings now (mixer.ts busGains), kept even while silent so a test can see a slider reach the mixer. */
  gains: BusGains;
}

const LOG_LIMIT = 300;
/** The same sound again within this many seconds is dropped: at 4x a run of moves would otherwise rattle. */
const RETRIGGER_S = 0.06;
/** Sounds sounding at once, at most (a voice is busy until its last part ends). */
const MAX_VOICES = 24;
/** Bus gain changes glide over about this long, so a dragged slider does not crackle. */
const GAIN_GLIDE_S = 0.03;

interface Graph {
  ctx: AudioContext;
  master: GainNode;
  effects: GainNode;
  ambience: GainNode;
  noise: NoiseBank;
}

export interface EngineOptions {
  policy: SoundPolicy;
  createContext(): AudioContext;
  rand?: () => number;
  /** Page time in ms, for the log. */
  now?: () => number;
}

export class SoundEngine {
  readonly stats: SoundStats;
  private graph: Graph | null = null;
  private mix: MixSettings = { volume: 0.7, effectsVolume: 0.8, ambienceVolume: 0.5, muted: false };
  private wanted: AmbienceSpec | null = null;
  private bed: Bed | null = null;
  private readonly lastStart = new Map<SoundId | 'knock', number>();
  private busyUntil: number[] = [];
  private readonly rand: () => number;
  private readonly now: () => number;

  constructor(private readonly options: EngineOptions) {
    this.rand = options.rand ?? Math.random;
    this.now = options.now ?? (() => Date.now());
    this.stats = {
      enabled: options.policy.enabled, reason: options.policy.reason, contexts: 0, state: 'none',
      nodesStarted: 0, requested: 0, suppressed: 0, dropped: 0, log: [], ambience: null, gains: busGains(this.mix),
    };
  }

  /** The player touched the page: make or resume the context (browsers allow it only now), start the wanted bed. */
  unlock(): void {
    if (!this.stats.enabled) return;
    if (!this.graph) this.graph = this.build();
    const { ctx } = this.graph;
    if (ctx.state === 'suspended') void ctx.resume().then(() => this.syncState(), () => this.syncState());
    this.syncState();
    this.syncAmbience();
  }

  setMix(mix: MixSettings): void {
    this.mix = { volume: mix.volume, effectsVolume: mix.effectsVolume, ambienceVolume: mix.ambienceVolume, muted: mix.muted };
    const g = busGains(this.mix);
    this.stats.gains = g;
    if (!this.graph) return;
    const t = this.graph.ctx.currentTime;
    this.graph.master.gain.setTargetAtTime(g.master, t, GAIN_GLIDE_S);
    this.graph.effects.gain.setTargetAtTime(g.effects, t, GAIN_GLIDE_S);
    this.graph.ambience.gain.setTargetAtTime(g.ambience, t, GAIN_GLIDE_S);
  }

  /** Plays a cue now. Returns whether it sounded. */
  play(cue: Cue): boolean {
    const ready = this.ready(cue.id);
    if (!ready) return false;
    const end = RECIPES[cue.id](this.voice(ready, ready.effects, cue.gain));
    this.played(cue.id, cue.gain, end);
    return true;
  }

  /**
   * The knocks a dice replay just passed, at its speed: clicks for each (the
   * loudest few of a crowded frame), or at instant speed one short rattle.
   */
  diceKnocks(knocks: readonly DieKnock[], speed: Settings['animationSpeed']): void {
    if (knocks.length === 0) return;
    if (speed === 'instant') {
      this.play({ id: 'dice', gain: 0.8 });
      return;
    }
    for (const hit of clatterFor(knocks, speed)) {
      const ready = this.ready('knock', hit.delay);
      if (!ready) continue;
      const panner = ready.ctx.createStereoPanner();
      panner.pan.value = hit.pan;
      panner.connect(ready.effects);
      const end = knock(this.voice(ready, panner, 1), hit);
      this.played('knock', hit.gain, end);
    }
  }

  /** The bed to play (null: none). Starts at once if the context is running, else at the unlock. */
  setAmbience(spec: AmbienceSpec | null): void {
    this.wanted = spec;
    if (!this.stats.enabled) {
      if (spec) this.stats.suppressed++;
      return;
    }
    this.syncAmbience();
  }

  private syncAmbience(): void {
    if (this.bed && this.bed.name !== this.wanted?.name) {
      this.bed.stop();
      this.bed = null;
    }
    if (this.wanted && !this.bed && this.graph) {
      const { ctx, ambience, noise } = this.graph;
      this.bed = startBed(this.wanted, ctx, ambience, {
        noise, rand: this.rand,
        start: (node, offset) => this.startNode(node, ctx.currentTime, undefined, offset),
      });
    }
    this.stats.ambience = this.bed?.name ?? null;
  }

  /** The graph, if a sound `id` may start `delay` seconds from now; else counts why not and gives null. */
  private ready(id: SoundId | 'knock', delay = 0): Graph | null {
    this.stats.requested++;
    if (!this.stats.enabled) {
      this.stats.suppressed++;
      return null;
    }
    const g = this.graph;
    const t = (g?.ctx.currentTime ?? 0) + delay;
    this.busyUntil = this.busyUntil.filter((end) => end > (g?.ctx.currentTime ?? 0));
    const tooSoon = id !== 'knock' && t - (this.lastStart.get(id) ?? -Infinity) < RETRIGGER_S;
    // A context not running (resuming, or closed) would save the sound up and play it late.
    if (!g || g.ctx.state !== 'running' || outputGain(this.mix, 'effects') === 0 || tooSoon || this.busyUntil.length >= MAX_VOICES) {
      this.stats.dropped++;
      return null;
    }
    this.lastStart.set(id, t);
    return g;
  }

  private voice(g: Graph, out: AudioNode, gain: number): Voice {
    return {
      ctx: g.ctx, out, at: g.ctx.currentTime, gain, rand: this.rand, noise: g.noise,
      start: (node, at, until, offset) => this.startNode(node, at, until, offset),
    };
  }

  private startNode(node: AudioScheduledSourceNode, at: number, until?: number, offset?: number): void {
    // Only buffer sources are given an offset (into their noise buffer).
    if (offset !== undefined) (node as AudioBufferSourceNode).start(at, offset);
    else node.start(at);
    if (until !== undefined) node.stop(until);
    this.stats.nodesStarted++;
  }

  private played(id: SoundId | 'knock', gain: number, end: number): void {
    this.busyUntil.push(end);
    this.stats.log.push({ id, gain: Math.round(gain * 1000) / 1000, ms: Math.round(this.now()) });
    if (this.stats.log.length > LOG_LIMIT) this.stats.log.splice(0, this.stats.log.length - LOG_LIMIT);
  }

  private build(): Graph {
    const ctx = this.options.createContext();
    this.stats.contexts++;
    ctx.addEventListener('statechange', () => this.syncState());
    const limiter = ctx.createDynamicsCompressor();
    // A gentle safety net at the end of the chain: many sounds at once never clip.
    limiter.threshold.value = -6;
    limiter.knee.value = 6;
    limiter.ratio.value = 12;
    limiter.attack.value = 0.003;
    limiter.release.value = 0.25;
    limiter.connect(ctx.destination);
    const master = ctx.createGain();
    master.connect(limiter);
    const effects = ctx.createGain();
    effects.connect(master);
    const ambience = ctx.createGain();
    ambience.connect(master);
    const g = busGains(this.mix);
    master.gain.value = g.master;
    effects.gain.value = g.effects;
    ambience.gain.value = g.ambience;
    return { ctx, master, effects, ambience, noise: new NoiseBank(ctx, this.rand) };
  }

  private syncState(): void {
    this.stats.state = this.graph?.ctx.state ?? 'none';
  }
}
