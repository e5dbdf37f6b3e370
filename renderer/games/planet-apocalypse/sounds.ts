/**
 * Planet Apocalypse's sounds, as data (renderer/sound/types.ts GameSounds):
 * blows, deaths, demons rising from invasion tokens, the Lord's gate, and the
 * heavy moments of doom; over the wind of a ruined city and a low fifth of
 * dread. Events not listed use the table's common sounds; the enemy phase
 * (`enemy: true`) always sounds the enemy turn.
 */
import type { GameSounds } from '../../sound';

export const paSounds: GameSounds = {
  events: {
    // A new invasion token is a small thing; a minion, demon or Lord arriving is not.
    spawned: { cases: [{ where: { kind: 'token' }, sound: 'spawn', gain: 0.45 }], otherwise: 'spawn' },
    tokenRevealed: 'spawn',
    gatePlaced: 'portal',
    exited: { otherwise: 'portal', gain: 0.6 },
    removed: { otherwise: 'portal', gain: 0.6 },
    lordAdvanced: 'move',
    recruited: { otherwise: 'move', gain: 0.7 },
    // The group's attack is named by groupAttacks; the blow lands with attacked.
    groupAttacks: null,
    attacked: 'hit',
    ambushFired: 'hit',
    trooperLost: { otherwise: 'kill', gain: 0.5 },
    doomScored: { otherwise: 'boom', gain: 0.55 },
    divineIntervention: 'heal',
    renewed: { otherwise: 'heal', gain: 0.7 },
    giftEarned: 'card',
    phaseStarted: { otherwise: 'turn', gain: 0.8 },
  },
  ambience: {
    name: 'ruined city wind',
    layers: [
      { kind: 'noise', colour: 'brown', filter: 'lowpass', hz: 420, level: 0.55, sweep: { hz: 0.07, depth: 0.5 } },
      { kind: 'noise', colour: 'pink', filter: 'bandpass', hz: 1400, q: 2.5, level: 0.05, sweep: { hz: 0.11, depth: 0.35 } },
      { kind: 'drone', wave: 'sine', hz: [55, 82.4], detune: 8, level: 0.22, swell: { hz: 0.04, depth: 0.5 } },
    ],
  },
};
