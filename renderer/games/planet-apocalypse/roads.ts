/**
 * The minions' roads and the heroes' footpaths on the city map. Every arrow
 * of the map becomes a road from one area's centre to the next, its
 * chevrons pointing the way minions go; a start's way out of the world runs
 * on to the board's edge. Neighbours no minion walks between are joined by
 * a footpath. Pure: segments in table x/z (districtMesh.ts turns them into
 * ribbons).
 */
import type { Point } from './districts';
import type { Segment } from './districtMesh';
import type { MapLayout } from './mapLayout';

/** Width of a road (table units); footpaths are narrower. */
export const ROAD_WIDTH = 0.46;
export const PATH_WIDTH = 0.16;

export interface RoadPlan {
  roads: Segment[];
  paths: Segment[];
}

const xz = (v: readonly number[]): Point => [v[0]!, v[2]!];

/** How far from `from` along unit `dir` the board's edge lies. */
function toEdge(from: Point, dir: Point, size: [number, number]): number {
  const [hw, hd] = [size[0] / 2, size[1] / 2];
  const ts: number[] = [];
  if (dir[0] > 1e-9) ts.push((hw - from[0]) / dir[0]);
  if (dir[0] < -1e-9) ts.push((-hw - from[0]) / dir[0]);
  if (dir[1] > 1e-9) ts.push((hd - from[1]) / dir[1]);
  if (dir[1] < -1e-9) ts.push((-hd - from[1]) / dir[1]);
  return Math.max(0, Math.min(...ts));
}

export function roadPlan(layout: MapLayout): RoadPlan {
  const roads: Segment[] = [];
  for (const a of layout.arrows) {
    const from = layout.byId.get(a.from);
    if (!from) continue;
    const start = xz(from.centre);
    if (a.to === null) {
      const dir: Point = [Math.cos(a.heading), -Math.sin(a.heading)];
      const len = toEdge(start, dir, layout.size);
      roads.push({ start, end: [start[0] + dir[0] * len, start[1] + dir[1] * len] });
      continue;
    }
    // A road into the Final Battle's ring ends in the ring's frame, where the path meets it.
    const to = layout.byId.get(a.to);
    if (a.landing) roads.push({ start, end: xz(a.landing) });
    else if (to) roads.push({ start, end: xz(to.centre) });
  }
  const paths: Segment[] = [];
  for (const l of layout.links) {
    const a = layout.byId.get(l.a);
    const b = layout.byId.get(l.b);
    if (a && b) paths.push({ start: xz(a.centre), end: xz(b.centre) });
  }
  return { roads, paths };
}
