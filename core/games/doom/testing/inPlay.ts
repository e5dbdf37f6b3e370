/**
 * Registers a test that shows card abilities happening in play. The ids are
 * ability ids (class, squad, action, demon and Glory Kill cards) or event
 * card ids, as rules/cardAbilities.test.ts lists them; that test reads the
 * test files for these calls, so write the ids as string literals. Tests only.
 */
import { it } from 'vitest';

export function inPlay(cards: string | readonly string[], title: string, fn: () => void): void {
  const ids = typeof cards === 'string' ? [cards] : cards;
  it(`${title} [${ids.join(', ')}]`, fn);
}
