/**
 * "Training Ground": a small mission of our own that exercises every map
 * feature the rules handle (doors, difficult and blocking terrain, a
 * teleporter pair, portals of all three tiers, a weapon and a health pack, an
 * exit). Rules tests use it, and it stays playable while the content team
 * authors the operation's missions.
 */
import type { MapDef } from '../geometry/types';
import type { MissionDef } from '../content/types';

// 12 x 8. Marines start top-left; the exit room (x = 11, rows 5-7) opens by a door from above.
const map: MapDef = {
  id: 'training-ground',
  tiles: [{ id: 'training', name: 'training yard', x: 0, y: 0, rows: [
    '............',
    '....~...XX..',
    '....~...XX..',
    '............',
    '............',
    '..~~........',
    '............',
    '............',
  ] }],
  walls: ['v:6,0', 'v:6,2', 'h:3,4', 'h:4,4', 'h:6,4', 'v:11,5', 'v:11,6', 'v:11,7', 'h:10,5'],
  openings: [],
  doors: [{ id: 'door-mid', edge: 'v:6,1', open: false }, { id: 'door-south', edge: 'h:5,4', open: false }, { id: 'door-exit', edge: 'h:11,5', open: false }],
  teleporters: [{ id: 'tp-west', at: '1,1', active: true }, { id: 'tp-south', at: '7,6', active: false }],
  tokens: [
    { id: 'portal-blue', at: '9,0' },
    { id: 'portal-yellow', at: '6,6' },
    { id: 'portal-red', at: '10,3' },
    { id: 'item-weapon', at: '4,7' },
    { id: 'item-health', at: '7,3' },
    { id: 'exit', at: '11,7' },
  ],
};

export const TRAINING_MISSION: MissionDef = {
  id: 'training-ground',
  number: 0,
  name: 'Training Ground',
  briefing: 'Reach the evacuation point in the south-east corner before the demons overrun the squad.',
  map,
  marineStarts: ['0,0', '0,1', '1,0', '0,2'],
  portals: [
    { token: 'portal-blue', tier: 1, faceUp: true },
    { token: 'portal-yellow', tier: 2, faceUp: false },
    { token: 'portal-red', tier: 3, faceUp: false },
  ],
  items: [
    { token: 'item-weapon', kind: 'weapon', weapon: 'super-shotgun' },
    { token: 'item-health', kind: 'healthPack' },
  ],
  markers: [{ token: 'exit', kind: 'exit' }],
  objective: {
    id: 'training-evac', name: 'Evacuate',
    text: 'Marines: one marine ends a move on the exit. Invader: gain 4 frag tokens, or reach round 12.',
    marinesWin: [{ id: 'marineOnMarker', params: { kind: 'exit' } }],
    invaderWins: [{ id: 'fragTokens', params: { count: 4 } }, { id: 'roundAtLeast', params: { round: 12 } }],
    rules: [],
  },
  threat: {
    id: 'training-threat', name: 'Breach',
    text: 'The yellow portal opens in round 3, the red one when the south door opens. Each Status Phase the invader may summon.',
    flips: [
      { trigger: { on: 'roundStart', params: { round: 3 } }, portals: ['portal-yellow'] },
      { trigger: { on: 'doorOpened', params: { door: 'door-south' } }, portals: ['portal-red'] },
    ],
    keepPortals: ['portal-blue'],
    rules: [
      { id: 'training-summon', text: 'At the start of each Status Phase the invader may summon once.', trigger: { on: 'statusPhase' },
        effect: { effect: 'summon' } },
    ],
  },
  eventSets: ['hellfire', 'relentless-horde', 'predators'],
  invasionCard: 'first-wave',
  startingDemons: [{ demon: 'imp', at: '8,2' }, { demon: 'possessed', at: '5,5' }, { demon: 'possessed', at: '9,5' }],
};
