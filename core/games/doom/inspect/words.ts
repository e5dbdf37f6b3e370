/**
 * Small helpers so every line the table shows reads as English: articles
 * ("an Imp"), counts with plurals ("2 Imps", "1 shield"), dice by colour
 * ("2 red dice and a black die") and rolled faces. Nothing here is a rule.
 */
import { doomDie } from '../dice';

/** Words that start with a vowel letter but sound like a consonant ("a UAC", "a unique"), and the reverse ("an hour"). */
const CONSONANT_SOUND = /^(uac|uni|use|usu|uti|one|once|eu|ew)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r)/i;

/** "a" or "an" for the word that follows. */
export function articleFor(word: string): 'a' | 'an' {
  if (VOWEL_SOUND.test(word)) return 'an';
  if (CONSONANT_SOUND.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "an Imp", "a Pinky". */
export function withArticle(word: string): string {
  return `${articleFor(word)} ${word}`;
}

/** "An Imp", for the start of a sentence. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 shield", "2 shields"; `many` for irregular plurals ("2 Pinkies"). */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Alpha", "Alpha and Bravo", "Alpha, Bravo and Charlie". */
export function listed(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The colour word of a DOOM die ("red"). */
export function dieColour(dieId: string): string {
  return doomDie(dieId).name.split(' ')[0]!.toLowerCase();
}

/** "a red die", "2 red dice and a black die": dice grouped by colour in the order given. */
export function diceText(dieIds: readonly string[]): string {
  if (!dieIds.length) return 'no dice';
  const order: string[] = [];
  const n = new Map<string, number>();
  for (const d of dieIds) {
    const c = dieColour(d);
    if (!n.has(c)) order.push(c);
    n.set(c, (n.get(c) ?? 0) + 1);
  }
  return listed(order.map((c) => (n.get(c) === 1 ? `${withArticle(c)} die` : `${n.get(c)} ${c} dice`)));
}

/** One rolled die as the log shows it: "red 2", "green blank", "yellow 2 + special". */
export function faceText(dieId: string, label: string): string {
  return `${dieColour(dieId)} ${label.toLowerCase()}`;
}

/** A whole roll: "red 1, red 2 + special, black 3". */
export function rollText(rolls: readonly { die: string; label: string }[]): string {
  return rolls.map((r) => faceText(r.die, r.label)).join(', ');
}
