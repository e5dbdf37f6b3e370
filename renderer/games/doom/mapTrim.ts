/**
 * The board's edge: where a space has no space beside it, the map tile ends.
 * A steel lip runs along the outside of those borders (the printed tile's
 * edge, seen in 3D), merged into straight runs per side so a whole map's
 * trim is a handful of boxes. Pure, tested without a GPU.
 */
import { mergeSegments, type LayoutSpace, type Segment } from './mapLayout';

export type Side = 'north' | 'south' | 'west' | 'east';

export interface TrimRun extends Segment {
  /** Which way the outside lies (north is up the text map, -z on the table). */
  side: Side;
}

/** Every border between a space and no space, merged into runs, each with the side the outside lies on. */
export function perimeterRuns(spaces: readonly LayoutSpace[]): TrimRun[] {
  const at = new Set(spaces.map((s) => s.key));
  const has = (x: number, y: number) => at.has(`${x},${y}`);
  const bySide: Record<Side, Segment[]> = { north: [], south: [], west: [], east: [] };
  for (const { x, y } of spaces) {
    if (!has(x, y - 1)) bySide.north.push({ x1: x, y1: y, x2: x + 1, y2: y });
    if (!has(x, y + 1)) bySide.south.push({ x1: x, y1: y + 1, x2: x + 1, y2: y + 1 });
    if (!has(x - 1, y)) bySide.west.push({ x1: x, y1: y, x2: x, y2: y + 1 });
    if (!has(x + 1, y)) bySide.east.push({ x1: x + 1, y1: y, x2: x + 1, y2: y + 1 });
  }
  return (Object.keys(bySide) as Side[]).flatMap((side) => mergeSegments(bySide[side]).map((s) => ({ ...s, side })));
}

/** A run moved `by` grid units outwards (towards its side), and lengthened by `extend` at each end so outer corners close. */
export function outwards(run: TrimRun, by: number, extend: number): Segment {
  const [dx, dy] = run.side === 'north' ? [0, -by] : run.side === 'south' ? [0, by] : run.side === 'west' ? [-by, 0] : [by, 0];
  const vertical = run.x1 === run.x2;
  const lo = vertical ? Math.min(run.y1, run.y2) : Math.min(run.x1, run.x2);
  const hi = vertical ? Math.max(run.y1, run.y2) : Math.max(run.x1, run.x2);
  return vertical
    ? { x1: run.x1 + dx, y1: lo - extend, x2: run.x2 + dx, y2: hi + extend }
    : { x1: lo - extend, y1: run.y1 + dy, x2: hi + extend, y2: run.y2 + dy };
}

/** Points every `spacing` grid units along a segment, centred so both ends get the same margin: a dotted line's dots. */
export function dotsAlong(s: Segment, spacing: number): [number, number][] {
  const len = Math.abs(s.x2 - s.x1) + Math.abs(s.y2 - s.y1);
  const n = Math.max(1, Math.round(len / spacing));
  const out: [number, number][] = [];
  for (let k = 0; k <= n; k++) {
    const t = k / n;
    out.push([s.x1 + (s.x2 - s.x1) * t, s.y1 + (s.y2 - s.y1) * t]);
  }
  return out;
}
