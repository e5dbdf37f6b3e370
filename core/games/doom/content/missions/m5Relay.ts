/**
 * Mission 5, Relay: four rooms with a teleporter each; only the hub's is
 * active. The marines win by activating all four (entering an inactive
 * teleporter activates it). The invader races a rising threat track as well
 * as frags. Teaches teleporter movement and telefragging.
 * Tiles: hub (west), north and south rooms (middle), far room (east).
 */
import type { MissionBalance, MissionDef } from '../types';
import { byDifficulty, goalsText, healthPack, portal, STANDARD_FRAG_GOAL, tokens, weaponItem } from './build';

const BALANCE: MissionBalance = { fragGoal: byDifficulty(6, 6, 6), soloFragGoal: byDifficulty(3, 3, 3), threatGoal: byDifficulty(11, 11, 11), soloThreatGoal: byDifficulty(7, 7, 7) };

export const RELAY: MissionDef = {
  id: 'relay', number: 5, name: 'Relay',
  briefing: 'The teleporter relay is the only way deeper. Bring every pad online before the portal storm peaks.',
  map: {
    id: 'relay',
    tiles: [
      { id: 'relay-hub', name: 'hub', x: 0, y: 0, rows: ['.....', '.....', '..X..', '.....', '.....'] },
      { id: 'relay-north', name: 'north room', x: 5, y: 0, rows: ['......', '.~~.%.', '......'] },
      { id: 'relay-south', name: 'south room', x: 5, y: 3, rows: ['......', '.X....', '....~.', '......'] },
      { id: 'relay-far', name: 'far room', x: 11, y: 0, rows: ['....', '.%..', '....', '....', '..X.', '....', '....'] },
    ],
    walls: [],
    openings: ['v:5,0', 'v:5,4', 'v:11,1'],
    doors: [
      { id: 'door-north', edge: 'v:5,2', open: false },
      { id: 'door-mid', edge: 'h:8,3', open: false },
      { id: 'door-far', edge: 'v:11,5', open: false },
    ],
    teleporters: [
      { id: 'tp-hub', at: '1,1', active: true },
      { id: 'tp-north', at: '8,0', active: false },
      { id: 'tp-south', at: '9,6', active: false },
      { id: 'tp-far', at: '13,6', active: false },
    ],
    tokens: tokens({
      'portal-b1': '10,2', 'portal-b2': '6,6', 'portal-y1': '14,2', 'portal-r1': '12,3',
      'health-1': '4,0', 'health-2': '7,4', 'weapon-1': '13,0',
    }),
  },
  marineStarts: ['0,3', '0,4', '1,3', '1,4'],
  portals: [portal('portal-b1', 1, true), portal('portal-b2', 1, true), portal('portal-y1', 2, false), portal('portal-r1', 3, false)],
  items: [healthPack('health-1'), healthPack('health-2'), weaponItem('weapon-1', 'gauss-cannon')],
  markers: [],
  objective: {
    id: 'relay-objective', name: 'Bring It Online',
    text: `The marines win when every teleporter is active. The invader wins with frag tokens (${goalsText(BALANCE.fragGoal)}; a lone marine: ${goalsText(BALANCE.soloFragGoal!)}) or threat tokens (${goalsText(BALANCE.threatGoal!)}; a lone marine: ${goalsText(BALANCE.soloThreatGoal!)}).`,
    marinesWin: [{ id: 'allTeleportersActive' }],
    invaderWins: [{ id: 'fragTokens', params: { count: STANDARD_FRAG_GOAL } }, { id: 'threatTokens', params: { count: 8 } }],
    rules: [],
  },
  threat: {
    id: 'relay-threat', name: 'Portal Storm',
    text: 'At the start of each round, add a threat token. With 3 threat tokens the yellow portal opens; with 5, the red one.',
    flips: [
      { trigger: { on: 'threatReached', params: { count: 3 } }, portals: ['portal-y1'] },
      { trigger: { on: 'threatReached', params: { count: 5 } }, portals: ['portal-r1'] },
    ],
    keepPortals: [],
    rules: [{
      id: 'storm', text: 'Start of each round: add a threat token.',
      trigger: { on: 'roundStart', params: { from: 1 } },
      effect: { effect: 'addThreat', params: { amount: 1 } },
    }],
  },
  eventSets: ['relentless-horde', 'corruption', 'dark-rituals'],
  invasionCard: 'iron-vanguard',
  startingDemons: [{ demon: 'possessed-soldier', at: '8,5' }, { demon: 'imp', at: '12,2' }],
  /** Goals by difficulty, easy / normal / hard, tuned against the bots (ASSUMPTIONS.md "Balance against the bots"). */
  balance: BALANCE,
};
