import { describe, expect, it } from 'vitest';
import { LANDING_ZONE, MISSIONS } from '../../../core/games/doom/content/missions';
import { mapLayout } from './mapLayout';
import { instanceCounts, mapMeshes, MAP_COLOURS, mix } from './mapMeshes';
import { FLOOR_TOP, itemTokenSpecs, missionPieces, PORTAL_COLOURS, spreadOffset } from './mapPieces';

describe('mission pieces', () => {
  it('places every portal, item and marker of a mission where its map puts the token', () => {
    const p = missionPieces(LANDING_ZONE);
    expect(p.portals).toHaveLength(4);
    expect(p.portals.find((x) => x.token === 'portal-b1')).toEqual({ token: 'portal-b1', at: '9,4', tier: 1, faceUp: true });
    expect(p.items.map((i) => i.kind).sort()).toEqual(['healthPack', 'weapon']);
    expect(p.markers.filter((k) => k.kind === 'objective' && k.at)).toHaveLength(3);
  });

  it('gives items and markers a shape, colour and letter each, lying on the floor', () => {
    const grid = mapLayout(LANDING_ZONE.map);
    const specs = itemTokenSpecs(missionPieces(LANDING_ZONE), grid);
    expect(specs).toHaveLength(5);
    expect(specs.find((s) => s.id === 'health-1')).toMatchObject({ shape: 'hex', letter: '+' });
    expect(specs.find((s) => s.id === 'weapon-1')).toMatchObject({ shape: 'hex', letter: 'W' });
    expect(specs.every((s) => s.position[1] === FLOOR_TOP && s.letter)).toBe(true);
  });

  it('spreads tokens that share a space and leaves the centre to a portal there', () => {
    const grid = { width: 4, height: 4 };
    const specs = itemTokenSpecs({
      portals: [{ token: 'p', at: '1,1', tier: 1, faceUp: true }],
      items: [{ token: 'h', at: '1,1', kind: 'healthPack' }],
      markers: [{ token: 'o', at: '1,1', kind: 'objective' }, { token: 'gone', at: null, kind: 'objective' }],
    }, grid);
    expect(specs).toHaveLength(2);
    expect(specs[0]!.position).not.toEqual(specs[1]!.position);
    expect(spreadOffset(0, 1)).toEqual([0, 0]);
  });
});

describe('map meshes', () => {
  it('has one floor square per space, walls, a slab per closed door and a rim per portal', () => {
    const layout = mapLayout(LANDING_ZONE.map);
    const tps = LANDING_ZONE.map.teleporters.map((t) => ({ at: t.at, active: t.active }));
    const m = mapMeshes(layout, tps, missionPieces(LANDING_ZONE).portals);
    const n = instanceCounts(m);
    expect(n.floorTop).toBe(layout.spaces.length);
    expect(n.doorSlabs).toBe(4); // two halves per closed door
    expect(n.doorPosts).toBe(4);
    expect(n.portalRims).toBe(4);
    expect(n.portalCores).toBe(1); // only the faceup portal glows
    expect(n.blocks).toBe(4); // two crates per blocking space
    expect(m.teleporters.map((t) => t.colour)).toEqual([MAP_COLOURS.teleporterOn, MAP_COLOURS.teleporterOff]);
    expect(m.portalRims.find((r) => r.colour === PORTAL_COLOURS[1])).toBeTruthy();
  });

  it('opens a door: the slab goes, the posts stay', () => {
    const map = { ...LANDING_ZONE.map, doors: LANDING_ZONE.map.doors.map((d) => ({ ...d, open: true })) };
    const m = mapMeshes(mapLayout(map), [], []);
    expect(m.doorSlabs).toHaveLength(0);
    expect(m.doorPosts).toHaveLength(4);
  });

  it('stands walls on the table along their grid line, long enough to close corners', () => {
    const layout = mapLayout(LANDING_ZONE.map);
    const m = mapMeshes(layout, [], []);
    const top = m.walls.find((w) => w.s[0] > 4.9 && w.p[2] === -layout.height / 2)!;
    expect(top).toBeTruthy();
    expect(top.p[1]).toBeCloseTo(top.s[1] / 2);
  });

  it('keeps every mission under twenty kinds of instanced mesh', () => {
    for (const mission of MISSIONS) {
      const m = mapMeshes(mapLayout(mission.map), mission.map.teleporters, missionPieces(mission).portals);
      expect(Object.values(instanceCounts(m)).filter((n) => n > 0).length, mission.id).toBeLessThanOrEqual(20);
    }
  });

  it('mixes colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.3)).toBe('#102030');
  });
});
