/**
 * Mission 1, Landing Zone: three rooms in a row. The marines destroy three
 * generators (objective tokens) while portals open behind them. Teaches
 * doors, difficult and impassable terrain, and bonus-action objectives.
 * Tiles west to east: dock (the marines' start and teleporter), hall,
 * reactor; each joined by one open passage and one door.
 */
import type { MissionBalance, MissionDef } from '../types';
import { byDifficulty, goalsText, healthPack, marker, portal, tokens, weaponItem } from './build';

const BALANCE: MissionBalance = { fragGoal: byDifficulty(6, 4, 4), soloFragGoal: byDifficulty(4, 1, 1) };

export const LANDING_ZONE: MissionDef = {
  id: 'landing-zone', number: 1, name: 'Landing Zone',
  briefing: 'The dropship is down inside the facility. Three generators feed the portal field: shut them off.',
  map: {
    id: 'landing-zone',
    tiles: [
      { id: 'lz-dock', name: 'dock', x: 0, y: 0, rows: ['.....', '.....', '..X..', '.....', '~~...', '~~...'] },
      { id: 'lz-hall', name: 'hall', x: 5, y: 1, rows: ['.......', '..%%...', '.......', '.......'] },
      { id: 'lz-reactor', name: 'reactor', x: 12, y: 0, rows: ['.....', '.~...', '.....', '..X..', '.....', '.....'] },
    ],
    walls: ['v:14,0', 'v:14,1'],
    openings: ['v:5,3', 'v:12,4'],
    doors: [
      { id: 'door-hall', edge: 'v:5,1', open: false },
      { id: 'door-reactor', edge: 'v:12,2', open: false },
    ],
    teleporters: [
      { id: 'tp-dock', at: '1,0', active: true },
      { id: 'tp-reactor', at: '15,5', active: false },
    ],
    tokens: tokens({
      'portal-b1': '9,4', 'portal-b2': '6,1', 'portal-y1': '14,1', 'portal-r1': '15,4',
      'obj-1': '7,4', 'obj-2': '11,2', 'obj-3': '13,5',
      'health-1': '3,5', 'weapon-1': '10,1',
    }),
  },
  marineStarts: ['0,1', '1,1', '0,2', '1,2'],
  portals: [portal('portal-b1', 1, true), portal('portal-b2', 1, false), portal('portal-y1', 2, false), portal('portal-r1', 3, false)],
  items: [healthPack('health-1'), weaponItem('weapon-1', 'super-shotgun')],
  markers: [marker('obj-1', 'objective', 'generator'), marker('obj-2', 'objective', 'generator'), marker('obj-3', 'objective', 'generator')],
  objective: {
    id: 'landing-zone-objective', name: 'Kill the Power',
    text: `A marine in a generator's space may spend a bonus action to destroy it: remove the token and gain a progress token. The marines win with 3 progress tokens. The invader wins with frag tokens: ${goalsText(BALANCE.fragGoal)} (a lone marine: ${goalsText(BALANCE.soloFragGoal!)}).`,
    marinesWin: [{ id: 'progressTokens', params: { count: 3 } }],
    invaderWins: [{ id: 'fragTokens', params: { count: 4 } }],
    rules: [{
      id: 'destroy-generator', text: 'Bonus action in a generator\'s space: destroy it and gain a progress token.',
      trigger: { on: 'marineInteract', params: { kind: 'objective', action: 'bonus', range: 0 } },
      effect: { effect: 'gainProgress', params: { amount: 1, removeToken: true } },
    }],
  },
  threat: {
    id: 'landing-zone-threat', name: 'Power Surge',
    text: 'The blue portal in the hall opens when the hall door opens. The yellow portal opens at the start of round 2, the red one when the marines hold 2 progress tokens.',
    flips: [
      { trigger: { on: 'doorOpened', params: { door: 'door-hall' } }, portals: ['portal-b2'] },
      { trigger: { on: 'roundStart', params: { round: 2 } }, portals: ['portal-y1'] },
      { trigger: { on: 'progressReached', params: { count: 2 } }, portals: ['portal-r1'] },
    ],
    keepPortals: [],
    rules: [],
  },
  eventSets: ['hellfire', 'relentless-horde', 'infernal-fortitude'],
  invasionCard: 'first-wave',
  startingDemons: [{ demon: 'imp', at: '8,3' }, { demon: 'possessed', at: '10,4' }, { demon: 'imp', at: '13,3' }, { demon: 'possessed', at: '7,3' }],
  /** Goals by difficulty, easy / normal / hard, tuned against the bots (ASSUMPTIONS.md "Balance against the bots"). */
  balance: BALANCE,
};
