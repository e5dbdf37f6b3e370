/**
 * Lords. Baphomet's facts from the rulebook: health 15 with 4 heroes and 18
 * with 5 (so 3 per hero), a free attack as his menace, his hits set a hero
 * on fire, and a wall on his sheet that pays 1 courage per hit. Toughness,
 * dice and the wall's toughness are ours (ASSUMPTIONS.md).
 * Jabootu (toughness 6) and Procrustes (toughness 4+4) are named in the
 * rulebook's examples with only their toughness; "Lords generally roll 6
 * dice". Their health, menace, abilities and reward are ours.
 * The rest are named by the rulebook with a few facts each (ASSUMPTIONS.md,
 * "Lords"): Tarasque and Stheno come in the Void Pack; Stroma's toughness is
 * 3+3 and her victim cannot be freed by any gift or ability; Pulgasaur has
 * stages, Geryon bodies and Scylla heads, and felling one is not killing the
 * Lord; Geryon's menace can be paid from the courage pool; Stheno's
 * petrification lowers toughness until she is banished; Cthon gathers attack
 * counters. Everything else about them is ours.
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
    health: [1, 2, 3, 4, 5],
    menace: { effect: 'damageParty', params: { amount: 1 } },
    abilities: [{ effect: 'healAfterRound', params: { amount: 1 } }],
    reward: { effect: 'courageForDamage', params: { courage: 1 } },
    sheet: {
      menace: 'The rack: every hero in the battle takes 1 damage that no trooper can absorb.',
      abilities: 'He mends 1 health after each counterattack of his side.',
      reward: 'Each wound dealt to him pays its striker 1 courage.',
    },
  },
  {
    id: 'tarasque', name: 'Tarasque', pack: 'void',
    text: 'A river-dragon under a spiked turtle shell. Her breath sets the whole battle alight, and her shell turns all but the best-placed blows.',
    toughness: [5], attack: ['d6', 'd6', 'd6', 'd6', 'd6', 'd6'],
    health: [3, 6, 9, 12, 15],
    menace: { effect: 'fireParty' },
    abilities: [{ effect: 'maxWoundsPerAttack', params: { amount: 2 } }],
    reward: { effect: 'courageForDamage', params: { courage: 1 } },
    sheet: {
      menace: 'Her breath: every hero in the battle catches fire.',
      abilities: 'Her shell: no single attack wounds her more than twice.',
      reward: 'Each wound dealt to her pays its striker 1 courage.',
    },
  },
  {
    id: 'stheno', name: 'Stheno', pack: 'void',
    text: 'The eldest Gorgon, who cannot die of age. Her gaze turns flesh to stone a little more each time heroes face her, and only her banishment frees them; her own wounds close.',
    toughness: [5], attack: ['d8', 'd8', 'd8', 'd8', 'd8', 'd8'],
    health: [2, 4, 6, 8, 10],
    menace: { effect: 'petrifyParty', params: { amount: 1, min: 1 } },
    abilities: [{ effect: 'healAfterRound', params: { amount: 1 } }],
    reward: { effect: 'courageForDamage', params: { courage: 1 } },
    sheet: {
      menace: 'Petrification: every hero in the battle loses 1 toughness (never below 1) until Stheno is banished; then each gets back what she took.',
      abilities: 'She mends 1 health after each counterattack of her side.',
      reward: 'Each wound dealt to her pays its striker 1 courage.',
    },
  },
  {
    id: 'stroma', name: 'Stroma', toughness: [3, 3], attack: ['d6', 'd6', 'd6', 'd6', 'd6', 'd6'],
    text: 'A coiling sea-hag who seizes one hero and never lets go. Her grip tightens every time her side strikes; nothing but her death frees the victim.',
    health: [4, 8, 12, 16, 20],
    menace: { effect: 'trapHero' },
    abilities: [{ effect: 'crushTrapped', params: { amount: 1 } }],
    reward: { effect: 'courageForDamage', params: { courage: 1 } },
    sheet: {
      menace: 'Her coils: she seizes the hero who entered her Shadow (after her own advance, the first hero in turn order from the captain). That hero cannot retreat, and no gift or ability frees him while she lives.',
      abilities: 'After each counterattack of her side, her captive takes 1 damage that no trooper can absorb.',
      reward: 'Each wound dealt to her pays its striker 1 courage.',
    },
  },
  {
    id: 'pulgasaur', name: 'Pulgasaur', pack: 'expansion',
    text: 'The iron-eater, who grows fiercer as he is broken: when his iron hide falls he burns red-hot, and after that he is molten fury. Felling a stage is not killing him.',
    toughness: [4], attack: ['d6', 'd6', 'd6', 'd6', 'd6', 'd6'],
    health: [4, 8, 12, 16, 20],
    menace: { effect: 'freeAttack' },
    abilities: [],
    reward: { effect: 'courageForSection', params: { courage: 2, to: 'party' } },
    sections: {
      kind: 'stage',
      list: [
        { name: 'Iron Hide', toughness: [4], attack: ['d6', 'd6', 'd6', 'd6', 'd6', 'd6'] },
        { name: 'Red-Hot', toughness: [5], attack: ['d8', 'd8', 'd8', 'd8', 'd8', 'd8'] },
        { name: 'Molten', toughness: [6], attack: ['d10', 'd10', 'd10', 'd10', 'd10', 'd10'] },
      ],
    },
    sheet: {
      menace: 'He strikes first: a free attack on a hero at the start of every Lord Battle.',
      abilities: 'Three stages sharing his health evenly (the first ones take any remainder): Iron Hide (toughness 4, 6d6), Red-Hot (toughness 5, 6d8), Molten (toughness 6, 6d10). When a stage\'s share is gone the next one takes over; he is banished only when the last falls.',
      reward: 'When a stage falls, every hero in the battle gains 2 courage.',
    },
  },
  {
    id: 'geryon', name: 'Geryon', pack: 'expansion',
    text: 'Three giants joined at the waist, who demand a toll from all who come before them. Each body that falls takes its two fists out of the fight.',
    toughness: [5], attack: ['d8', 'd8', 'd8', 'd8', 'd8', 'd8'],
    health: [4, 8, 12, 16, 20],
    menace: { effect: 'courageToll', params: { courage: 2, damage: 2 } },
    abilities: [],
    reward: { effect: 'courageForDamage', params: { courage: 1 } },
    sections: {
      kind: 'body',
      list: [
        { name: 'First Body', attack: ['d8', 'd8'] },
        { name: 'Second Body', attack: ['d8', 'd8'] },
        { name: 'Third Body', attack: ['d8', 'd8'] },
      ],
    },
    sheet: {
      menace: 'His toll: each hero in the battle pays 2 courage (the pool may pay, with the captain\'s leave) or takes 2 damage that no trooper can absorb.',
      abilities: 'Three bodies sharing his health evenly (the first ones take any remainder), each with 2d8 of his attack; a fallen body no longer strikes. He is banished only when the last falls.',
      reward: 'Each wound dealt to him pays its striker 1 courage.',
    },
  },
  {
    id: 'scylla', name: 'Scylla', pack: 'expansion',
    text: 'Six long-necked heads on one monstrous body. Each battle begins with her heads snatching troopers from the heroes\' sides; every head cut down weakens her bite.',
    toughness: [5], attack: ['d10', 'd10', 'd10', 'd10', 'd10', 'd10'],
    health: [6, 8, 10, 12, 14],
    menace: { effect: 'snatchTroopers', params: { amount: 2 } },
    abilities: [],
    reward: { effect: 'courageForSection', params: { courage: 2, to: 'striker' } },
    sections: {
      kind: 'head',
      list: [1, 2, 3, 4, 5, 6].map((n) => ({ name: `Head ${n}`, attack: ['d10'] as ['d10'] })),
    },
    sheet: {
      menace: 'Her heads snatch 2 patrol troopers from each hero in the battle (as many as he has).',
      abilities: 'Six heads share her health evenly (the first ones take any remainder), each rolling 1d10 of her attack; a fallen head no longer strikes. She is banished only when the last falls.',
      reward: 'Whoever fells a head gains 2 courage.',
    },
  },
  {
    id: 'cthon', name: 'Cthon', pack: 'expansion',
    text: 'The deep earth given a will. He starts slow, but every battle and every Lord cycle adds an attack counter that hardens one of his dice; wounds knock them off again.',
    toughness: [5], attack: ['d6', 'd6', 'd6', 'd6', 'd6', 'd6'],
    health: [3, 6, 9, 12, 15],
    menace: { effect: 'gainCounter', params: { amount: 1 } },
    abilities: [{ effect: 'counterRaisesDie' }, { effect: 'counterOnLordCycle', params: { amount: 1 } }],
    reward: { effect: 'counterForDamage', params: { courage: 1 } },
    sheet: {
      menace: 'The ground heaves: he gains 1 attack counter.',
      abilities: 'Each attack counter raises one of his six dice a step (d6, d8, d10, d12), each die in turn; he gains another counter each Lord cycle.',
      reward: 'Each wound dealt to him removes 1 of his attack counters and pays its striker 1 courage.',
    },
  },
];

export const LORD_BY_ID: Record<string, LordDef> = Object.fromEntries(LORDS.map((l) => [l.id, l]));
