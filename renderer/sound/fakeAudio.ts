/**
 * A stand-in for the browser's AudioContext, for the engine's tests in Node:
 * it keeps the graph (who connects to whom), every AudioParam's value and
 * last target, and which source nodes started. Only what the engine uses.
 */

export class FakeParam {
  value: number;
  /** The value the last scheduled change heads for (setTargetAtTime, ramps). */
  target: number;
  constructor(value = 0) {
    this.value = value;
    this.target = value;
  }
  setValueAtTime(v: number): this { this.value = v; this.target = v; return this; }
  linearRampToValueAtTime(v: number): this { this.target = v; return this; }
  exponentialRampToValueAtTime(v: number): this { this.target = v; return this; }
  setTargetAtTime(v: number): this { this.target = v; return this; }
  cancelScheduledValues(): this { return this; }
}

export class FakeNode {
  readonly outputs: FakeNode[] = [];
  gain = new FakeParam(1);
  frequency = new FakeParam(440);
  detune = new FakeParam(0);
  Q = new FakeParam(1);
  pan = new FakeParam(0);
  threshold = new FakeParam(0);
  knee = new FakeParam(0);
  ratio = new FakeParam(1);
  attack = new FakeParam(0);
  release = new FakeParam(0);
  type = '';
  loop = false;
  buffer: { duration: number; getChannelData(): Float32Array } | null = null;
  started: number | null = null;
  constructor(readonly kind: string) {}
  connect(to: FakeNode | FakeParam): FakeNode | FakeParam {
    if (to instanceof FakeNode) this.outputs.push(to);
    return to;
  }
  disconnect(): void { this.outputs.length = 0; }
  start(at = 0): void { this.started = at; }
  stop(): void {}
  addEventListener(): void {}
}

export class FakeAudioContext {
  state: 'suspended' | 'running' | 'closed' = 'suspended';
  currentTime = 0;
  sampleRate = 8000;
  readonly destination = new FakeNode('destination');
  readonly nodes: FakeNode[] = [];
  private make(kind: string): FakeNode {
    const n = new FakeNode(kind);
    this.nodes.push(n);
    return n;
  }
  createGain() { return this.make('gain'); }
  createOscillator() { return this.make('oscillator'); }
  createBufferSource() { return this.make('buffer'); }
  createBiquadFilter() { return this.make('filter'); }
  createStereoPanner() { return this.make('panner'); }
  createDynamicsCompressor() { return this.make('compressor'); }
  createBuffer(_channels: number, length: number, rate: number) {
    const data = new Float32Array(length);
    return { duration: length / rate, getChannelData: () => data };
  }
  resume(): Promise<void> {
    this.state = 'running';
    return Promise.resolve();
  }
  addEventListener(): void {}
  /** Source nodes started so far. */
  startedSources(): FakeNode[] {
    return this.nodes.filter((n) => n.started !== null);
  }
}
