/**
 * The effect ids Support card abilities are written in, and how a loadout's
 * cards add up against one opponent. An ability works only when its
 * conditions hold: the holder's IP, the card it pairs with in the same
 * loadout, and its scope (Supplies' abilities work against Creatures unless
 * the card says otherwise; a siege is fought as a Rogue Outpost Raid).
 */
import { supportCard } from '../content';
import type { Ability, EnemyEffect, EnemyType, Scope, SupportCard } from '../content/types';

/** Every effect id a rule reads; content.test.ts fails on any other. */
export const KNOWN_EFFECTS: readonly string[] = [
  'attackBonus', 'defenseBonus', 'ignoreArmor', 'ignoreSpeed', 'ignoreSnare', 'ignoreAgility', 'ignorePoison', 'lifeSteal',
];

export const IGNORE_EFFECT: Readonly<Record<string, EnemyEffect>> = {
  ignoreArmor: 'armor', ignoreSpeed: 'speed', ignoreSnare: 'snare', ignoreAgility: 'agility', ignorePoison: 'poison',
};

/** Who a loadout faces: an enemy card's class and type, or a siege defender/attacker (a Rogue Outpost Raid). */
export interface Opponent {
  cls: 'creature' | 'raid';
  type: EnemyType;
}

export const SIEGE_OPPONENT: Opponent = { cls: 'raid', type: 'rogueOutpost' };

export function scopeOf(card: SupportCard, a: Ability): Scope {
  return a.vs ?? (card.deck === 'supplies' ? 'creature' : 'any');
}

export function inScope(scope: Scope, opp: Opponent): boolean {
  return scope === 'any' || scope === opp.cls || scope === opp.type;
}

/** True when the ability works for a holder with this IP and this loadout against this opponent. */
export function abilityWorks(card: SupportCard, a: Ability, ip: number, loadout: readonly string[], opp: Opponent): boolean {
  if (a.minIP !== undefined && ip < a.minIP) return false;
  if (a.pairsWith !== undefined && !loadout.includes(a.pairsWith)) return false;
  return inScope(scopeOf(card, a), opp);
}

export interface LoadoutPower {
  /** Added to every attack (Supplies' attack, Settlements' AP, attack abilities). */
  attack: number;
  /** Added to every defence roll. */
  defense: number;
  /** HP the Settlements lend for the Combat. */
  lent: number;
  /** Enemy effects the loadout ignores. */
  ignores: EnemyEffect[];
}

export function loadoutPower(cards: readonly string[], ip: number, opp: Opponent): LoadoutPower {
  const power: LoadoutPower = { attack: 0, defense: 0, lent: 0, ignores: [] };
  for (const id of cards) {
    const card = supportCard(id);
    power.attack += card.attack;
    power.defense += card.defense;
    if (card.slot === 'settlement') power.lent += card.hp;
    for (const a of card.abilities) {
      if (!abilityWorks(card, a, ip, cards, opp)) continue;
      if (a.effect === 'attackBonus') power.attack += a.amount ?? 0;
      else if (a.effect === 'defenseBonus') power.defense += a.amount ?? 0;
      else if (IGNORE_EFFECT[a.effect] && !power.ignores.includes(IGNORE_EFFECT[a.effect]!)) power.ignores.push(IGNORE_EFFECT[a.effect]!);
    }
  }
  return power;
}

/** HP a card gives when sacrificed at 0 HP, and HP it steals from the opponent (Bloodlust Blade). */
export function sacrificeValue(id: string): { hp: number; steal: number } {
  const card = supportCard(id);
  const steal = card.abilities.find((a) => a.effect === 'lifeSteal')?.amount ?? 0;
  return { hp: card.hp, steal };
}
