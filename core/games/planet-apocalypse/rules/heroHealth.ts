/**
 * Hero health: damage, healing, and death (rulebook "Hero and Minion Death").
 * A dead hero costs 2 doom, loses gifts, courage and patrol, and the player
 * brings a replacement hero in the next new captain segment.
 */
import { HERO_BY_ID } from '../content';
import type { Hero } from '../state';
import { areaName, heroName } from './board';
import { recordDeath, recordHero, recordMoment, recordTaken } from './record';
import { effectParam, effectSource, hasEffect } from './effects';
import { addDoom, trackChanged } from './tracks';
import type { C } from './types';

/** The human maximums (rulebook "Hero Maximums"). */
export const MAX_TOUGHNESS = 5;
export const MAX_HEALTH = 10;

export interface DamageSource {
  /** Damage the hero chose to take by his own ability or gift (Schadenfreude pays for it). */
  self?: boolean;
  what: string;
}

export function damageHero(ctx: C, h: Hero, amount: number, source: DamageSource): void {
  if (amount <= 0 || h.dead) return;
  const from = h.health;
  h.health = Math.max(0, h.health - amount);
  recordTaken(ctx.g, h.seat, from - h.health);
  ctx.emit({ type: 'damaged', figure: h.seat, amount, from, to: h.health, text: `${heroName(h)} takes ${amount} damage from ${source.what} (health ${h.health}).` });
  if (source.self && hasEffect(h, 'courageOnSelfDamage')) {
    const gain = amount * effectParam(h, 'courageOnSelfDamage', 'courage', 1);
    h.courage += gain;
    ctx.log(`${heroName(h)} gains ${gain} courage from the pain (Schadenfreude).`);
  }
  if (h.health <= 0) heroFalls(ctx, h);
}

/** Restores health up to the hero's cap. */
export function healHero(ctx: C, h: Hero, amount: number, what: string): number {
  const healed = Math.max(0, Math.min(amount, h.cap - h.health));
  if (healed === 0) return 0;
  const from = h.health;
  h.health += healed;
  ctx.emit({ type: 'healed', figure: h.seat, amount: healed, from, to: h.health, text: `${heroName(h)} heals ${healed} (${what}): health ${h.health}.` });
  return healed;
}

function heroFalls(ctx: C, h: Hero): void {
  const luck = effectParam(h, 'luckCheatsDeath', 'luck', 0);
  if (hasEffect(h, 'luckCheatsDeath') && !h.miracleOff && h.luck >= luck) {
    // Used unless the holder switched it off beforehand (miracleToggle.ts): nothing here may stop to ask.
    h.luck -= luck;
    h.health = 1;
    // Pray for a Miracle keeps its old words (and game records); the Void pack's Escape Pod names itself.
    const source = effectSource(h, 'luckCheatsDeath', 'Pray for a Miracle');
    const how = source === 'Pray for a Miracle' ? 'on a miracle' : `on the ${source}`;
    ctx.emit({ type: 'healed', figure: h.seat, amount: 1, from: 0, to: 1, text: `${heroName(h)} spends ${luck} luck ${how} and clings to life at 1 health.` });
    return;
  }
  heroDies(ctx, h);
}

export function heroDies(ctx: C, h: Hero): void {
  const g = ctx.g;
  const name = heroName(h);
  h.dead = true;
  h.health = 0;
  recordDeath(g, h.seat);
  recordMoment(g, 5, `${name} fell in ${areaName(g, h.area)}.`);
  ctx.emit({ type: 'killed', figure: h.seat, hero: h.heroId, area: h.area, text: `${name} has fallen.` });
  if (h.gifts.length > 0) {
    g.giftDeck.discard.push(...h.gifts.map((x) => x.card));
    ctx.log(`${name}'s gifts are discarded.`);
  }
  if (h.patrol.type && h.patrol.count > 0) g.troopStock[h.patrol.type] = (g.troopStock[h.patrol.type] ?? 0) + h.patrol.count;
  h.gifts = [];
  h.abilities = [];
  h.courage = 0;
  h.patrol = { type: null, count: 0 };
  h.fire = false;
  h.stunned = false;
  h.pestilence = 0;
  // The switch belonged to his gift; the replacement hero starts with the default.
  delete h.miracleOff;
  if (g.hell) g.hell.participants = g.hell.participants.filter((s) => s !== h.seat);
  addDoom(ctx, 2, `${name} died`);
}

/** Puts a brand-new hero on the start with full health, no gifts and courage equal to the despair dice. */
export function bringInHero(ctx: C, h: Hero, heroId: string, startCourage: number, area: string): void {
  const def = HERO_BY_ID[heroId];
  if (!def) throw new Error(`Unknown hero "${heroId}".`);
  Object.assign(h, {
    heroId, area, health: def.health, cap: def.health, toughness: def.toughness, luck: def.luck,
    courage: startCourage, attack: [...def.attack], abilities: [], gifts: [], patrol: { type: null, count: 0 },
    fire: false, stunned: false, pestilence: 0, dead: false,
  });
  recordHero(ctx.g, h.seat, heroId);
  ctx.emit({ type: 'spawned', figure: h.seat, hero: heroId, area, text: `${def.name} joins the fight at the start with ${startCourage} courage.` });
  trackChanged(ctx, `health:${h.seat}`, 0, h.health, `${def.name} starts with ${h.health} health.`);
}
