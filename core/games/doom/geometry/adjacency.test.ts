import { describe, expect, it } from 'vitest';
import { adjacentDoors, neighbours } from './adjacency';
import { MASK_IGNORE_TERRAIN, MASK_SIGHT, MASK_WALK, compileMap } from './compile';
import { adjacentSpaces, indexOf, spacesAdjacent, type Board } from './board';
import { boardFrom } from './fixtures';
import { parseAsciiMap } from './ascii';
import { adjacent } from './adjacency';

const adj = (b: Board, a: string, c: string, mask = MASK_WALK) => adjacent(b.cm, indexOf(b, a), indexOf(b, c), mask);

describe('adjacency: shared borders', () => {
  it('spaces sharing an open border are adjacent', () => {
    const b = boardFrom(`
      +-+-+
      |. .|
      +-+-+`);
    expect(spacesAdjacent(b, '0,0', '1,0')).toBe(true);
    expect(spacesAdjacent(b, '1,0', '0,0')).toBe(true);
  });

  it('a wall, a closed door, a blocking outline or an impassable outline between them breaks adjacency', () => {
    const b = boardFrom(`
      +-+-+-+-+-+-+
      |.|.D. X . %|
      +-+-+-+-+-+-+`);
    expect(spacesAdjacent(b, '0,0', '1,0')).toBe(false); // wall
    expect(spacesAdjacent(b, '1,0', '2,0')).toBe(false); // closed door
    expect(spacesAdjacent(b, '2,0', '3,0')).toBe(false); // into blocking terrain
    expect(spacesAdjacent(b, '3,0', '4,0')).toBe(false); // out of blocking terrain
    expect(spacesAdjacent(b, '4,0', '5,0')).toBe(false); // into impassable terrain
  });

  it('an opened door is gone: the spaces on either side are adjacent again', () => {
    const b = boardFrom(`
      +-+-+
      |.d.|
      +-+-+`);
    expect(spacesAdjacent(b, '0,0', '1,0')).toBe(true);
  });

  it('difficult terrain does not break adjacency', () => {
    const b = boardFrom(`
      +-+-+-+
      |. ~ .|
      +-+-+-+`);
    expect(spacesAdjacent(b, '0,0', '1,0')).toBe(true);
    expect(spacesAdjacent(b, '1,0', '2,0')).toBe(true);
  });

  it('spaces across a tile edge are not adjacent unless the map lists an opening there', () => {
    const base = { id: 'two-tiles', walls: [], doors: [], teleporters: [], tokens: [],
      tiles: [{ id: 't1', x: 0, y: 0, rows: ['..'] }, { id: 't2', x: 2, y: 0, rows: ['..'] }] };
    const closed = compileMap({ ...base, openings: [] });
    const open = compileMap({ ...base, openings: ['v:2,0'] });
    expect(adjacent(closed, 1, 2, MASK_WALK)).toBe(false);
    expect(adjacent(open, 1, 2, MASK_WALK)).toBe(true);
  });
});

describe('adjacency: diagonal spaces and their shared corner', () => {
  it('diagonal spaces whose corner touches no barrier are adjacent', () => {
    const b = boardFrom(`
      +-+-+
      |. .|
      + + +
      |. .|
      +-+-+`);
    expect(spacesAdjacent(b, '0,0', '1,1')).toBe(true);
    expect(spacesAdjacent(b, '1,0', '0,1')).toBe(true);
    expect(adjacentSpaces(b, '0,0').sort()).toEqual(['0,1', '1,0', '1,1']);
  });

  it('the end of a wall at the corner leaves the diagonal adjacent, since one other space touches both', () => {
    const b = boardFrom(`
      +-+-+
      |.|.|
      + + +
      |. .|
      +-+-+`);
    expect(spacesAdjacent(b, '0,0', '1,1')).toBe(true); // round by 0,1
    expect(spacesAdjacent(b, '1,0', '0,1')).toBe(true); // round by 1,1
  });

  it('a wall running straight through the corner separates both diagonals', () => {
    const b = boardFrom(`
      +-+-+
      |.|.|
      + + +
      |.|.|
      +-+-+`);
    expect(spacesAdjacent(b, '0,0', '1,1')).toBe(false);
    expect(spacesAdjacent(b, '1,0', '0,1')).toBe(false);
  });

  it('walls meeting at the corner in an L cut off the diagonal space inside the L from the one outside it', () => {
    // Walls on the top-right space's left and bottom borders: it is boxed in.
    const b = boardFrom(`
      +-+-+
      |.|.|
      + +-+
      |. .|
      +-+-+`);
    expect(spacesAdjacent(b, '1,0', '0,1')).toBe(false);
    // The other diagonal still goes round through the bottom-left space.
    expect(spacesAdjacent(b, '0,0', '1,1')).toBe(true);
  });

  it('a closed door at the corner counts like a wall', () => {
    const b = boardFrom(`
      +-+-+
      |.D.|
      + + +
      |.D.|
      +-+-+`);
    expect(spacesAdjacent(b, '0,0', '1,1')).toBe(false);
  });

  it('two blocking spaces meeting at a corner separate the other two diagonal spaces', () => {
    const b = boardFrom(`
      +-+-+
      |. X|
      + + +
      |X .|
      +-+-+`);
    expect(spacesAdjacent(b, '0,0', '1,1')).toBe(false);
  });

  it('one impassable space at the corner still leaves a route round the other side', () => {
    const b = boardFrom(`
      +-+-+
      |. %|
      + + +
      |. .|
      +-+-+`);
    expect(spacesAdjacent(b, '0,0', '1,1')).toBe(true);
    expect(spacesAdjacent(b, '0,1', '1,0')).toBe(false); // 1,0 is impassable itself
  });

  it('a space with a closed door on a border is adjacent to that door', () => {
    const b = boardFrom(`
      +-+-+-+
      |. .D.|
      +-+-+-+`);
    expect(adjacentDoors(b.cm, indexOf(b, '1,0'))).toEqual(['door-v:2,0']);
    expect(adjacentDoors(b.cm, indexOf(b, '2,0'))).toEqual(['door-v:2,0']);
    expect(adjacentDoors(b.cm, indexOf(b, '0,0'))).toEqual([]);
  });
});

describe('adjacency for figures that ignore terrain and for range', () => {
  const b = boardFrom(`
    +-+-+-+
    |. X .|
    + + + +
    |X . .|
    +-+-+-+`);
  it('flying and large-figure movement treat blocking and impassable borders and corners as adjacent', () => {
    expect(adj(b, '0,0', '1,1', MASK_IGNORE_TERRAIN)).toBe(true);
    expect(adj(b, '0,0', '1,0', MASK_IGNORE_TERRAIN)).toBe(true);
  });
  it('but never through walls', () => {
    const w = boardFrom(`
      +-+-+
      |.|.|
      +-+-+`);
    expect(adj(w, '0,0', '1,0', MASK_IGNORE_TERRAIN)).toBe(false);
  });
  it('range adjacency ignores impassable terrain but not blocking terrain', () => {
    const r = boardFrom(`
      +-+-+-+
      |. % X|
      +-+-+-+`);
    expect(adj(r, '0,0', '1,0', MASK_SIGHT)).toBe(true);
    expect(adj(r, '1,0', '2,0', MASK_SIGHT)).toBe(false);
  });
  it('void squares in a drawn map are not spaces and have no neighbours', () => {
    const p = parseAsciiMap(`
      +-+-+
      |.  |
      +-+-+`);
    const cm = compileMap(p.map);
    expect(neighbours(cm, 0, MASK_WALK)).toEqual([]);
  });
});
