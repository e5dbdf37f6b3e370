/**
 * Earn gift (rulebook "Earn Gift"): buy a card from the gift panel with
 * courage (own and/or the pool) and lay it on a slot of your sheet: a start
 * slot, or one an arrow from a gifted slot points to. The price is the slot's
 * cost plus the card's surcharge. The hero gains the slot's printed bonus at
 * once and the card's ability for good. A hero may buy several gifts in one
 * team phase. When the Lord cycle comes, the panel is cleared and refilled.
 */
import type { PromptOption } from '../../../../engine/types';
import { GIFT_PANEL_SLOTS, giftOfCard, HERO_BY_ID } from '../../content';
import type { GiftSlot, SlotBonus } from '../../content/types';
import { slotBonusText } from '../../content/words';
import { isAttackDie, stepUp, type AttackDie } from '../../dice';
import type { Hero, PAState } from '../../state';
import { captainSeat, heroAt, heroName, liveHeroes } from '../board';
import { hasEffect, effectParam } from '../effects';
import { damageHero, MAX_HEALTH, MAX_TOUGHNESS } from '../heroHealth';
import { addPool, payCourage, spendable } from '../tracks';
import { recordGift } from '../record';
import type { Answered, C, H } from '../types';

/** Slots a gift may go on now. */
export function openSlots(h: Hero): GiftSlot[] {
  const def = h.heroId ? HERO_BY_ID[h.heroId] : undefined;
  if (!def) return [];
  const filled = new Set(h.gifts.map((x) => x.slot));
  const reachable = new Set<number>();
  for (const s of def.slots) {
    if (s.start) reachable.add(s.slot);
    if (filled.has(s.slot)) for (const a of s.arrows) reachable.add(a);
  }
  return def.slots.filter((s) => reachable.has(s.slot) && !filled.has(s.slot));
}

export function giftPrice(slot: GiftSlot, card: string, waiveSurcharge = false, heroExtra = 0): number {
  return slot.cost + (waiveSurcharge ? 0 : giftOfCard(card).surcharge) + heroExtra;
}

/** What this hero pays over every gift's price now: Victor Steele's Poor Planning while he holds the captain marker. */
export function heroGiftExtra(g: PAState, h: Hero): number {
  return hasEffect(h, 'captainGiftSurcharge') && captainSeat(g) === h.seat ? effectParam(h, 'captainGiftSurcharge', 'amount', 1) : 0;
}

/**
 * Options "<prefix>:<panel index>:<slot>" for every affordable card and slot,
 * grouped by card (`group`), the slot's bonus in `detail`. The panel index
 * keeps an option's id while other gifts are bought (a bought card leaves a
 * gap on the panel; nothing shifts).
 */
export function giftOptions(g: PAState, h: Hero, prefix: string, waiveSurcharge: boolean, heading = 'Gift'): PromptOption[] {
  const money = spendable(g, h.seat);
  const out: PromptOption[] = [];
  const slots = openSlots(h);
  if (slots.length === 0) return out;
  const hero = HERO_BY_ID[h.heroId as string];
  // The same for every card: the hero's surcharge and each slot's bonus line.
  const extra = heroGiftExtra(g, h);
  const details: string[] = [];
  const detail = (k: number) => (details[k] ??= `Slot ${slots[k]!.slot}: ${slotBonusText(slots[k]!.bonus, hero)}`);
  g.panel.forEach((card, i) => {
    if (!card) return;
    const gift = giftOfCard(card);
    slots.forEach((s, k) => {
      const price = giftPrice(s, card, waiveSurcharge, extra);
      if (price <= money) {
        out.push({
          id: `${prefix}:${i}:${s.slot}`, label: `${gift.name}, slot ${s.slot}: ${price} courage`, hint: gift.text,
          group: `${heading}: ${gift.name}`, detail: detail(k), target: { kind: 'card', id: card },
        });
      }
    });
  });
  return out;
}

function applySlotBonus(ctx: C, h: Hero, bonus: SlotBonus): void {
  const name = heroName(h);
  switch (bonus.kind) {
    case 'addDie':
      h.attack.push(bonus.die);
      ctx.log(`${name} adds a ${bonus.die} to the attack box.`);
      break;
    case 'stepDie':
      // Which die grows is the player's choice; asked only when the dice differ.
      ctx.push({ kind: 'slotRaise', seat: h.seat });
      break;
    case 'ability':
      if (!h.abilities.includes(bonus.ability)) h.abilities.push(bonus.ability);
      ctx.log(`${name} gains the ability ${HERO_BY_ID[h.heroId as string]?.giftAbilities.find((a) => a.id === bonus.ability)?.name ?? bonus.ability}.`);
      break;
    case 'toughness':
      h.toughness = Math.min(MAX_TOUGHNESS, h.toughness + bonus.amount);
      break;
    case 'health':
      raiseHealth(h, bonus.amount);
      break;
    case 'luck':
      h.luck += bonus.amount;
      break;
    case 'courage':
      h.courage += bonus.amount;
      break;
  }
}

/** +cap and +current health; the cap stops at 10 but the current health still rises (FAQ). */
function raiseHealth(h: Hero, amount: number): void {
  h.cap = Math.min(MAX_HEALTH, h.cap + amount);
  h.health = Math.min(h.cap, h.health + amount);
}

function applyCardNow(ctx: C, h: Hero, card: string): void {
  const gift = giftOfCard(card);
  const p = gift.ability.params ?? {};
  if (gift.ability.effect === 'statBoost') {
    if (p.health) raiseHealth(h, Number(p.health));
    if (p.toughness) h.toughness = Math.min(MAX_TOUGHNESS, h.toughness + Number(p.toughness));
    if (p.luck) h.luck += Number(p.luck);
    if (p.poolCourage) addPool(ctx, Number(p.poolCourage), gift.name);
  } else if (gift.ability.effect === 'addAttackDie' && typeof p.die === 'string' && isAttackDie(p.die)) {
    h.attack.push(p.die as AttackDie);
  }
  if (gift.usesLuck) {
    for (const other of liveHeroes(ctx.g)) {
      if (hasEffect(other, 'luckOnLuckGift')) {
        other.luck += effectParam(other, 'luckOnLuckGift', 'luck', 1);
        ctx.log(`Heart of Platinum: ${heroName(other)} gains luck.`);
      }
    }
  }
}

/** Pays and places a gift from panel index `i` on `slot`. */
export function earnGift(ctx: C, h: Hero, i: number, slotNo: number, waiveSurcharge: boolean): void {
  const g = ctx.g;
  const card = g.panel[i];
  const slot = HERO_BY_ID[h.heroId as string]?.slots.find((s) => s.slot === slotNo);
  if (!card || !slot) throw new Error('That gift or slot is gone.');
  const price = giftPrice(slot, card, waiveSurcharge, heroGiftExtra(g, h));
  if (!payCourage(ctx, h.seat, price, giftOfCard(card).name)) throw new Error('Not enough courage for that gift.');
  g.panel[i] = null;
  // Heart of Platinum (checked in applyCardNow) counts any hero's luck gift, the buyer's own included.
  h.gifts.push({ slot: slotNo, card });
  recordGift(g, h.seat);
  ctx.emit({ type: 'giftEarned', seat: h.seat, card, slot: slotNo, price, text: `${heroName(h)} earns ${giftOfCard(card).name} on slot ${slotNo} for ${price} courage.` });
  applySlotBonus(ctx, h, slot.bonus);
  applyCardNow(ctx, h, card);
  // Bernice's Consumption: every gift costs her current health too; at 1 health it kills her (FAQ). A flaw, not damage she chose.
  if (hasEffect(h, 'damageOnGift')) damageHero(ctx, h, effectParam(h, 'damageOnGift', 'amount', 1), { what: `her cough (${HERO_BY_ID[h.heroId as string]?.weakness.name ?? 'a weakness'})` });
}

const slotRaise: H<{ kind: string; seat: string }> = (ctx, step) => {
  const h = heroAt(ctx.g, step.seat);
  const seen = new Set<string>();
  const options: PromptOption[] = [];
  h.attack.forEach((d, i) => {
    if (d === 'd12' || seen.has(d)) return;
    seen.add(d);
    options.push({ id: `raise:${i}`, label: `${d} → ${stepUp(d)}`, target: { kind: 'die', id: `token:${h.seat}:${i}` } });
  });
  if (options.length === 0) return;
  if (options.length === 1) {
    raiseToken(ctx, h, Number(options[0]!.id.slice(6)));
    return;
  }
  ctx.ask({ seat: h.seat, kind: 'slotRaise', rule: 'earn-gift', options, text: `${heroName(h)}: which attack die token goes up a step?` }, { kind: 'slotRaiseChosen', seat: h.seat });
};

function raiseToken(ctx: C, h: Hero, i: number): void {
  const before = h.attack[i] as AttackDie;
  h.attack[i] = stepUp(before);
  ctx.log(`${heroName(h)}'s ${before} token becomes a ${h.attack[i]}.`);
}

const slotRaiseChosen: H<Answered<{ seat: string }>> = (ctx, step) => {
  raiseToken(ctx, heroAt(ctx.g, step.seat), Number((step.answer[0] as string).slice(6)));
};

export const earnGiftHandlers = { slotRaise, slotRaiseChosen };

/** Clears the gift panel and draws a fresh set (Lord cycle). */
export function refreshGiftPanel(ctx: C): void {
  const g = ctx.g;
  const old = g.panel.filter((c): c is string => c !== null);
  if (old.length) g.giftDeck.discard.push(...old);
  const drawn = ctx.draw(g.giftDeck, GIFT_PANEL_SLOTS, { deck: 'gifts', reshuffle: true });
  g.panel = Array.from({ length: GIFT_PANEL_SLOTS }, (_, i) => drawn[i] ?? null);
  ctx.emit({ type: 'giftPanelRefreshed', cards: drawn, text: `The gift panel is refilled with ${drawn.length} gifts.` });
}
