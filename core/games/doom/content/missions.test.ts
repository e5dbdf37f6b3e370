/**
 * Every mission's map and setup, checked with the geometry's own compiler and
 * movement: the maps must compile, every open space must be reachable by
 * walking (doors opened), and every id a mission names must exist.
 */
import { describe, expect, it } from 'vitest';
import {
  E_WALL, T_BLOCKING, T_IMPASSABLE, T_VOID, buildOccupancy, compileMap, hStops, parseEdge, reachable, spaceIndexOf, vStops,
  type CompiledMap, type FigurePlacement, type MapDef,
} from '../geometry';
import { DEMONS, EVENT_SETS, INVASION_CARDS, MISSIONS, OPERATION, WEAPON_SETS } from '.';
import type { Condition, MissionDef, Params, Trigger } from './types';

function isOpen(cm: CompiledMap, key: string): boolean {
  const i = spaceIndexOf(cm, key);
  return i >= 0 && cm.terrain[i] !== T_BLOCKING && cm.terrain[i] !== T_IMPASSABLE;
}

/** Every Params object a mission's rules, flips and conditions carry. */
function missionParams(m: MissionDef): Params[] {
  const out: (Params | undefined)[] = [];
  const conds: (Condition | undefined)[] = [...m.objective.marinesWin, ...m.objective.invaderWins];
  const trigs: Trigger[] = m.threat.flips.map((f) => f.trigger);
  for (const r of [...m.objective.rules, ...m.threat.rules]) {
    trigs.push(r.trigger);
    conds.push(r.when);
    out.push(r.effect.params);
  }
  for (const t of trigs) out.push(t.params);
  for (const c of conds) out.push(c?.params);
  return out.filter((p): p is Params => p !== undefined);
}

describe.each(MISSIONS.map((m) => [m.id, m] as const))('mission %s', (_id, m) => {
  const map: MapDef = m.map;
  const cm = compileMap(map);
  const tokenAt = new Map(map.tokens.map((t) => [t.id, t.at]));

  it('compiles, and every token and teleporter lies alone on an open space', () => {
    const spaces = [...map.tokens.map((t) => t.at), ...map.teleporters.map((t) => t.at)];
    for (const s of spaces) expect(isOpen(cm, s), `token space ${s}`).toBe(true);
    expect(new Set(spaces).size).toBe(spaces.length);
    expect(new Set(map.tokens.map((t) => t.id)).size).toBe(map.tokens.length);
    expect(new Set(map.doors.map((t) => t.id)).size).toBe(map.doors.length);
    expect(new Set(map.teleporters.map((t) => t.id)).size).toBe(map.teleporters.length);
  });

  it('has four distinct, open marine start spaces free of tokens', () => {
    expect(m.marineStarts).toHaveLength(4);
    expect(new Set(m.marineStarts).size).toBe(4);
    for (const s of m.marineStarts) {
      expect(isOpen(cm, s), `start ${s}`).toBe(true);
      expect([...tokenAt.values()]).not.toContain(s);
    }
  });

  it('lets a marine walk from the start to every open space, opening doors', () => {
    const occ = buildOccupancy(cm, []);
    const start = spaceIndexOf(cm, m.marineStarts[0]!);
    const r = reachable(cm, occ, start, { side: 'marine', opensDoors: true, teleports: false }, 200);
    const unreachable: string[] = [];
    for (let i = 0; i < cm.terrain.length; i++) {
      const t = cm.terrain[i]!;
      if (t === T_VOID || t === T_BLOCKING || t === T_IMPASSABLE) continue;
      if (r.cost[i]! < 0) unreachable.push(`${i % cm.width},${Math.floor(i / cm.width)}`);
    }
    expect(unreachable).toEqual([]);
  });

  it('puts every door in a wall between two spaces, and no door is also an opening or a wall', () => {
    for (const door of map.doors) {
      expect(map.openings).not.toContain(door.edge);
      expect(map.walls).not.toContain(door.edge);
      const without = compileMap({ ...map, doors: map.doors.filter((d) => d !== door) });
      const e = parseEdge(door.edge);
      const walled = e.dir === 'v' ? vStops(without, e.x, e.y, E_WALL) : hStops(without, e.x, e.y, E_WALL);
      expect(walled, `${door.id} stands in a wall`).toBe(true);
      expect(cm.doorSides[door.id]).toHaveLength(2);
    }
  });

  it('has an active teleporter to respawn on and a second teleporter to reach', () => {
    expect(map.teleporters.length).toBeGreaterThanOrEqual(2);
    expect(map.teleporters.some((t) => t.active)).toBe(true);
  });

  it('names every map token exactly once as a portal, item or marker', () => {
    const named = [...m.portals.map((p) => p.token), ...m.items.map((i) => i.token), ...m.markers.map((k) => k.token)];
    expect([...named].sort()).toEqual(map.tokens.map((t) => t.id).sort());
  });

  it('has portals of all three tiers, one open at the start, and a way to open every other', () => {
    expect(new Set(m.portals.map((p) => p.tier))).toEqual(new Set([1, 2, 3]));
    expect(m.portals.some((p) => p.faceUp)).toBe(true);
    const flipped = new Set(m.threat.flips.flatMap((f) => f.portals));
    for (const p of m.portals) if (!p.faceUp) expect(flipped.has(p.token), `${p.token} opens`).toBe(true);
    const portalIds = new Set(m.portals.map((p) => p.token));
    for (const id of [...flipped, ...m.threat.keepPortals]) expect(portalIds.has(id), id).toBe(true);
  });

  it('places weapon items only for found weapon sets or grenades', () => {
    for (const item of m.items.filter((i) => i.kind === 'weapon')) {
      const set = WEAPON_SETS.find((s) => s.id === item.weapon);
      expect(set?.kind, item.token).toMatch(/^(found|grenade)$/);
    }
  });

  it('starts its demons on the map, apart, off the marines and on legal terrain', () => {
    const figures: FigurePlacement[] = m.startingDemons.map((s, k) => {
      const def = DEMONS.find((d) => d.id === s.demon);
      expect(def, s.demon).toBeDefined();
      const f: FigurePlacement = { id: `${s.demon}-${k}`, side: 'demon', at: s.at };
      if (def!.size !== 'small') {
        f.size = def!.size;
        f.facing = s.facing ?? 'h';
      } else {
        expect(isOpen(cm, s.at), s.at).toBe(true);
      }
      return f;
    });
    const marines: FigurePlacement[] = m.marineStarts.map((at, k) => ({ id: `m${k}`, side: 'marine', at }));
    expect(() => buildOccupancy(cm, [...figures, ...marines])).not.toThrow();
  });

  it('names only doors, tokens, demons and marker kinds that exist', () => {
    const doorIds = new Set(map.doors.map((d) => d.id));
    for (const p of missionParams(m)) {
      if (typeof p.door === 'string') expect(doorIds.has(p.door), p.door).toBe(true);
      if (typeof p.token === 'string') expect(tokenAt.has(p.token), p.token).toBe(true);
      if (typeof p.demon === 'string') expect(DEMONS.some((d) => d.id === p.demon), p.demon).toBe(true);
      if (typeof p.kind === 'string') expect(m.markers.some((k) => k.kind === p.kind), p.kind).toBe(true);
    }
    for (const c of [...m.objective.marinesWin, ...m.objective.invaderWins]) {
      if (c.id === 'demonFragged') expect(m.startingDemons.some((s) => s.demon === c.params?.demon)).toBe(true);
    }
  });

  it('recommends three different event sets and an invasion card whose every group can still be summoned', () => {
    expect(new Set(m.eventSets).size).toBe(3);
    for (const s of m.eventSets) expect(EVENT_SETS.some((e) => e.id === s), s).toBe(true);
    const card = INVASION_CARDS.find((c) => c.id === m.invasionCard);
    expect(card).toBeDefined();
    for (const g of card!.groups) {
      for (const e of g.demons) {
        const onMap = m.startingDemons.filter((s) => s.demon === e.demon).length;
        const limit = DEMONS.find((d) => d.id === e.demon)!.figures;
        expect(e.count + onMap, `${e.demon} in a tier ${g.tier} group`).toBeLessThanOrEqual(limit);
      }
    }
  });
});

describe('the operation', () => {
  it('plays six missions in order, numbered 1 to 6, each with both outcomes', () => {
    expect(OPERATION.missions).toHaveLength(6);
    OPERATION.missions.forEach((id, k) => {
      const m = MISSIONS.find((x) => x.id === id);
      expect(m?.number).toBe(k + 1);
      expect(OPERATION.outcomes[id]?.marines).toBeTruthy();
      expect(OPERATION.outcomes[id]?.invader).toBeTruthy();
    });
    expect(OPERATION.winsNeeded).toBe(4);
    expect(new Set(MISSIONS.map((m) => m.map.id)).size).toBe(6);
  });
});
