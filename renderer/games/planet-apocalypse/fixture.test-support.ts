/** A hand-made Planet Apocalypse view for the board's unit tests (no rules code). */
import type { PAView } from '../../../core/games/planet-apocalypse/view';

type Hero = PAView['heroes'][number];
import type { LordOnTable } from './lords';
import type { PAColours } from './tableModel';

export function hero(seat: string, heroId: string, area: string, more: Partial<Hero> = {}): Hero {
  return {
    seat, heroId, area, health: 7, cap: 7, toughness: 2, luck: 6, courage: 3, attack: ['d6'], abilities: [], gifts: [],
    patrol: { type: null, count: 0 }, fire: false, stunned: false, pestilence: 0, dead: false,
    turn: { attacked: false, moved: false, ambushed: false, extraAttacks: 0, arcaneUsed: false } as Hero['turn'],
    team: { recruit: false, firstAid: false, renew: false, fidget: false, brigadier: false } as Hero['team'],
    ...more,
    // Cast: the rules helper may add fields the board never reads.
  } as Hero;
}

export function fixtureView(more: Partial<PAView> & Record<string, unknown> = {}): PAView {
  return {
    options: {
      heroes: 2, hero1: 'hannah', hero2: 'tarang', hero3: 'random', hero4: 'random', hero5: 'random', map: 'invasion', lord: 'baphomet',
      divineIntervention: false, secretLord: false, enragedLord: false, startDespairDice: 4, lordCloser: 0, miniboss: false,
    } as PAView['options'],
    mapId: 'invasion', round: 2, phase: 'hero', seatOrder: ['h1', 'h2'], captain: 0,
    heroes: [hero('h1', 'hannah', 'crossroads'), hero('h2', 'tarang', 'plaza', { fire: true, pestilence: 2, health: 4 })],
    minions: [
      { id: 'm1', kind: 'larva', area: 'plaza' },
      { id: 'm2', kind: 'larva', area: 'plaza' },
      { id: 'm3', kind: 'larva', area: 'plaza' },
      { id: 'm4', kind: 'larva', area: 'plaza' },
      { id: 'm5', kind: 'larva', area: 'plaza' },
      { id: 'm6', kind: 'fiend', area: 'park' },
    ],
    fourth: [{ id: 'f1', defId: 'hellhound', area: 'ruins', damage: 1 }],
    tokens: [{ id: 'tk1', area: 'church' }, { id: 'tk2', area: 'church' }],
    ambushes: [{ area: 'mainStreet', type: 'police', count: 3 }],
    lords: [LORD],
    gate: null, doom: 2, despair: 3, lordTrack: 2, despairDice: 5, pool: 4, legion: null,
    panel: ['determination#1', null, 'faith#1'], fourthDeck: ['catoblepas'], troopStock: { volunteer: 8 },
    divine: { holder: null, used: false }, hell: null, attack: null, legionChanges: [], nextId: 40,
    giftDeck: { drawSize: 20, discard: [] }, legionDeck: { drawSize: 5, discard: [] },
    ...more,
    // Cast: the view's shape moves on with the rules; the board reads Lords through lords.ts.
  } as unknown as PAView;
}

export const LORD: LordOnTable = {
  id: 'lord', defId: 'baphomet', area: 'hellgate', origin: 'hellgate', health: 9, maxHealth: 9, revealed: true, partHits: {}, dead: false, shadow: ['hellgate'],
};

export const COLOURS: PAColours = {
  seats: ['#e8a33d', '#4aa3df'],
  minion: { larva: '#aaa', gryllus: '#bbb', fiend: '#ccc', cacodemon: '#ddd' },
  fourth: '#eee', lord: '#f00', token: '#60f', hindbody: '#dca', cyst: '#780', shadow: '#111', ambush: '#080', gate: '#fa0',
};
