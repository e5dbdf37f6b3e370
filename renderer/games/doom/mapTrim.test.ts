import { describe, expect, it } from 'vitest';
import { doorHalves, mapMeshes, MAP_COLOURS } from './mapMeshes';
import { mapLayout, type LayoutSpace } from './mapLayout';
import { dotsAlong, outwards, perimeterRuns } from './mapTrim';
import { LANDING_ZONE } from '../../../core/games/doom/content/missions';

const sp = (x: number, y: number): LayoutSpace => ({ key: `${x},${y}`, x, y, terrain: 'normal', tile: 0 });

describe('board trim', () => {
  it('runs along the outside of an L-shaped map, one run per straight stretch of each side', () => {
    const spaces = [sp(0, 0), sp(1, 0), sp(0, 1)];
    const runs = perimeterRuns(spaces);
    expect(runs.filter((r) => r.side === 'north')).toEqual([{ x1: 0, y1: 0, x2: 2, y2: 0, side: 'north' }]);
    expect(runs.filter((r) => r.side === 'south')).toHaveLength(2);
    expect(runs.filter((r) => r.side === 'west')).toEqual([{ x1: 0, y1: 0, x2: 0, y2: 2, side: 'west' }]);
    // Moved outwards and lengthened so the corners close.
    expect(outwards(runs.find((r) => r.side === 'north')!, 0.1, 0.2)).toEqual({ x1: -0.2, y1: -0.1, x2: 2.2, y2: -0.1 });
  });

  it('dots a line evenly, both ends included', () => {
    const dots = dotsAlong({ x1: 0, y1: 1, x2: 1, y2: 1 }, 0.25);
    expect(dots).toHaveLength(5);
    expect(dots[0]).toEqual([0, 1]);
    expect(dots[4]).toEqual([1, 1]);
  });
});

describe('map meshes, terrain and doors', () => {
  it('draws difficult terrain as blue dots and blocking as solid red lines', () => {
    const map = { ...LANDING_ZONE.map, tiles: [{ id: 't', x: 0, y: 0, rows: ['.~~.', '.XX.'] }], doors: [], walls: [], openings: [], teleporters: [] };
    const m = mapMeshes(mapLayout(map), [], []);
    expect(m.dots.length).toBeGreaterThan(10);
    expect(new Set(m.dots.map((d) => d.colour))).toEqual(new Set([MAP_COLOURS.outline.difficult]));
    expect(m.outlines.every((o) => o.colour === MAP_COLOURS.outline.blocking)).toBe(true);
    expect(m.walls.length).toBeGreaterThan(0);
    expect(m.wallCaps).toHaveLength(m.walls.length);
    expect(m.trim).toHaveLength(4);
  });

  it("slides a door's halves apart into its posts", () => {
    const edge = { x1: 2, y1: 0, x2: 2, y2: 1 };
    const grid = { width: 4, height: 2 };
    const closed = doorHalves(edge, grid, 1);
    const half = doorHalves(edge, grid, 0.5);
    const open = doorHalves(edge, grid, 0);
    expect(closed[0]!.s[2] + closed[1]!.s[2]).toBeCloseTo(0.8);
    expect(half[0]!.s[2]).toBeCloseTo(closed[0]!.s[2] / 2);
    // The first half keeps its post end: its centre moves towards the post (-z).
    expect(half[0]!.p[2]).toBeLessThan(closed[0]!.p[2]);
    expect(half[1]!.p[2]).toBeGreaterThan(closed[1]!.p[2]);
    expect(open.every((h) => h.s[2] === 0)).toBe(true);
  });
});
