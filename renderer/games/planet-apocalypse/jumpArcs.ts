/**
 * The hero-only jumps of a map (mapLayout.ts `jumps`: the Moon Base's
 * airlock crossing, its Blue Gate → White Gate step) as arcs over the city:
 * they join areas that are not neighbours, so a flat footpath would run
 * across other districts and read as a way through them. An arc rises from
 * one area's rim and lands on the other's, high enough to clear the props,
 * with a head at each end a hero may arrive at. Pure: the scene draws the points.
 */
import type { Jump, Vec3 } from './mapLayout';

/** How high an arc rises for each unit it spans, and at most. */
const RISE = 0.18;
const MAX_RISE = 2.4;
const MIN_RISE = 0.9;

export interface JumpArc {
  id: string;
  points: Vec3[];
  /** Where a head sits and the unit direction it points (one at `b`; a second at `a` when two-way). */
  heads: { at: Vec3; dir: Vec3 }[];
  /** The arc's top: where its "heroes only" tag floats. */
  peak: Vec3;
}

export function jumpArc(j: Jump, base: number, segments = 24): JumpArc {
  const [x0, , z0] = j.start;
  const [x1, , z1] = j.end;
  const span = Math.hypot(x1 - x0, z1 - z0);
  const rise = Math.min(MAX_RISE, Math.max(MIN_RISE, span * RISE));
  const at = (t: number): Vec3 => [x0 + (x1 - x0) * t, base + rise * Math.sin(Math.PI * t), z0 + (z1 - z0) * t];
  const points = Array.from({ length: segments + 1 }, (_, i) => at(i / segments));
  const dirAt = (from: Vec3, to: Vec3): Vec3 => {
    const d = [to[0] - from[0], to[1] - from[1], to[2] - from[2]];
    const len = Math.hypot(d[0]!, d[1]!, d[2]!) || 1;
    return [d[0]! / len, d[1]! / len, d[2]! / len];
  };
  const heads = [{ at: points[segments]!, dir: dirAt(points[segments - 1]!, points[segments]!) }];
  if (j.twoWay) heads.push({ at: points[0]!, dir: dirAt(points[1]!, points[0]!) });
  return { id: j.id, points, heads, peak: at(0.5) };
}
