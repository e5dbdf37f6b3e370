/** Filters rules-reference entries: every word of the query must appear in the title or text. */
import type { RuleEntry } from '../../core/engine/types';

export type { RuleEntry };

export function searchRules(entries: readonly RuleEntry[], query: string): RuleEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((e) => {
    const hay = `${e.title} ${e.text}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
