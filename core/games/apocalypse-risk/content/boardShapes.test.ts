// The board shapes (assets/boards/risk-world.json, built by tools/riskBoard/build.ts from Natural Earth):
// the territories' shared land borders plus the sea lanes give exactly the 83 borders of the rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BORDERS, TERRITORIES } from './board';

interface BoardFile {
  source: string;
  width: number;
  height: number;
  territories: Record<string, { name: string; continent: string; polygons: number[][][][]; label: [number, number] }>;
  borders: { a: string; b: string; paths: number[][][] }[];
  lanes: { a: string; b: string; wraps: boolean; paths: number[][][] }[];
}

const board = JSON.parse(readFileSync(new URL('../../../../assets/boards/risk-world.json', import.meta.url), 'utf8')) as BoardFile;
const key = (a: string, b: string) => [a, b].sort().join('|');

/** Pairs of territories whose polygons share at least one edge (the same two vertices). */
function sharedEdges(): Set<string> {
  const owners = new Map<string, Set<string>>();
  for (const [id, t] of Object.entries(board.territories)) {
    for (const poly of t.polygons) for (const ring of poly) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const p = ring[i]!, q = ring[i + 1]!;
        if (p[0] === q[0] && p[1] === q[1]) continue;
        const k = [p.join(','), q.join(',')].sort().join(';');
        const set = owners.get(k) ?? new Set<string>();
        set.add(id);
        owners.set(k, set);
      }
    }
  }
  const pairs = new Set<string>();
  for (const set of owners.values()) {
    const ids = [...set];
    for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) pairs.add(key(ids[i]!, ids[j]!));
  }
  return pairs;
}

function inside(pt: number[], ring: number[][]): boolean {
  let c = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!, [xj, yj] = ring[j]!;
    if ((yi! > pt[1]!) !== (yj! > pt[1]!) && pt[0]! < ((xj! - xi!) * (pt[1]! - yi!)) / (yj! - yi!) + xi!) c = !c;
  }
  return c;
}

describe('world board shapes', () => {
  it('has the 42 territories with their names and continents, from Natural Earth', () => {
    expect(Object.keys(board.territories).sort()).toEqual(TERRITORIES.map((t) => t.id).sort());
    for (const t of TERRITORIES) expect(board.territories[t.id]).toMatchObject({ name: t.name, continent: t.continent });
    expect(board.source).toContain('Natural Earth');
  });

  it('shared land borders plus sea lanes are exactly the 83 borders of the rules', () => {
    const land = sharedEdges();
    const lanes = new Set(board.lanes.map((l) => key(l.a, l.b)));
    const rules = new Set(BORDERS.map(([a, b]) => key(a, b)));
    expect([...land].filter((k) => lanes.has(k))).toEqual([]);
    expect(new Set([...land, ...lanes])).toEqual(rules);
    expect(land.size + lanes.size).toBe(83);
    // The border lines listed for the table are the same land borders.
    expect(new Set(board.borders.map((b) => key(b.a, b.b)))).toEqual(land);
  });

  it('each label sits on its territory, inside the board', () => {
    for (const [id, t] of Object.entries(board.territories)) {
      const [x, y] = t.label;
      expect(x >= 0 && x <= board.width && y >= 0 && y <= board.height, id).toBe(true);
      expect(t.polygons.some((p) => inside(t.label, p[0]!) && !p.slice(1).some((hole) => inside(t.label, hole))), id).toBe(true);
    }
  });

  it('the only lane that wraps round the map edge is Alaska to Kamchatka', () => {
    expect(board.lanes.filter((l) => l.wraps).map((l) => key(l.a, l.b))).toEqual([key('alaska', 'kamchatka')]);
  });
});
