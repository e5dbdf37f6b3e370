import { describe, expect, it } from 'vitest';
import { MISSIONS } from '../../../core/games/doom/content/missions';
import { dashes, edgeSegment, mapLayout, mergeSegments, OUTLINE_INSET, segmentLength } from './mapLayout';
import type { MapDef } from './mapTypes';

/** Two 2x2 tiles side by side, joined by one opening and one door; a wall inside the right tile. */
const TWO_ROOMS: MapDef = {
  id: 'two',
  tiles: [
    { id: 'a', x: 0, y: 0, rows: ['..', '.~'] },
    { id: 'b', x: 2, y: 0, rows: ['..', '..'] },
  ],
  walls: ['h:3,1'],
  openings: ['v:2,1'],
  doors: [{ id: 'd', edge: 'v:2,0', open: false }],
  teleporters: [],
  tokens: [],
};

const total = (segs: { x1: number; y1: number; x2: number; y2: number }[]) => segs.reduce((n, s) => n + segmentLength(s), 0);

describe('mapLayout', () => {
  it('sizes the map from its tiles and lists every space with its terrain and tile', () => {
    const l = mapLayout(TWO_ROOMS);
    expect([l.width, l.height]).toEqual([4, 2]);
    expect(l.spaces).toHaveLength(8);
    expect(l.spaces.find((s) => s.key === '1,1')).toMatchObject({ terrain: 'difficult', tile: 0 });
    expect(l.spaces.find((s) => s.key === '3,0')).toMatchObject({ terrain: 'normal', tile: 1 });
  });

  it('walls the outside and the tile edges, leaves openings and doors, adds listed inner walls', () => {
    const l = mapLayout(TWO_ROOMS);
    // Outside: 4 + 4 + 2 + 2; the joint between the tiles is an opening and a door; one inner wall.
    expect(total(l.walls)).toBe(13);
    const onJoint = l.walls.filter((w) => w.x1 === 2 && w.x2 === 2);
    expect(onJoint).toEqual([]);
    expect(l.walls).toContainEqual({ x1: 3, y1: 1, x2: 4, y2: 1 });
    expect(l.doors).toEqual([{ id: 'd', open: false, segment: { x1: 2, y1: 0, x2: 2, y2: 1 } }]);
  });

  it('merges the outer walls into straight runs', () => {
    const l = mapLayout(TWO_ROOMS);
    expect(l.walls).toContainEqual({ x1: 0, y1: 0, x2: 4, y2: 0 });
    expect(l.walls).toContainEqual({ x1: 0, y1: 2, x2: 4, y2: 2 });
  });

  it('draws no wall between two missing spaces and walls a notch in a tile', () => {
    const notched: MapDef = { ...TWO_ROOMS, tiles: [{ id: 'a', x: 0, y: 0, rows: ['..', '. '] }], walls: [], openings: [], doors: [] };
    const l = mapLayout(notched);
    expect(l.spaces).toHaveLength(3);
    // Perimeter of an L of three squares is 8.
    expect(total(l.walls)).toBe(8);
  });

  it('outlines a single difficult space as a closed square just inside it', () => {
    const l = mapLayout(TWO_ROOMS);
    const o = l.outlines.filter((s) => s.terrain === 'difficult');
    expect(o).toHaveLength(4);
    const i = OUTLINE_INSET;
    expect(o).toContainEqual({ terrain: 'difficult', x1: 1 + i, y1: 1 + i, x2: 2 - i, y2: 1 + i });
    expect(total(o)).toBeCloseTo(4 * (1 - 2 * i));
  });

  it('outlines a group of terrain as one shape, not one square per space', () => {
    const group: MapDef = { ...TWO_ROOMS, tiles: [{ id: 'a', x: 0, y: 0, rows: ['XX.', 'X..'] }], walls: [], openings: [], doors: [] };
    const o = mapLayout(group).outlines;
    expect(o.every((s) => s.terrain === 'blocking')).toBe(true);
    // An L of three spaces: 6 straight sides, the top one a single run across both spaces.
    expect(o).toHaveLength(6);
    expect(o).toContainEqual({ terrain: 'blocking', x1: OUTLINE_INSET, y1: OUTLINE_INSET, x2: 2 - OUTLINE_INSET, y2: OUTLINE_INSET });
  });

  it('lays out every mission map with walls, doors and some terrain', () => {
    for (const m of MISSIONS) {
      const l = mapLayout(m.map);
      expect(l.spaces.length, m.id).toBeGreaterThan(20);
      expect(l.walls.length, m.id).toBeGreaterThan(4);
      expect(l.doors.length, m.id).toBe(m.map.doors.length);
      expect(l.outlines.length, m.id).toBeGreaterThan(0);
    }
  });
});

describe('segments', () => {
  it('edge ids name the left and top borders of a space', () => {
    expect(edgeSegment('v:3,2')).toEqual({ x1: 3, y1: 2, x2: 3, y2: 3 });
    expect(edgeSegment('h:3,2')).toEqual({ x1: 3, y1: 2, x2: 4, y2: 2 });
    expect(() => edgeSegment('x:1,1')).toThrow();
  });

  it('merges touching collinear pieces and keeps gaps', () => {
    const merged = mergeSegments([
      { x1: 0, y1: 0, x2: 1, y2: 0 },
      { x1: 1, y1: 0, x2: 2, y2: 0 },
      { x1: 3, y1: 0, x2: 4, y2: 0 },
      { x1: 0, y1: 1, x2: 1, y2: 1 },
    ]);
    expect(merged).toHaveLength(3);
    expect(merged).toContainEqual({ x1: 0, y1: 0, x2: 2, y2: 0 });
  });

  it('cuts a run into evenly spaced dashes', () => {
    const d = dashes({ x1: 0, y1: 0, x2: 2, y2: 0 }, 3, 0.5);
    expect(d).toHaveLength(6);
    expect(total(d)).toBeCloseTo(1);
    expect(d[0]!.x1).toBeCloseTo(1 / 12);
  });
});
