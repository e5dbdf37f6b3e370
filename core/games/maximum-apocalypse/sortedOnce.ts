/**
 * A pile's cards in sorted order (the view hides every deck's order), sorted
 * once per content: a view is built for every decision and most piles do not
 * change between two, so the sort (most of the view's time) is kept with a
 * copy of the pile it was made from and reused while the pile still holds
 * the same cards in the same order. The check is a plain element-by-element
 * comparison, so a pile changed in place (a draw, a shuffle, a swap) is
 * always sorted again: the cache is never stale.
 *
 * The sorted array is shared by every view that asks for the same pile:
 * views are read-only (a bot copies before it changes anything).
 */
interface Sorted {
  from: string[];
  sorted: readonly string[];
}

const cache = new WeakMap<readonly string[], Sorted>();

function same(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function sortedOnce(pile: readonly string[]): readonly string[] {
  const hit = cache.get(pile);
  if (hit && same(hit.from, pile)) return hit.sorted;
  const sorted = [...pile].sort();
  cache.set(pile, { from: [...pile], sorted });
  return sorted;
}
