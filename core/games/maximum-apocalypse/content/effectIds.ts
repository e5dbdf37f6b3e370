/**
 * Which interpreter reads each kind of ability, so the content test can
 * check that every effect id in the data is one the rules understand.
 * Card effects resolved as steps live in rules/effects; passives are read by
 * rules/queries.ts and rules/attackPower.ts; reactions by rules/reactions.ts.
 */
export const PASSIVE_EFFECTS = ['reduceDamage', 'bonusDamage', 'healBonus', 'stealth', 'storage', 'immuneStatus', 'startGear'] as const;
export const REACTION_EFFECTS = ['turret', 'counterattack', 'mine', 'trap'] as const;
export const DRAWN_EFFECTS = ['equipOrLose', 'ambush', 'emptyHanded'] as const;
/** Monster passives, read by rules/queries.ts. */
export const MONSTER_PASSIVES = ['setDamageBonus', 'shieldTag'] as const;
/** Insanity effects, read where they bite (queries, turn, hunger, damage, free actions, cards). */
export const INSANITY_EFFECTS = [
  'aloneDamage', 'openGroundDamage', 'crowdDamage', 'nightStealth', 'healPenalty', 'noTrade', 'extraHunger', 'weakAttacks',
  'fewerActions', 'stealthPenalty', 'smallHand', 'startBurn', 'noOutsideHealing', 'deathNearby', 'noFuelGear',
] as const;
/** Night effects, read by rules/dayNight.ts (dusk) and rules/queries.ts (until dawn). */
export const NIGHT_EFFECTS = ['none', 'nightStealth', 'nightDamage', 'nightHunger', 'nightTokens', 'nightMonsterHeal', 'nightBurn', 'nightHeal'] as const;
