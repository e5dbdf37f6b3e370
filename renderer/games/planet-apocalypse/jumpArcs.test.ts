import { describe, expect, it } from 'vitest';
import { MOON_BASE_MAP } from '../../../core/games/planet-apocalypse/content/maps/moonBase';
import { INVASION_MAP } from '../../../core/games/planet-apocalypse/content';
import { jumpId } from '../../../core/games/planet-apocalypse/inspect/mapMarks';
import { jumpArc } from './jumpArcs';
import { mapLayout } from './mapLayout';

describe('hero-only jumps', () => {
  const layout = mapLayout(MOON_BASE_MAP);

  it('Moon Base: the airlocks ("as if adjacent", both ways) and Blue Gate → White Gate (one way) are jumps, not footpaths', () => {
    expect(layout.jumps.map((j) => [j.id, j.twoWay])).toEqual([[jumpId('whiteAirlock', 'blueAirlock'), true], [jumpId('blueGate', 'whiteGate'), false]]);
    // They are not map adjacencies, so no footpath joins them.
    expect(layout.links.some((l) => [l.a, l.b].includes('whiteAirlock') && [l.a, l.b].includes('blueAirlock'))).toBe(false);
    expect(mapLayout(INVASION_MAP).jumps).toEqual([]);
  });

  it('arcs from one rim to the other above the city, with a head wherever a hero may land', () => {
    for (const j of layout.jumps) {
      const arc = jumpArc(j, 0.06);
      expect(arc.points[0]).toEqual([j.start[0], 0.06, j.start[2]]);
      expect(arc.points.at(-1)![0]).toBeCloseTo(j.end[0]);
      expect(arc.points.at(-1)![2]).toBeCloseTo(j.end[2]);
      expect(arc.peak[1]).toBeGreaterThan(0.9);
      expect(Math.min(...arc.points.map((p) => p[1]))).toBeGreaterThanOrEqual(0.06);
      expect(arc.heads).toHaveLength(j.twoWay ? 2 : 1);
      // The head at b points down toward b's side (descending, along the arc's run).
      const h = arc.heads[0]!;
      expect(h.dir[1]).toBeLessThan(0);
      expect(h.dir[0] * (j.end[0] - j.start[0]) + h.dir[2] * (j.end[2] - j.start[2])).toBeGreaterThan(0);
    }
  });
});
