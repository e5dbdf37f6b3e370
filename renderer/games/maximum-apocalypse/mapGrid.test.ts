import { describe, expect, it } from 'vitest';
import { CELL, cellCentre, gridOf, parseKey, spread, spreadRows } from './mapGrid';

describe('the map grid on the table', () => {
  it('centres the cells in use on the origin, south nearest the player', () => {
    const g = gridOf(['0,0', '1,0', '0,-2']);
    expect(g).toMatchObject({ minX: 0, minY: -2, cols: 2, rows: 3 });
    expect(g.size).toEqual([3 * CELL, 4 * CELL]);
    expect(cellCentre(g, '0,-1')).toEqual([-CELL / 2, 0]);
    const north = cellCentre(g, '0,-2')!;
    const south = cellCentre(g, '0,0')!;
    expect(south[1]).toBeGreaterThan(north[1]);
  });

  it('copes with no cells and with keys that are not cells', () => {
    expect(gridOf([])).toMatchObject({ cols: 1, rows: 1 });
    expect(parseKey('tokens:1,2')).toBeNull();
    expect(cellCentre(gridOf(['0,0']), 'nowhere')).toBeNull();
    expect(parseKey('-3,12')).toEqual([-3, 12]);
  });

  it('stands a crowd in rows of three, each row spread across', () => {
    expect(spreadRows(2, 3, -1, 1)).toEqual([[-1, 0], [1, 0]]);
    // The second row stands in the gaps of the first.
    expect(spreadRows(5, 3, -1, 1)).toEqual([[-1, 0], [0, 0], [1, 0], [-0.5, 1], [0.5, 1]]);
  });

  it('spreads figures evenly across a row', () => {
    expect(spread(1, -1, 1)).toEqual([0]);
    expect(spread(3, -1, 1)).toEqual([-1, 0, 1]);
  });
});
