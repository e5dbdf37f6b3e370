/**
 * Mission 3, Hold the Line: the marines defend two terminals in the
 * operations centre until round 7. Every round a demon stands on a terminal
 * gives the invader a frag token. Teaches holding ground, and a round limit
 * as the marines' goal. Tiles: operations centre, east wing, south corridor.
 */
import type { MissionBalance, MissionDef } from '../types';
import { byDifficulty, goalsText, healthPack, marker, portal, STANDARD_FRAG_GOAL, tokens, weaponItem } from './build';

const BALANCE: MissionBalance = { fragGoal: byDifficulty(8, 8, 8), soloFragGoal: byDifficulty(8, 8, 8) };

export const HOLD_THE_LINE: MissionDef = {
  id: 'hold-the-line', number: 3, name: 'Hold the Line',
  briefing: 'The uplink needs six rounds to send the research out. Keep the demons off the two terminals until it finishes.',
  map: {
    id: 'hold-the-line',
    tiles: [
      { id: 'ops-center', name: 'operations centre', x: 0, y: 0, rows: ['........', '.XX..XX.', '........', '...~~...', '........'] },
      { id: 'ops-east', name: 'east wing', x: 8, y: 0, rows: ['....', '.%..', '....', '..%.', '....'] },
      { id: 'ops-south', name: 'south hall', x: 0, y: 5, rows: ['........', '..X..X..', '........'] },
    ],
    walls: ['v:4,3', 'v:4,4'],
    openings: ['v:8,0', 'v:8,4', 'h:0,5', 'h:3,5', 'h:4,5'],
    doors: [
      { id: 'door-east', edge: 'v:8,2', open: false },
      { id: 'door-south', edge: 'h:7,5', open: false },
    ],
    teleporters: [
      { id: 'tp-west', at: '0,4', active: true },
      { id: 'tp-east', at: '11,4', active: true },
    ],
    tokens: tokens({
      'portal-b1': '11,0', 'portal-b2': '1,7', 'portal-y1': '7,7', 'portal-y2': '10,2', 'portal-r1': '0,6',
      'obj-1': '2,2', 'obj-2': '5,2',
      'health-1': '6,4', 'health-2': '9,4', 'weapon-1': '11,3',
    }),
  },
  marineStarts: ['3,0', '4,0', '3,1', '4,1'],
  portals: [
    portal('portal-b1', 1, true), portal('portal-b2', 1, true),
    portal('portal-y1', 2, false), portal('portal-y2', 2, false), portal('portal-r1', 3, false),
  ],
  items: [healthPack('health-1'), healthPack('health-2'), weaponItem('weapon-1', 'chaingun')],
  markers: [marker('obj-1', 'objective', 'terminal'), marker('obj-2', 'objective', 'terminal')],
  objective: {
    id: 'hold-the-line-objective', name: 'Uplink',
    text: `The marines win at the start of round 7. At the end of each round, the invader gains a frag token for each terminal with a demon in its space. The invader wins with frag tokens: ${goalsText(BALANCE.fragGoal)} (a lone marine: ${goalsText(BALANCE.soloFragGoal!)}).`,
    marinesWin: [{ id: 'roundReached', params: { round: 7 } }],
    invaderWins: [{ id: 'fragTokens', params: { count: STANDARD_FRAG_GOAL } }],
    rules: [{
      id: 'terminal-overrun', text: 'End of each round: one frag token per terminal a demon stands on.',
      trigger: { on: 'roundEnd' },
      effect: { effect: 'gainFragToken', params: { perDemonOn: 'objective' } },
    }],
  },
  threat: {
    id: 'hold-the-line-threat', name: 'Siege',
    text: 'Both yellow portals open at the start of round 3 and stay after summoning. The red portal opens at the start of round 5.',
    flips: [
      { trigger: { on: 'roundStart', params: { round: 3 } }, portals: ['portal-y1', 'portal-y2'] },
      { trigger: { on: 'roundStart', params: { round: 5 } }, portals: ['portal-r1'] },
    ],
    keepPortals: ['portal-y1', 'portal-y2'],
    rules: [],
  },
  eventSets: ['relentless-horde', 'predators', 'dark-rituals'],
  invasionCard: 'titans-march',
  startingDemons: [],
  /** Goals by difficulty, easy / normal / hard, tuned against the bots (ASSUMPTIONS.md "Balance against the bots"). */
  balance: BALANCE,
};
