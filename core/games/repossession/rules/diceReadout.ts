/**
 * The result strip of Planet Repossession Force's throws (core/engine/diceReadout.ts).
 * In a fight the dice are never added: only the best single combo counts
 * (Combat Basics), on top of Support and AP, and two 1s are snake eyes. A
 * Support check is the one roll whose dice are added: up to four dice, one at
 * a time, for 15 or more (Support Basics), so its strip shows every die so
 * far and the running total, not just the die just thrown. Pure display.
 */
import { count, type DiceReadout } from '../../../engine/diceReadout';
import { CHECK_TARGET } from './common';
import { COMBO_NAMES, type RollScore } from './combos';

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export interface StrikeRoll {
  roller: string;
  /** Whom the roller attacks or defends against. */
  foe: string;
  purpose: 'attack' | 'defense';
  /** The whole roll as it now stands. */
  dice: readonly number[];
  /** Indexes rerolled by this throw; null for a fresh roll. */
  rerolled: readonly number[] | null;
  score: RollScore;
  support: number;
  /** Attack: the roller's AP, or null when Armor stops AP. */
  ap: number | null;
  /** Defence: the blow coming in. */
  incoming: number;
  /** A safety token may still reroll this roll. */
  canReroll: boolean;
}

/** The combo line; a defence's pair is named though it adds nothing (the table: pair +1 attack, +0 defence). */
function comboLine(r: StrikeRoll): string {
  const { score: s } = r;
  const pair = new Set(r.dice).size < r.dice.length;
  const what = s.combo === 'none' && pair && r.purpose === 'defense' ? 'A pair, which adds nothing to a defence' : capital(COMBO_NAMES[s.combo]);
  return `${what}: +${s.value}. Only the best combo counts; the dice are not added.`;
}

/** A combat roll: the combo the dice make and what it adds up to with Support and AP. */
export function strikeReadout(r: StrikeRoll): DiceReadout {
  const verb = r.purpose === 'attack' ? `attacks ${r.foe}` : `defends against ${r.foe}`;
  const title = r.rerolled ? `${r.roller} rerolls, ${r.purpose === 'attack' ? `attacking ${r.foe}` : `defending against ${r.foe}`}` : `${r.roller} ${verb}`;
  const lines: string[] = [];
  if (r.rerolled) lines.push(`Rerolled ${r.rerolled.map((i) => `die ${i + 1}`).join(' and ')}; the roll now: ${r.dice.join(', ')}.`);
  const { score: s } = r;
  if (r.purpose === 'attack') {
    if (s.snake) lines.push('Snake eyes (two 1s): the attack misses outright.');
    else {
      const ap = r.ap === null ? 'no AP (Armor)' : `${r.ap} AP`;
      const total = s.value + r.support + (r.ap ?? 0);
      lines.push(comboLine(r));
      lines.push(`Attack: ${s.value} + ${r.support} Support + ${ap} = ${total}.`);
    }
  } else if (s.snake) lines.push(`Snake eyes (two 1s): the whole blow of ${r.incoming} lands.`);
  else if (s.miss) lines.push('Four of a kind: the blow misses.');
  else {
    const block = s.value + r.support;
    lines.push(comboLine(r));
    const over = block > r.incoming ? `; the ${block - r.incoming} over heals, up to the HP limit` : block < r.incoming ? `; ${r.incoming - block} gets through` : '';
    lines.push(`Blocks ${s.value} + ${r.support} Support = ${block} of the ${r.incoming} coming in${over}.`);
  }
  if (r.canReroll) lines.push('A safety token may still reroll some of these dice.');
  return { title, lines };
}

export interface CheckRoll {
  roller: string;
  tile: string;
  /** Every die of the check so far, in the order rolled. */
  dice: readonly number[];
  /** Indexes this throw put there (the new die, or the dice rerolled). */
  thrown: readonly number[];
  reroll: boolean;
  /** The most dice a check may use (four). */
  maxDice: number;
}

/** A Support check throw: each die so far and their running total against 15. */
export function checkReadout(r: CheckRoll): DiceReadout {
  const sum = r.dice.reduce((a, b) => a + b, 0);
  const snake = r.dice.filter((d) => d === 1).length >= 2;
  const lines = [
    `${r.reroll ? 'Rerolled' : 'Rolled'} ${r.thrown.map((i) => `die ${i + 1}`).join(' and ')}.`,
    `Dice so far: ${r.dice.join(' + ')} = ${sum} (needs ${CHECK_TARGET}).`,
  ];
  const left = r.maxDice - r.dice.length;
  if (snake) lines.push('Snake eyes (two 1s): the check fails, and no safety token can mend it.');
  else if (sum >= CHECK_TARGET) lines.push(left > 0 ? `${CHECK_TARGET} reached: the check passes if ${r.roller} stops here.` : `${CHECK_TARGET} reached: the check passes.`);
  else lines.push(`${CHECK_TARGET - sum} short, ${left > 0 ? `${count(left, 'die', 'dice')} left to roll` : 'no dice left to roll'}.`);
  return {
    title: `${r.roller}'s Support check on ${r.tile} (needs ${CHECK_TARGET})`,
    lines,
    marks: r.thrown.map((i) => `die ${i + 1}`),
  };
}
