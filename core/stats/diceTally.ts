/**
 * Counting dice results, for the fairness check in the dice statistics panel.
 * A tally is "die id -> count per face index", built from the kernel's
 * `diceRolled` events ({type: 'diceRolled', rolls: DieRoll[]}). Faces are
 * counted by index, not by label: the horde die has two "Shamble" faces, and
 * a fair die lands on each of them one time in six.
 */
import type { DieDef, DieRoll } from '../engine/types';
import { chiSquareTest, type ChiSquareResult } from './chiSquare';

/** Die id -> how many times each face index came up. */
export type DiceTally = Record<string, number[]>;

function isRoll(r: unknown): r is DieRoll {
  if (typeof r !== 'object' || r === null) return false;
  const { die, face } = r as { die?: unknown; face?: unknown };
  return typeof die === 'string' && typeof face === 'number' && Number.isInteger(face) && face >= 0;
}

/** Adds rolls to a tally (in place) and returns it. Rolls that are not well formed are skipped. */
export function tallyRolls(tally: DiceTally, rolls: readonly unknown[]): DiceTally {
  for (const r of rolls) {
    if (!isRoll(r)) continue;
    const counts = (tally[r.die] ??= []);
    while (counts.length <= r.face) counts.push(0);
    counts[r.face]! += 1;
  }
  return tally;
}

/**
 * Adds the rolls of every `diceRolled` event (in place). Accepts the events
 * as they come out of a match or a save: plain JSON, nothing assumed but the
 * shape of the event; a redacted event simply has no rolls to count.
 */
export function tallyEvents(tally: DiceTally, events: Iterable<unknown>): DiceTally {
  for (const e of events) {
    if (typeof e !== 'object' || e === null) continue;
    const { type, rolls } = e as { type?: unknown; rolls?: unknown };
    if (type === 'diceRolled' && Array.isArray(rolls)) tallyRolls(tally, rolls);
  }
  return tally;
}

/** Adds tally b into tally a (in place). */
export function mergeTally(a: DiceTally, b: DiceTally): DiceTally {
  for (const [die, counts] of Object.entries(b)) {
    const into = (a[die] ??= []);
    counts.forEach((n, i) => {
      while (into.length <= i) into.push(0);
      into[i]! += n;
    });
  }
  return a;
}

/** What a fair die gives: every face equally likely. */
export function expectedProbabilities(die: DieDef): number[] {
  return die.faces.map(() => 1 / die.faces.length);
}

export interface FaceCount {
  face: number;
  label: string;
  count: number;
  expected: number;
}

export interface DieStats {
  dieId: string;
  name: string;
  color?: string;
  faces: FaceCount[];
  total: number;
  chi: ChiSquareResult;
}

/**
 * Counts of one die against the fair expectation, with the chi-square test.
 * Counts beyond the die's faces (a tally from an older version of a die)
 * would make the test meaningless, so they are reported as an error.
 */
export function dieStats(die: DieDef, counts: readonly number[]): DieStats {
  if (counts.length > die.faces.length) {
    throw new Error(`The tally of "${die.id}" has results for ${counts.length} faces; the die has ${die.faces.length}.`);
  }
  const full = die.faces.map((_, i) => counts[i] ?? 0);
  const chi = chiSquareTest(full, expectedProbabilities(die));
  const stats: DieStats = {
    dieId: die.id,
    name: die.name,
    faces: die.faces.map((f, i) => ({ face: i, label: f.label, count: full[i]!, expected: chi.expected[i]! })),
    total: chi.total,
    chi,
  };
  if (die.color !== undefined) stats.color = die.color;
  return stats;
}
