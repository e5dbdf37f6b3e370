/**
 * The page's one sound engine, made on first use with the browser's policy
 * (policy.ts: silent under automation unless the address says sound=on), and
 * put on window.__sound (its live stats) for the e2e tests and the curious.
 *
 * Use: soundEngine().play({ id: 'hit', gain: 1 }); the hooks in useSound.ts
 * wire the app and the game screen; the dice replay calls diceKnocks.
 */
import { SoundEngine, type SoundStats } from './engine';
import { soundPolicy } from './policy';

export type { SoundStats };
export type { Cue, DieKnock, GameSounds, SoundId, AmbienceSpec, EventSound } from './types';

declare global {
  interface Window {
    /** The sound engine's live counters (renderer/sound/engine.ts SoundStats). */
    __sound?: SoundStats;
  }
}

let engine: SoundEngine | null = null;

export function soundEngine(): SoundEngine {
  if (engine) return engine;
  const browser = typeof window !== 'undefined';
  const policy = soundPolicy({
    webdriver: browser && navigator.webdriver === true,
    search: browser ? window.location.search : '',
    hasWebAudio: browser && typeof window.AudioContext === 'function',
  });
  engine = new SoundEngine({
    policy,
    createContext: () => new AudioContext({ latencyHint: 'interactive' }),
    now: () => performance.now(),
  });
  if (browser) window.__sound = engine.stats;
  return engine;
}
