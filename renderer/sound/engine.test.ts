import { describe, expect, it } from 'vitest';
import { SoundEngine } from './engine';
import { FakeAudioContext, type FakeNode } from './fakeAudio';
import { busGains, type MixSettings } from './mixer';
import { soundPolicy } from './policy';
import { DEFAULT_GAME_SOUNDS } from './defaults';

const MIX: MixSettings = { volume: 0.6, effectsVolume: 0.9, ambienceVolume: 0.4, muted: false };

function setup(enabled = true) {
  const contexts: FakeAudioContext[] = [];
  const engine = new SoundEngine({
    policy: soundPolicy({ webdriver: !enabled, search: '', hasWebAudio: true }),
    createContext: () => {
      const c = new FakeAudioContext();
      contexts.push(c);
      return c as unknown as AudioContext;
    },
    rand: () => 0.5,
    now: () => 0,
  });
  engine.setMix(MIX);
  return { engine, contexts };
}

/** The three buses of the engine's graph: master feeds the limiter, effects and ambience feed master (in that order). */
function buses(ctx: FakeAudioContext): { master: FakeNode; effects: FakeNode; ambience: FakeNode } {
  const limiter = ctx.nodes.find((n) => n.kind === 'compressor')!;
  const master = ctx.nodes.find((n) => n.kind === 'gain' && n.outputs.includes(limiter))!;
  const [effects, ambience] = ctx.nodes.filter((n) => n.kind === 'gain' && n.outputs.includes(master));
  return { master, effects: effects!, ambience: ambience! };
}

describe('the sound engine', () => {
  it('silent by policy: never makes an audio context, only counts what it was asked', () => {
    const { engine, contexts } = setup(false);
    engine.unlock();
    expect(engine.play({ id: 'click', gain: 1 })).toBe(false);
    engine.diceKnocks([{ t: 0, speed: 12, surface: 'felt', kind: 6, x: 0 }], '1x');
    engine.setAmbience(DEFAULT_GAME_SOUNDS.ambience);
    expect(contexts).toHaveLength(0);
    expect(engine.stats).toMatchObject({ enabled: false, contexts: 0, state: 'none', nodesStarted: 0, log: [], ambience: null });
    expect(engine.stats.requested).toBe(2);
    expect(engine.stats.suppressed).toBe(3);
    // The settings still reach the mixer's numbers (the e2e tests read them).
    expect(engine.stats.gains).toEqual(busGains(MIX));
  });

  it('makes its context at the first gesture only, and drops (not queues) sounds asked for before it', () => {
    const { engine, contexts } = setup();
    expect(engine.play({ id: 'hit', gain: 1 })).toBe(false);
    expect(contexts).toHaveLength(0);
    expect(engine.stats.dropped).toBe(1);
    engine.unlock();
    engine.unlock();
    expect(contexts).toHaveLength(1);
    expect(engine.stats).toMatchObject({ contexts: 1, state: 'running', nodesStarted: 0 });
  });

  it('sets the buses from the settings: master x channel, following every change', () => {
    const { engine, contexts } = setup();
    engine.unlock();
    const b = buses(contexts[0]!);
    const want = busGains(MIX);
    expect([b.master.gain.value, b.effects.gain.value, b.ambience.gain.value]).toEqual([want.master, want.effects, want.ambience]);
    engine.setMix({ ...MIX, volume: 1, effectsVolume: 0.5 });
    expect(b.master.gain.target).toBe(1);
    expect(b.effects.gain.target).toBe(0.25);
    engine.setMix({ ...MIX, muted: true });
    expect(b.master.gain.target).toBe(0);
    // Muted, the channels keep their levels for when it comes back.
    expect(b.effects.gain.target).toBe(want.effects);
  });

  it('plays a cue into the effects bus and logs it', () => {
    const { engine, contexts } = setup();
    engine.unlock();
    expect(engine.play({ id: 'door', gain: 0.5 })).toBe(true);
    const ctx = contexts[0]!;
    expect(engine.stats.nodesStarted).toBe(ctx.startedSources().length);
    expect(engine.stats.nodesStarted).toBeGreaterThan(0);
    expect(engine.stats.log).toEqual([{ id: 'door', gain: 0.5, ms: 0 }]);
    // Every sound's last node before the bus reaches the effects bus, not the ambience.
    const { effects, ambience } = buses(ctx);
    const reaches = (n: FakeNode, target: FakeNode): boolean => n === target || n.outputs.some((o) => reaches(o, target));
    for (const src of ctx.startedSources()) {
      expect(reaches(src, effects)).toBe(true);
      expect(reaches(src, ambience)).toBe(false);
    }
  });

  it('drops sounds while muted or with the effects at zero, and the same sound retriggered at once', () => {
    const { engine, contexts } = setup();
    engine.unlock();
    engine.setMix({ ...MIX, muted: true });
    expect(engine.play({ id: 'click', gain: 1 })).toBe(false);
    engine.setMix({ ...MIX, effectsVolume: 0 });
    expect(engine.play({ id: 'click', gain: 1 })).toBe(false);
    expect(contexts[0]!.startedSources()).toHaveLength(0);
    engine.setMix(MIX);
    expect(engine.play({ id: 'click', gain: 1 })).toBe(true);
    expect(engine.play({ id: 'click', gain: 1 })).toBe(false);
    contexts[0]!.currentTime += 0.2;
    expect(engine.play({ id: 'click', gain: 1 })).toBe(true);
    expect(engine.stats.dropped).toBe(3);
  });

  it('clicks the dice knocks as loud as they were hard; at instant speed one rattle', () => {
    const { engine } = setup();
    engine.unlock();
    engine.diceKnocks([{ t: 0, speed: 13, surface: 'felt', kind: 6, x: 0 }, { t: 0.05, speed: 4, surface: 'rim', kind: 6, x: 5 }, { t: 0.06, speed: 1, surface: 'die', kind: 6, x: 0 }], '1x');
    const knocks = engine.stats.log.filter((l) => l.id === 'knock');
    expect(knocks).toHaveLength(2);
    expect(knocks[0]!.gain).toBe(1);
    expect(knocks[1]!.gain).toBeLessThan(0.3);
    engine.diceKnocks([{ t: 0, speed: 13, surface: 'felt', kind: 6, x: 0 }], 'instant');
    expect(engine.stats.log.at(-1)!.id).toBe('dice');
  });

  it('plays the wanted ambient bed on the ambience bus from the unlock, and stops it when asked', () => {
    const { engine, contexts } = setup();
    engine.setAmbience(DEFAULT_GAME_SOUNDS.ambience);
    expect(engine.stats.ambience).toBeNull();
    engine.unlock();
    expect(engine.stats.ambience).toBe(DEFAULT_GAME_SOUNDS.ambience.name);
    const ctx = contexts[0]!;
    const { ambience } = buses(ctx);
    const reaches = (n: FakeNode, target: FakeNode): boolean => n === target || n.outputs.some((o) => reaches(o, target));
    expect(ctx.startedSources().some((s) => reaches(s, ambience))).toBe(true);
    engine.setAmbience(null);
    expect(engine.stats.ambience).toBeNull();
  });
});
