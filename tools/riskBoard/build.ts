/**
 * Builds the world board for Apocalypse (the RISK variant) from Natural Earth
 * country shapes: countries are merged and cut into the 42 territories
 * (countries.ts), projected (Natural Earth projection, centred so that the
 * Bering Strait is the map's edge), simplified without breaking shared
 * borders, and written with label points, land borders and sea lanes to
 * assets/boards/risk-world.json. The rules never read this file; the table does.
 *
 * Uses the devDependencies world-atlas, topojson-client, topojson-server,
 * topojson-simplify, polygon-clipping, d3-geo and polylabel:
 * `npx tsx tools/riskBoard/build.ts` (RISK_GEO_MODULES may point at another
 * node_modules folder that has them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BORDERS, TERRITORIES } from '../../core/games/apocalypse-risk/content/board';
import { BERING, COUNTRY_CUTS, COUNTRY_ISLANDS, COUNTRY_TERRITORY, type Box } from './countries';

type Ring = [number, number][];
type Poly = Ring[];
type Multi = Poly[];

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const modules = process.env.RISK_GEO_MODULES;
const req = createRequire(modules ? join(modules, 'noop.js') : import.meta.url);
const topology = req('world-atlas/countries-50m.json');
const tc = req('topojson-client');
const ts = req('topojson-server');
const simp = req('topojson-simplify');
const pc = req('polygon-clipping');
const d3 = req('d3-geo');
const polylabel = req('polylabel').default ?? req('polylabel');
const atlasVersion: string = req('world-atlas/package.json').version;

const WIDTH = 1000;
/** Longitude at the map's left and right edge: the Bering Strait, so Alaska and Kamchatka face each other across the wrap. */
const EDGE = BERING;

function boxPoly(b: Box): Poly {
  const [w, s, e, n] = b;
  return [[[w, s], [e, s], [e, n], [w, n], [w, s]]];
}

function polygonsOf(geometry: { type: string; coordinates: unknown }): Multi {
  if (geometry.type === 'Polygon') return [geometry.coordinates as Poly];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates as Multi;
  return [];
}

/** 1. Countries (and parts of countries) into territories, in longitude/latitude. */
function territoriesLonLat(): Map<string, Multi> {
  const parts = new Map<string, Multi[]>();
  const add = (id: string, m: Multi) => { if (m.length) parts.set(id, [...(parts.get(id) ?? []), m]); };
  const skipped: string[] = [];
  for (const f of tc.feature(topology, topology.objects.countries).features) {
    const name: string = f.properties.name;
    const polys = polygonsOf(f.geometry);
    const cuts = COUNTRY_CUTS[name];
    if (cuts) {
      const islands = COUNTRY_ISLANDS[name];
      const mainland = islands ? polys.reduce((a, b) => (Math.abs(ringArea(b[0]!)) > Math.abs(ringArea(a[0]!)) ? b : a)) : null;
      for (const p of polys) {
        if (islands && p !== mainland) {
          const [cx, cy] = centre(p[0]!);
          const home = islands.find((c) => cx >= c.box[0] && cx <= c.box[2] && cy >= c.box[1] && cy <= c.box[3]);
          if (home) add(home.territory, [p]);
          continue;
        }
        for (const c of cuts) add(c.territory, pc.intersection(p, boxPoly(c.box)));
      }
    } else if (COUNTRY_TERRITORY[name]) {
      add(COUNTRY_TERRITORY[name], polys);
    } else skipped.push(name);
  }
  const out = new Map<string, Multi>();
  for (const t of TERRITORIES) {
    const list = parts.get(t.id);
    if (!list) throw new Error(`No land for ${t.name}.`);
    out.set(t.id, pc.union(...list));
  }
  console.error(`Left off the board: ${skipped.sort().join(', ')}`);
  return out;
}

/** 2. Projection to board units: x to the right, y downwards, the map WIDTH wide. */
function projector(all: Map<string, Multi>): { project: (lon: number, lat: number) => [number, number]; height: number } {
  const raw = d3.geoNaturalEarth1Raw;
  const centre = EDGE + 180;
  const rad = Math.PI / 180;
  const rawXY = (lon: number, lat: number): [number, number] => {
    const l = lon < EDGE ? lon + 360 : lon;
    return raw((l - centre) * rad, lat * rad);
  };
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (const m of all.values()) for (const p of m) for (const r of p) for (const [lon, lat] of r) {
    const [x, y] = rawXY(lon!, lat!);
    minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
  }
  // The full width of the projection, so that the wrap at the edges lines up.
  const [left] = raw(-Math.PI, 0);
  const [right] = raw(Math.PI, 0);
  const scale = WIDTH / (right - left);
  const pad = 10;
  return {
    project: (lon, lat) => {
      const [x, y] = rawXY(lon, lat);
      return [(x - left) * scale, (maxY - y) * scale + pad];
    },
    height: Math.ceil((maxY - minY) * scale + 2 * pad),
  };
}

const round1 = (v: number) => Math.round(v * 10) / 10;

function main(): void {
  const lonlat = territoriesLonLat();
  const { project, height } = projector(lonlat);
  const features = TERRITORIES.map((t) => ({
    type: 'Feature', id: t.id, properties: {},
    geometry: {
      type: 'MultiPolygon',
      coordinates: lonlat.get(t.id)!.map((p) => p.map((r) => r.map(([lon, lat]) => project(lon!, lat!).map(round1)))),
    },
  }));
  // 3. Topology (shared borders become shared arcs), simplified once per arc so neighbours stay glued.
  let topo = ts.topology({ territories: { type: 'FeatureCollection', features } }, 1e5);
  topo = simp.presimplify(topo, simp.planarTriangleArea);
  topo = simp.simplify(topo, 0.15);
  topo = simp.filter(topo, simp.filterWeight(topo, 0.8, simp.planarRingArea));
  const geoms = topo.objects.territories.geometries;
  const shapes = tc.feature(topo, topo.objects.territories).features as { id: string; geometry: { type: string; coordinates: unknown } }[];
  const neighbours: number[][] = tc.neighbors(geoms);
  const land = new Set<string>();
  const key = (a: string, b: string) => [a, b].sort().join('|');
  neighbours.forEach((list, i) => list.forEach((j) => land.add(key(TERRITORIES[i]!.id, TERRITORIES[j]!.id))));
  const wanted = new Set(BORDERS.map(([a, b]) => key(a, b)));
  const extra = [...land].filter((k) => !wanted.has(k));
  if (extra.length) {
    // Say where, so countries.ts can be fixed.
    for (const k of extra) {
      const [a, b] = k.split('|');
      const i = TERRITORIES.findIndex((t) => t.id === a), j = TERRITORIES.findIndex((t) => t.id === b);
      const mesh = tc.mesh(topo, topo.objects.territories, (x: unknown, y: unknown) => (x === geoms[i] && y === geoms[j]) || (x === geoms[j] && y === geoms[i]));
      console.error(`${k}: ${JSON.stringify(mesh.coordinates).slice(0, 300)}`);
    }
    throw new Error(`Land borders the board does not have: ${extra.join(', ')}`);
  }

  const territories: Record<string, { name: string; continent: string; polygons: number[][][][]; label: [number, number] }> = {};
  shapes.forEach((f, i) => {
    const t = TERRITORIES[i]!;
    const polys = polygonsOf(f.geometry).map((p) => p.map((r) => r.map(([x, y]) => [round1(x!), round1(y!)])));
    const largest = polys.reduce((a, b) => (Math.abs(d3.polygonArea?.(b[0]) ?? ringArea(b[0]!)) > Math.abs(ringArea(a[0]!)) ? b : a));
    const label = polylabel(largest, 0.5) as number[];
    territories[t.id] = { name: t.name, continent: t.continent, polygons: polys, label: [round1(label[0]!), round1(label[1]!)] };
  });

  // 4. Land borders as lines (for barricade walls), from the shared arcs.
  const borders: { a: string; b: string; paths: number[][][] }[] = [];
  const meshOf = (i: number, j: number) => tc.mesh(topo, topo.objects.territories, (x: unknown, y: unknown) => (x === geoms[i] && y === geoms[j]) || (x === geoms[j] && y === geoms[i]));
  neighbours.forEach((list, i) => list.forEach((j) => {
    if (j <= i) return;
    const mesh = meshOf(i, j);
    borders.push({ a: TERRITORIES[i]!.id, b: TERRITORIES[j]!.id, paths: mesh.coordinates.map((line: number[][]) => line.map(([x, y]) => [round1(x!), round1(y!)])) });
  }));

  // 5. Sea lanes for the borders with no land between: the shortest hop between the two coasts (Alaska-Kamchatka wraps round the edge).
  const lanes: { a: string; b: string; wraps: boolean; paths: number[][][] }[] = [];
  for (const [a, b] of BORDERS) {
    if (land.has(key(a, b))) continue;
    const pa = points(territories[a]!.polygons), pb = points(territories[b]!.polygons);
    if (a === 'alaska' && b === 'kamchatka') {
      const west = pa.reduce((m, p) => (p[0]! < m[0]! ? p : m));
      const east = pb.reduce((m, p) => (p[0]! > m[0]! ? p : m));
      lanes.push({ a, b, wraps: true, paths: [[west, [0, west[1]!]], [east, [WIDTH, east[1]!]]] });
      continue;
    }
    let best: [number[], number[]] = [pa[0]!, pb[0]!];
    let bestD = Infinity;
    for (const p of pa) for (const q of pb) {
      const dd = (p[0]! - q[0]!) ** 2 + (p[1]! - q[1]!) ** 2;
      if (dd < bestD) { bestD = dd; best = [p, q]; }
    }
    lanes.push({ a, b, wraps: false, paths: [[best[0], best[1]]] });
  }

  const out = {
    id: 'risk-world',
    source: `Natural Earth 1:50m admin-0 countries via world-atlas ${atlasVersion} (public domain), merged and cut by tools/riskBoard/build.ts`,
    projection: `Natural Earth, centred on ${EDGE + 180}°E so that ${EDGE}° is the left and right edge; x to the right, y downwards`,
    width: WIDTH,
    height,
    territories,
    borders,
    lanes,
  };
  const file = join(root, 'assets', 'boards', 'risk-world.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(out) + '\n');
  console.error(`Wrote ${file}: ${borders.length} land borders + ${lanes.length} sea lanes = ${borders.length + lanes.length}; ${Object.values(territories).reduce((s, t) => s + t.polygons.flat(2).length, 0)} points.`);
}

function ringArea(r: number[][]): number {
  let s = 0;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) s += (r[j]![0]! + r[i]![0]!) * (r[j]![1]! - r[i]![1]!);
  return s / 2;
}

function centre(r: number[][]): [number, number] {
  let x = 0, y = 0;
  for (const p of r) { x += p[0]!; y += p[1]!; }
  return [x / r.length, y / r.length];
}

function points(polys: number[][][][]): number[][] {
  return polys.flatMap((p) => p[0]!);
}

main();
