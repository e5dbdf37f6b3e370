/**
 * Reads a throw's readout (core/engine/types.ts DiceReadout) off its
 * `diceRolled` event as the view delivers it: the shape is checked, since an
 * old save's events or another game's may lack it. Null when there is none.
 */
import type { DiceReadout, GameEvent } from '../../core/engine/types';

export function diceReadoutOf(event: GameEvent | null | undefined): DiceReadout | null {
  const r = event?.readout as unknown;
  if (!r || typeof r !== 'object') return null;
  const { title, lines, marks } = r as Record<string, unknown>;
  if (typeof title !== 'string' || !Array.isArray(lines) || !lines.every((l) => typeof l === 'string')) return null;
  const out: DiceReadout = { title, lines: lines as string[] };
  if (Array.isArray(marks)) out.marks = marks.map((m) => (typeof m === 'string' ? m : null));
  return out;
}
