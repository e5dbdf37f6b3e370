/**
 * Mission 4, The Nest: a Baron of Hell waits in a wide chamber. The marines
 * win by fragging it. Teaches fighting a large figure, which ignores terrain
 * and cannot have cover. Tiles: approach (west) and chamber (east), joined
 * by an open arch and two doors.
 */
import type { MissionBalance, MissionDef } from '../types';
import { byDifficulty, goalsText, healthPack, portal, tokens, weaponItem } from './build';

const BALANCE: MissionBalance = { fragGoal: byDifficulty(12, 12, 12), soloFragGoal: byDifficulty(10, 10, 9) };

export const THE_NEST: MissionDef = {
  id: 'the-nest', number: 4, name: 'The Nest',
  briefing: 'Something big is holding the portals open from the inside. Find it and put it down.',
  map: {
    id: 'the-nest',
    tiles: [
      { id: 'nest-approach', name: 'approach', x: 0, y: 2, rows: ['.....', '.~...', '.....', '...~.', '.....'] },
      {
        id: 'nest-chamber', name: 'brood chamber', x: 5, y: 0,
        rows: ['........', '.XX.....', '........', '..%%....', '........', '....~~..', '........', '.....X..', '........'],
      },
    ],
    walls: ['h:6,4', 'h:7,4'],
    openings: ['v:5,4'],
    doors: [
      { id: 'door-north', edge: 'v:5,2', open: false },
      { id: 'door-south', edge: 'v:5,6', open: false },
    ],
    teleporters: [
      { id: 'tp-approach', at: '0,6', active: true },
      { id: 'tp-chamber', at: '12,8', active: false },
    ],
    tokens: tokens({
      'portal-b1': '10,1', 'portal-b2': '8,8', 'portal-y1': '12,4', 'portal-r1': '11,6',
      'health-1': '3,6', 'health-2': '12,0', 'weapon-1': '7,5',
    }),
  },
  marineStarts: ['0,2', '0,4', '1,4', '0,5'],
  portals: [portal('portal-b1', 1, true), portal('portal-b2', 1, false), portal('portal-y1', 2, false), portal('portal-r1', 3, false)],
  items: [healthPack('health-1'), healthPack('health-2'), weaponItem('weapon-1', 'rocket-launcher')],
  markers: [],
  objective: {
    id: 'the-nest-objective', name: 'Head of the Snake',
    text: `The marines win when the Baron of Hell is fragged. The invader wins with frag tokens: ${goalsText(BALANCE.fragGoal)} (a lone marine: ${goalsText(BALANCE.soloFragGoal!)}), or if the Baron still stands when round 40 begins.`,
    marinesWin: [{ id: 'demonFragged', params: { demon: 'baron-of-hell' } }],
    // The same time limit as Foundry Heart (ASSUMPTIONS.md "The Nest's time limit"): a lone marine who neither frags the
    // Baron nor falls often enough played past the 40-round cap.
    invaderWins: [{ id: 'fragTokens', params: { count: 5 } }, { id: 'roundReached', params: { round: 40 } }],
    rules: [],
  },
  threat: {
    id: 'the-nest-threat', name: 'Brood',
    text: 'The south blue portal opens when either chamber door opens. The yellow portal opens at the start of round 2; the red one when the Baron has suffered 7 or more damage.',
    flips: [
      { trigger: { on: 'doorOpened', params: { door: 'door-north' } }, portals: ['portal-b2'] },
      { trigger: { on: 'doorOpened', params: { door: 'door-south' } }, portals: ['portal-b2'] },
      { trigger: { on: 'roundStart', params: { round: 2 } }, portals: ['portal-y1'] },
      { trigger: { on: 'demonDamaged', params: { demon: 'baron-of-hell', atLeast: 7 } }, portals: ['portal-r1'] },
    ],
    keepPortals: [],
    rules: [],
  },
  eventSets: ['infernal-fortitude', 'hellfire', 'predators'],
  invasionCard: 'fire-from-above',
  startingDemons: [{ demon: 'baron-of-hell', at: '9,4', facing: 'h' }, { demon: 'imp', at: '7,2' }],
  /** Goals by difficulty, easy / normal / hard, tuned against the bots (ASSUMPTIONS.md "Balance against the bots"). */
  balance: BALANCE,
};
