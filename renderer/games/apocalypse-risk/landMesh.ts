/**
 * The 42 territories as one mesh (one draw call instead of two per
 * territory): their extrusions merged, each vertex coloured by its
 * territory's tint (the sides a shade darker), recoloured in place when a
 * territory is scorched; the territory tops merged into one glow overlay whose
 * vertex alpha lights prompt targets; and a triangle → territory table so a
 * pointer hit (its faceIndex) names the territory under it.
 */
import { BufferAttribute, Color, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { timedPart } from '../../lib/bootMarks';
import { territoryGeometry } from './mapGeometry';
import { worldShapes, type WorldShapes } from './worldShapes';

/** How much darker the sides of the slab are than its top, like the edge of a cut board. */
export const SIDE_SHADE = 0.55;

export interface MergedLand {
  /** Territory ids in merge order; every table below indexes into it. */
  ids: string[];
  /** Every territory's extruded slab, non-indexed, with a colour attribute. */
  body: BufferGeometry;
  /** Every territory's flat top (for the glow), with an RGBA colour attribute. */
  tops: BufferGeometry;
  /** Per body triangle: its territory's index in `ids`. */
  bodyTriangle: Uint16Array;
  /** Per territory: its first body vertex and vertex count. */
  bodyRange: [number, number][];
  /** Per body vertex: 1 on the slab's sides, 0 on its top or bottom. */
  side: Uint8Array;
  /** Per territory: its first top vertex and vertex count. */
  topRange: [number, number][];
}

const built = new WeakMap<WorldShapes, MergedLand>();

/** The merged geometries, built once per world (the shapes never change). */
export function mergeLand(world: WorldShapes): MergedLand {
  let land = built.get(world);
  if (!land) {
    land = timedPart('geometry', () => buildMergedLand(world));
    built.set(world, land);
  }
  return land;
}

/**
 * Builds the world board's merged land ahead of its first frame (the board
 * prefetch calls it while the New game or Load dialog is open): 0.4-0.8 s of
 * main-thread work that otherwise stands between Start and the table.
 */
export function prebuildLand(): void {
  mergeLand(worldShapes());
}

function buildMergedLand(world: WorldShapes): MergedLand {
  const ids = [...world.territories.keys()];
  const bodies: BufferGeometry[] = [];
  const tops: BufferGeometry[] = [];
  const bodyRange: [number, number][] = [];
  const topRange: [number, number][] = [];
  const sides: number[] = [];
  let bodyAt = 0;
  let topAt = 0;
  for (const id of ids) {
    const g = territoryGeometry(world.territories.get(id)!);
    // mergeGeometries keeps only attributes every part has: drop the uvs (the land is untextured) and keep positions and normals.
    const body = g.body.index ? g.body.toNonIndexed() : g.body.clone();
    body.deleteAttribute('uv');
    const n = body.getAttribute('position').count;
    const flags = new Array<number>(n).fill(0);
    // ExtrudeGeometry's group 1 is the sides (group 0 the caps); non-indexed, so its range is in vertices.
    for (const grp of g.body.groups) if (grp.materialIndex === 1) for (let i = grp.start; i < Math.min(n, grp.start + grp.count); i++) flags[i] = 1;
    body.clearGroups();
    sides.push(...flags);
    bodies.push(body);
    bodyRange.push([bodyAt, n]);
    bodyAt += n;
    const top = g.top.index ? g.top.toNonIndexed() : g.top.clone();
    top.deleteAttribute('uv');
    const m = top.getAttribute('position').count;
    tops.push(top);
    topRange.push([topAt, m]);
    topAt += m;
  }
  const body = mergeGeometries(bodies, false);
  const top = mergeGeometries(tops, false);
  if (!body || !top) throw new Error('Could not merge the world map.');
  for (const g of [...bodies, ...tops]) g.dispose();
  body.setAttribute('color', new BufferAttribute(new Float32Array(bodyAt * 3), 3));
  top.setAttribute('color', new BufferAttribute(new Float32Array(topAt * 4), 4));
  body.computeBoundingSphere();
  top.computeBoundingSphere();
  const bodyTriangle = new Uint16Array(bodyAt / 3);
  bodyRange.forEach(([start, count], t) => bodyTriangle.fill(t, start / 3, (start + count) / 3));
  return { ids, body, tops: top, bodyTriangle, bodyRange, side: Uint8Array.from(sides), topRange };
}

/** The territory a hit on the merged land names (its faceIndex), or null. */
export function territoryAtFace(land: MergedLand, faceIndex: number | null | undefined): string | null {
  if (faceIndex === null || faceIndex === undefined) return null;
  const t = land.bodyTriangle[faceIndex];
  return t === undefined ? null : land.ids[t] ?? null;
}

const tmp = new Color();

/** Colours every territory's slab in place: `tint(id)` on top, a shade darker on the sides. */
export function paintLand(land: MergedLand, tint: (id: string) => string): void {
  const colour = land.body.getAttribute('color') as BufferAttribute;
  const a = colour.array as Float32Array;
  land.ids.forEach((id, t) => {
    tmp.set(tint(id));
    const [start, count] = land.bodyRange[t]!;
    for (let i = start; i < start + count; i++) {
      const k = land.side[i] ? SIDE_SHADE : 1;
      a[i * 3] = tmp.r * k;
      a[i * 3 + 1] = tmp.g * k;
      a[i * 3 + 2] = tmp.b * k;
    }
  });
  colour.needsUpdate = true;
}

/** Lights territory tops in place: `glow(id)` gives the colour and opacity, or null for none. True when any is lit. */
export function paintGlow(land: MergedLand, glow: (id: string) => { colour: string; opacity: number } | null): boolean {
  const colour = land.tops.getAttribute('color') as BufferAttribute;
  const a = colour.array as Float32Array;
  let any = false;
  land.ids.forEach((id, t) => {
    const g = glow(id);
    if (g) tmp.set(g.colour);
    any ||= g !== null;
    const [start, count] = land.topRange[t]!;
    for (let i = start; i < start + count; i++) {
      a[i * 4] = g ? tmp.r : 0;
      a[i * 4 + 1] = g ? tmp.g : 0;
      a[i * 4 + 2] = g ? tmp.b : 0;
      a[i * 4 + 3] = g ? g.opacity : 0;
    }
  });
  colour.needsUpdate = true;
  return any;
}
