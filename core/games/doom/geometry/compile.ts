/**
 * A map compiled into flat typed arrays. Rules, movement and line of sight ask
 * "is this border a barrier for X?" thousands of times per AI decision, so the
 * JSON map is turned once into per-space terrain codes and per-border bit
 * masks. Recompile after a door opens or a teleporter activates
 * (`compiledMap` caches by those states).
 */
import { parseEdge, parseSpaceKey } from './coords';
import type { MapDef, Terrain } from './types';

/** Terrain codes per space; 0 means there is no space there (outside the map). */
export const T_VOID = 0;
export const T_NORMAL = 1;
export const T_DIFFICULT = 2;
export const T_IMPASSABLE = 3;
export const T_BLOCKING = 4;

const TERRAIN_CHARS: Record<string, number> = { '.': T_NORMAL, '~': T_DIFFICULT, '%': T_IMPASSABLE, X: T_BLOCKING, ' ': T_VOID };
const TERRAIN_NAMES: Terrain[] = ['normal', 'normal', 'difficult', 'impassable', 'blocking'];

/** Why a border stops things. A border may have several bits. */
export const E_WALL = 1; // a wall, a tile edge, or the edge of the map
export const E_DOOR = 2; // a closed door (it works like a wall until opened)
export const E_BLOCKING = 4; // a border of a blocking-terrain space (red solid outline)
export const E_IMPASSABLE = 8; // a border of an impassable space (red dotted outline)

/** Borders that stop a small figure walking. */
export const MASK_WALK = E_WALL | E_DOOR | E_BLOCKING | E_IMPASSABLE;
/** Borders that stop figures that ignore terrain (flying demons, large figures). */
export const MASK_IGNORE_TERRAIN = E_WALL | E_DOOR;
/** Borders that block line of sight, give cover and lengthen range. */
export const MASK_SIGHT = E_WALL | E_DOOR | E_BLOCKING;

export interface CompiledMap {
  /** A frozen-in-time copy of the map this was compiled from. */
  def: MapDef;
  width: number;
  height: number;
  /** Terrain code per space index (y * width + x). */
  terrain: Uint8Array;
  /** Blocking-terrain group per space (contiguous blocking spaces share one), -1 elsewhere. */
  group: Int32Array;
  /** Left border of space (x,y) at y * (width + 1) + x. */
  vEdges: Uint8Array;
  /** Top border of space (x,y) at y * width + x. */
  hEdges: Uint8Array;
  /** Space indices of active teleporters. */
  activeTeleporters: number[];
  /** Space index per door id, both sides, for "adjacent to a door" questions. */
  doorSides: Record<string, number[]>;
}

export function terrainName(code: number): Terrain {
  return TERRAIN_NAMES[code] ?? 'normal';
}

export function compileMap(def: MapDef): CompiledMap {
  let width = 0;
  let height = 0;
  for (const t of def.tiles) {
    if (t.x < 0 || t.y < 0) throw new Error(`Tile ${t.id} is placed at a negative coordinate.`);
    height = Math.max(height, t.y + t.rows.length);
    for (const row of t.rows) width = Math.max(width, t.x + row.length);
  }
  const terrain = new Uint8Array(width * height);
  const tileOf = new Int32Array(width * height).fill(-1);
  def.tiles.forEach((t, ti) => {
    t.rows.forEach((row, dy) => {
      for (let dx = 0; dx < row.length; dx++) {
        const code = TERRAIN_CHARS[row[dx]!];
        if (code === undefined) throw new Error(`Tile ${t.id} has an unknown terrain character "${row[dx]}".`);
        if (code === T_VOID) continue;
        const i = (t.y + dy) * width + t.x + dx;
        if (tileOf[i]! >= 0) throw new Error(`Tiles overlap at ${t.x + dx},${t.y + dy}.`);
        tileOf[i] = ti;
        terrain[i] = code;
      }
    });
  });

  const vEdges = new Uint8Array((width + 1) * height);
  const hEdges = new Uint8Array(width * (height + 1));
  const tile = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? -1 : tileOf[y * width + x]!);
  const code = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? T_VOID : terrain[y * width + x]!);
  // Bits a border gets from the two spaces it separates.
  const sideBits = (a: [number, number], b: [number, number]) => {
    let bits = 0;
    const ta = tile(...a);
    const tb = tile(...b);
    // The edge of a tile (and of the map) is a wall.
    if (ta < 0 || tb < 0 || ta !== tb) bits |= E_WALL;
    const ca = code(...a);
    const cb = code(...b);
    if (ca === T_BLOCKING || cb === T_BLOCKING) bits |= E_BLOCKING;
    if (ca === T_IMPASSABLE || cb === T_IMPASSABLE) bits |= E_IMPASSABLE;
    return bits;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x <= width; x++) vEdges[y * (width + 1) + x] = sideBits([x - 1, y], [x, y]);
  }
  for (let y = 0; y <= height; y++) {
    for (let x = 0; x < width; x++) hEdges[y * width + x] = sideBits([x, y - 1], [x, y]);
  }

  const edgeSlot = (id: string): { arr: Uint8Array; i: number; sides: [number, number][] } => {
    const e = parseEdge(id);
    if (e.dir === 'v') {
      if (e.x < 0 || e.x > width || e.y < 0 || e.y >= height) throw new Error(`Edge ${id} is outside the map.`);
      return { arr: vEdges, i: e.y * (width + 1) + e.x, sides: [[e.x - 1, e.y], [e.x, e.y]] };
    }
    if (e.x < 0 || e.x >= width || e.y < 0 || e.y > height) throw new Error(`Edge ${id} is outside the map.`);
    return { arr: hEdges, i: e.y * width + e.x, sides: [[e.x, e.y - 1], [e.x, e.y]] };
  };
  const bothSidesExist = (sides: [number, number][]) => sides.every((s) => code(...s) !== T_VOID);

  for (const id of def.openings) {
    const s = edgeSlot(id);
    if (!bothSidesExist(s.sides)) throw new Error(`Opening ${id} does not lie between two spaces.`);
    s.arr[s.i] = s.arr[s.i]! & ~E_WALL;
  }
  for (const id of def.walls) {
    const s = edgeSlot(id);
    s.arr[s.i] = s.arr[s.i]! | E_WALL;
  }
  const doorSides: Record<string, number[]> = {};
  for (const d of def.doors) {
    const s = edgeSlot(d.edge);
    if (!bothSidesExist(s.sides)) throw new Error(`Door ${d.id} does not lie between two spaces.`);
    // A door replaces the wall it stands in; once opened it is gone entirely.
    s.arr[s.i] = (s.arr[s.i]! & ~E_WALL) | (d.open ? 0 : E_DOOR);
    doorSides[d.id] = s.sides.map(([x, y]) => y * width + x);
  }

  const cm: CompiledMap = {
    // A private copy: compiled maps are shared between equal maps, so later
    // changes to the caller's object must not leak into this one.
    def: structuredClone(def), width, height, terrain, group: blockingGroups(width, height, terrain, vEdges, hEdges),
    vEdges, hEdges, activeTeleporters: [], doorSides,
  };
  for (const t of def.teleporters) {
    const i = spaceIndexOf(cm, t.at);
    if (i < 0) throw new Error(`Teleporter ${t.id} is not on a space.`);
    if (t.active) cm.activeTeleporters.push(i);
  }
  return cm;
}

/**
 * Groups of contiguous blocking spaces. A flying demon or large figure inside
 * one can be seen and reached by range "through" that group's own borders.
 */
function blockingGroups(width: number, height: number, terrain: Uint8Array, vEdges: Uint8Array, hEdges: Uint8Array): Int32Array {
  const group = new Int32Array(width * height).fill(-1);
  let next = 0;
  for (let start = 0; start < terrain.length; start++) {
    if (terrain[start] !== T_BLOCKING || group[start]! >= 0) continue;
    const stack = [start];
    group[start] = next;
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      const tryJoin = (j: number, edgeBits: number) => {
        if (terrain[j] === T_BLOCKING && group[j]! < 0 && !(edgeBits & (E_WALL | E_DOOR))) {
          group[j] = next;
          stack.push(j);
        }
      };
      if (x > 0) tryJoin(i - 1, vEdges[y * (width + 1) + x]!);
      if (x < width - 1) tryJoin(i + 1, vEdges[y * (width + 1) + x + 1]!);
      if (y > 0) tryJoin(i - width, hEdges[y * width + x]!);
      if (y < height - 1) tryJoin(i + width, hEdges[(y + 1) * width + x]!);
    }
    next++;
  }
  return group;
}

/** Index of a space key, or -1 when there is no space there. */
export function spaceIndexOf(cm: CompiledMap, key: string): number {
  const [x, y] = parseSpaceKey(key);
  if (x < 0 || y < 0 || x >= cm.width || y >= cm.height) return -1;
  const i = y * cm.width + x;
  return cm.terrain[i] === T_VOID ? -1 : i;
}

export function keyOfIndex(cm: CompiledMap, i: number): string {
  const x = i % cm.width;
  return `${x},${(i - x) / cm.width}`;
}

export function isSpace(cm: CompiledMap, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < cm.width && y < cm.height && cm.terrain[y * cm.width + x] !== T_VOID;
}

/**
 * Does a border stop something that respects `mask`? `ignoreGroups` lists
 * blocking groups whose outlines are disregarded (a seen or measured flying
 * demon's own enclosure). Out-of-map borders always stop.
 */
function edgeStops(cm: CompiledMap, bits: number, sideA: number, sideB: number, mask: number, ignoreGroups: readonly number[] | undefined): boolean {
  const hit = bits & mask;
  if (!hit) return false;
  if (hit & ~E_BLOCKING || !ignoreGroups || ignoreGroups.length === 0) return true;
  // Only the blocking outline remains: it stops unless every blocking side is ignored.
  for (const s of [sideA, sideB]) {
    if (s >= 0 && cm.terrain[s] === T_BLOCKING && !ignoreGroups.includes(cm.group[s]!)) return true;
  }
  return false;
}

/** The left border of space (x,y). */
export function vStops(cm: CompiledMap, x: number, y: number, mask: number, ignoreGroups?: readonly number[]): boolean {
  if (x < 0 || x > cm.width || y < 0 || y >= cm.height) return true;
  const bits = cm.vEdges[y * (cm.width + 1) + x]!;
  if (!ignoreGroups || ignoreGroups.length === 0) return (bits & mask) !== 0;
  const w = cm.width;
  return edgeStops(cm, bits, x > 0 ? y * w + x - 1 : -1, x < w ? y * w + x : -1, mask, ignoreGroups);
}

/** The top border of space (x,y). */
export function hStops(cm: CompiledMap, x: number, y: number, mask: number, ignoreGroups?: readonly number[]): boolean {
  if (x < 0 || x >= cm.width || y < 0 || y > cm.height) return true;
  const bits = cm.hEdges[y * cm.width + x]!;
  if (!ignoreGroups || ignoreGroups.length === 0) return (bits & mask) !== 0;
  const w = cm.width;
  return edgeStops(cm, bits, y > 0 ? (y - 1) * w + x : -1, y < cm.height ? y * w + x : -1, mask, ignoreGroups);
}

const byObject = new WeakMap<MapDef, { doors: Uint8Array; teleporters: Uint8Array; cm: CompiledMap }>();
/** Recently compiled maps by content, for states that are copied between calls. */
const byContent = new Map<string, CompiledMap>();
const CONTENT_CACHE_SIZE = 8;

/**
 * The compiled form of a map, reused while the map is unchanged. Rules keep
 * the map in state, which the kernel copies, so a map object seen before is
 * matched first by identity (checking its doors and teleporters, the parts
 * that change during a game) and otherwise by content. Reuse matters because
 * the per-map tables (sight, range fields, neighbours) live with the
 * compiled map.
 */
export function compiledMap(def: MapDef): CompiledMap {
  // Asked several times a decision: a hit compares the doors and teleporters in place, building nothing.
  const hit = byObject.get(def);
  if (hit && sameSwitches(hit.doors, def.doors, 'open') && sameSwitches(hit.teleporters, def.teleporters, 'active')) return hit.cm;
  const content = JSON.stringify(def);
  let cm = byContent.get(content);
  if (cm) {
    byContent.delete(content); // re-insert as most recent
  } else {
    cm = compileMap(def);
    if (byContent.size >= CONTENT_CACHE_SIZE) byContent.delete(byContent.keys().next().value!);
  }
  byContent.set(content, cm);
  byObject.set(def, { doors: switches(def.doors, 'open'), teleporters: switches(def.teleporters, 'active'), cm });
  return cm;
}

/** Each door's (or teleporter's) flag, 1 or 0, as the compiled map was made with it. */
function switches<K extends string>(xs: readonly { [k in K]?: boolean }[], flag: K): Uint8Array {
  return Uint8Array.from(xs, (x) => (x[flag] ? 1 : 0));
}

function sameSwitches<K extends string>(was: Uint8Array, xs: readonly { [k in K]?: boolean }[], flag: K): boolean {
  if (was.length !== xs.length) return false;
  for (let i = 0; i < xs.length; i++) if (was[i] !== (xs[i]![flag] ? 1 : 0)) return false;
  return true;
}

/** Bits of the border of space i on side d (0 E, 1 S, 2 W, 3 N). */
export function borderBits(cm: CompiledMap, i: number, d: number): number {
  const w = cm.width;
  const x = i % w;
  const y = (i - x) / w;
  switch (d) {
    case 0: return cm.vEdges[y * (w + 1) + x + 1]!;
    case 1: return cm.hEdges[(y + 1) * w + x]!;
    case 2: return cm.vEdges[y * (w + 1) + x]!;
    default: return cm.hEdges[y * w + x]!;
  }
}
