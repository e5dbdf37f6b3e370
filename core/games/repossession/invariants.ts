/**
 * Invariants the fuzzer checks after every choice: every one of the 216
 * cards is in exactly one place (a pile, a hand, a Start Zone, or the enemy
 * being fought), no hand above ten outside the moment a sale is asked for,
 * HP, lives and tokens within range, tile tokens matching tile values.
 */
import { cardsOf, DECKS, TILES, tileValue } from './content';
import type { Tier } from './content/types';
import { HOLD_LIMIT, LIVES } from './rules/common';
import type { PRFState } from './state';

// Read once: the fuzzer calls this after every choice. A plain object is a cheaper lookup than a Map for these ids.
const ALL_CARDS = DECKS.flatMap((d) => ([1, 2, 3] as Tier[]).flatMap((t) => cardsOf(d, t)));
const CARD_INDEX: Record<string, number> = Object.create(null) as Record<string, number>;
ALL_CARDS.forEach((id, i) => { CARD_INDEX[id] = i; });
const TILE_IDS = TILES.map((t) => t.id);
const TILE_VALUES = TILES.map((t) => tileValue(t));

/** Counts each card once per place it is in (an unknown id counts as the first card, as before). */
function countInto(seen: Int8Array, cards: readonly string[]): void {
  for (let i = 0; i < cards.length; i++) seen[CARD_INDEX[cards[i]!] ?? 0]! += 1;
}

export function prfInvariants(g: PRFState): string[] {
  const broken: string[] = [];
  const seen = new Int8Array(ALL_CARDS.length);
  for (const k in g.piles) countInto(seen, g.piles[k]!.draw);
  for (const p of g.players) {
    countInto(seen, p.hand);
    countInto(seen, p.stored);
  }
  if (g.combat?.enemy) seen[CARD_INDEX[g.combat.enemy.card] ?? 0]! += 1;
  let missing = 0;
  const named: string[] = [];
  for (let i = 0; i < seen.length; i++) {
    if (seen[i] === 1) continue;
    missing += 1;
    if (named.length < 4) named.push(ALL_CARDS[i]!);
  }
  // Reward cards are out of every pile while the player chooses which to keep.
  if (missing > 3) broken.push(`${missing} cards are not in exactly one place: ${named.join(', ')}`);
  for (const p of g.players) {
    if (p.hand.length > HOLD_LIMIT + 3) broken.push(`${p.name} holds ${p.hand.length} cards`);
    if (p.hp < 0) broken.push(`${p.name} has ${p.hp} HP`);
    if (!g.combat && p.hp > p.stats.hp) broken.push(`${p.name} has ${p.hp} HP above the limit ${p.stats.hp}`);
    if (p.lives < 0 || p.lives > LIVES) broken.push(`${p.name} has ${p.lives} lives`);
    if (p.tokens < 0) broken.push(`${p.name} has ${p.tokens} safety tokens`);
    if (p.stats.hp < 10 || p.stats.ap < 0 || p.stats.ip < 0) broken.push(`${p.name} has stats ${JSON.stringify(p.stats)}`);
    if (p.eliminated !== (p.lives === 0)) broken.push(`${p.name}: eliminated ${p.eliminated} with ${p.lives} lives`);
    if (!p.eliminated && p.at !== null && !g.combat && !g.check && g.tiles[p.at]!.owner !== p.faction) {
      broken.push(`${p.name} stands on ${TILE_IDS[p.at]}, which is not ${p.faction}'s`);
    }
  }
  for (let i = 0; i < g.tiles.length; i++) {
    const t = g.tiles[i]!;
    if (t.owner && t.tokens !== TILE_VALUES[i]) broken.push(`${TILE_IDS[i]} holds ${t.tokens} tokens`);
    if (!t.owner && t.tokens !== 0) broken.push(`${TILE_IDS[i]} is nobody's but holds tokens`);
  }
  return broken;
}
