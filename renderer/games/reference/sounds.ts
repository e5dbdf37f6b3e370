/**
 * Last Light's sounds, as data (renderer/sound/types.ts GameSounds): a
 * survivor's step, cards, the horde's advance and the catch; over a thin
 * night wind with a faint low hum. Events not listed here use the table's
 * common sounds (renderer/sound/eventCues.ts); `enemy: true` (the horde's
 * turn) always sounds the enemy turn.
 */
import type { GameSounds } from '../../sound';

export const referenceSounds: GameSounds = {
  events: {
    moved: 'move',
    cardPlayed: 'card',
    hordeMoved: { otherwise: 'move', gain: 1 },
    caught: 'kill',
    roundStarted: 'turn',
  },
  ambience: {
    name: 'night wind',
    layers: [
      { kind: 'noise', colour: 'pink', filter: 'bandpass', hz: 650, q: 0.9, level: 0.3, sweep: { hz: 0.045, depth: 0.45 } },
      { kind: 'drone', wave: 'triangle', hz: [98], detune: 6, level: 0.12, swell: { hz: 0.03, depth: 0.6 } },
    ],
  },
};
