/**
 * How a prompt's options are laid out: sections by `group` (in the order the
 * groups first appear), and sections of many places on the board folded into
 * "pick one on the table" with the list one click away. Pure, so it can be tested.
 */
import type { PromptOption } from '../../../core/engine/types';

export interface PromptSection {
  /** The group heading; null for options without a group. */
  title: string | null;
  options: PromptOption[];
  /** Many places to pick from: the table is the better way, the list starts folded. */
  boardPick: boolean;
  /** How many of its options are places on the table. */
  places: number;
  /**
   * In a folded section, the few answers that are not places ("Spread them
   * evenly", "Stop"): they cannot be picked on the table, so they stay as
   * buttons under the fold instead of hiding in the list; and the place a
   * guide names. Empty otherwise.
   */
  extras: PromptOption[];
}

/** More places than this in one section and the list starts folded. */
export const BOARD_PICK_AT = 8;

const PLACE_KINDS = new Set(['space', 'area']);

/** `guided`: the answer a guided first game names; in a folded list it stays a button too, so the player sees what the guide says. */
export function layoutOptions(options: readonly PromptOption[], guided?: string | null): PromptSection[] {
  const sections: PromptSection[] = [];
  const byTitle = new Map<string | null, PromptSection>();
  for (const o of options) {
    const title = o.group ?? null;
    let section = byTitle.get(title);
    if (!section) {
      section = { title, options: [], boardPick: false, places: 0, extras: [] };
      byTitle.set(title, section);
      sections.push(section);
    }
    section.options.push(o);
  }
  for (const s of sections) {
    const isPlace = (o: PromptOption) => !!o.target && PLACE_KINDS.has(o.target.kind);
    const places = s.options.filter(isPlace).length;
    s.boardPick = places > BOARD_PICK_AT && places >= s.options.length - 2;
    s.places = places;
    if (s.boardPick) s.extras = s.options.filter((o) => !isPlace(o) || o.id === guided);
  }
  return sections;
}

/** The options in the order the keys and arrow keys walk them: sections in order, a folded one by its extras only. */
export function visibleOrder(sections: readonly PromptSection[], unfolded: ReadonlySet<string | null>): PromptOption[] {
  return sections.flatMap((s) => (s.boardPick && !unfolded.has(s.title) ? s.extras : s.options));
}

/** "42%" for a chance; "<1%" and ">99%" at the ends so a near-certainty never reads as a certainty. */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.01) return '<1%';
  if (p > 0.99) return '>99%';
  return `${Math.round(p * 100)}%`;
}

/** The option a counts form stands for: the one whose counts equal the counters. */
export function optionForCounts(options: readonly PromptOption[], counts: Readonly<Record<string, number>>): PromptOption | null {
  return options.find((o) => o.counts && Object.entries(o.counts).every(([k, n]) => (counts[k] ?? 0) === n)
    && Object.entries(counts).every(([k, n]) => (o.counts![k] ?? 0) === n)) ?? null;
}

/**
 * Odds split for display: named outcomes ("Frag", "Stagger") stay as they
 * are; a run of amounts ("0 damage", "1 damage" ...) becomes one chart.
 */
export function splitOdds(odds: readonly { label: string; p: number }[]): {
  named: { label: string; p: number }[];
  amounts: { amount: number; p: number }[];
  unit: string;
} {
  const named: { label: string; p: number }[] = [];
  const amounts: { amount: number; p: number }[] = [];
  let unit = '';
  for (const o of odds) {
    const m = /^(\d+) (.+)$/.exec(o.label);
    if (m && (unit === '' || unit === m[2] || `${unit}s` === m[2] || unit === `${m[2]}s`)) {
      amounts.push({ amount: Number(m[1]), p: o.p });
      unit = unit.length >= m[2]!.length ? unit : m[2]!;
    } else named.push(o);
  }
  if (amounts.length < 2) return { named: [...odds], amounts: [], unit: '' };
  return { named, amounts: amounts.sort((a, b) => a.amount - b.amount), unit };
}
