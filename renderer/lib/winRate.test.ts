import { describe, expect, it } from 'vitest';
import type { WinRateTable } from '../../core/protocol/messages';
import { winRateFor, winRateText } from './winRate';

const table: WinRateTable = {
  sideName: 'the marines', side: 'marines', command: 'x', measured: '2026-12-03',
  cells: [
    { options: { mission: 'landing-zone', difficulty: 'normal', marines: 2 }, wins: 92, games: 200 },
    { options: { mission: 'landing-zone', difficulty: 'hard', marines: 2 }, wins: 0, games: 0 },
  ],
};

describe('the New game dialog\'s win rate', () => {
  it('the cell whose options all match is shown, in words; options not measured show nothing', () => {
    const cell = winRateFor(table, { mission: 'landing-zone', difficulty: 'normal', marines: 2, decks: 'recommended' });
    expect(cell && winRateText(table, cell)).toBe('Measured with AI players on every seat: the marines won 46% of 200 games.');
    // Listed but not measured yet, or not listed: no figure at all.
    expect(winRateFor(table, { mission: 'landing-zone', difficulty: 'hard', marines: 2 })).toBeNull();
    expect(winRateFor(table, { mission: 'landing-zone', difficulty: 'normal', marines: 3 })).toBeNull();
    expect(winRateFor(undefined, {})).toBeNull();
  });
});
