/**
 * Planet Repossession Force's sounds, as data (renderer/sound/types.ts
 * GameSounds): drops from orbit, conquests, blows and sieges, cards drawn
 * and kept, lives lost; over a windswept, half-empty world. Events not
 * listed use the table's common sounds.
 */
import type { GameSounds } from '../../sound';

export const prfSounds: GameSounds = {
  events: {
    moved: 'move',
    tileConquered: 'spawn',
    territoryClosed: 'spawn',
    finalRaidsOpen: 'portal',
    enemyDrawn: 'card',
    siegeStarted: { otherwise: 'boom', gain: 0.6 },
    combatBegins: { otherwise: 'turn', gain: 0.6 },
    struck: {
      cases: [
        { where: { snake: true }, sound: 'hit', gain: 0.4 },
        { where: { damage: 0 }, sound: 'move', gain: 0.5 },
      ],
      otherwise: 'hit',
    },
    attackRolled: { otherwise: 'hit', gain: 0.5 },
    combatOver: 'boom',
    revived: 'heal',
    healed: 'heal',
    damaged: { otherwise: 'hit', gain: 0.5 },
    lifeLost: 'kill',
    eliminated: 'kill',
    cardsDrawn: 'card',
    cardKept: { otherwise: 'card', gain: 0.6 },
    cardSold: { otherwise: 'card', gain: 0.5 },
    cardStored: { otherwise: 'card', gain: 0.4 },
    cardRetrieved: { otherwise: 'card', gain: 0.4 },
    loadoutRevealed: 'card',
    declarationsRevealed: 'spawn',
    gameOver: 'boom',
  },
  ambience: {
    name: 'wind over an abandoned world',
    layers: [
      { kind: 'noise', colour: 'brown', filter: 'lowpass', hz: 220, level: 0.35, sweep: { hz: 0.04, depth: 0.35 } },
      { kind: 'noise', colour: 'pink', filter: 'bandpass', hz: 1400, q: 0.9, level: 0.08, sweep: { hz: 0.07, depth: 0.4 } },
      { kind: 'drone', wave: 'sine', hz: [55, 82.5], detune: 6, level: 0.12, swell: { hz: 0.05, depth: 0.4 } },
    ],
  },
};
