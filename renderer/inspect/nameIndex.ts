/**
 * Finds the names of things a player can inspect inside a line of text (a
 * log line, a prompt), so each can be hovered for its details. Names come
 * from the game's glossary (and their aliases); the longest name wins where
 * two overlap ("Fourth Circle demon" before "demon"), plurals with -s are
 * found too, and only whole words count.
 */
import type { InspectEntry } from '../../core/engine/types';

export interface NameIndex {
  /** One regular expression for all names; null when there are none. */
  pattern: RegExp | null;
  /** Lower-cased name (and plural) -> entry id. */
  ids: ReadonlyMap<string, string>;
}

export interface TextPiece {
  text: string;
  /** The glossary entry this piece names, when it names one. */
  entry?: string;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Names shorter than this are not linked (too many false hits: "A", "an"). */
const MIN_NAME = 3;

export function buildNameIndex(entries: readonly InspectEntry[]): NameIndex {
  const ids = new Map<string, string>();
  for (const e of entries) {
    for (const name of [e.name, ...(e.aliases ?? [])]) {
      const key = name.trim().toLowerCase();
      if (key.length < MIN_NAME || ids.has(key)) continue;
      ids.set(key, e.id);
      if (!key.endsWith('s') && !ids.has(`${key}s`)) ids.set(`${key}s`, e.id);
    }
  }
  if (ids.size === 0) return { pattern: null, ids };
  const names = [...ids.keys()].sort((a, b) => b.length - a.length).map(escape);
  return { pattern: new RegExp(`(?<![\\p{L}\\p{N}])(${names.join('|')})(?![\\p{L}\\p{N}])`, 'giu'), ids };
}

export function splitByNames(text: string, index: NameIndex): TextPiece[] {
  if (!index.pattern || text === '') return [{ text }];
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(index.pattern)) {
    const start = match.index ?? 0;
    if (start > at) pieces.push({ text: text.slice(at, start) });
    const entry = index.ids.get(match[0].toLowerCase());
    pieces.push(entry ? { text: match[0], entry } : { text: match[0] });
    at = start + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}
