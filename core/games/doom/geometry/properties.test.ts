/**
 * Properties that must hold on any map, checked on seeded random maps, and a
 * brute-force oracle for single lines of sight.
 */
import { describe, expect, it } from 'vitest';
import { MASK_SIGHT, MASK_WALK, T_NORMAL, T_VOID, compileMap, hStops, vStops, type CompiledMap } from './compile';
import { enterCost, reachable, pathTo } from './movement';
import { step } from './adjacency';
import { buildOccupancy } from './occupancy';
import { hasLineOfSight, traceSight } from './lineOfSight';
import { rangeField } from './range';
import { lineClear, spaceSlot } from './sightline';
import { mulberry32, randomMap } from './randomMap';
import type { FigurePlacement } from './types';

const MAPS = Array.from({ length: 40 }, (_, s) => compileMap(randomMap(s + 1, { width: 5 + (s % 4), height: 4 + (s % 5) })));
const spacesOf = (cm: CompiledMap) => [...cm.terrain.keys()].filter((i) => cm.terrain[i] !== T_VOID);

describe('line of sight properties', () => {
  it('is symmetric between any two spaces (appendix case 1)', () => {
    let seen = 0;
    for (const cm of MAPS) {
      const spaces = spacesOf(cm);
      for (const a of spaces) {
        for (const b of spaces) {
          if (a >= b) continue;
          const ab = traceSight(cm, [a], [b]);
          expect(traceSight(cm, [b], [a]), `${cm.def.id} ${a}->${b}`).toBe(ab);
          // The remembered answer is the traced one, asked either way round.
          expect(hasLineOfSight(cm, [b], [a])).toBe(ab);
          expect(hasLineOfSight(cm, [a], [b])).toBe(ab);
          if (ab) seen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(1000); // the maps are not all walls
  });

  it('a single line gives the same answer traced from either end', () => {
    const rnd = mulberry32(7);
    for (const cm of MAPS) {
      for (let k = 0; k < 200; k++) {
        const [p, pc] = randomCorner(cm, rnd);
        const [q, qc] = randomCorner(cm, rnd);
        if (p < 0 || q < 0) continue;
        const ps = slotFor(cm, p, pc);
        const qs = slotFor(cm, q, qc);
        expect(lineClear(cm, pc[0], pc[1], ps, qc[0], qc[1], qs)).toBe(lineClear(cm, qc[0], qc[1], qs, pc[0], pc[1], ps));
      }
    }
  });

  it('agrees with a brute-force check of every border for lines that pass through no grid corner', () => {
    const rnd = mulberry32(11);
    let checked = 0;
    for (const cm of MAPS) {
      for (let k = 0; k < 300; k++) {
        const [p, pc] = randomCorner(cm, rnd);
        const [q, qc] = randomCorner(cm, rnd);
        if (p < 0 || q < 0) continue;
        const dx = qc[0] - pc[0];
        const dy = qc[1] - pc[1];
        if (dx === 0 || dy === 0 || gcd(Math.abs(dx), Math.abs(dy)) !== 1) continue;
        const ps = slotFor(cm, p, pc);
        const qs = slotFor(cm, q, qc);
        expect(lineClear(cm, pc[0], pc[1], ps, qc[0], qc[1], qs)).toBe(oracle(cm, pc, ps, qc, qs));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('movement and range properties', () => {
  it('reachable costs match a brute-force relaxation, grow along paths, and only grow with the budget', () => {
    for (const cm of MAPS.slice(0, 20)) {
      const spaces = spacesOf(cm).filter((i) => cm.terrain[i] === T_NORMAL);
      if (spaces.length < 4) continue;
      const figures: FigurePlacement[] = [
        { id: 'A', side: 'marine', at: key(cm, spaces[0]!) },
        { id: 's', side: 'demon', at: key(cm, spaces[spaces.length - 1]!) },
        { id: 'B', side: 'marine', at: key(cm, spaces[Math.floor(spaces.length / 2)]!) },
      ];
      const occ = buildOccupancy(cm, figures);
      const mover = { side: 'marine' as const, id: 'A' };
      const start = spaces[0]!;
      const small = reachable(cm, occ, start, mover, 4);
      const big = reachable(cm, occ, start, mover, 40);
      const truth = bellmanFord(cm, start, (j) => enterCost(cm, occ, j, mover));
      for (let i = 0; i < truth.length; i++) {
        expect(big.cost[i]).toBe(truth[i]! <= 40 ? truth[i] : -1);
        if (small.cost[i]! >= 0) expect(small.cost[i]).toBe(big.cost[i]);
        else expect(big.cost[i]! < 0 || big.cost[i]! > 4).toBe(true);
        const path = pathTo(big, i);
        if (path) {
          let c = 0;
          for (let k = 1; k < path.length; k++) {
            const next = c + enterCost(cm, occ, path[k]!, mover);
            expect(big.cost[path[k]!]).toBe(next);
            c = next;
          }
        }
      }
    }
  });

  it('range is symmetric and never more than the walking cost', () => {
    for (const cm of MAPS.slice(0, 20)) {
      const spaces = spacesOf(cm).filter((i) => cm.terrain[i] !== 4);
      const occ = buildOccupancy(cm, []);
      for (const a of spaces.slice(0, 6)) {
        const fa = rangeField(cm, [a]);
        const walk = reachable(cm, occ, a, { side: 'marine' }, 60);
        for (const b of spaces) {
          expect(rangeField(cm, [b])[a]).toBe(fa[b]);
          if (walk.cost[b]! >= 0) expect(fa[b]!).toBeLessThanOrEqual(walk.cost[b]!);
        }
      }
    }
  });
});

function key(cm: CompiledMap, i: number): string {
  return `${i % cm.width},${Math.floor(i / cm.width)}`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function randomCorner(cm: CompiledMap, rnd: () => number): [number, [number, number]] {
  const i = Math.floor(rnd() * cm.terrain.length);
  if (cm.terrain[i] === T_VOID) return [-1, [0, 0]];
  const x = i % cm.width;
  const y = Math.floor(i / cm.width);
  const c = Math.floor(rnd() * 4);
  return [i, [x + (c === 1 || c === 2 ? 1 : 0), y + (c >= 2 ? 1 : 0)]];
}

function slotFor(cm: CompiledMap, i: number, c: [number, number]): number {
  return spaceSlot(c[0], c[1], i % cm.width, Math.floor(i / cm.width));
}

/**
 * Independent check: test the segment against every barrier border with
 * exact rational intersection, and the two ends by walking round the corner
 * quadrant by quadrant.
 */
function oracle(cm: CompiledMap, p: [number, number], ps: number, q: [number, number], qs: number): boolean {
  const [px, py] = p;
  const [qx, qy] = q;
  const dx = qx - px;
  const dy = qy - py;
  // Vertical borders x = k between rows y..y+1: crossing when the line's y at x = k is strictly inside.
  for (let k = Math.min(px, qx) + 1; k < Math.max(px, qx); k++) {
    const num = py * dx + (k - px) * dy; // y * dx
    for (let y = 0; y < cm.height; y++) {
      const lo = y * dx;
      const hi = (y + 1) * dx;
      const inside = dx > 0 ? num > lo && num < hi : num < lo && num > hi;
      if (inside && vStops(cm, k, y, MASK_SIGHT)) return false;
    }
  }
  for (let k = Math.min(py, qy) + 1; k < Math.max(py, qy); k++) {
    const num = px * dy + (k - py) * dx; // x * dy
    for (let x = 0; x < cm.width; x++) {
      const lo = x * dy;
      const hi = (x + 1) * dy;
      const inside = dy > 0 ? num > lo && num < hi : num < lo && num > hi;
      if (inside && hStops(cm, x, k, MASK_SIGHT)) return false;
    }
  }
  return quadrantsConnected(cm, px, py, ps, quadrantOf(dx, dy)) && quadrantsConnected(cm, qx, qy, qs, quadrantOf(-dx, -dy));
}

/** Quadrant slots 1 SE, 3 SW, 5 NW, 7 NE. */
function quadrantOf(dx: number, dy: number): number {
  return dy > 0 ? (dx > 0 ? 1 : 3) : dx < 0 ? 5 : 7;
}

function quadrantsConnected(cm: CompiledMap, cx: number, cy: number, from: number, to: number): boolean {
  // The ray between quadrant slots s and s+2 is slot s+1: 0 E (h-edge cx,cy), 2 S (v-edge cx,cy), 4 W, 6 N.
  const ray = (slot: number) => {
    switch (slot % 8) {
      case 0: return hStops(cm, cx, cy, MASK_SIGHT);
      case 2: return vStops(cm, cx, cy, MASK_SIGHT);
      case 4: return hStops(cm, cx - 1, cy, MASK_SIGHT);
      default: return vStops(cm, cx, cy - 1, MASK_SIGHT);
    }
  };
  const seen = new Set([from]);
  const frontier = [from];
  while (frontier.length) {
    const s = frontier.pop()!;
    for (const [n, r] of [[(s + 2) % 8, (s + 1) % 8], [(s + 6) % 8, (s + 7) % 8]] as const) {
      if (!seen.has(n) && !ray(r)) {
        seen.add(n);
        frontier.push(n);
      }
    }
  }
  return seen.has(to);
}

function bellmanFord(cm: CompiledMap, start: number, cost: (j: number) => number): number[] {
  const d = new Array<number>(cm.terrain.length).fill(Infinity);
  d[start] = 0;
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < d.length; i++) {
      if (d[i] === Infinity) continue;
      for (let k = 0; k < 8; k++) {
        const j = step(cm, i, k, MASK_WALK);
        if (j >= 0 && d[i]! + cost(j) < d[j]!) {
          d[j] = d[i]! + cost(j);
          changed = true;
        }
      }
    }
  }
  return d.map((v) => (v === Infinity ? -1 : v));
}
