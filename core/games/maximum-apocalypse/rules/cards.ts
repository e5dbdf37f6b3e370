/**
 * Playing cards (rulebook "Playing Cards", "Gear Cards"): instants resolve
 * and are discarded; gear is equipped (one copy each, fuel excepted), its
 * Equip effect fires, then storage is checked: over the limit, gear must be
 * discarded; with no gear left and still over (insanity), the survivor has
 * gone insane. The hand limit is checked whenever cards arrive.
 */
import type { Ctx } from '../../../engine/context';
import { ALLY_BY_ID, CHARACTERS, cardDef, defOf } from '../content';
import type { MAState } from '../state';
import { discardCard, survivorDies } from './damage';
import type { AbilitySource } from './queries';
import { abilities, equippedFuel, handLimit, hasInsanity, poolOf, storageLimit, storageUsed } from './queries';
import { effectStepFor } from './effects';
import { fromLimbo, toLimbo } from './limbo';
import { resume } from './steps';
import { cardName, plural, survivorById, who, Who } from './text';

export function playCardStep(ctx: Ctx<MAState>, step: { survivor: string; card: string }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const pool = poolOf(g, s);
  if (s.dead || !pool.hand.includes(step.card)) return;
  pool.hand = pool.hand.filter((c) => c !== step.card);
  const def = cardDef(step.card);
  if (def.kind === 'gear') {
    toLimbo(g, step.card);
    ctx.push({ kind: 'equip', survivor: s.id, card: step.card, by: s.id });
    return;
  }
  discardCard(g, s, step.card);
  ctx.emit({ type: 'cardPlayed', survivor: s.id, card: step.card, text: `${Who(s)} plays ${def.name}.` });
  const source = `${Who(s)}'s ${def.name}`;
  ctx.push(...def.abilities.filter((a) => a.on === 'play').map((ability) => effectStepFor(s.id, ability, source, null)));
}

export function equipStep(ctx: Ctx<MAState>, step: { survivor: string; card: string; by: string }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const def = cardDef(step.card);
  if (!fromLimbo(g, step.card)) return;
  if (s.dead) {
    discardCard(g, s, step.card);
    return;
  }
  s.gear.push({ card: step.card, ammo: def.ammo ?? null, bonus: 0 });
  const by = step.by !== s.id ? ` (from ${who(survivorById(g, step.by))})` : '';
  ctx.emit({ type: 'gearEquipped', survivor: s.id, card: step.card, ammo: def.ammo ?? null, text: `${Who(s)} equips ${def.name}${by}${def.ammo ? ` with ${def.ammo} ammo` : ''}.` });
  const source = `${Who(s)}'s ${def.name}`;
  ctx.push(
    ...def.abilities.filter((a) => a.on === 'equip').map((ability) => effectStepFor(s.id, ability, source, step.card)),
    { kind: 'checkStorage', survivor: s.id },
  );
}

/** A carried scavenge card (Fuel, Relic): equip it now for free, or lose it. */
export function equipOrLoseStep(ctx: Ctx<MAState>, step: { survivor: string; card: string; answer?: string[] }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  if (s.dead) {
    if (fromLimbo(g, step.card)) g.scavengeDiscard.push(step.card);
    return;
  }
  if (!step.answer) {
    const room = storageLimit(s) - storageUsed(s);
    ctx.ask({
      seat: s.seat, kind: 'equipOrLose', rule: 'scavenge', text: `${cardName(step.card)}: equip it now (${plural(room, 'free slot')}) or lose it?`,
      options: [{ id: 'equip', label: `Equip ${cardName(step.card)}` }, { id: 'lose', label: 'Lose it' }],
    }, resume(step));
    return;
  }
  if (step.answer[0] === 'equip') ctx.push({ kind: 'equip', survivor: s.id, card: step.card, by: s.id });
  else {
    fromLimbo(g, step.card);
    g.scavengeDiscard.push(step.card);
    ctx.log(`${Who(s)} leaves the ${cardName(step.card)} behind.`);
  }
}

export function checkStorageStep(ctx: Ctx<MAState>, step: { survivor: string; answer?: string[] }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  if (s.dead) return;
  if (step.answer) {
    const gear = s.gear.find((x) => x.card === step.answer![0]);
    if (gear) {
      s.gear = s.gear.filter((x) => x !== gear);
      discardCard(g, s, gear.card);
      ctx.emit({ type: 'gearDiscarded', survivor: s.id, card: gear.card, text: `${Who(s)} has no room and discards ${cardName(gear.card)}.` });
    }
  }
  if (storageUsed(s) <= storageLimit(s)) return;
  if (s.gear.length === 0) {
    survivorDies(ctx, s, `${Who(s)} has gone insane`);
    return;
  }
  ctx.ask({
    seat: s.seat, kind: 'discardGear', rule: 'storage', text: `Storage ${storageUsed(s)} of ${storageLimit(s)}: discard a gear card.`,
    options: s.gear.map((x) => ({ id: x.card, label: cardName(x.card), target: { kind: 'card' as const, id: x.card } })),
  }, { kind: 'checkStorage', survivor: s.id });
}

export function checkHandStep(ctx: Ctx<MAState>, step: { survivor: string; answer?: string[] }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const pool = poolOf(g, s);
  if (step.answer) {
    for (const c of step.answer) {
      if (!pool.hand.includes(c)) continue;
      pool.hand = pool.hand.filter((x) => x !== c);
      discardCard(g, s, c);
    }
    ctx.emit({ type: 'cardsDiscarded', survivor: s.id, cards: step.answer, text: `${Who(s)} discards down to the hand limit.` });
  }
  const limit = handLimit(g, s);
  const excess = pool.hand.length - limit;
  if (excess <= 0 || s.dead) return;
  ctx.ask({
    seat: s.seat, kind: 'discardHand', rule: 'hand-limit', min: excess, max: excess, text: `Hand limit ${limit}: discard ${plural(excess, 'card')}.`,
    options: pool.hand.map((c) => ({ id: c, label: cardName(c), target: { kind: 'card' as const, id: c } })),
  }, { kind: 'checkHand', survivor: s.id });
}

/** An action from a card in play (or the innate action, or a recruited ally): spends ammo, then resolves. */
export function useAbilityStep(ctx: Ctx<MAState>, step: { survivor: string; source: AbilitySource; index: number }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const found = abilities(s, 'action').find((a) => JSON.stringify(a.source) === JSON.stringify(step.source) && a.index === step.index);
  if (s.dead || !found) return;
  let gearCard: string | null = null;
  if (step.source.kind === 'gear') {
    const gear = s.gear.find((x) => x.card === (step.source as { card: string }).card)!;
    gearCard = gear.card;
    if (gear.ammo !== null) {
      gear.ammo -= 1;
      ctx.emit({ type: 'ammoChanged', survivor: s.id, card: gear.card, ammo: gear.ammo, text: `${Who(s)} uses the ${cardName(gear.card)} (${gear.ammo} ammo left).` });
    }
  }
  const source = step.source.kind === 'innate' ? `${Who(s)}'s ${abilityName(s)}` : `${Who(s)}'s ${step.source.kind === 'ally' ? 'ally ' : ''}${cardOrAlly(step.source.card)}`;
  ctx.push(effectStepFor(s.id, found.ability, source, gearCard));
}

function abilityName(s: { classId: string }): string {
  return CHAR_INNATE[s.classId] ?? 'innate action';
}

const CHAR_INNATE: Record<string, string> = Object.fromEntries(CHARACTERS.map((c) => [c.id, c.innate.name]));
function cardOrAlly(card: string): string {
  return ALLY_BY_ID[defOf(card)]?.name ?? cardName(card);
}

/** Refill a fuel-burning gear: an equipped fuel leaves the game and the gear is full again. */
export function fuelReloadStep(ctx: Ctx<MAState>, step: { survivor: string; gear: string }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const gear = s.gear.find((x) => x.card === step.gear);
  const fuel = equippedFuel(s)[0];
  if (s.dead || !gear || !fuel || hasInsanity(s, 'noFuelGear')) return;
  s.gear = s.gear.filter((x) => x !== fuel);
  g.removed.push(fuel.card);
  gear.ammo = cardDef(gear.card).ammo ?? 0;
  ctx.emit({ type: 'ammoChanged', survivor: s.id, card: gear.card, ammo: gear.ammo, fuel: fuel.card, text: `${Who(s)} burns a fuel to refill the ${cardName(gear.card)} (${gear.ammo} ammo).` });
}

/** A Discard ability: discard the equipped gear (free) to trigger it. */
export function discardAbilityStep(ctx: Ctx<MAState>, step: { survivor: string; gear: string; index: number }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  const gear = s.gear.find((x) => x.card === step.gear);
  if (s.dead || !gear) return;
  const ability = cardDef(gear.card).abilities[step.index];
  if (!ability) return;
  s.gear = s.gear.filter((x) => x !== gear);
  discardCard(g, s, gear.card);
  ctx.emit({ type: 'gearDiscarded', survivor: s.id, card: gear.card, text: `${Who(s)} discards the ${cardName(gear.card)} to use it.` });
  ctx.push(effectStepFor(s.id, ability, `${Who(s)}'s ${cardName(gear.card)}`, null));
}
