/**
 * The effect ids the rules interpret, and how to ask which effects a hero
 * has. A hero's effects come from the start ability, abilities earned on gift
 * slots, the weakness (always applied), and the gift cards on the sheet.
 * `KNOWN_EFFECTS` lists every id some rule reads; a test checks that every
 * ability in the content uses one of them (no inert cards).
 */
import { GIFT_BY_ID, HERO_BY_ID } from '../content';
import type { Effect } from '../content/types';
import type { Hero } from '../state';

/** Every effect id the rules interpret, by where it is used. */
export const KNOWN_EFFECTS: Record<'hero' | 'trooper' | 'legion' | 'fourth' | 'lord', readonly string[]> = {
  hero: [
    'attackAdjacent', 'attackAnyArea', 'combineDice', 'stepAllIfNoMove', 'stepOneDie', 'replaceOneWithMax', 'rerollOnes',
    'luckReroll', 'luckRerollLowest', 'splitDie', 'luckForDie', 'healthForDie', 'luckForExtraAttack', 'killLarvaAfterKill',
    'recruitBonus', 'firstAidBonus', 'firstAidAlwaysCosts', 'noSelfFirstAid', 'maxPatrol', 'damageOnLongMove',
    'giftWithoutSurcharge', 'raiseVolunteerAmbush', 'ambushStep', 'ambushExtraDie', 'patrolFires', 'luckOnLuckGift',
    'luckCheatsDeath', 'courageOnSelfDamage', 'luckHealAtTurnStart', 'statBoost', 'addAttackDie',
    // Seal of Solomon, John Dark, Doc Hunter, Amelia Azevedo, Moose Kowalski.
    'moveOtherHero', 'healthForCourage', 'larvaeTargetMe', 'autopsy', 'carryHero', 'cannotHelp', 'chargeStep',
    // Dorothy Hall, Victor Steele, Penrod, Bernice, Cissy (heroesNamed.ts).
    'helpTwoSteps', 'killCourageToPool', 'leadership', 'recruitAnywhere', 'captainGiftSurcharge', 'healthForExtraAttack',
    'noLarvaCourage', 'giveCaptain', 'damageOnGift', 'healthForLuck',
    // Prof. Maxwell's trait (FAQ, rules/teamPhase/upgrade.ts).
    'partialUpgrade',
  ],
  // The core Army and the regions' troopers (content/troopersRegions.ts).
  trooper: [
    'discardTrooperForDie', 'moveAmbushAnywhere', 'reinforceAmbush', 'ambushLosesTrooper', 'courageOnAbsorb', 'ambushAsOneMore',
    'soakCourage', 'upgradeGroup', 'ambushAbsorbBonus',
  ],
  legion: ['extraExitDoom', 'toughnessBonus', 'courageLossOnDamage', 'fireOnDamage', 'rangedAttack', 'extraMove', 'damageOnKill', 'extraAttackDie', 'larvaOnKill'],
  fourth: [
    'rangedAttack', 'pestilenceAllHeroes', 'pestilencePerHit',
    // Secutor, Magdalene, Mandrake, Gadarene, Nuckelavee, Tardigrade.
    'stunOnDamage', 'spawnLarvae', 'ambushMustFire', 'ambushBackfire', 'driveTowardLord', 'takeToughness', 'returnToughness', 'cyst',
  ],
  lord: ['freeAttack', 'pestilenceParty', 'damageParty', 'setFireOnDamage', 'pestilenceOnDamage', 'healAfterRound', 'courageForPartHits', 'courageForDamage',
    // The expansion Lords (rules/lordAbilities.ts).
    'fireParty', 'petrifyParty', 'trapHero', 'courageToll', 'snatchTroopers', 'gainCounter', 'maxWoundsPerAttack', 'crushTrapped',
    'counterRaisesDie', 'counterOnLordCycle', 'counterForDamage', 'courageForSection'],
};

function collectEffects(h: Hero): Effect[] {
  if (!h.heroId) return [];
  const def = HERO_BY_ID[h.heroId];
  if (!def) return [];
  const out: Effect[] = [def.startAbility, def.weakness, ...(def.traits ?? [])];
  for (const a of def.giftAbilities) if (h.abilities.includes(a.id)) out.push(a);
  for (const g of h.gifts) {
    const gift = GIFT_BY_ID[g.card.split('#')[0] as string];
    if (gift) out.push(gift.ability);
  }
  return out;
}

/**
 * A hero's effects as last collected, with what they were collected from.
 * The rules ask hasEffect dozens of times per question for the same hero
 * (every option of a turn, every boost, every gift slot); collecting them
 * allocated a list each time. The entry is kept for the hero object and used
 * only while the hero, his earned abilities and his gift cards are exactly
 * what they were (compared item by item, so a change in place is seen).
 */
interface EffectsEntry {
  heroId: string | null;
  abilities: string[];
  cards: string[];
  effects: readonly Effect[];
  ids: ReadonlySet<string>;
}

const effectsCache = new WeakMap<Hero, EffectsEntry>();

function fresh(e: EffectsEntry, h: Hero): boolean {
  if (e.heroId !== h.heroId || e.abilities.length !== h.abilities.length || e.cards.length !== h.gifts.length) return false;
  for (let i = 0; i < e.abilities.length; i++) if (e.abilities[i] !== h.abilities[i]) return false;
  for (let i = 0; i < e.cards.length; i++) if (e.cards[i] !== h.gifts[i]!.card) return false;
  return true;
}

function effectsEntry(h: Hero): EffectsEntry {
  const known = effectsCache.get(h);
  if (known && fresh(known, h)) return known;
  const effects = Object.freeze(collectEffects(h));
  const entry: EffectsEntry = {
    heroId: h.heroId, abilities: [...h.abilities], cards: h.gifts.map((g) => g.card), effects, ids: new Set(effects.map((e) => e.effect)),
  };
  effectsCache.set(h, entry);
  return entry;
}

/** Every effect the hero has now; shared, so read it and never change it. */
export function heroEffects(h: Hero): readonly Effect[] {
  return effectsEntry(h).effects;
}

/** Name of the hero's ability or gift that gives an effect (for prompt labels and the log), or the fallback. */
export function effectSource(h: Hero, effect: string, fallback: string): string {
  const def = h.heroId ? HERO_BY_ID[h.heroId] : undefined;
  if (!def) return fallback;
  const own = [def.startAbility, def.weakness, ...(def.traits ?? []), ...def.giftAbilities.filter((a) => h.abilities.includes(a.id))].find((a) => a.effect === effect);
  if (own) return own.name;
  const gift = h.gifts.map((g) => GIFT_BY_ID[g.card.split('#')[0] as string]).find((g) => g?.ability.effect === effect);
  return gift?.name ?? fallback;
}

export function hasEffect(h: Hero, effect: string): boolean {
  return effectsEntry(h).ids.has(effect);
}

/** Sum of a numeric parameter over every copy of an effect the hero has (two Field Medic kits stack). */
export function effectSum(h: Hero, effect: string, param: string): number {
  let total = 0;
  for (const e of heroEffects(h)) if (e.effect === effect) total += Number(e.params?.[param] ?? 0);
  return total;
}

/** First parameter value of an effect, or the fallback when the hero lacks it. */
export function effectParam(h: Hero, effect: string, param: string, fallback: number): number {
  const e = heroEffects(h).find((x) => x.effect === effect);
  const v = e?.params?.[param];
  return typeof v === 'number' ? v : fallback;
}

/** Most patrol troopers this hero may have: 4, or fewer by a weakness. */
export function patrolLimit(h: Hero): number {
  return Math.min(4, effectParam(h, 'maxPatrol', 'count', 4));
}
