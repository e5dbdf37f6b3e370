/**
 * Apocalypse (RISK variant) sounds, as data (renderer/sound/types.ts
 * GameSounds): armies placed and lost, borders closed and broken, land
 * changing hands, and each scenario's big moments (a meteor strike, the
 * mothership, portals, the cure, the missile); over a low wartime hum with
 * far wind. Events not listed use the table's common sounds; the apocalytes'
 * turn (`enemy: true`) always sounds the enemy turn.
 */
import type { GameSounds } from '../../sound';

export const riskSounds: GameSounds = {
  events: {
    territoriesDealt: { otherwise: 'card', gain: 0.6 },
    territoryClaimed: { otherwise: 'move', gain: 0.5 },
    armiesPlaced: { otherwise: 'move', gain: 0.6 },
    reinforcements: { otherwise: 'turn', gain: 0.6 },
    moved: 'move',
    attackDeclared: { otherwise: 'hit', gain: 0.4 },
    armiesLost: 'hit',
    converted: { otherwise: 'hit', gain: 0.7 },
    ownerChanged: { otherwise: 'kill', gain: 0.6 },
    playerEliminated: 'boom',
    borderClosed: 'door',
    borderOpened: 'door',
    borderOpposed: { otherwise: 'hit', gain: 0.5 },
    barricadeHeld: { otherwise: 'door', gain: 0.7 },
    barricadeBroken: 'kill',
    hqBuilt: { otherwise: 'heal', gain: 0.7 },
    hqRazed: 'kill',
    hqCommandeered: { otherwise: 'card', gain: 0.7 },
    supplyCreated: { otherwise: 'heal', gain: 0.5 },
    suppliesBurned: { otherwise: 'kill', gain: 0.6 },
    scenarioChosen: 'boom',
    apocalytesPlaced: 'spawn',
    apocalytesBred: { otherwise: 'spawn', gain: 0.7 },
    apocalytesSpread: { otherwise: 'spawn', gain: 0.7 },
    apocalytesMoved: { otherwise: 'move', gain: 0.6 },
    apocalytesAdvance: { otherwise: 'move', gain: 0.6 },
    groundZero: 'boom',
    meteorStrike: 'boom',
    mothershipLanded: 'portal',
    mothershipMoved: { otherwise: 'portal', gain: 0.6 },
    mothershipDestroyed: 'boom',
    portalOpened: 'portal',
    portalClosed: 'portal',
    curePartFound: { otherwise: 'heal', gain: 0.7 },
    cureCompleted: 'heal',
    missileLaunched: 'boom',
    apocalypsePrevented: 'boom',
  },
  ambience: {
    name: 'wartime hum',
    layers: [
      { kind: 'drone', wave: 'sawtooth', hz: [55, 82.5], detune: 6, cutoff: 220, level: 0.1, swell: { hz: 0.04, depth: 0.4 } },
      { kind: 'noise', colour: 'brown', filter: 'lowpass', hz: 160, level: 0.2 },
      { kind: 'noise', colour: 'pink', filter: 'bandpass', hz: 900, q: 0.8, level: 0.05, sweep: { hz: 0.05, depth: 0.6 } },
    ],
  },
};
