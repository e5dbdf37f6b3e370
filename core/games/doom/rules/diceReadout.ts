/**
 * The result strip of DOOM's attack throws (core/engine/diceReadout.ts).
 * Rules reference, "Assess Damage": the shield icons on the revealed defence
 * card are subtracted from the damage icons on the dice, and each one left is
 * a damage. So DOOM is a game that adds its dice: the strip counts the damage
 * icons of the whole roll (after a reroll, of the roll as it now stands) and
 * the special icons that abilities key on. Pure display: resolve.ts assesses.
 */
import { count, type DiceReadout } from '../../../engine/diceReadout';
import type { DieRoll } from '../../../engine/types';

interface Counted {
  value: number;
  special: boolean;
}

function counted(r: DieRoll): Counted {
  return { value: r.value ?? 0, special: (r.symbols ?? []).includes('special') };
}

function mark(c: Counted): string {
  const dmg = c.value ? count(c.value, 'damage', 'damage') : 'blank';
  return c.special ? (c.value ? `${dmg} + special` : 'special') : dmg;
}

/** `thrown` are the dice of this throw; `standing` the whole roll after a reroll (null: the throw is the roll). */
export function attackRollReadout(title: string, thrown: readonly DieRoll[], standing: readonly Counted[] | null): DiceReadout {
  const roll = standing ?? thrown.map(counted);
  const total = roll.reduce((s, r) => s + r.value, 0);
  const specials = roll.filter((r) => r.special).length;
  const lines: string[] = [];
  if (standing) lines.push(`The roll now: ${roll.map(mark).join(', ')}.`);
  lines.push(`Damage icons: ${roll.map((r) => r.value).join(' + ')} = ${total}; each shield on the defence card cancels one.`);
  if (specials) lines.push(`${count(specials, 'special icon')}: abilities that key on it may apply.`);
  return { title, lines, marks: thrown.map((r) => mark(counted(r))) };
}
