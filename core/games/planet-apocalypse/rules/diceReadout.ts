/**
 * The result strip of Planet Apocalypse's attack throws (core/engine/diceReadout.ts).
 * Rulebook, "The Attack Action": a die must individually score higher than
 * the target's toughness, and dice are not added together; a figure with two
 * numbers needs a separate die beating each. So the strip marks each die by
 * what it beats, never sums them. Pure display: assign.ts and groupAttack.ts
 * decide what the dice do.
 */
import { count, type DiceReadout } from '../../../engine/diceReadout';

/** A demon within reach of the attack, with its toughness numbers ("4+4" is [4, 4]). */
export interface InReach {
  name: string;
  toughness: readonly number[];
}

function toughnessText(t: readonly number[]): string {
  return t.join('+');
}

/**
 * A hero's (or troopers') attack: which dice beat the lowest toughness in
 * reach, and the toughness of each kind of demon in reach.
 */
export function heroAttackReadout(title: string, values: readonly number[], inReach: readonly InReach[], standing?: readonly number[]): DiceReadout {
  const lowest = inReach.length ? Math.min(...inReach.flatMap((d) => d.toughness)) : null;
  const marks = values.map((v) => (lowest === null ? null : v > lowest ? 'hit' : 'miss'));
  const lines = ['Each die counts on its own and must score higher than a toughness; dice are never added.'];
  if (standing) lines.unshift(`The roll now: ${standing.join(', ')}.`);
  if (inReach.length) lines.push(`In reach: ${inReach.map((d) => `${d.name} (toughness ${toughnessText(d.toughness)})`).join(', ')}.`);
  if (lowest !== null) {
    const useful = (standing ?? values).filter((v) => v > lowest).length;
    lines.push(`${count(useful, 'die beats', 'dice beat')} the lowest toughness here (${lowest}).`);
  }
  return { title, lines, marks };
}

/** Demons attacking a hero: each die higher than the hero's toughness is a hit. */
export function groupAttackReadout(title: string, values: readonly number[], heroName: string, toughness: number): DiceReadout {
  const hits = values.filter((v) => v > toughness).length;
  return {
    title,
    lines: [`A die hits when it scores higher than ${heroName}'s toughness ${toughness} (${toughness + 1} or more): ${count(hits, 'hit')}.`],
    marks: values.map((v) => (v > toughness ? 'hit' : 'miss')),
  };
}
