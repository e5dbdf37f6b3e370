/**
 * The six heroes the rulebook only names (their sheets are not printed). Facts
 * kept: Dorothy Hall comes in a two-hero box with Moose, and she pays the
 * usual courage when she helps or gives first aid in a demon area, from the
 * pool if she has none (or luck in its place). Victor Steele has Leadership
 * (a Gendarme on patrol in his area absorbs its full value of courage: his
 * ability beats the trooper's card), a Stragglers recruit of 1d4 minus 1 that
 * Brevet Rank turns back into 1d4, and a Poor Planning weakness that hurts
 * more with fewer players; he can be stunned like anyone. Penrod's Brawler
 * pays 1 health for an extra attack, which he may give up to stand up, and
 * he may leave a larva alive. Bernice loses 1 current health each time she
 * takes a gift (at 1 health that kills her) and her Legal Expert hands the
 * captain marker to anyone, herself included. Cissy's Occult Interest is
 * damage she chooses to take (Schadenfreude pays for it). Madeleine recruits
 * by the plain rule in the example (1d4, 3 rolled, 2 courage added, a Special
 * Forces trooper for 5). Everything else is ours (ASSUMPTIONS.md, "Named heroes").
 */
import type { GiftSlot, HeroDef, SlotBonus } from './types';

/** Same tree as the example heroes: 1 is the start slot; 1 opens 2 and 4, 2 opens 3, 4 opens 5, 3 and 5 open 6. */
function tree(costs: number[], bonuses: SlotBonus[]): GiftSlot[] {
  const arrows: number[][] = [[2, 4], [3], [6], [5], [6], []];
  return costs.map((cost, i) => ({ slot: i + 1, cost, bonus: bonuses[i] as SlotBonus, start: i === 0, arrows: arrows[i] as number[] }));
}

export const NAMED_HEROES: HeroDef[] = [
  {
    id: 'dorothy', name: 'Dorothy Hall', title: 'Field nurse',
    health: 7, toughness: 2, luck: 4, attack: ['d6'],
    startAbility: { id: 'steadyingHand', name: 'Steadying Hand', effect: 'helpTwoSteps', text: 'When you help another hero\'s attack, the die you boost goes up two steps instead of one (never past a d12). You still pay the usual courage.' },
    giftAbilities: [
      { id: 'fieldDressing', name: 'Field Dressing', effect: 'firstAidBonus', params: { amount: 1 }, text: 'Your first aid restores 1 more point.' },
      { id: 'calmNerves', name: 'Calm Nerves', effect: 'rerollOnes', text: 'After rolling, roll again every die showing 1 (once per attack).' },
    ],
    weakness: { id: 'gentleSoul', name: 'Gentle Soul', effect: 'killCourageToPool', text: 'Courage your kills earn goes to the courage pool, never to you.' },
    slots: tree([4, 6, 8, 7, 8, 9], [
      { kind: 'health', amount: 1 }, { kind: 'ability', ability: 'fieldDressing' }, { kind: 'addDie', die: 'd6' },
      { kind: 'ability', ability: 'calmNerves' }, { kind: 'stepDie' }, { kind: 'toughness', amount: 1 },
    ]),
  },
  {
    id: 'victorSteele', name: 'Victor Steele', title: 'Career infantry officer',
    health: 7, toughness: 2, luck: 3, attack: ['d8'],
    startAbility: { id: 'leadership', name: 'Leadership', effect: 'leadership', params: { absorbBonus: 1 }, text: 'Patrol troopers in your area, yours or another hero\'s, absorb 1 more damage than their card says. They also take the courage a hero in your area would lose to a demon\'s blow, up to their absorb value, and stay on patrol.' },
    giftAbilities: [
      { id: 'stragglers', name: 'Stragglers', effect: 'recruitAnywhere', params: { penalty: 1 }, text: 'You may recruit in any area, not only at a start; there your roll is 1d4 minus 1.' },
      { id: 'fireDiscipline', name: 'Fire Discipline', effect: 'ambushExtraDie', params: { die: 'd6' }, text: 'Ambushes in your area roll an extra d6.' },
    ],
    weakness: { id: 'poorPlanning', name: 'Poor Planning', effect: 'captainGiftSurcharge', params: { amount: 1 }, text: 'While you hold the captain marker, every gift you earn costs 1 more courage.' },
    slots: tree([5, 6, 8, 7, 8, 10], [
      { kind: 'addDie', die: 'd4' }, { kind: 'ability', ability: 'stragglers' }, { kind: 'stepDie' },
      { kind: 'ability', ability: 'fireDiscipline' }, { kind: 'health', amount: 1 }, { kind: 'toughness', amount: 1 },
    ]),
  },
  {
    id: 'penrod', name: 'Penrod', title: 'Bare-knuckle brawler',
    health: 8, toughness: 2, luck: 2, attack: ['d8'],
    startAbility: { id: 'penrodBrawler', name: 'Brawler', effect: 'healthForExtraAttack', params: { damage: 1 }, text: 'Once on your turn, not in Hell Time: take 1 damage of your own doing for one more attack action. You may give it up to stand up or put out a fire.' },
    giftAbilities: [
      { id: 'haymaker', name: 'Haymaker', effect: 'stepOneDie', text: 'Once per attack, raise one of your attack dice a step before rolling.' },
      { id: 'scrapper', name: 'Scrapper', effect: 'rerollOnes', text: 'After rolling, roll again every die showing 1 (once per attack).' },
    ],
    weakness: { id: 'softSpot', name: 'Soft Spot', effect: 'noLarvaCourage', text: 'The larvae were people once: killing one earns you no courage.' },
    slots: tree([5, 7, 8, 7, 9, 11], [
      { kind: 'addDie', die: 'd4' }, { kind: 'ability', ability: 'haymaker' }, { kind: 'stepDie' },
      { kind: 'ability', ability: 'scrapper' }, { kind: 'health', amount: 2 }, { kind: 'toughness', amount: 1 },
    ]),
  },
  {
    id: 'bernice', name: 'Bernice', title: 'Trial lawyer with a cough',
    health: 8, toughness: 1, luck: 4, attack: ['d6', 'd4'],
    startAbility: { id: 'legalExpert', name: 'Legal Expert', effect: 'giveCaptain', text: 'Special team action, once per team phase: hand the captain marker to any hero, yourself included.' },
    giftAbilities: [
      { id: 'objection', name: 'Objection!', effect: 'luckReroll', text: 'After rolling, you may spend 1 luck to roll all your dice again (once per attack).' },
      { id: 'crossExamination', name: 'Cross-Examination', effect: 'stepOneDie', text: 'Once per attack, raise one of your attack dice a step before rolling.' },
    ],
    weakness: { id: 'consumption', name: 'Consumption', effect: 'damageOnGift', params: { amount: 1 }, text: 'Each gift you earn costs you 1 health as well (cough!). At 1 health a gift kills you.' },
    slots: tree([5, 6, 8, 7, 8, 9], [
      { kind: 'stepDie' }, { kind: 'ability', ability: 'objection' }, { kind: 'addDie', die: 'd6' },
      { kind: 'ability', ability: 'crossExamination' }, { kind: 'luck', amount: 2 }, { kind: 'toughness', amount: 1 },
    ]),
  },
  {
    id: 'cissy', name: 'Cissy', title: 'Student of the occult',
    health: 7, toughness: 2, luck: 3, attack: ['d6'],
    startAbility: { id: 'occultInterest', name: 'Occult Interest', effect: 'healthForLuck', params: { damage: 1, luck: 1 }, text: 'Once on your turn, not in Hell Time: take 1 damage of your own doing to gain 1 luck.' },
    giftAbilities: [
      { id: 'eldritchSight', name: 'Eldritch Sight', effect: 'attackAdjacent', text: 'You may spend attack dice on minions in a neighbouring area.' },
      { id: 'bloodSigil', name: 'Blood Sigil', effect: 'stepOneDie', text: 'Once per attack, raise one of your attack dice a step before rolling.' },
    ],
    weakness: { id: 'distracted', name: 'Distracted', effect: 'firstAidAlwaysCosts', params: { amount: 1 }, text: 'Your head is in a book: your first aid always costs 1 courage, even with no enemies about.' },
    slots: tree([5, 7, 8, 7, 8, 10], [
      { kind: 'addDie', die: 'd4' }, { kind: 'ability', ability: 'eldritchSight' }, { kind: 'stepDie' },
      { kind: 'ability', ability: 'bloodSigil' }, { kind: 'health', amount: 1 }, { kind: 'toughness', amount: 1 },
    ]),
  },
  {
    id: 'madeleine', name: 'Madeleine', title: 'Resistance organiser',
    health: 6, toughness: 2, luck: 4, attack: ['d6', 'd4'],
    startAbility: { id: 'maquis', name: 'Maquis Tactics', effect: 'ambushStep', text: 'Ambushes in your area roll every die one step larger.' },
    giftAbilities: [
      { id: 'sharpshooter', name: 'Sharpshooter', effect: 'combineDice', params: { count: 2 }, text: 'Once per attack you may add two of your rolled dice into one result.' },
      { id: 'secondChance', name: 'Second Chance', effect: 'luckRerollLowest', params: { luck: 1 }, text: 'After rolling your own attack, spend 1 luck to roll your lowest die again.' },
    ],
    weakness: { id: 'badKnee', name: 'Bad Knee', effect: 'damageOnLongMove', params: { amount: 1 }, text: 'Moving two areas on your own turn costs you 1 health.' },
    slots: tree([5, 6, 8, 7, 8, 9], [
      { kind: 'stepDie' }, { kind: 'ability', ability: 'sharpshooter' }, { kind: 'addDie', die: 'd6' },
      { kind: 'ability', ability: 'secondChance' }, { kind: 'health', amount: 1 }, { kind: 'toughness', amount: 1 },
    ]),
  },
];
