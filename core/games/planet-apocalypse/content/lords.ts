/**
 * Lords. Baphomet's facts from the rulebook: health 15 with 4 heroes and 18
 * with 5 (so 3 per hero), a free attack as his menace, his hits set a hero
 * on fire, and a wall on his sheet that pays 1 courage per hit. Toughness,
 * dice and the wall's toughness are ours (ASSUMPTIONS.md).
 * Jabootu (toughness 6) and Procrustes (toughness 4+4) are named in the
 * rulebook's examples with only their toughness; "Lords generally roll 6
 * dice". Their health, menace, abilities and reward are ours.
 */
import type { LordDef } from './types';

export const LORDS: LordDef[] = [
  {
    id: 'baphomet', name: 'Baphomet',
    text: 'The goat-headed Lord, half sunk in a wall of the damned. His blows set heroes alight; chipping at his wall heartens the team.',
    toughness: [4], attack: ['d8', 'd8', 'd8', 'd8', 'd8', 'd8'],
    health: [6, 9, 12, 15, 18],
    menace: { effect: 'freeAttack' },
    abilities: [{ effect: 'setFireOnDamage' }],
    reward: { effect: 'courageForPartHits', params: { part: 'wall', courage: 1 } },
    parts: [{ id: 'wall', name: 'Wall of the Damned', toughness: [6] }],
    sheet: {
      menace: 'He strikes first: a free attack on a hero at the start of every Lord Battle.',
      abilities: 'A hero who takes damage from him catches fire.',
      reward: 'Each die beating 6 spent on the Wall of the Damned earns its hero 1 courage.',
    },
  },
  {
    id: 'jabootu', name: 'Jabootu',
    text: 'A bloated eye-god whose gaze rots. Its menace gives every hero in the battle pestilence, each of its hits that lands adds more, and every wound dealt to it pays its striker 2 courage.',
    toughness: [6], attack: ['d6', 'd6', 'd6', 'd6', 'd6', 'd6'],
    health: [2, 4, 6, 8, 10],
    menace: { effect: 'pestilenceParty', params: { amount: 1 } },
    abilities: [{ effect: 'pestilenceOnDamage', params: { amount: 1 } }],
    reward: { effect: 'courageForDamage', params: { courage: 2 } },
    sheet: {
      menace: 'His gaze: every hero in the battle gains 1 pestilence.',
      abilities: 'Each of his hits that is not absorbed adds 1 pestilence.',
      reward: 'Each wound dealt to him pays its striker 2 courage.',
    },
  },
  {
    id: 'procrustes', name: 'Procrustes',
    text: 'The stretcher of men on his iron bed. His menace racks every hero in the battle for 1 damage no trooper can take; he mends 1 health after each of his side\'s counterattacks; every wound dealt to him pays its striker 1 courage.',
    toughness: [4, 4], attack: ['d8', 'd8', 'd8', 'd8', 'd8', 'd8'],
    health: [2, 4, 6, 8, 10],
    menace: { effect: 'damageParty', params: { amount: 1 } },
    abilities: [{ effect: 'healAfterRound', params: { amount: 1 } }],
    reward: { effect: 'courageForDamage', params: { courage: 1 } },
    sheet: {
      menace: 'The rack: every hero in the battle takes 1 damage that no trooper can absorb.',
      abilities: 'He mends 1 health after each counterattack of his side.',
      reward: 'Each wound dealt to him pays its striker 1 courage.',
    },
  },
];

export const LORD_BY_ID: Record<string, LordDef> = Object.fromEntries(LORDS.map((l) => [l.id, l]));
