/** Content lookups by id: the board, the enemy cards and the Support cards. */
import { CREATURE_CARDS, RAID_CARDS } from './enemies';
import { SETTLEMENT_CARDS, SUPPLY_CARDS } from './support';
import type { DeckId, EnemyCard, SupportCard, Tier } from './types';

export * from './board';
export * from './scoring';
export type * from './types';
export { CREATURE_CARDS, RAID_CARDS, SETTLEMENT_CARDS, SUPPLY_CARDS };

export const ENEMY_BY_ID: Readonly<Record<string, EnemyCard>> = Object.fromEntries(
  [...CREATURE_CARDS, ...RAID_CARDS].map((c) => [c.id, c]),
);

export const SUPPORT_BY_ID: Readonly<Record<string, SupportCard>> = Object.fromEntries(
  [...SUPPLY_CARDS, ...SETTLEMENT_CARDS].map((c) => [c.id, c]),
);

export const DECKS: readonly DeckId[] = ['supplies', 'settlements', 'creatures', 'raids'];

/** The twelve piles: each Action deck split by Tier. */
export function pileId(deck: DeckId, tier: Tier): string {
  return `${deck}:${tier}`;
}

export const PILE_IDS: readonly string[] = DECKS.flatMap((d) => ([1, 2, 3] as const).map((t) => pileId(d, t)));

export function cardsOf(deck: DeckId, tier: Tier): string[] {
  const all = deck === 'supplies' ? SUPPLY_CARDS : deck === 'settlements' ? SETTLEMENT_CARDS : deck === 'creatures' ? CREATURE_CARDS : RAID_CARDS;
  return all.filter((c) => c.tier === tier).map((c) => c.id);
}

export function enemyCard(id: string): EnemyCard {
  const c = ENEMY_BY_ID[id];
  if (!c) throw new Error(`No enemy card "${id}".`);
  return c;
}

export function supportCard(id: string): SupportCard {
  const c = SUPPORT_BY_ID[id];
  if (!c) throw new Error(`No Support card "${id}".`);
  return c;
}

/** The pile a card belongs to (cards always go back to the bottom of their own pile). */
export function pileOfCard(id: string): string {
  const c = ENEMY_BY_ID[id] ?? SUPPORT_BY_ID[id];
  if (!c) throw new Error(`No card "${id}".`);
  return pileId(c.deck, c.tier);
}

export const ENEMY_TYPE_NAMES: Readonly<Record<string, { one: string; many: string }>> = {
  anthropoid: { one: 'Anthropoid', many: 'Anthropoids' },
  humanoid: { one: 'Humanoid', many: 'Humanoids' },
  flora: { one: 'Flora', many: 'Flora' },
  beast: { one: 'Beast', many: 'Beasts' },
  rogueOutpost: { one: 'Rogue Outpost', many: 'Rogue Outposts' },
  mutantHorde: { one: 'Mutant Horde', many: 'Mutant Hordes' },
  monsterNest: { one: 'Monster Nest', many: 'Monster Nests' },
  ghoulTribe: { one: 'Ghoul Tribe', many: 'Ghoul Tribes' },
};

export const SLOT_NAMES: Readonly<Record<string, string>> = {
  weapon: 'Weapon', upgrade: 'Upgrade', equipment: 'Equipment', armor: 'Armor', settlement: 'Settlement',
};
