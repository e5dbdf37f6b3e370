import { describe, expect, it } from 'vitest';
import { parseWinRateTable } from './winRates';
import { playableGames } from '../games/registry';

describe('win-rate tables', () => {
  it('a malformed table is refused with a reason', () => {
    const table = { sideName: 'the marines', side: 'marines', command: 'x', measured: '', cells: [{ options: {}, wins: 3, games: 2 }] };
    expect(() => parseWinRateTable(table as never)).toThrow(/wins <= games/);
    expect(() => parseWinRateTable(null)).toThrow(/needs sideName/);
  });

  it("every game's table counts a side its seats have and names only options the game has, with values its schema accepts", () => {
    for (const m of playableGames()) {
      const t = m.winRates;
      if (!t) continue;
      const keys = new Set(m.optionFields.map((f) => f.key));
      for (const c of t.cells) {
        const options = { ...(m.defaultOptions as object), ...c.options };
        expect(Object.keys(c.options).filter((k) => !keys.has(k))).toEqual([]);
        expect(m.optionsSchema.safeParse(options).success).toBe(true);
        expect(m.seats(m.optionsSchema.parse(options)).map((s) => s.side)).toContain(t.side);
      }
    }
  });
});
