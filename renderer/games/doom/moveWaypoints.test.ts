import { describe, expect, it } from 'vitest';
import { placeFigure, type FigureLike } from './figureLook';
import { moveWaypoints } from './moveWaypoints';
import { FLOOR_TOP } from './mapPieces';
import { footprintCentre } from './tableCoords';

const grid = { width: 12, height: 8 };
const manc: FigureLike = { id: 'manc', side: 'demon', type: 'mancubus', at: '0,4', size: 'large2', facing: 'v', flying: false, damage: 0, stunned: false };

describe('move waypoints', () => {
  it('a large base that turned part way passes over each pose with that pose\'s facing, turned there', () => {
    // The core's event for a Mancubus going up from lying east-west at 0,7: a turn, then two steps (rules/largeFigures.test.ts).
    const e = { type: 'moved', figure: 'manc', path: ['0,7', '0,6', '0,5', '0,4'], poses: ['0,7:h', '0,6:v', '0,5:v', '0,4:v'], facing: 'v' };
    const w = moveWaypoints(e, manc, grid)!;
    expect(w.path).toEqual([
      footprintCentre('0,7', 'large2', 'h', grid, FLOOR_TOP),
      footprintCentre('0,6', 'large2', 'v', grid, FLOOR_TOP),
      footprintCentre('0,5', 'large2', 'v', grid, FLOOR_TOP),
      footprintCentre('0,4', 'large2', 'v', grid, FLOOR_TOP),
    ]);
    // At the start it is turned as it lay before (east-west); from the turn on, as it ends.
    const lying = placeFigure({ ...manc, at: '0,7', facing: 'h' }, grid).facing - placeFigure(manc, grid).facing;
    expect(Math.abs(lying)).toBeCloseTo(Math.PI / 2);
    expect(w.turns).toEqual([lying, 0, 0, 0]);
  });

  it('without poses, the path\'s spaces at the final facing, and no turning', () => {
    const e = { type: 'moved', figure: 'manc', path: ['0,6', '0,5', '0,4'] };
    expect(moveWaypoints(e, manc, grid)).toEqual({ path: ['0,6', '0,5', '0,4'].map((k) => footprintCentre(k, 'large2', 'v', grid, FLOOR_TOP)) });
    expect(moveWaypoints({ type: 'moved', figure: 'other', path: ['0,6', '0,5'] }, manc, grid)).toBeUndefined();
    expect(moveWaypoints({ type: 'attacked', figure: 'manc' }, manc, grid)).toBeUndefined();
  });
});
