/**
 * Maximum Apocalypse's sounds, as data (renderer/sound/types.ts GameSounds):
 * tiles turned over, monsters drawn and hitting, survivors starving and
 * healing, scavenged cards, the Van's fuel; over a windy wasteland with a far
 * rumble. Events not listed use the table's common sounds; the monster phase
 * (`enemy: true`) always sounds the enemy turn.
 */
import type { GameSounds } from '../../sound';

export const maSounds: GameSounds = {
  events: {
    tilePlaced: { otherwise: 'move', gain: 0.6 },
    tileRevealed: 'card',
    moved: 'move',
    stealthTest: { cases: [{ where: { passed: false }, sound: 'hit', gain: 0.6 }], otherwise: null },
    tokensPlaced: 'spawn',
    spawnOnSurvivor: 'spawn',
    tokensRemoved: { otherwise: 'move', gain: 0.5 },
    tokensMoved: { otherwise: 'move', gain: 0.5 },
    monsterDrawn: 'spawn',
    monsterAttacked: 'hit',
    damaged: 'hit',
    monsterDamaged: 'hit',
    monsterStunned: { otherwise: 'hit', gain: 0.5 },
    monsterKilled: 'kill',
    bodyDied: 'kill',
    survivorDied: 'boom',
    healed: 'heal',
    monsterHealed: { otherwise: 'heal', gain: 0.5 },
    statusChanged: { otherwise: 'hit', gain: 0.4 },
    cardsToHand: { otherwise: 'card', gain: 0.6 },
    cardPlayed: 'card',
    gearEquipped: 'card',
    scavenged: 'card',
    insanityDrawn: 'card',
    delivered: 'heal',
    objectiveDone: 'boom',
    nightFalls: 'boom',
    dayBreaks: 'turn',
    allyRecruited: 'heal',
    gameOver: 'boom',
  },
  ambience: {
    name: 'wasteland wind',
    layers: [
      { kind: 'noise', colour: 'pink', filter: 'bandpass', hz: 500, q: 0.6, level: 0.14, sweep: { hz: 0.07, depth: 0.5 } },
      { kind: 'noise', colour: 'brown', filter: 'lowpass', hz: 120, level: 0.25 },
      { kind: 'drone', wave: 'sine', hz: [41, 61.5], cutoff: 150, level: 0.12, swell: { hz: 0.05, depth: 0.5 } },
    ],
  },
};
