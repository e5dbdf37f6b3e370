/**
 * Measured win rates for the New game dialog (issue 28: "Normal: the marines
 * win about 50%"). A game keeps a table of cells, each a set of option values
 * and how often the players' side won with the default AI on every seat, as
 * data (the game's winRates.json), written by `npx tsx tools/winRates.ts
 * --game <id>` from the same sims as `npm run sim`. The dialog shows the
 * cell that matches the options chosen (renderer/lib/winRate.ts); no cell,
 * no figure (never a guess).
 */
import type { Json } from './types';
import type { WinRateTable } from '../protocol/messages';

export type { WinRateCell, WinRateTable } from '../protocol/messages';

/** Reads a table from JSON, or says why it cannot be one (a hand-edited file must not break the dialog). */
export function parseWinRateTable(raw: Json): WinRateTable {
  const t = raw as unknown as WinRateTable;
  const ok = !!t && typeof t === 'object' && typeof t.sideName === 'string' && typeof t.side === 'string'
    && typeof t.command === 'string' && typeof t.measured === 'string' && Array.isArray(t.cells)
    && t.cells.every((c) => c && typeof c.options === 'object' && Number.isInteger(c.wins) && Number.isInteger(c.games) && c.games >= 0 && c.wins >= 0 && c.wins <= c.games);
  if (!ok) throw new Error('A win-rate table needs sideName, side, command, measured and cells of { options, wins, games } with 0 <= wins <= games.');
  return t;
}
