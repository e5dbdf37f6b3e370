import { describe, expect, it } from 'vitest';
import { baseSpaces, footprintCentre, footprintSpaces, gridToTable, spaceCentre } from './tableCoords';

const grid = { width: 10, height: 6 };

describe('tableCoords', () => {
  it('centres the map on the origin with grid y towards the player (+z)', () => {
    expect(gridToTable(0, 0, grid)).toEqual([-5, 0, -3]);
    expect(gridToTable(10, 6, grid)).toEqual([5, 0, 3]);
    expect(spaceCentre('0,0', grid)).toEqual([-4.5, 0, -2.5]);
    expect(spaceCentre([9, 5], grid, 0.1)).toEqual([4.5, 0.1, 2.5]);
  });

  it('gives large bases their width and depth by facing', () => {
    expect(baseSpaces('small')).toEqual([1, 1]);
    expect(baseSpaces('large2', 'h')).toEqual([2, 1]);
    expect(baseSpaces('large2', 'v')).toEqual([1, 2]);
    expect(baseSpaces('large6', 'v')).toEqual([2, 3]);
  });

  it('puts a large figure in the middle of all its spaces', () => {
    expect(footprintSpaces('2,1', 'large6', 'h')).toEqual(['2,1', '3,1', '4,1', '2,2', '3,2', '4,2']);
    expect(footprintCentre('2,1', 'large6', 'h', grid)).toEqual([-1.5, 0, -1]);
    expect(footprintCentre('2,1', 'large2', 'v', grid)).toEqual([-2.5, 0, -1]);
    expect(footprintCentre('2,1', undefined, undefined, grid)).toEqual(spaceCentre('2,1', grid));
  });
});

describe('table to grid', () => {
  it('finds the space under a point, the inverse of spaceCentre', async () => {
    const { spaceAt, lineBetween } = await import('./tableCoords');
    for (const key of ['0,0', '9,5', '4,3']) {
      const [x, , z] = spaceCentre(key, grid);
      expect(spaceAt(x + 0.4, z - 0.4, grid)).toBe(key);
    }
    const l = lineBetween([0, 0, 0], [0, 0, -2]);
    expect(l.length).toBe(2);
    expect(l.angle).toBeCloseTo(Math.PI / 2);
  });
});
