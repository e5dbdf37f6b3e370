/**
 * Gift cards. The rulebook names these gifts (its 65 cards are not printed):
 * Determination, Faith, Wizard Eye, Rapid Fire, Pope-Blessed Bullet, Fire Team,
 * Lieutenant, Sergeant, Brigadier, Defiance, The Abyss Peers Back, Heart of
 * Platinum, Hope, Charity, Schadenfreude, Silver Bullet, Seal of Solomon, Pray
 * for a Miracle, Stimpack, Arcane Attack. Facts kept: Determination +1 health
 * and cap, Faith +1 toughness for 4 extra courage, Wizard Eye costs 1 luck per
 * use, Rapid Fire turns a d12 into 3d6, Pope-Blessed Bullet gives a d12, Fire
 * Team spends 1 luck to make a patrol fire as an ambush, Lieutenant adds 1d6
 * and Sergeant a step to such fire, Hope and Charity are not luck gifts. The
 * rest of each card is ours. Seal of Solomon and Brevet Rank are in
 * giftsFaith.ts.
 */
import { FAITH_GIFTS } from './giftsFaith';
import { GEAR_GIFTS } from './giftsGear';
import { VOID_GIFTS } from './giftsVoid';
import type { GiftDef } from './types';

/** The cards the rulebook names, and a few basics; more in giftsGear.ts and giftsFaith.ts. */
const CORE_GIFTS: GiftDef[] = [
  { id: 'determination', name: 'Determination', surcharge: 0, usesLuck: false, copies: 4,
    text: '+1 to your health cap and your current health.', ability: { effect: 'statBoost', params: { health: 1 } } },
  { id: 'faith', name: 'Faith', surcharge: 4, usesLuck: false, copies: 2,
    text: '+1 toughness.', ability: { effect: 'statBoost', params: { toughness: 1 } } },
  { id: 'hope', name: 'Hope', surcharge: 1, usesLuck: false, copies: 3,
    text: 'Gain 2 luck.', ability: { effect: 'statBoost', params: { luck: 2 } } },
  { id: 'charity', name: 'Charity', surcharge: 0, usesLuck: false, copies: 3,
    text: 'Put 4 courage into the courage pool.', ability: { effect: 'statBoost', params: { poolCourage: 4 } } },
  { id: 'combatKnife', name: 'Combat Knife', surcharge: 0, usesLuck: false, copies: 3,
    text: 'Add a d4 to your attack box.', ability: { effect: 'addAttackDie', params: { die: 'd4' } } },
  { id: 'shotgun', name: 'Sawn-off Shotgun', surcharge: 2, usesLuck: false, copies: 3,
    text: 'Add a d6 to your attack box.', ability: { effect: 'addAttackDie', params: { die: 'd6' } } },
  { id: 'wizardEye', name: 'Wizard Eye', surcharge: 1, usesLuck: true, copies: 1,
    text: 'Uses luck. Spend 1 luck before an attack: this attack may strike minions in any area.', ability: { effect: 'attackAnyArea', params: { luck: 1 } } },
  { id: 'rapidFire', name: 'Rapid Fire', surcharge: 1, usesLuck: false, copies: 2,
    text: 'Once per attack, before rolling, trade a d12 for 3d6, a d10 for 2d6 or a d8 for 2d4.', ability: { effect: 'splitDie' } },
  { id: 'popeBlessedBullet', name: 'Pope-Blessed Bullet', surcharge: 1, usesLuck: true, copies: 2,
    text: 'Uses luck. Spend 1 luck before an attack to add a d12 to it.', ability: { effect: 'luckForDie', params: { luck: 1, die: 'd12' } } },
  { id: 'arcaneAttack', name: 'Arcane Attack', surcharge: 2, usesLuck: true, copies: 1,
    text: 'Uses luck. Spend 1 luck on your turn for one more attack action.', ability: { effect: 'luckForExtraAttack', params: { luck: 1 } } },
  { id: 'defiance', name: 'Defiance', surcharge: 1, usesLuck: false, copies: 2,
    text: 'After rolling an attack, roll again every die that shows 1 (once).', ability: { effect: 'rerollOnes' } },
  { id: 'abyssPeersBack', name: 'The Abyss Peers Back', surcharge: 0, usesLuck: true, copies: 1,
    text: 'Uses luck. After rolling your own attack, spend 1 luck to roll your lowest die again.', ability: { effect: 'luckRerollLowest', params: { luck: 1 } } },
  { id: 'fireTeam', name: 'Fire Team', surcharge: 0, usesLuck: true, copies: 2,
    text: 'Uses luck. In the ambush segment, spend 1 luck: your patrol fires as if it were an ambush in your area.', ability: { effect: 'patrolFires', params: { luck: 1 } } },
  { id: 'lieutenant', name: 'Lieutenant', surcharge: 0, usesLuck: false, copies: 2,
    text: 'Ambushes in your area, and your patrol when it fires, roll an extra d6.', ability: { effect: 'ambushExtraDie', params: { die: 'd6' } } },
  { id: 'sergeant', name: 'Sergeant', surcharge: 0, usesLuck: false, copies: 2,
    text: 'Ambushes in your area, and your patrol when it fires, roll every die one step larger.', ability: { effect: 'ambushStep' } },
  { id: 'brigadier', name: 'Brigadier', surcharge: 1, usesLuck: false, copies: 1,
    text: 'Special team action: raise an ambush of up to 2 Volunteers from the stock in your area (none there, or Volunteers to add to).', ability: { effect: 'raiseVolunteerAmbush', params: { count: 2 } } },
  { id: 'heartOfPlatinum', name: 'Heart of Platinum', surcharge: 0, usesLuck: false, copies: 1,
    text: 'Gain 1 luck whenever any hero earns a gift that uses luck.', ability: { effect: 'luckOnLuckGift', params: { luck: 1 } } },
  { id: 'prayForMiracle', name: 'Pray for a Miracle', surcharge: 1, usesLuck: true, copies: 1,
    text: 'Uses luck. When you would die, spend 2 luck to stay alive at 1 health (markers stay).', ability: { effect: 'luckCheatsDeath', params: { luck: 2 } } },
  { id: 'silverBullet', name: 'Silver Bullet', surcharge: 0, usesLuck: false, copies: 2,
    text: 'Before an attack, take 1 damage (your own doing) to add a d10 to it.', ability: { effect: 'healthForDie', params: { damage: 1, die: 'd10' } } },
  { id: 'schadenfreude', name: 'Schadenfreude', surcharge: 0, usesLuck: false, copies: 1,
    text: 'Gain 1 courage for each damage you inflict on yourself by your own ability or gift.', ability: { effect: 'courageOnSelfDamage', params: { courage: 1 } } },
  { id: 'stimpack', name: 'Stimpack', surcharge: 0, usesLuck: true, copies: 3,
    text: 'Uses luck. At the start of your turn, before fire burns, spend 1 luck to heal 2.', ability: { effect: 'luckHealAtTurnStart', params: { luck: 1, heal: 2 } } },
  { id: 'fieldMedic', name: 'Field Medic Kit', surcharge: 0, usesLuck: false, copies: 2,
    text: 'Your first aid restores 1 more point.', ability: { effect: 'firstAidBonus', params: { amount: 1 } } },
];

/** The whole deck: 65 cards counting copies (rulebook component list). */
export const GIFTS: GiftDef[] = [...CORE_GIFTS, ...GEAR_GIFTS, ...FAITH_GIFTS];

/** Every gift design: the core deck and the Void pack's cards (option `voidGifts`). */
export const ALL_GIFTS: GiftDef[] = [...GIFTS, ...VOID_GIFTS];

export const GIFT_BY_ID: Record<string, GiftDef> = Object.fromEntries(ALL_GIFTS.map((g) => [g.id, g]));

/** Gift slots on the gift panel. */
export const GIFT_PANEL_SLOTS = 10;

/**
 * Deck card ids: "<gift id>#<copy>". The Void pack's cards come after the
 * core ones, and only when asked for, so a game without them deals exactly
 * the deck it always did.
 */
export function giftDeckCards(withVoid = false): string[] {
  return (withVoid ? ALL_GIFTS : GIFTS).flatMap((g) => Array.from({ length: g.copies }, (_, i) => `${g.id}#${i + 1}`));
}

/** Card id to its gift: the rules look cards up for every gift option, so the id is parsed once per card. */
const GIFT_OF_CARD = new Map<string, GiftDef>();

export function giftOfCard(card: string): GiftDef {
  const known = GIFT_OF_CARD.get(card);
  if (known) return known;
  const hash = card.indexOf('#');
  const gift = GIFT_BY_ID[hash < 0 ? card : card.slice(0, hash)];
  if (!gift) throw new Error(`Unknown gift card "${card}".`);
  GIFT_OF_CARD.set(card, gift);
  return gift;
}
