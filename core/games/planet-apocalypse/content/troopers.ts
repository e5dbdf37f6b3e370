/**
 * The five core trooper types. The Army card is printed in the rulebook
 * (absorb 2, cost 4, the 1d10 trait, ambush 1d6/1d6/2d6/3d6); the other
 * cards are not, so their values are ours within the rulebook's facts
 * (costs 1..5, Police absorb 3, a lone Volunteer ambush rolls 1d6 and four
 * roll 1d10). Stock = cards in the box. The troopers of the regions follow
 * (troopersRegions.ts); which of them a game uses is content/regions.ts.
 */
import { REGION_TROOPERS } from './troopersRegions';
import type { TrooperDef } from './types';

export const TROOPERS: TrooperDef[] = [
  {
    id: 'volunteer', name: 'Volunteer', cost: 1, absorb: 1, stock: 8,
    text: 'Townsfolk who picked up whatever was at hand: the cheapest troopers, good for one hit.',
    ambush: [['d6'], ['d6'], ['d8'], ['d10']],
  },
  {
    id: 'militia', name: 'Citizen Militia', cost: 2, absorb: 2, stock: 6,
    text: 'Neighbours with hunting rifles and some drill.',
    ambush: [['d6'], ['d6'], ['d8'], ['d6', 'd6']],
  },
  {
    id: 'police', name: 'Police', cost: 3, absorb: 3, stock: 6,
    text: 'Officers in body armour: they soak up the most for their price.',
    ambush: [['d6'], ['d6'], ['d6', 'd6'], ['d6', 'd6']],
  },
  {
    id: 'army', name: 'Army', cost: 4, absorb: 2, stock: 4,
    text: 'Soldiers who can call in fire support for your attack.',
    ambush: [['d6'], ['d6'], ['d6', 'd6'], ['d6', 'd6', 'd6']],
    trait: {
      id: 'armySupport', name: 'Fire Support', effect: 'discardTrooperForDie', params: { die: 'd10' },
      text: 'Before you roll an attack, you may send one of your Army troopers away to add a d10 to that attack.',
    },
  },
  {
    id: 'specialForces', name: 'Special Forces', cost: 5, absorb: 3, stock: 4,
    text: 'The best there is: tough, and their ambushes roll d8s.',
    ambush: [['d8'], ['d8'], ['d8', 'd8'], ['d8', 'd8', 'd8']],
  },
  // The Void's space troopers (rulebook "Space Troopers"): recruited where a map names them (The Moon Base), in the
  // Space region, and in place of the cost 3 and 4 troopers on the Launch Site when a region is chosen.
  // Their cards are lost: costs 3 and 4 follow "replace the cost 3 and cost 4 troopers with Cosmonauts and
  // Astronauts"; stock from the box list (8 each; the box's "8 NASA" are the Astronauts); absorb and dice are ours.
  // "Space troopers have a special ability which triggers when a hero spends 1 courage": the rulebook spells out only
  // the Astronaut's, so the Cosmonaut's (a reinforcement from the stack) is ours (ASSUMPTIONS.md, Regions).
  {
    id: 'cosmonaut', name: 'Cosmonaut', cost: 3, absorb: 2, stock: 8, region: 'space',
    text: 'Base crew in pressure suits with rifles built for the vacuum.',
    ambush: [['d6'], ['d6'], ['d6', 'd6'], ['d6', 'd6']],
    trait: {
      id: 'cosmonautRelief', name: 'Relief Crew', effect: 'reinforceAmbush', params: { cost: 1 },
      text: 'Any hero may pay 1 courage to add one Cosmonaut from the stack to a Cosmonaut ambush of fewer than 4, wherever it is.',
    },
  },
  {
    id: 'astronaut', name: 'Astronaut', cost: 4, absorb: 2, stock: 8, region: 'space',
    text: 'Crew with thruster packs: an ambush of them can jump across the base.',
    ambush: [['d6'], ['d8'], ['d8', 'd6'], ['d8', 'd8']],
    trait: {
      id: 'astronautJump', name: 'Thruster Jump', effect: 'moveAmbushAnywhere', params: { cost: 1 },
      text: 'Any hero may pay 1 courage to move some or all of an Astronaut ambush to any area outside the Lord\'s Shadow. Other troopers in ambush there are sent away; Astronauts join up, and any beyond 4 are sent away.',
    },
  },
  ...REGION_TROOPERS,
];

export const TROOPER_BY_ID: Record<string, TrooperDef> = Object.fromEntries(TROOPERS.map((t) => [t.id, t]));

/** Most troopers on one patrol or in one ambush. */
export const MAX_TROOPERS_PER_GROUP = 4;
