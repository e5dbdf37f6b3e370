import { describe, expect, it } from 'vitest';
import { columnLabel, litLines, namedSpaces, rowLabel, spaceLabel } from './edgeCoords';
import type { FigureLike } from './figureLook';

const fig = (id: string, at: string, size: FigureLike['size'] = 'small'): FigureLike =>
  ({ id, side: 'demon', type: 'imp', at, size, facing: 'h', flying: false, damage: 0, stunned: false }) as FigureLike;

describe('board-edge coordinates', () => {
  it('letters the columns and numbers the rows from 1', () => {
    expect([0, 1, 25, 26, 27].map(columnLabel)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
    expect(rowLabel(0)).toBe('1');
    expect(spaceLabel('2,3')).toBe('C4');
  });

  it('finds the spaces named by spaces and figures (all of a large base), and lights their lines', () => {
    const figures = [fig('imp-0', '1,1'), fig('cyber', '4,2', 'large2')];
    const spaces = namedSpaces(['space:0,5', 'figure:imp-0', 'figure:cyber', 'figure:gone', 'card:x', null], figures);
    expect(spaces.sort()).toEqual(['0,5', '1,1', '4,2', '5,2']);
    const lit = litLines(spaces);
    expect([...lit.columns].sort()).toEqual([0, 1, 4, 5]);
    expect([...lit.rows].sort()).toEqual([1, 2, 5]);
  });
});
