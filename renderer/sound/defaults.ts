/**
 * The sounds of a game that supplies none (a game being built, the generic
 * board): the common event sounds (eventCues.ts) over a barely-there room tone.
 */
import type { GameSounds } from './types';

export const DEFAULT_GAME_SOUNDS: GameSounds = {
  events: {},
  ambience: {
    name: 'quiet room',
    layers: [{ kind: 'noise', colour: 'brown', filter: 'lowpass', hz: 260, level: 0.35, sweep: { hz: 0.05, depth: 0.2 } }],
  },
};
