/**
 * DOOM's sounds, as data (renderer/sound/types.ts GameSounds): sliding doors,
 * portals and teleporters, summons, frags and Glory Kills, grenades; over the
 * hum of a base's machinery and its vents. Events not listed use the table's
 * common sounds; the invader's turn (`enemy: true`) always sounds the enemy turn.
 */
import type { GameSounds } from '../../sound';

export const doomSounds: GameSounds = {
  events: {
    doorOpened: 'door',
    portalFlipped: 'portal',
    portalDiscarded: { otherwise: 'portal', gain: 0.5 },
    teleporterActivated: 'portal',
    teleported: 'portal',
    blinked: { otherwise: 'portal', gain: 0.7 },
    summonStarted: { otherwise: 'portal', gain: 0.8 },
    summoned: 'spawn',
    respawned: 'spawn',
    // killed is followed at once by fragged (the figure leaves the map): one sound for the two.
    killed: 'kill',
    fragged: null,
    telefragged: 'kill',
    gloryKill: 'boom',
    grenadeThrown: { otherwise: 'boom', gain: 0.6 },
    staggered: { otherwise: 'hit', gain: 0.6 },
    stunned: { otherwise: 'hit', gain: 0.5 },
    displaced: 'move',
    eventPlayed: 'card',
    demonCardFlipped: 'card',
    cardsRetrieved: { otherwise: 'card', gain: 0.5 },
    itemTaken: { otherwise: 'heal', gain: 0.7 },
    recovered: 'heal',
    missionStarted: 'boom',
    missionEnded: 'boom',
  },
  ambience: {
    name: 'base machinery hum',
    layers: [
      { kind: 'drone', wave: 'sawtooth', hz: [50, 100], cutoff: 190, level: 0.3, swell: { hz: 0.2, depth: 0.3 } },
      { kind: 'noise', colour: 'pink', filter: 'bandpass', hz: 900, q: 0.7, level: 0.12, sweep: { hz: 0.05, depth: 0.2 } },
      { kind: 'noise', colour: 'brown', filter: 'lowpass', hz: 160, level: 0.3 },
    ],
  },
};
