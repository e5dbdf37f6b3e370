/**
 * A roll as a row of small dice faces, the ones that make the scored combo
 * lit (exchange.ts comboDice), so the reader sees at once why a blow did what
 * it did. Colour is not the only cue: lit dice are also raised and outlined.
 */
import { comboDice } from './exchange';

export function DiceChips({ dice, combo, lit }: { dice: readonly number[]; combo: string | null; lit?: readonly number[] }) {
  const on = new Set(lit ?? comboDice(dice, combo));
  return (
    <span className="prf-dice" aria-label={`dice ${dice.join(', ')}`}>
      {dice.map((d, i) => (
        <span key={i} className={`prf-die${on.has(i) ? ' lit' : ''}${combo === 'snake' && on.has(i) ? ' snake' : ''}`} data-testid={on.has(i) ? 'prf-die-lit' : 'prf-die'}>{d}</span>
      ))}
    </span>
  );
}
