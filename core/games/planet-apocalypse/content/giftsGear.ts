/**
 * Gift cards, part two: weapons, armour and field medicine. None of these is
 * named by the rulebook; names, costs and texts are ours, and each ability is
 * an effect the rules already interpret (rules/effects.ts). Surcharges follow
 * the printed facts: Faith's +1 toughness costs 4 extra, so toughness stays
 * dear; a bigger attack die costs more than a smaller one.
 */
import type { GiftDef } from './types';

export const GEAR_GIFTS: GiftDef[] = [
  { id: 'heavyRevolver', name: 'Heavy Revolver', surcharge: 3, usesLuck: false, copies: 2,
    text: 'Add a d8 to your attack box.', ability: { effect: 'addAttackDie', params: { die: 'd8' } } },
  { id: 'grenadeLauncher', name: 'Grenade Launcher', surcharge: 5, usesLuck: false, copies: 1,
    text: 'Add a d10 to your attack box.', ability: { effect: 'addAttackDie', params: { die: 'd10' } } },
  { id: 'consecratedBlade', name: 'Consecrated Blade', surcharge: 7, usesLuck: false, copies: 1,
    text: 'Add a d12 to your attack box.', ability: { effect: 'addAttackDie', params: { die: 'd12' } } },
  { id: 'tacticalScope', name: 'Tactical Scope', surcharge: 2, usesLuck: false, copies: 1,
    text: 'Your attack dice may also be spent on minions in a neighbouring area.', ability: { effect: 'attackAdjacent' } },
  { id: 'steadyHands', name: 'Steady Hands', surcharge: 1, usesLuck: false, copies: 2,
    text: 'Once per attack, before rolling, raise one of your dice a step.', ability: { effect: 'stepOneDie' } },
  { id: 'marksmanship', name: 'Marksmanship', surcharge: 2, usesLuck: false, copies: 1,
    text: 'Once per attack, add two of your rolled dice together into a single result.', ability: { effect: 'combineDice', params: { count: 2 } } },
  { id: 'luckyShot', name: 'Lucky Shot', surcharge: 1, usesLuck: false, copies: 1,
    text: 'After rolling, one die showing 1 may be turned to its highest face.', ability: { effect: 'replaceOneWithMax' } },
  { id: 'martialTraining', name: 'Martial Training', surcharge: 1, usesLuck: false, copies: 1,
    text: 'When your attack kills a First to Third Circle demon, you may also kill a larva in that area.', ability: { effect: 'killLarvaAfterKill' } },
  { id: 'adrenaline', name: 'Adrenaline', surcharge: 2, usesLuck: false, copies: 2,
    text: '+2 to your health cap and your current health.', ability: { effect: 'statBoost', params: { health: 2 } } },
  { id: 'traumaKit', name: 'Trauma Kit', surcharge: 0, usesLuck: false, copies: 2,
    text: 'Your first aid restores 1 more point (kits add up).', ability: { effect: 'firstAidBonus', params: { amount: 1 } } },
];
