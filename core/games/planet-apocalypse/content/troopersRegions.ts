/**
 * The troopers of the regions (rulebook "Regions (Expansions)"). The Void pack
 * lists 8 NASA (our Astronauts, troopers.ts), 8 Cosmonaut, 4 Navy Seal,
 * 4 Texas Rangers, 4 US Marines, 6 Evangelicals and 8 Gang; the rulebook also
 * names National Guard (John Dark's example: two of them absorb 4 hits),
 * Gendarmes (the FAQ: a patrol Gendarme's card note absorbs 1 courage),
 * Paramilitary (the FAQ: a group of them can be upgraded) and a cost 6
 * trooper in Russia ("the cost 2, 5, and 6 troopers remain"). No card is
 * printed: every other value, and the name of the Russian cost 6 trooper,
 * is ours (ASSUMPTIONS.md, Regions, with the reason for each).
 */
import type { TrooperDef } from './types';

export const REGION_TROOPERS: TrooperDef[] = [
  {
    id: 'gang', name: 'Gang', cost: 1, absorb: 1, stock: 8, region: 'usa',
    text: 'Street crews with more guns than sense: cheap and fierce, but an ambush of them does not last.',
    ambush: [['d8'], ['d8'], ['d8', 'd6'], ['d8', 'd8']],
    trait: {
      id: 'gangScatter', name: 'Scatter', effect: 'ambushLosesTrooper', params: { count: 1 },
      text: 'Weakness: each time a Gang ambush fires, one of them walks off afterwards (back to the stack).',
    },
  },
  {
    id: 'evangelicals', name: 'Evangelicals', cost: 2, absorb: 2, stock: 6, region: 'usa',
    text: 'Believers who step in front of the blow and lift everyone\'s spirits doing it.',
    ambush: [['d4'], ['d4'], ['d6'], ['d6', 'd4']],
    trait: {
      id: 'evangelicalWitness', name: 'Witness', effect: 'courageOnAbsorb', params: { amount: 1 },
      text: 'Each time one of them absorbs damage, 1 courage goes into the courage pool.',
    },
  },
  {
    id: 'nationalGuard', name: 'National Guard', cost: 2, absorb: 2, stock: 6, region: 'usa',
    text: 'Weekend soldiers called up for the end of the world: steady, with no tricks.',
    ambush: [['d6'], ['d6'], ['d6', 'd6'], ['d6', 'd6']],
  },
  {
    id: 'texasRangers', name: 'Texas Rangers', cost: 3, absorb: 2, stock: 4, region: 'texas',
    text: 'Lawmen who shoot straight: a few of them fire like a bigger squad.',
    ambush: [['d6'], ['d6'], ['d6', 'd6'], ['d6', 'd6', 'd6']],
    trait: {
      id: 'rangerMarksmen', name: 'Marksmen', effect: 'ambushAsOneMore',
      text: 'A Ranger ambush rolls the dice of an ambush one trooper larger (four roll as four).',
    },
  },
  {
    id: 'gendarme', name: 'Gendarme', cost: 3, absorb: 3, stock: 6, region: 'france',
    text: 'Armoured police who keep their heads: a hero beside them loses less heart.',
    ambush: [['d6'], ['d6'], ['d6', 'd6'], ['d6', 'd6']],
    trait: {
      id: 'gendarmeCalm', name: 'Composure', effect: 'soakCourage', params: { amount: 1 },
      text: 'When a demon\'s blow would cost you courage, your patrol Gendarmes take up to 1 of it and stay (with Victor Steele\'s Leadership in the area, up to their absorb value).',
    },
  },
  {
    id: 'paramilitary', name: 'Paramilitary', cost: 2, absorb: 1, stock: 8, region: 'russia',
    text: 'Irregulars in mismatched kit who can be drilled into real soldiers.',
    ambush: [['d6'], ['d6'], ['d6', 'd4'], ['d6', 'd6']],
    trait: {
      id: 'paramilitaryDrill', name: 'Drill', effect: 'upgradeGroup', params: { into: 'army', cost: 2 },
      text: 'When you recruit, you may pay 2 recruit points for each Paramilitary on your patrol to make the whole patrol Army (from the Army stack). Only Prof. Maxwell may upgrade just some of them; the rest leave.',
    },
  },
  {
    id: 'usMarines', name: 'US Marines', cost: 4, absorb: 3, stock: 4, region: 'usa',
    text: 'Dug in, they hold: an ambush of Marines shields a hero better than a patrol.',
    ambush: [['d6'], ['d6'], ['d8', 'd6'], ['d8', 'd8']],
    trait: {
      id: 'marineDugIn', name: 'Dug In', effect: 'ambushAbsorbBonus', params: { amount: 1 },
      text: 'A Marine in ambush absorbs 1 more damage than its card says.',
    },
  },
  {
    id: 'navySeal', name: 'Navy Seal', cost: 5, absorb: 3, stock: 4, region: 'usa',
    text: 'Commandos who can mark a target for a heavy strike.',
    ambush: [['d8'], ['d8'], ['d8', 'd8'], ['d8', 'd8', 'd8']],
    trait: {
      id: 'sealStrike', name: 'Designated Strike', effect: 'discardTrooperForDie', params: { die: 'd12' },
      text: 'Before you roll an attack, you may send one of your Navy Seals away to add a d12 to that attack.',
    },
  },
  {
    id: 'spetsnaz', name: 'Spetsnaz', cost: 6, absorb: 4, stock: 4, region: 'russia',
    text: 'Russia\'s elite, priced accordingly: the toughest troopers in any region.',
    ambush: [['d10'], ['d10'], ['d10', 'd8'], ['d10', 'd10']],
  },
];
