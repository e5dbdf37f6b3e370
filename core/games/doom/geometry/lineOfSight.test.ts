import { describe, expect, it } from 'vitest';
import { canSee, indexOf, range, sight, spacesAdjacent } from './board';
import { LEGEND, NOT_MUTUAL, boardFrom } from './fixtures';
import { lineClear, spaceSlot } from './sightline';
import type { CompiledMap } from './compile';

/** Is the line from corner (px,py) of space p to corner (qx,qy) of space q clear? */
function line(cm: CompiledMap, p: [number, number], pc: [number, number], q: [number, number], qc: [number, number], crossed?: number[]) {
  return lineClear(cm, pc[0], pc[1], spaceSlot(pc[0], pc[1], p[0], p[1]), qc[0], qc[1], spaceSlot(qc[0], qc[1], q[0], q[1]), crossed ? { crossed } : {});
}

describe('line of sight: the numbered appendix cases', () => {
  it('case 1: line of sight is mutual', () => {
    const b = boardFrom(NOT_MUTUAL);
    expect(canSee(b, 'A', 's')).toBe(true);
    expect(canSee(b, 's', 'A')).toBe(true);
    const walled = boardFrom(`
      +-+-+-+
      |A|. .|
      + + + +
      |.|. s|
      +-+-+-+`);
    expect(canSee(walled, 'A', 's')).toBe(false);
    expect(canSee(walled, 's', 'A')).toBe(false);
  });

  it('case 4: a line may pass through the defender\'s own space, and figures never block a line', () => {
    const b = boardFrom(`
      +-+-+-+-+
      |A B s .|
      +-+-+-+-+`);
    // From Alpha's top-left corner to the demon's bottom-right corner: through Bravo and the demon.
    const crossed: number[] = [];
    expect(line(b.cm, [0, 0], [0, 0], [2, 0], [3, 1], crossed)).toBe(true);
    expect(crossed).toEqual([indexOf(b, '0,0'), indexOf(b, '1,0'), indexOf(b, '2,0')]);
    expect(canSee(b, 'A', 's')).toBe(true);
  });

  const WALL_END = `
    +-+-+-+
    |. A .|
    +-+-+ +
    |. s .|
    +-+-+-+`;

  it('case 5: figures on either side of the end of a wall see each other but are not adjacent', () => {
    const b = boardFrom(WALL_END);
    expect(canSee(b, 'A', 's')).toBe(true);
    expect(spacesAdjacent(b, '1,0', '1,1')).toBe(false);
  });

  it('case 6: ... so they can only attack each other at range 2 or more', () => {
    expect(range(boardFrom(WALL_END), 'A', 's')).toBe(2);
  });

  it('case 8: a line may graze the corner of blocking terrain but not enter it', () => {
    const b = boardFrom(`
      +-+-+-+
      |A . .|
      + + + +
      |. X .|
      + + + +
      |. . s|
      +-+-+-+`);
    expect(line(b.cm, [0, 0], [1, 0], [2, 2], [3, 2])).toBe(true); // touches the block's top-right corner only
    expect(line(b.cm, [0, 0], [1, 1], [2, 2], [2, 2])).toBe(false); // along the block's diagonal
    expect(line(b.cm, [0, 0], [1, 0], [2, 2], [2, 2])).toBe(false); // through its top border
    expect(canSee(b, 'A', 's')).toBe(true);
  });

  it('case 9: a line may graze the end of a wall but not cross it', () => {
    const b = boardFrom(`
      +-+-+-+
      |A . .|
      + +-+ +
      |. . .|
      + + + +
      |. . s|
      +-+-+-+`);
    expect(line(b.cm, [0, 0], [1, 1], [2, 2], [2, 2])).toBe(true); // leaves from the wall's end, under it
    expect(line(b.cm, [0, 0], [1, 0], [2, 2], [2, 2])).toBe(false); // through the wall
  });

  it('case 9: a line may run along a wall on its figures\' side, but not from one side of it to the other', () => {
    const b = boardFrom(`
      +-+-+-+-+
      |A . s .|
      + +-+-+ +
      |. . . .|
      +-+-+-+-+`);
    expect(line(b.cm, [0, 0], [0, 1], [2, 0], [3, 1])).toBe(true); // along the wall, above it
    const door = boardFrom(`
      +-+-+
      |ADs|
      +-+-+`);
    // Down the door's length from Alpha's corner to the demon's: it would have to change sides.
    expect(line(door.cm, [0, 0], [1, 0], [1, 0], [1, 1])).toBe(false);
    const wall = boardFrom(`
      +-+-+-+
      |A . .|
      +-+-+-+
      |. s .|
      +-+-+-+`);
    expect(line(wall.cm, [0, 0], [0, 1], [1, 1], [2, 1])).toBe(false); // from above the wall to below it
    expect(canSee(wall, 'A', 's')).toBe(false);
  });

  it('case 10: a line may pass between two figures that touch only at a corner', () => {
    const b = boardFrom(`
      +-+-+-+
      |. B s|
      + + + +
      |. . i|
      + + + +
      |A . .|
      +-+-+-+`);
    // Alpha's top-right corner to the demon's top-right corner, through the corner Bravo and the imp share.
    const crossed: number[] = [];
    expect(line(b.cm, [0, 2], [1, 2], [2, 0], [3, 0], crossed)).toBe(true);
    expect(crossed).not.toContain(indexOf(b, '1,0'));
    expect(crossed).not.toContain(indexOf(b, '2,1'));
  });

  it('case 11: no line through the diagonal meeting of two blocks', () => {
    const b = boardFrom(`
      +-+-+
      |A X|
      + + +
      |X s|
      +-+-+`);
    expect(canSee(b, 'A', 's')).toBe(false);
  });

  it('case 11: no line through the point where walls cross', () => {
    const b = boardFrom(`
      +-+-+
      |A|.|
      +-+-+
      |.|s|
      +-+-+`);
    expect(canSee(b, 'A', 's')).toBe(false);
  });

  it('case 15: a flying demon inside blocking terrain can be seen and measured to', () => {
    const legend = { ...LEGEND, F: { side: 'demon' as const, flying: true, terrain: 'blocking' as const } };
    const b = boardFrom(`
      +-+-+-+-+
      |A . X X|
      + + + + +
      |. . X F|
      +-+-+-+-+`, legend);
    expect(canSee(b, 'A', 'F')).toBe(true);
    expect(range(b, 'A', 'F')).toBe(3);
    expect(sight(b, 'A', 'F').cover).toBe(false);
  });

  it('case 15: so can a large figure standing in blocking terrain', () => {
    const legend = { ...LEGEND, M: { side: 'demon' as const, size: 'large2' as const, terrain: 'blocking' as const } };
    const b = boardFrom(`
      +-+-+-+-+
      |A . X X|
      + + + + +
      |. . M M|
      +-+-+-+-+`, legend);
    expect(canSee(b, 'A', 'M')).toBe(true);
    expect(range(b, 'A', 'M')).toBe(2);
  });
});

describe('line of sight: terrain and doors', () => {
  it('a closed door blocks sight; an opened one does not', () => {
    const closed = boardFrom(`
      +-+-+
      |AD.|
      + +-+
      |. s|
      +-+-+`);
    expect(canSee(closed, 'A', 's')).toBe(true); // round the door's end, like a wall's
    const shut = boardFrom(`
      +-+-+
      |ADs|
      +-+-+`);
    const open = boardFrom(`
      +-+-+
      |Ads|
      +-+-+`);
    expect(canSee(shut, 'A', 's')).toBe(false);
    expect(canSee(open, 'A', 's')).toBe(true);
  });

  it('difficult and impassable terrain do not block sight', () => {
    const b = boardFrom(`
      +-+-+-+-+-+
      |A ~ % ~ s|
      +-+-+-+-+-+`);
    expect(canSee(b, 'A', 's')).toBe(true);
  });

  it('a row of blocking terrain blocks sight across it but not along its border', () => {
    const b = boardFrom(`
      +-+-+-+
      |A . .|
      + + + +
      |X X X|
      + + + +
      |. . s|
      +-+-+-+`);
    expect(canSee(b, 'A', 's')).toBe(false);
    const along = boardFrom(`
      +-+-+-+
      |A . s|
      + + + +
      |X X X|
      +-+-+-+`);
    expect(canSee(along, 'A', 's')).toBe(true);
  });

  it('a corner on a wall may not be used to shoot out through that wall', () => {
    const b = boardFrom(`
      +-+-+-+
      |A|. .|
      + + + +
      |.|. s|
      + + + +
      |.|. .|
      +-+-+-+`);
    // Alpha's bottom-right corner lies on the wall; the demon is on the other side.
    expect(line(b.cm, [0, 0], [1, 1], [2, 1], [2, 2])).toBe(false);
  });
});
