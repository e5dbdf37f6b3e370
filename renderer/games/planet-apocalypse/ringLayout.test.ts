import { describe, expect, it } from 'vitest';
import { MAPS } from '../../../core/games/planet-apocalypse/content';
import { districts, insidePolygon } from './districts';
import { mapLayout } from './mapLayout';
import { roadPlan } from './roads';

const inRect = (r: { minX: number; maxX: number; minZ: number; maxZ: number }, x: number, z: number) => x >= r.minX && x <= r.maxX && z >= r.minZ && z <= r.maxZ;

describe('the Final Battle\'s Outer Ring', () => {
  const map = MAPS.finalBattle!;
  const layout = mapLayout(map);
  const ring = layout.ring!;
  const tiles = districts(layout);

  it('"this gigantic area encircles the map": a frame round every other area\'s plate', () => {
    expect(ring.id).toBe('ring');
    for (const a of layout.areas) {
      if (a.id === 'ring') continue;
      for (const [dx, dz] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) expect(inRect(ring.inner, a.centre[0] + dx! * a.radius, a.centre[2] + dz! * a.radius)).toBe(true);
    }
    // Its tile is the whole frame: four strips, none of them over another area's centre.
    const tile = tiles.find((t) => t.id === 'ring')!;
    expect(tile.more).toHaveLength(3);
    for (const strip of [tile.polygon, ...tile.more!]) for (const a of layout.areas) if (a.id !== 'ring') expect(insidePolygon(strip, [a.centre[0], a.centre[2]])).toBe(false);
    // Only the Final Battle has one.
    expect(Object.values(MAPS).filter((m) => mapLayout(m).ring).map((m) => m.id)).toEqual(['finalBattle']);
  });

  it('stands the ring\'s circle wholly in the frame\'s wide strip, the start\'s side', () => {
    const spot = layout.byId.get('ring')!;
    const tile = tiles.find((t) => t.id === 'ring')!;
    for (const [dx, dz] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) expect(insidePolygon(tile.polygon, [spot.centre[0] + dx! * spot.radius, spot.centre[2] + dz! * spot.radius])).toBe(true);
    expect(spot.centre[0]).toBeLessThan(ring.inner.minX);
  });

  it('runs each path\'s last road straight out into the frame, not across the map', () => {
    const { roads } = roadPlan(layout);
    const into = layout.arrows.map((a, i) => ({ a, road: roads[i]! })).filter(({ a }) => a.to === 'ring');
    expect(into.map(({ a }) => a.from).sort()).toEqual(['outer1', 'outer2', 'outer3']);
    for (const { a, road } of into) {
      const [x, z] = road.end;
      expect(inRect(ring.outer, x, z) && !inRect(ring.inner, x, z)).toBe(true);
      const from = layout.byId.get(a.from)!.centre;
      // No longer than the way to the nearest side of the frame's outer edge.
      const out = Math.min(from[0] - ring.outer.minX, ring.outer.maxX - from[0], from[2] - ring.outer.minZ, ring.outer.maxZ - from[2]);
      expect(Math.hypot(x - from[0], z - from[2])).toBeLessThanOrEqual(out);
    }
  });
});

describe('the ring\'s marks', () => {
  const layout = mapLayout(MAPS.finalBattle!);
  const ring = layout.ring!;
  it('rims the hole and names the ring on each narrow strip', async () => {
    const { ringNameSpots, ringRim } = await import('./ringLayout');
    const rim = ringRim(ring);
    expect(rim).toHaveLength(4);
    for (const s of rim) for (const [x, z] of [s.start, s.end]) expect(inRect(ring.inner, x!, z!)).toBe(true);
    for (const s of ringNameSpots(ring)) expect(inRect(ring.outer, s.x, s.z) && !inRect(ring.inner, s.x, s.z)).toBe(true);
  });
});
