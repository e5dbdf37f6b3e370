import { describe, expect, it } from 'vitest';
import { clearOfHud, eventFloat, eventFocus, worthRefocus, type FocusGame } from './beatFocus';
import type { FigureLike } from './figureLook';
import { FLOOR_TOP } from './mapPieces';
import { footprintCentre, gridToTable, spaceCentre } from './tableCoords';

const grid = { width: 10, height: 8 };
const f = (id: string, at: string, over: Partial<FigureLike> = {}): FigureLike => ({
  id, side: 'demon', type: 'imp', at, size: 'small', facing: 'h', flying: false, damage: 0, stunned: false, ...over,
});
const game: FocusGame = {
  figures: [f('alpha', '1,1', { side: 'marine', type: 'alpha' }), f('imp-1', '7,1'), f('manc', '4,5', { size: 'large2', type: 'mancubus' })],
  portals: [{ token: 'portal-b1', at: '8,6' }],
};

describe('beat focus', () => {
  it('looks at where a moved figure now stands, the middle of a large base', () => {
    expect(eventFocus({ type: 'moved', figure: 'alpha', from: '0,0', to: '1,1' }, game, grid)!.at).toEqual(spaceCentre('1,1', grid, FLOOR_TOP));
    const alone = { ...game, figures: game.figures.filter((x) => x.side === 'demon') };
    expect(eventFocus({ type: 'moved', figure: 'manc', to: '4,5' }, alone, grid)!.at).toEqual(footprintCentre('4,5', 'large2', 'h', grid, FLOOR_TOP));
  });

  it("frames a demon that moves or activates together with the marine it is after", () => {
    const manc = footprintCentre('4,5', 'large2', 'h', grid, FLOOR_TOP);
    const alpha = spaceCentre('1,1', grid, FLOOR_TOP);
    for (const event of [{ type: 'moved', figure: 'manc', to: '4,5' }, { type: 'demonActivated', figure: 'manc' }]) {
      const f = eventFocus(event, game, grid)!;
      expect(f.at).toEqual([(manc[0] + alpha[0]) / 2, FLOOR_TOP, (manc[2] + alpha[2]) / 2]);
      expect(f.distance).toBeGreaterThan(6.5);
    }
  });

  it('aims right of and nearer than the focus, so the focus shows up and left of the dice tray', () => {
    const f = clearOfHud({ at: [1, 0, 2], distance: 10 });
    expect(f.at[0]).toBeGreaterThan(1);
    expect(f.at[2]).toBeGreaterThan(2);
    expect(f.distance).toBe(10);
  });

  it('skips a refocus that would barely move the camera', () => {
    const a = { at: [0, 0, 0] as [number, number, number], distance: 6.5 };
    expect(worthRefocus(null, a)).toBe(true);
    expect(worthRefocus(a, { at: [0.3, 0, 0.2], distance: 7 })).toBe(false);
    expect(worthRefocus(a, { at: [2, 0, 0], distance: 6.5 })).toBe(true);
    expect(worthRefocus(a, { at: [0, 0, 0], distance: 10 })).toBe(true);
  });

  it('looks between attacker and target, further back when they stand far apart', () => {
    const near = eventFocus({ type: 'attackDeclared', attacker: 'alpha', target: 'imp-1' }, game, grid)!;
    const a = spaceCentre('1,1', grid, FLOOR_TOP);
    const b = spaceCentre('7,1', grid, FLOOR_TOP);
    expect(near.at).toEqual([(a[0] + b[0]) / 2, FLOOR_TOP, a[2]]);
    expect(near.distance).toBeGreaterThan(eventFocus({ type: 'moved', figure: 'alpha', to: '1,1' }, game, grid)!.distance);
  });

  it('looks at the portal demons come out of, where a demon appears, and an opened door', () => {
    expect(eventFocus({ type: 'summonStarted', portal: 'portal-b1' }, game, grid)!.at).toEqual(spaceCentre('8,6', grid, FLOOR_TOP));
    expect(eventFocus({ type: 'summoned', figure: 'gone', at: '3,3' }, game, grid)!.at).toEqual(spaceCentre('3,3', grid, FLOOR_TOP));
    expect(eventFocus({ type: 'doorOpened', edge: 'v:5,1' }, game, grid)!.at).toEqual(gridToTable(5, 1.5, grid, FLOOR_TOP));
  });

  it('looks at the marine whose initiative card comes up', () => {
    expect(eventFocus({ type: 'initiativeRevealed', side: 'marine', marine: 'alpha' }, game, grid)!.at).toEqual(spaceCentre('1,1', grid, FLOOR_TOP));
    expect(eventFocus({ type: 'initiativeRevealed', side: 'invader' }, game, grid)).toBeNull();
  });

  it('ignores events that happen nowhere on the map', () => {
    expect(eventFocus({ type: 'roundStarted' }, game, grid)).toBeNull();
    expect(eventFocus({ type: 'turnStarted', side: 'invader', enemy: true }, game, grid)).toBeNull();
  });

  it('floats damage as a negative number and recovery as a positive one over the figure', () => {
    const d = eventFloat({ type: 'damaged', figure: 'imp-1', amount: 3 }, game, grid)!;
    expect(d.amount).toBe(-3);
    expect(d.position[1]).toBeGreaterThan(FLOOR_TOP);
    expect(eventFloat({ type: 'recovered', figure: 'alpha', amount: 2 }, game, grid)!.amount).toBe(2);
    expect(eventFloat({ type: 'damaged', figure: 'imp-1', amount: 0 }, game, grid)).toBeNull();
    expect(eventFloat({ type: 'moved', figure: 'imp-1' }, game, grid)).toBeNull();
  });
});
