/**
 * What the HUD's sheets say, from the view and the content: a hero's sheet
 * (values, patrol, the six gift slots with what they cost and give), the
 * Lord's sheet, the control panel's tracks and the gift panel's cards. Pure,
 * so the wording is tested; the React panels only lay it out.
 */
import { GIFT_BY_ID, HERO_BY_ID, LEGION_BY_ID, LORD_BY_ID, MAPS, TROOPER_BY_ID } from '../../../core/games/planet-apocalypse/content';
import type { SlotBonus } from '../../../core/games/planet-apocalypse/content/types';
import type { PAView } from '../../../core/games/planet-apocalypse/view';
import type { LordOnTable } from './lords';
import { lordDice, lordToughness } from '../../../core/games/planet-apocalypse/content/lordStats';
import { giftSwitchedOff } from '../../../core/games/planet-apocalypse/inspect/live';

type Hero = PAView['heroes'][number];

/** Track lengths as the rules reference gives them. */
export const DOOM_SPACES = 13;
export const DESPAIR_STEPS = 6;
export const LORD_TRACK_STEPS = 4;

export interface SlotLine {
  slot: number;
  cost: number;
  bonus: string;
  /** The gift card on it (its name), or null while empty. */
  gift: string | null;
  /** The gift is switched off by its holder (Pray for a Miracle: he would rather fall). */
  off: boolean;
  start: boolean;
  /** An empty slot that can take a gift now (a start slot, or one a gifted slot's arrow points to). */
  open: boolean;
}

export interface HeroSheet {
  seat: string;
  name: string;
  title: string;
  health: number;
  cap: number;
  toughness: number;
  attack: string;
  luck: number;
  courage: number;
  patrol: string;
  slots: SlotLine[];
  statuses: string[];
  dead: boolean;
  abilities: string[];
}

/** "2d6 + d4": attack dice grouped by size, largest first. */
export function diceText(dice: readonly string[]): string {
  if (dice.length === 0) return 'none';
  const counts = new Map<string, number>();
  for (const d of dice) counts.set(d, (counts.get(d) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => Number(b[0].slice(1)) - Number(a[0].slice(1)))
    .map(([d, n]) => (n > 1 ? `${n}${d}` : d))
    .join(' + ');
}

export function bonusText(bonus: SlotBonus, heroId: string): string {
  switch (bonus.kind) {
    case 'addDie':
      return `+${bonus.die}`;
    case 'stepDie':
      return 'die +1 step';
    case 'ability': {
      const hero = HERO_BY_ID[heroId];
      return hero?.giftAbilities.find((a) => a.id === bonus.ability)?.name ?? bonus.ability;
    }
    case 'toughness':
      return `+${bonus.amount} tough`;
    case 'health':
      return `+${bonus.amount} health`;
    case 'luck':
      return `+${bonus.amount} luck`;
    case 'courage':
      return `+${bonus.amount} courage`;
  }
}

export function giftName(card: string): string {
  return GIFT_BY_ID[card.split('#')[0] ?? '']?.name ?? card;
}

export function heroSheet(h: Hero): HeroSheet | null {
  if (!h.heroId) return null;
  const def = HERO_BY_ID[h.heroId];
  const held = new Map(h.gifts.map((g) => [g.slot, g.card]));
  const slots: SlotLine[] = (def?.slots ?? []).map((s) => {
    const card = held.get(s.slot) ?? null;
    const fed = (def?.slots ?? []).some((o) => held.has(o.slot) && o.arrows.includes(s.slot));
    return { slot: s.slot, cost: s.cost, bonus: bonusText(s.bonus, h.heroId!), gift: card ? giftName(card) : null, off: card ? giftSwitchedOff(h, card) : false, start: s.start, open: !card && (s.start || fed) };
  });
  const statuses: string[] = [];
  if (h.fire) statuses.push('on fire');
  if (h.stunned) statuses.push('stunned');
  if (h.pestilence > 0) statuses.push(`pestilence ×${h.pestilence}`);
  const trooper = h.patrol.type ? TROOPER_BY_ID[h.patrol.type]?.name ?? h.patrol.type : null;
  const names = [def?.startAbility, ...(def?.giftAbilities ?? []).filter((a) => h.abilities.includes(a.id)), def?.weakness].filter((a) => a !== undefined).map((a) => a.name);
  return {
    seat: h.seat, name: def?.name ?? h.heroId, title: def?.title ?? '', health: h.health, cap: h.cap, toughness: h.toughness,
    attack: diceText(h.attack), luck: h.luck, courage: h.courage,
    patrol: trooper && h.patrol.count > 0 ? `${h.patrol.count} ${trooper}` : 'none', slots, statuses, dead: h.dead, abilities: names,
  };
}

export interface LordSheet {
  name: string;
  text: string;
  health: number;
  maxHealth: number;
  toughness: string;
  attack: string;
  revealed: boolean;
  dead: boolean;
  where: string;
  parts: { name: string; toughness: string; hits: number }[];
}

export function areaName(view: PAView, area: string): string {
  if (area === 'hell') return 'his sheet (Lord Battle)';
  return MAPS[view.mapId]?.areas.find((a) => a.id === area)?.name ?? area;
}

export function lordSheet(view: PAView, l: LordOnTable): LordSheet {
  const def = LORD_BY_ID[l.defId];
  if (!l.revealed || !def) {
    return { name: 'The Lord (secret)', text: 'Hidden until the heroes meet him; only his Shadow shows where he waits.', health: l.health, maxHealth: l.maxHealth, toughness: '?', attack: '?', revealed: false, dead: l.dead, where: '', parts: [] };
  }
  return {
    name: def.name, text: def.text, health: l.health, maxHealth: l.maxHealth, toughness: lordToughness(l).join(' + '), attack: diceText(lordDice(l)),
    revealed: true, dead: l.dead, where: areaName(view, l.area),
    parts: (def.parts ?? []).map((p) => ({ name: p.name, toughness: p.toughness.join(' + '), hits: l.partHits[p.id] ?? 0 })),
  };
}

export interface LegionLine {
  name: string;
  text: string;
}

export function legionLine(view: PAView): LegionLine | null {
  const def = view.legion ? LEGION_BY_ID[view.legion] : undefined;
  return def ? { name: def.name, text: def.text } : null;
}

export interface PanelCard {
  /** The card id ('faith#1'), or null for an empty space on the panel. */
  card: string | null;
  name: string;
  text: string;
  surcharge: number;
  usesLuck: boolean;
}

export function giftPanel(view: PAView): PanelCard[] {
  return view.panel.map((card) => {
    const def = card ? GIFT_BY_ID[card.split('#')[0] ?? ''] : undefined;
    if (!card || !def) return { card, name: card ? card : 'empty', text: '', surcharge: 0, usesLuck: false };
    return { card, name: def.name, text: def.text, surcharge: def.surcharge, usesLuck: def.usesLuck };
  });
}

/** Spaces of a track, each with whether the marker stands there. */
export function trackSpaces(first: number, last: number, at: number): { n: number; here: boolean }[] {
  return Array.from({ length: last - first + 1 }, (_, i) => ({ n: first + i, here: first + i === at }));
}
