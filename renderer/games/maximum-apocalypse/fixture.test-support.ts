/**
 * A hand-made MAView for the board's tests (the renderer may not run the
 * rules): a Veteran (with the Dog) and a Priest on a five-tile map with the
 * Van, a forest with Monster tokens, a blocked junkyard, two face-down tiles,
 * one monster hanging on the Veteran and a card left by the dead.
 */
import type { MAView } from '../../../core/games/maximum-apocalypse/view';

export function maFixture(): MAView {
  const tile = (key: string, def: string, faceUp: boolean, tokens = 0, extra: Partial<MAView['tiles'][number]> = {}) => {
    const [x, y] = key.split(',').map(Number) as [number, number];
    return { key, x, y, def: faceUp ? def : '', faceUp, tokens, dropped: [], blocked: false, ...extra };
  };
  return {
    options: {
      survivors: 2, class1: 'veteran', class2: 'priest', class3: 'random', class4: 'random', class5: 'random', class6: 'random', mission: 'out-of-gas',
      difficulty: 'normal', spawn: 'tokens', solo: 'none', allies: 4, dayNight: true, firstDeathLoses: false, mapBuild: 'grid', tokenCap: true, pandemic: false, extraSet: 'none', stretchGoals: false,
    },
    missionId: 'out-of-gas', round: 3, phase: 'play', order: ['c1', 'c2'], turn: 0,
    survivors: [
      {
        id: 'c1', seat: 's1', classId: 'veteran', name: 'Veteran', pool: 'p1', tile: '0,0',
        bodies: [{ id: 'c1', name: 'Veteran', health: 11, maxHealth: 14, dead: false, companion: false }, { id: 'c1:dog', name: 'Dog', health: 6, maxHealth: 6, dead: false, companion: true }],
        hunger: 3, starving: 0, poison: 2, gear: [{ card: 'combat-knife#1', ammo: null, bonus: 0 }], insanity: [], allies: [], unlocked: false, dead: false,
      },
      {
        id: 'c2', seat: 's2', classId: 'priest', name: 'Priest', pool: 'p2', tile: '1,0',
        bodies: [{ id: 'c2', name: 'Priest', health: 9, maxHealth: 14, dead: false, companion: false }],
        hunger: 6, starving: 1, poison: 0, gear: [], insanity: ['paranoia#1'], allies: [], unlocked: false, dead: false,
      },
    ],
    pools: [
      { id: 'p1', draw: ['a#1', 'b#1', 'c#1'], discard: ['d#1'], hand: ['holy-water#1', 'fuel#1'], limit: 10 },
      { id: 'p2', draw: ['e#1'], discard: [], hand: ['scripture#1'], limit: 10 },
    ],
    tiles: [
      tile('0,0', 'van', true),
      tile('1,0', 'forest-8', true, 2),
      tile('0,1', 'junkyard-11', true, 0, { blocked: true, dropped: ['canned-food#1', 'fuel#2'] }),
      tile('1,1', 'x', false, 1),
      tile('-1,0', 'x', false),
    ],
    unrevealed: ['farm-10', 'swamp-2'], toPlaceCount: 0,
    monsters: [{ card: 'walker#1', owner: 'c1', damage: 1, stunned: true, damagedRound: 2 }],
    monsterDeck: { draw: ['walker#2', 'walker#3'], discard: ['walker#4'] },
    scavenge: { blue: ['medkit#1'], green: ['canned-food#2', 'feast#1'], red: ['fuel#3', 'fuel#4', 'ambush#1'] },
    scavengeDiscard: [], removed: [],
    insanityDeck: { draw: ['amnesia#1'], discard: [] },
    tokenSupply: 27,
    spawnBag: { pool: ['n6#1', 'safe#1'], aside: [] },
    dayNight: { draw: ['night-1'], discard: [], night: null, showingArrow: 'east' },
    mission: { fuel: 1, relics: 0, visited: [], boss: null, bossWaiting: false, bossKilled: false, kills: 2, roundsDone: 2, done: false },
    turnState: { survivor: 'c1', actionsLeft: 3, scavenged: [], swapUsed: false, tradeUsed: false, stopped: false },
    limbo: [], cardTotals: { survivor: 60, monsters: 15, scavenge: 30 }, nextId: 1, chain: 0,
    pending: { stack: [], resume: null },
  };
}
