/**
 * Mission 6, Foundry Heart: the finale. A Cyberdemon holds the foundry floor;
 * the marines win by fragging it. The red portal opens only once it has been
 * hurt, so the invader's last reserve arrives at the worst moment. Tiles: a
 * narrow gate (west) and the wide foundry floor (east).
 */
import type { MissionBalance, MissionDef } from '../types';
import { byDifficulty, goalsText, healthPack, portal, tokens, weaponItem } from './build';

const BALANCE: MissionBalance = { fragGoal: byDifficulty(18, 17, 13), soloFragGoal: byDifficulty(16, 14, 12) };

export const FOUNDRY_HEART: MissionDef = {
  id: 'foundry-heart', number: 6, name: 'Foundry Heart',
  briefing: 'The Argent foundry is the source. Its guardian is a Cyberdemon. End it.',
  map: {
    id: 'foundry-heart',
    tiles: [
      { id: 'foundry-gate', name: 'gate', x: 0, y: 0, rows: ['....', '.~..', '....', '..X.', '....', '.~..', '....', '....'] },
      {
        id: 'foundry-floor', name: 'foundry floor', x: 4, y: 0,
        rows: ['..........', '.XX....XX.', '..........', '...%%%....', '..........', '..........', '.XX....XX.', '..........'],
      },
    ],
    walls: ['h:5,4', 'h:6,4'],
    openings: ['v:4,2', 'v:4,4', 'v:4,7'],
    doors: [{ id: 'door-gate', edge: 'v:4,0', open: false }],
    teleporters: [
      { id: 'tp-gate', at: '0,7', active: true },
      { id: 'tp-floor', at: '13,0', active: false },
    ],
    tokens: tokens({
      'portal-b1': '6,7', 'portal-b2': '12,2', 'portal-y1': '13,7', 'portal-r1': '7,4',
      'health-1': '2,6', 'health-2': '8,7', 'weapon-1': '2,2',
    }),
  },
  marineStarts: ['0,0', '1,0', '0,2', '1,2'],
  portals: [portal('portal-b1', 1, true), portal('portal-b2', 1, false), portal('portal-y1', 2, false), portal('portal-r1', 3, false)],
  items: [healthPack('health-1'), healthPack('health-2'), weaponItem('weapon-1', 'bfg-9000')],
  markers: [],
  objective: {
    id: 'foundry-heart-objective', name: 'Rip and Tear',
    text: `The marines win when the Cyberdemon is fragged. The invader wins with frag tokens: ${goalsText(BALANCE.fragGoal)} (a lone marine: ${goalsText(BALANCE.soloFragGoal!)}), or if the Cyberdemon still stands when round 40 begins.`,
    marinesWin: [{ id: 'demonFragged', params: { demon: 'cyberdemon' } }],
    // A time limit of our own (ASSUMPTIONS.md "Foundry Heart's time limit"): without it a squad that can neither frag the
    // Cyberdemon nor be worn down to the frag goal played on past the 40-round cap.
    invaderWins: [{ id: 'fragTokens', params: { count: 12 } }, { id: 'roundReached', params: { round: 40 } }],
    rules: [],
  },
  threat: {
    id: 'foundry-heart-threat', name: 'Guardian\'s Call',
    text: 'The yellow portal opens at the start of round 2, the second blue one at the start of round 3. The red portal opens when the Cyberdemon has suffered 12 or more damage.',
    flips: [
      { trigger: { on: 'roundStart', params: { round: 2 } }, portals: ['portal-y1'] },
      { trigger: { on: 'roundStart', params: { round: 3 } }, portals: ['portal-b2'] },
      { trigger: { on: 'demonDamaged', params: { demon: 'cyberdemon', atLeast: 12 } }, portals: ['portal-r1'] },
    ],
    keepPortals: [],
    rules: [],
  },
  eventSets: ['hellfire', 'infernal-fortitude', 'dark-rituals'],
  invasionCard: 'first-wave',
  startingDemons: [{ demon: 'cyberdemon', at: '9,4', facing: 'h' }],
  /** Goals by difficulty, easy / normal / hard, tuned against the bots (ASSUMPTIONS.md "Balance against the bots"). */
  balance: BALANCE,
};
