/**
 * The Void pack's ten gift cards. The component list gives only "10 Gift
 * cards" for the pack (beside the Moon Base and Launch Site maps); no card is
 * named or printed anywhere in the rulebook, examples or FAQ, so every name,
 * cost and text here is ours (ASSUMPTIONS.md, "Void pack gifts"). They are
 * the space programme's kit, one copy each, and each ability is an effect the
 * rules already interpret (rules/effects.ts), so no card is inert. They join
 * the gift deck only with the option `voidGifts`: a game without it keeps the
 * core 65-card deck (and its hashes).
 */
import type { GiftDef } from './types';

export const VOID_GIFTS: GiftDef[] = [
  { id: 'pressureSuit', name: 'Pressure Suit', surcharge: 6, usesLuck: false, copies: 1, pack: 'void',
    text: '+1 toughness, and +1 to your health cap and current health.', ability: { effect: 'statBoost', params: { toughness: 1, health: 1 } } },
  { id: 'missionControl', name: 'Mission Control', surcharge: 1, usesLuck: false, copies: 1, pack: 'void',
    text: 'Add 2 to every recruit roll you make.', ability: { effect: 'recruitBonus', params: { amount: 2 } } },
  { id: 'orbitalStrike', name: 'Orbital Strike', surcharge: 0, usesLuck: true, copies: 1, pack: 'void',
    text: 'Uses luck. Spend 2 luck before an attack: this attack may strike minions in any area.', ability: { effect: 'attackAnyArea', params: { luck: 2 } } },
  { id: 'thrusterPack', name: 'Thruster Pack', surcharge: 1, usesLuck: false, copies: 1, pack: 'void',
    text: 'If you really moved this turn, raise one of your dice a step before you roll (not in Hell Time).', ability: { effect: 'chargeStep' } },
  { id: 'zeroGMedkit', name: 'Zero-G Medkit', surcharge: 2, usesLuck: false, copies: 1, pack: 'void',
    text: 'Your first aid restores 2 more points.', ability: { effect: 'firstAidBonus', params: { amount: 2 } } },
  { id: 'escapePod', name: 'Escape Pod', surcharge: 0, usesLuck: true, copies: 1, pack: 'void',
    text: 'Uses luck. When you would die, spend 3 luck to stay alive at 1 health (markers stay).', ability: { effect: 'luckCheatsDeath', params: { luck: 3 } } },
  { id: 'commsRelay', name: 'Comms Relay', surcharge: 1, usesLuck: false, copies: 1, pack: 'void',
    text: 'When you help another hero\'s attack, the die you raise goes up two steps.', ability: { effect: 'helpTwoSteps' } },
  { id: 'railgun', name: 'Railgun', surcharge: 5, usesLuck: false, copies: 1, pack: 'void',
    text: 'Add a d10 to your attack box.', ability: { effect: 'addAttackDie', params: { die: 'd10' } } },
  { id: 'sentryDrone', name: 'Sentry Drone', surcharge: 1, usesLuck: false, copies: 1, pack: 'void',
    text: 'Ambushes in your area, and your patrol when it fires, roll an extra d8.', ability: { effect: 'ambushExtraDie', params: { die: 'd8' } } },
  { id: 'shootingStar', name: 'Shooting Star', surcharge: 2, usesLuck: false, copies: 1, pack: 'void',
    text: 'Gain 3 luck.', ability: { effect: 'statBoost', params: { luck: 3 } } },
];
