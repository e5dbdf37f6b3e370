import { describe, expect, it } from 'vitest';
import { MAPS } from '../../../core/games/planet-apocalypse/content';
import { districtKind } from './areaKinds';
import { districtProps } from './districtProps';
import { districts, edgeDistance, insidePolygon, polygonArea, segmentDistance } from './districts';
import { mapLayout } from './mapLayout';
import { ROAD_WIDTH, roadPlan } from './roads';

describe.each(Object.values(MAPS))('the $name map as city districts', (map) => {
  const layout = mapLayout(map);
  const tiles = districts(layout);

  it('gives every area a tile holding its whole standing circle', () => {
    expect(tiles.map((t) => t.id)).toEqual(layout.areas.map((a) => a.id));
    for (const t of tiles) {
      const spot = layout.byId.get(t.id)!;
      expect(insidePolygon(t.polygon, t.centre)).toBe(true);
      expect(edgeDistance(t.polygon, t.centre)).toBeGreaterThanOrEqual(spot.radius);
    }
  });

  it('fills the board without overlaps and leaves the Lord\u2019s sheet uncovered', () => {
    const board = layout.size[0] * layout.size[1];
    // The Final Battle's ring counts its whole frame.
    const covered = tiles.reduce((s, t) => s + [t.polygon, ...(t.more ?? [])].reduce((a, p) => a + Math.abs(polygonArea(p)), 0), 0);
    const sheet = (layout.hell.radius * 2) ** 2;
    expect(covered).toBeLessThanOrEqual(board);
    // Streets between tiles, and the sheet's own column where it lies beside the map, take the rest.
    expect(covered).toBeGreaterThan((board - sheet) * 0.7);
    for (const t of tiles) {
      for (const o of tiles) if (o !== t) expect(insidePolygon(o.polygon, t.centre)).toBe(false);
      expect(insidePolygon(t.polygon, [layout.hell.centre[0], layout.hell.centre[2]])).toBe(false);
    }
  });

  it('lays a road along every minion arrow, the way out running to the board edge', () => {
    const { roads } = roadPlan(layout);
    expect(roads).toHaveLength(layout.arrows.length);
    // Maps where nothing leaves through the start (Dragon Back, Dragon Guts) draw no way out.
    const out = layout.arrows.findIndex((a) => a.to === null);
    if (out < 0) return;
    const exit = roads[out]!;
    const [hw, hd] = [layout.size[0] / 2, layout.size[1] / 2];
    expect(Math.abs(Math.abs(exit.end[0]) - hw) < 1e-6 || Math.abs(Math.abs(exit.end[1]) - hd) < 1e-6).toBe(true);
  });

  it('stands props on free ground only, with each landmark in its district', () => {
    const { roads } = roadPlan(layout);
    const props = districtProps(layout, tiles, roads, 0);
    expect(props.length).toBeGreaterThan(layout.areas.length * 4);
    for (const p of props) {
      const tile = tiles.find((t) => insidePolygon(t.polygon, [p.x, p.z]));
      expect(tile).toBeDefined();
      const spot = layout.byId.get(tile!.id)!;
      expect(Math.hypot(p.x - spot.centre[0], p.z - spot.centre[2])).toBeGreaterThan(spot.radius);
      for (const r of roads) expect(segmentDistance([p.x, p.z], r.start, r.end)).toBeGreaterThan(ROAD_WIDTH / 2);
    }
    const landmarks = props.filter((p) => ['church', 'hospital', 'gate', 'fountain', 'mausoleum'].includes(p.prop)).map((p) => p.prop);
    const origin = layout.areas.find((a) => a.lordOrigin)!;
    expect(districtKind(origin, true)).toBe('gate');
    expect(landmarks).toContain('gate');
  });
});
