/** The New game dialog's measured win rate for the options chosen (tables: core/engine/winRates.ts). */
import type { WinRateCell, WinRateTable } from '../../core/protocol/messages';

/** The measured cell whose options all equal the chosen ones; null when none was measured. */
export function winRateFor(table: WinRateTable | undefined, options: Record<string, unknown>): WinRateCell | null {
  if (!table) return null;
  return table.cells.find((c) => c.games > 0 && Object.entries(c.options).every(([k, v]) => options[k] === v)) ?? null;
}

/** "Measured with AI players on every seat: the marines won 47% of 200 games." */
export function winRateText(table: WinRateTable, cell: WinRateCell): string {
  const pct = Math.round((100 * cell.wins) / cell.games);
  return `Measured with AI players on every seat: ${table.sideName} won ${pct}% of ${cell.games} games.`;
}
