/**
 * Mission 2, Data Vault: the marines carry three data cores out of a server
 * room to the exit beside their start. Teaches carrying objective tokens
 * (dropped where the carrier is fragged) and a threat track that opens
 * portals over time.
 * Tiles: entry (north-west), server racks (south-west, rows of blocking
 * racks), core chamber (east, a difficult-terrain coolant pool).
 */
import type { MissionBalance, MissionDef } from '../types';
import { byDifficulty, goalsText, healthPack, marker, portal, STANDARD_FRAG_GOAL, tokens, weaponItem } from './build';

const BALANCE: MissionBalance = { fragGoal: byDifficulty(6, 6, 6), soloFragGoal: byDifficulty(4, 4, 4), soloProgressGoal: byDifficulty(3, 3, 3) };

export const DATA_VAULT: MissionDef = {
  id: 'data-vault', number: 2, name: 'Data Vault',
  briefing: 'The facility logs hold the portal research. Pull the three data cores and bring them back to the lift.',
  map: {
    id: 'data-vault',
    tiles: [
      { id: 'vault-entry', name: 'entry', x: 0, y: 0, rows: ['......', '.X....', '......', '....~.'] },
      { id: 'vault-servers', name: 'server room', x: 0, y: 4, rows: ['......', '.XX.X.', '......', '.XX.X.', '......'] },
      { id: 'vault-core', name: 'core chamber', x: 6, y: 2, rows: ['......', '..~~..', '..~~..', '......', '.%....', '......'] },
    ],
    walls: ['h:10,6', 'h:11,6'],
    openings: ['h:0,4', 'h:3,4', 'v:6,3', 'v:6,6'],
    doors: [
      { id: 'door-servers', edge: 'h:5,4', open: false },
      { id: 'door-core', edge: 'v:6,2', open: false },
    ],
    teleporters: [
      { id: 'tp-entry', at: '3,0', active: true },
      { id: 'tp-servers', at: '5,8', active: false },
    ],
    tokens: tokens({
      'portal-b1': '2,8', 'portal-b2': '11,2', 'portal-y1': '10,7', 'portal-r1': '8,6',
      'obj-1': '3,6', 'obj-2': '10,4', 'obj-3': '0,8', 'exit': '5,0',
      'health-1': '5,2', 'weapon-1': '7,5',
    }),
  },
  marineStarts: ['0,0', '1,0', '2,0', '0,1'],
  portals: [portal('portal-b1', 1, true), portal('portal-b2', 1, true), portal('portal-y1', 2, false), portal('portal-r1', 3, false)],
  items: [healthPack('health-1'), weaponItem('weapon-1', 'static-rifle')],
  markers: [marker('obj-1', 'objective', 'data core'), marker('obj-2', 'objective', 'data core'), marker('obj-3', 'objective', 'data core'), marker('exit', 'exit')],
  objective: {
    id: 'data-vault-objective', name: 'Extraction',
    text: `A marine who enters a data core's space picks it up and carries it. A marine carrying a core who enters the exit delivers it for a progress token. The marines win with 2 progress tokens (a lone marine: ${goalsText(BALANCE.soloProgressGoal!)}); the invader with frag tokens: ${goalsText(BALANCE.fragGoal)} (a lone marine: ${goalsText(BALANCE.soloFragGoal!)}).`,
    marinesWin: [{ id: 'progressTokens', params: { count: 2 } }],
    invaderWins: [{ id: 'fragTokens', params: { count: STANDARD_FRAG_GOAL } }],
    rules: [
      {
        id: 'pick-up-core', text: 'Entering a data core\'s space: carry it.',
        trigger: { on: 'marineEnters', params: { kind: 'objective' } },
        effect: { effect: 'pickUpObjective' },
      },
      {
        id: 'deliver-core', text: 'Entering the exit while carrying a core: deliver it.',
        trigger: { on: 'marineEnters', params: { token: 'exit' } },
        when: { id: 'carryingObjective' },
        effect: { effect: 'gainProgress', params: { amount: 1, removeToken: true } },
      },
    ],
  },
  threat: {
    id: 'data-vault-threat', name: 'Alarm',
    text: 'At the start of each round after the first, add a threat token. With 2 threat tokens the yellow portal opens; with 4, the red one.',
    flips: [
      { trigger: { on: 'threatReached', params: { count: 2 } }, portals: ['portal-y1'] },
      { trigger: { on: 'threatReached', params: { count: 4 } }, portals: ['portal-r1'] },
    ],
    keepPortals: [],
    rules: [{
      id: 'alarm', text: 'Each round after the first: add a threat token.',
      trigger: { on: 'roundStart', params: { from: 2 } },
      effect: { effect: 'addThreat', params: { amount: 1 } },
    }],
  },
  eventSets: ['hellfire', 'predators', 'corruption'],
  invasionCard: 'the-hunt',
  startingDemons: [{ demon: 'imp', at: '9,2' }, { demon: 'lost-soul', at: '3,8' }],
  /** Goals by difficulty, easy / normal / hard, tuned against the bots (ASSUMPTIONS.md "Balance against the bots"). */
  balance: BALANCE,
};
