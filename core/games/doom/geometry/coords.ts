/**
 * Conversions between the JSON keys ("x,y", "v:x,y", "h:x,y") and the dense
 * indices the compiled map uses. Indices are what the hot loops touch; keys
 * are what state and content store.
 */
import type { EdgeId, SpaceKey } from './types';

export function spaceKey(x: number, y: number): SpaceKey {
  return `${x},${y}`;
}

export function parseSpaceKey(key: SpaceKey): [number, number] {
  // By hand rather than by a regular expression: the rules and the bots parse keys in their innermost loops.
  const comma = key.indexOf(',');
  const x = parseInteger(key, 0, comma);
  const y = comma < 0 ? NaN : parseInteger(key, comma + 1, key.length);
  if (Number.isNaN(x) || Number.isNaN(y)) throw new Error(`"${key}" is not a space key (expected "x,y").`);
  return [x, y];
}

/** The whole number written in s[from, to) (an optional minus, then digits only), NaN otherwise. */
function parseInteger(s: string, from: number, to: number): number {
  if (to <= from) return NaN;
  const negative = s.charCodeAt(from) === 45; // '-'
  let i = negative ? from + 1 : from;
  if (i >= to) return NaN;
  let n = 0;
  for (; i < to; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return NaN;
    n = n * 10 + d;
  }
  return negative ? -n : n;
}

/** The left border of space (x,y). */
export function vEdge(x: number, y: number): EdgeId {
  return `v:${x},${y}`;
}

/** The top border of space (x,y). */
export function hEdge(x: number, y: number): EdgeId {
  return `h:${x},${y}`;
}

export function parseEdge(id: EdgeId): { dir: 'v' | 'h'; x: number; y: number } {
  const m = /^([vh]):(-?\d+),(-?\d+)$/.exec(id);
  if (!m) throw new Error(`"${id}" is not an edge id (expected "v:x,y" or "h:x,y").`);
  return { dir: m[1] as 'v' | 'h', x: Number(m[2]), y: Number(m[3]) };
}

/** The border between two orthogonally neighbouring spaces. */
export function edgeBetween(a: SpaceKey, b: SpaceKey): EdgeId {
  const [ax, ay] = parseSpaceKey(a);
  const [bx, by] = parseSpaceKey(b);
  if (ay === by && Math.abs(ax - bx) === 1) return vEdge(Math.max(ax, bx), ay);
  if (ax === bx && Math.abs(ay - by) === 1) return hEdge(ax, Math.max(ay, by));
  throw new Error(`Spaces ${a} and ${b} do not share a border.`);
}
