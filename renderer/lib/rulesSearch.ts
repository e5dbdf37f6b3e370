/** Filters rules-reference entries: every word of the query must appear in the title or text. */

/** An entry of a game's rules reference (the shape of core's RuleEntry, which lives beside rules code). */
export interface RuleEntry {
  id: string;
  title: string;
  text: string;
}

export function searchRules(entries: readonly RuleEntry[], query: string): RuleEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((e) => {
    const hay = `${e.title} ${e.text}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
