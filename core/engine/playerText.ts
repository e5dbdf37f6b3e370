/**
 * Checks on the words a player reads: every log line and every prompt text,
 * label, hint, detail, group and fact. Tests of each game collect these over
 * whole bot games and fail on an internal id shown as a word ("h1 is the new
 * captain") or on "a" before a vowel sound ("a Imp"). Pure functions, no I/O.
 */
import type { GameEvent, Prompt } from './types';

/** Every player-facing string of one prompt, in display order. */
export function promptTexts(p: Prompt): string[] {
  const out = [p.text];
  for (const o of p.options) {
    out.push(o.label);
    if (o.hint) out.push(o.hint);
    if (o.detail) out.push(o.detail);
    if (o.group) out.push(o.group);
    for (const odd of o.odds ?? []) out.push(odd.label);
  }
  for (const f of p.facts ?? []) out.push(f.label, f.value);
  for (const item of p.form?.items ?? []) out.push(item.label);
  return out;
}

/**
 * Every log line of some events, the redacted forms included. A bot's
 * reason ("s2: runs") is left out: the kernel writes it with the seat id
 * and the renderer's log puts the seat's name in its place (lib/logText.ts).
 */
export function eventTexts(events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type === 'reason') continue;
    if (typeof e.text === 'string') out.push(e.text);
    if (e.redacted && typeof e.redacted.text === 'string') out.push(e.redacted.text);
    if (typeof e.segment === 'string') out.push(e.segment);
  }
  return out;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Ids that appear as a whole word (case-sensitive: "Ruins" is a name, "ruins"
 * an id). Characters that ids are built from (letters, digits, _ # : -) count
 * as part of a word, so "lord" does not match inside "lord:wall" twice.
 */
export function idsShown(text: string, ids: ReadonlySet<string>): string[] {
  const hits: string[] = [];
  for (const id of ids) {
    if (id.length < 2) continue;
    // A colon continues an id ("lord:wall") but not before a space ("h2: rolls").
    const re = new RegExp(`(?<![A-Za-z0-9_#:-])${escape(id)}(?![A-Za-z0-9_#-]|:\\S)`);
    if (re.test(text)) hits.push(id);
  }
  return hits;
}

/** Words starting with a vowel letter that are said with a consonant sound ("a unit", "a one-shot"). */
const CONSONANT_SOUND = /^(one|once|uni|use|usu|uto|eu|ewe|ur[aei])/i;
/** Words starting with a consonant letter said with a vowel sound ("an hour"). */
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;

/** "a" before a vowel sound, or "an" before a consonant sound; numbers count by how they are said (an 8, a 1). */
export function articleErrors(text: string): string[] {
  const out: string[] = [];
  const re = /(?<![A-Za-z'’-])(a|A|an|An) ([A-Za-z0-9][A-Za-z0-9'’-]*)/g;
  for (const m of text.matchAll(re)) {
    const article = (m[1] as string).toLowerCase();
    const word = m[2] as string;
    let vowel: boolean;
    if (/^\d/.test(word)) vowel = /^(8|11|18)(?!\d)|^8\d(?!\d)|^8\d\d/.test(word);
    else vowel = (/^[aeiou]/i.test(word) && !CONSONANT_SOUND.test(word)) || VOWEL_SOUND.test(word);
    if (article === 'a' && vowel) out.push(`"${m[0]}"`);
    if (article === 'an' && !vowel) out.push(`"${m[0]}"`);
  }
  return out;
}

/** Problems in one text: ids shown and article errors. */
export function textProblems(text: string, ids: ReadonlySet<string>): string[] {
  return [...idsShown(text, ids).map((id) => `shows the id "${id}"`), ...articleErrors(text)];
}
