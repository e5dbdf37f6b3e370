import { describe, expect, it } from 'vitest';
import { DOOMGATE_MAP, INVASION_MAP, MAPS } from '../../../core/games/planet-apocalypse/content';
import { areaCentre, HELL_AREA, hellSpot, MIN_AREA_GAP, mapLayout, nameSize } from './mapLayout';

const dist = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[2]! - b[2]!);

describe('mapLayout', () => {
  for (const map of Object.values(MAPS)) {
    describe(map.id, () => {
      const layout = mapLayout(map);
      it('keeps every pair of plates apart', () => {
        for (const a of layout.areas) {
          for (const b of layout.areas) {
            if (a.id === b.id) continue;
            expect(dist(a.centre, b.centre)).toBeGreaterThanOrEqual(MIN_AREA_GAP - 1e-9);
            expect(dist(a.centre, b.centre)).toBeGreaterThan(a.radius + b.radius);
          }
        }
      });
      it('fits the map and the Lord\'s sheet on a board centred on the origin', () => {
        const [w, d] = layout.size;
        for (const s of [...layout.areas, layout.hell]) {
          expect(Math.abs(s.centre[0]) + s.radius).toBeLessThanOrEqual(w / 2 + 1e-9);
          expect(Math.abs(s.centre[2]) + s.radius).toBeLessThanOrEqual(d / 2 + 1e-9);
        }
        const spots = [...layout.areas, layout.hell];
        const left = Math.min(...spots.map((s) => s.centre[0] - s.radius));
        const right = Math.max(...spots.map((s) => s.centre[0] + s.radius));
        const ring = layout.ring;
        // A ring's frame (the Final Battle's Outer Ring) runs out to the board's edge, short of the Lord's sheet.
        if (ring) expect([ring.outer.minX >= -w / 2, ring.outer.maxZ <= d / 2, ring.outer.maxX < layout.hell.centre[0] - layout.hell.radius]).toEqual([true, true, true]);
        else expect(Math.abs(left + right)).toBeLessThan(1e-9);
      });
      it('draws one arrow per next area plus a way out at each start, from rim to rim', () => {
        const inner = map.areas.reduce((n, a) => n + a.next.length, 0);
        expect(layout.arrows.filter((a) => a.to !== null)).toHaveLength(inner);
        const leaves = !map.rules.some((r) => r.rule === 'startHolds' || r.rule === 'demonsStayPut');
        expect(layout.arrows.filter((a) => a.to === null).map((a) => a.from)).toEqual(leaves ? map.starts : []);
        for (const arrow of layout.arrows.filter((a) => a.to !== null)) {
          const from = layout.byId.get(arrow.from)!;
          const to = layout.byId.get(arrow.to!)!;
          expect(dist(arrow.start, from.centre)).toBeGreaterThan(from.radius);
          expect(dist(arrow.end, to.centre)).toBeGreaterThan(to.radius);
          expect(arrow.length).toBeGreaterThan(0);
        }
      });
      it('marks the starts and the Lord\'s areas', () => {
        expect(layout.areas.filter((a) => a.start).map((a) => a.id)).toEqual(map.starts);
        expect(layout.areas.filter((a) => a.lordOrigin).map((a) => a.id)).toEqual(map.lordAreas);
      });
    });
  }

  it('pushes tight spots apart but keeps the map\'s shape', () => {
    const layout = mapLayout(INVASION_MAP);
    const c = (id: string) => layout.byId.get(id)!.centre;
    // Church lies off the road on the far side from Park, as on the map.
    expect(Math.sign(c('church')[2] - c('plaza')[2])).toBe(Math.sign(INVASION_MAP.areas.find((a) => a.id === 'church')!.x - 4));
    expect(Math.sign(c('park')[2] - c('plaza')[2])).toBe(-1);
    // The road still climbs from the start to the Lord.
    expect(c('crossroads')[0]).toBeLessThan(c('mainStreet')[0]);
    expect(c('ruins')[0]).toBeLessThan(c('hellgate')[0]);
  });

  it('runs the road from the start on the left to the Lord on the right', () => {
    const layout = mapLayout(INVASION_MAP);
    expect(layout.byId.get('crossroads')!.centre[0]).toBeLessThan(layout.byId.get('hellgate')!.centre[0]);
  });

  for (const map of Object.values(MAPS)) {
    it(`lays the Lord's sheet on ${map.id} clear of every plate, arrow and link`, () => {
      const layout = mapLayout(map);
      const h = layout.hell;
      const reach = h.radius * Math.SQRT2;
      for (const a of layout.areas) expect(dist(h.centre, a.centre)).toBeGreaterThan(reach + a.radius);
      // Not on any arrow: sample each arrow and link.
      for (const l of [...layout.arrows, ...layout.links]) {
        for (let t = 0; t <= 1; t += 0.1) {
          const p = [l.start[0] + t * (l.end[0] - l.start[0]), 0, l.start[2] + t * (l.end[2] - l.start[2])];
          expect(Math.max(Math.abs(p[0]! - h.centre[0]), Math.abs(p[2]! - h.centre[2]))).toBeGreaterThan(h.radius);
        }
      }
    });
  }

  it('falls back to beside the map when no corner is clear', () => {
    const spots = [0, 3, 6].map((x) => ({ id: String(x), name: '', centre: [x, 0, 0] as [number, number, number], radius: 1.35, start: false, lordOrigin: false }));
    const at = hellSpot(spots, [], 1.5);
    expect(at[0]).toBeGreaterThan(6 + 1.35 + 1.5);
  });

  it('points an arrow towards where minions go next', () => {
    const layout = mapLayout(INVASION_MAP);
    const arrow = layout.arrows.find((a) => a.from === 'mainStreet' && a.to === 'crossroads')!;
    const cross = layout.byId.get('crossroads')!.centre;
    expect(dist(arrow.end, cross)).toBeLessThan(dist(arrow.start, cross));
    // Heading 0 is +x: from Main Street to the Crossroads the road goes left (about π).
    expect(Math.abs(Math.cos(arrow.heading) + 1)).toBeLessThan(0.05);
  });

  it('links hero-only neighbours once, and never where an arrow already joins them', () => {
    const layout = mapLayout(INVASION_MAP);
    const keys = layout.links.map((l) => [l.a, l.b].sort().join('|'));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(['church', 'hospital'].sort().join('|'));
    expect(keys).not.toContain(['mainStreet', 'plaza'].sort().join('|'));
  });

  it('finds the centre of an area and of the Lord\'s sheet', () => {
    const layout = mapLayout(DOOMGATE_MAP);
    expect(areaCentre(layout, 'crypt')).toEqual(layout.byId.get('crypt')!.centre);
    expect(areaCentre(layout, HELL_AREA)).toEqual(layout.hell.centre);
    expect(areaCentre(layout, 'nowhere')).toBeNull();
  });
});

describe('nameSize', () => {
  it('writes short names large and long names smaller, within the plate', () => {
    expect(nameSize('Park', 1.35)).toBe(0.44);
    const long = nameSize('Bridge of Ash', 1.35);
    expect(long).toBeLessThan(0.44);
    expect(long * 13 * 0.6).toBeLessThan(1.35 * 2);
    expect(nameSize('A very long name for an area indeed', 1.35)).toBe(0.22);
  });
});
