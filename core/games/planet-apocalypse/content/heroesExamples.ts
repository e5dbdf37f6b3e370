/**
 * The heroes the rulebook's examples and FAQ play with (their sheets are not
 * printed). Facts kept: John Dark has toughness 3 and 2d6, a once-per-turn
 * Dark Exchange that is not allowed in Hell Time, and a flaw that makes larvae
 * attack him; he is at 5 health or more in the Hell Time example. Doc Hunter's
 * start ability needs no decision and adds a point to his first aid; his
 * Autopsy replaces his first aid to kill a larva (no courage paid, 1 earned).
 * Amelia Azevedo's Dominant Personality carries another hero along her whole
 * move. Moose Kowalski has 2d6 "currently" and at least 7 health in that
 * example, a Charge that needs a real move, and a cost-12 slot that raises
 * toughness. Everything else is ours (ASSUMPTIONS.md).
 */
import type { GiftSlot, HeroDef, SlotBonus } from './types';

/** Tree shared by these sheets: 1 is the start slot; 1 opens 2 and 4, 2 opens 3, 4 opens 5, 3 and 5 open 6. */
function tree(costs: number[], bonuses: SlotBonus[]): GiftSlot[] {
  const arrows: number[][] = [[2, 4], [3], [6], [5], [6], []];
  return costs.map((cost, i) => ({ slot: i + 1, cost, bonus: bonuses[i] as SlotBonus, start: i === 0, arrows: arrows[i] as number[] }));
}

export const EXAMPLE_HEROES: HeroDef[] = [
  {
    id: 'johnDark', name: 'John Dark', title: 'Occult investigator',
    health: 6, toughness: 3, luck: 3, attack: ['d6', 'd6'],
    startAbility: { id: 'darkExchange', name: 'Dark Exchange', effect: 'healthForCourage', params: { damage: 1, courage: 2 }, text: 'Once on your turn, not in Hell Time: take 1 damage of your own doing and gain 2 courage.' },
    giftAbilities: [
      { id: 'shadowSight', name: 'Shadow Sight', effect: 'attackAdjacent', text: 'You may spend attack dice on minions in a neighbouring area.' },
      { id: 'grimFocus', name: 'Grim Focus', effect: 'rerollOnes', text: 'After rolling, roll again every die showing 1 (once per attack).' },
    ],
    weakness: { id: 'larvaBait', name: 'Larva Bait', effect: 'larvaeTargetMe', text: 'The damned smell him: a larva group that can attack him must attack him.' },
    slots: tree([5, 7, 10, 7, 8, 10], [
      { kind: 'stepDie' }, { kind: 'ability', ability: 'shadowSight' }, { kind: 'toughness', amount: 1 },
      { kind: 'luck', amount: 2 }, { kind: 'ability', ability: 'grimFocus' }, { kind: 'addDie', die: 'd6' },
    ]),
  },
  {
    id: 'docHunter', name: 'Doc Hunter', title: 'Combat surgeon',
    health: 7, toughness: 2, luck: 4, attack: ['d6'],
    startAbility: { id: 'physician', name: 'Physician', effect: 'firstAidBonus', params: { amount: 1 }, text: 'Your first aid always restores 1 more point.' },
    giftAbilities: [
      { id: 'autopsy', name: 'Autopsy', effect: 'autopsy', text: 'Instead of your first aid, kill a larva in your area. It costs nothing and earns the usual 1 courage.' },
      { id: 'steadyScalpel', name: 'Steady Scalpel', effect: 'stepOneDie', text: 'Once per attack, raise one of your attack dice a step before rolling.' },
    ],
    weakness: { id: 'badPatient', name: 'Bad Patient', effect: 'noSelfFirstAid', text: 'You may not give first aid to yourself.' },
    slots: tree([4, 6, 8, 7, 8, 9], [
      { kind: 'health', amount: 1 }, { kind: 'ability', ability: 'autopsy' }, { kind: 'stepDie' },
      { kind: 'ability', ability: 'steadyScalpel' }, { kind: 'addDie', die: 'd4' }, { kind: 'stepDie' },
    ]),
  },
  {
    id: 'amelia', name: 'Amelia Azevedo', title: 'Relief-camp commander',
    health: 6, toughness: 2, luck: 3, attack: ['d6', 'd6'],
    startAbility: { id: 'dominantPersonality', name: 'Dominant Personality', effect: 'carryHero', text: 'When you move, you may take one other hero from your area with you. He travels your whole move; it is not his move.' },
    giftAbilities: [
      { id: 'rallyingCry', name: 'Rallying Cry', effect: 'recruitBonus', params: { amount: 1 }, text: 'Add 1 to every recruit roll you make.' },
      { id: 'fierceFocus', name: 'Fierce Focus', effect: 'stepOneDie', text: 'Once per attack, raise one of your attack dice a step before rolling.' },
    ],
    weakness: { id: 'imperious', name: 'Imperious', effect: 'cannotHelp', text: 'You never help another hero\'s attack.' },
    slots: tree([5, 6, 8, 7, 8, 9], [
      { kind: 'addDie', die: 'd4' }, { kind: 'ability', ability: 'rallyingCry' }, { kind: 'stepDie' },
      { kind: 'ability', ability: 'fierceFocus' }, { kind: 'health', amount: 1 }, { kind: 'toughness', amount: 1 },
    ]),
  },
  {
    id: 'moose', name: 'Moose Kowalski', title: 'Logger and brawler',
    health: 8, toughness: 2, luck: 2, attack: ['d6'],
    startAbility: { id: 'charge', name: 'Charge', effect: 'chargeStep', text: 'If you really moved this turn (not just stood up), raise one die of each attack a step. Not in Hell Time.' },
    giftAbilities: [
      { id: 'bruiser', name: 'Bruiser', effect: 'killLarvaAfterKill', text: 'Each time your attack kills a First to Third Circle demon, you may also kill a larva in that area.' },
      { id: 'stubborn', name: 'Stubborn', effect: 'rerollOnes', text: 'After rolling, roll again every die showing 1 (once per attack).' },
    ],
    weakness: { id: 'looseCannon', name: 'Loose Cannon', effect: 'maxPatrol', params: { count: 3 }, text: 'Troopers keep their distance: never more than three on your patrol.' },
    slots: tree([5, 7, 8, 7, 9, 12], [
      { kind: 'addDie', die: 'd6' }, { kind: 'ability', ability: 'bruiser' }, { kind: 'stepDie' },
      { kind: 'ability', ability: 'stubborn' }, { kind: 'health', amount: 2 }, { kind: 'toughness', amount: 1 },
    ]),
  },
];
