/**
 * A map layout turned into instances of a few shared shapes: every deck
 * plate, trim run, wall run, door half, terrain line or dot, crate, pit,
 * teleporter and portal is one instance (position, size, colour, turn) of a
 * unit box or disc, so the whole map is a couple of dozen draw calls whatever
 * its size. Pure, so the placement is tested without a GPU.
 */
import type { Terrain } from './mapTypes';
import { timedPart } from '../../lib/bootMarks';
import type { MapLayout, Segment } from './mapLayout';
import { dotsAlong, outwards, perimeterRuns } from './mapTrim';
import { FLOOR_TOP, PORTAL_COLOURS, type PortalPiece } from './mapPieces';
import { gridToTable, spaceCentre, type GridSize, type Vec3 } from './tableCoords';

export interface Instance {
  /** Centre of the shape. */
  p: Vec3;
  /** Size along x, y, z (a unit box or a unit-diameter disc scaled). */
  s: Vec3;
  colour: string;
  /** Turn about y (radians), added to the mesh's own turn: deck plates laid a quarter turn apart, crates askew. */
  r?: number;
}

export const WALL_HEIGHT = 0.46;
export const WALL_THICKNESS = 0.14;
const CAP = 0.03;
const DOOR_HEIGHT = 0.5;
const DOOR_THICKNESS = 0.18;
const POST = 0.2;
const OUTLINE_WIDTH = 0.065;
const OUTLINE_HEIGHT = 0.014;
/** Dots of a dotted line (difficult and impassable terrain): diameter and spacing, grid units. */
const DOT = 0.085;
const DOT_SPACING = 0.16;
const TRIM_WIDTH = 0.2;
const TRIM_HEIGHT = 0.075;
export const BLOCK_HEIGHT = 0.42;

export const MAP_COLOURS = {
  grout: '#15171a',
  /** Tints of the grey deck-plate texture, one per tile, so rooms read apart. */
  floor: ['#a4a8ad', '#959ca5', '#aba597', '#98a19e'],
  floorByTerrain: { difficult: '#8f8a78', impassable: '#2a1a16', blocking: '#6d7076' } as Record<Exclude<Terrain, 'normal'>, string>,
  /** As the rules reference draws terrain: difficult a blue dotted line, impassable a red dotted one, blocking a solid red one. */
  outline: { difficult: '#3f8cff', impassable: '#e5432f', blocking: '#e5432f' } as Record<Exclude<Terrain, 'normal'>, string>,
  trim: '#7d848c',
  wall: '#7c848f',
  wallCap: '#9aa3ad',
  door: '#ffffff',
  doorPlate: '#8a4f12',
  doorPost: '#2a2d33',
  threshold: '#8b7a54',
  block: '#6b5a3c',
  blockTop: '#4c5560',
  pitGlow: '#d8380c',
  teleporterOn: '#42e3ff',
  teleporterOff: '#2c4954',
  teleporterRim: '#3a4048',
  portalCore: '#ff6a1a',
  portalDown: '#2a2522',
};

export interface MapMeshes {
  floorBase: Instance[];
  /** Deck plates (textured), tinted per tile and terrain. */
  floorTop: Instance[];
  /** The steel lip along the map's outer edge. */
  trim: Instance[];
  walls: Instance[];
  /** A lighter strip along the top of every wall, so walls read from above. */
  wallCaps: Instance[];
  /** Closed doors: two halves that meet in the middle (they slide apart when it opens). */
  doorSlabs: Instance[];
  doorPosts: Instance[];
  thresholds: Instance[];
  /** Solid terrain lines (blocking). */
  outlines: Instance[];
  /** Dotted terrain lines (difficult blue, impassable red): one disc per dot. */
  dots: Instance[];
  /** Blocking terrain props: stacked crates. */
  blocks: Instance[];
  /** The glow at the bottom of an impassable pit. */
  pits: Instance[];
  /** Teleporter pads: a metal rim under a glowing (active) or dark (inactive) disc. */
  teleporterRims: Instance[];
  teleporters: Instance[];
  /** Portal rims (hexagonal, glowing in the tier colour when faceup) and the bright cores of faceup portals. */
  portalRims: Instance[];
  portalCores: Instance[];
  /** Columns of light over faceup portals and active teleporters. */
  beams: Instance[];
}

/** A box along a segment: `width` across it, `height` tall, its bottom at `bottom`; `extend` adds to each end. */
export function stripAlong(s: Segment, grid: GridSize, width: number, height: number, bottom: number, colour: string, extend = 0): Instance {
  const [cx, , cz] = gridToTable((s.x1 + s.x2) / 2, (s.y1 + s.y2) / 2, grid);
  const vertical = s.x1 === s.x2;
  const len = Math.abs(s.x2 - s.x1) + Math.abs(s.y2 - s.y1) + extend * 2;
  return { p: [cx, bottom + height / 2, cz], s: vertical ? [width, height, len] : [len, height, width], colour };
}

export interface TeleporterPiece {
  at: string;
  active: boolean;
}

/** A whole number from a space's coordinates, to vary things per space without randomness (same every run). */
function hash(x: number, y: number): number {
  return ((x * 73856093) ^ (y * 19349663)) >>> 0;
}

export function mapMeshes(layout: MapLayout, teleporters: readonly TeleporterPiece[], portals: readonly PortalPiece[]): MapMeshes {
  return timedPart('geometry', () => buildMapMeshes(layout, teleporters, portals));
}

function buildMapMeshes(layout: MapLayout, teleporters: readonly TeleporterPiece[], portals: readonly PortalPiece[]): MapMeshes {
  const grid = { width: layout.width, height: layout.height };
  const m: MapMeshes = {
    floorBase: [], floorTop: [], trim: [], walls: [], wallCaps: [], doorSlabs: [], doorPosts: [], thresholds: [],
    outlines: [], dots: [], blocks: [], pits: [], teleporterRims: [], teleporters: [], portalRims: [], portalCores: [], beams: [],
  };
  for (const sp of layout.spaces) {
    const [x, , z] = spaceCentre([sp.x, sp.y], grid);
    const h = hash(sp.x, sp.y);
    m.floorBase.push({ p: [x, 0.02, z], s: [1, 0.04, 1], colour: MAP_COLOURS.grout });
    const colour = sp.terrain === 'normal' ? MAP_COLOURS.floor[sp.tile % MAP_COLOURS.floor.length]! : MAP_COLOURS.floorByTerrain[sp.terrain];
    // A pit's floor lies lower, its glow below the deck line.
    const top = sp.terrain === 'impassable' ? 0.03 : 0.05;
    m.floorTop.push({ p: [x, top, z], s: [0.95, 0.02, 0.95], colour, r: (h % 4) * (Math.PI / 2) });
    if (sp.terrain === 'impassable') m.pits.push({ p: [x, 0.045, z], s: [0.42, 0.004, 0.42], colour: MAP_COLOURS.pitGlow, r: (h % 7) * 0.4 });
    if (sp.terrain === 'blocking') m.blocks.push(...crateStack(x, z, h));
  }
  for (const run of perimeterRuns(layout.spaces)) {
    m.trim.push(stripAlong(outwards(run, TRIM_WIDTH / 2 - 0.02, TRIM_WIDTH - 0.02), grid, TRIM_WIDTH, TRIM_HEIGHT, 0, MAP_COLOURS.trim));
  }
  // Walls overlap by half their thickness at each end so corners close.
  for (const w of layout.walls) {
    m.walls.push(stripAlong(w, grid, WALL_THICKNESS, WALL_HEIGHT, 0, MAP_COLOURS.wall, WALL_THICKNESS / 2));
    m.wallCaps.push(stripAlong(w, grid, WALL_THICKNESS + 0.02, CAP, WALL_HEIGHT, MAP_COLOURS.wallCap, WALL_THICKNESS / 2 + 0.01));
  }
  for (const d of layout.doors) {
    const s = d.segment;
    for (const [gx, gy] of [[s.x1, s.y1], [s.x2, s.y2]] as const) {
      const [px, , pz] = gridToTable(gx, gy, grid);
      m.doorPosts.push({ p: [px, (DOOR_HEIGHT + 0.06) / 2, pz], s: [POST, DOOR_HEIGHT + 0.06, POST], colour: MAP_COLOURS.doorPost });
    }
    if (d.open) m.thresholds.push(stripAlong(s, grid, 0.22, 0.012, FLOOR_TOP, MAP_COLOURS.threshold, -POST / 2));
    else {
      m.doorSlabs.push(...doorHalves(s, grid, 1));
      // A plate across the doorway on the floor marks the door from straight above too.
      m.thresholds.push(stripAlong(s, grid, 0.62, 0.012, FLOOR_TOP, MAP_COLOURS.doorPlate, -POST / 2));
    }
  }
  for (const o of layout.outlines) {
    const colour = MAP_COLOURS.outline[o.terrain];
    if (o.terrain === 'blocking') m.outlines.push(stripAlong(o, grid, OUTLINE_WIDTH, OUTLINE_HEIGHT, FLOOR_TOP, colour, OUTLINE_WIDTH / 2));
    else for (const [gx, gy] of dotsAlong(o, DOT_SPACING)) {
      const [px, , pz] = gridToTable(gx, gy, grid);
      m.dots.push({ p: [px, FLOOR_TOP + 0.006, pz], s: [DOT, 0.012, DOT], colour });
    }
  }
  for (const t of teleporters) {
    const [x, , z] = spaceCentre(t.at, grid);
    m.teleporterRims.push({ p: [x, FLOOR_TOP + 0.012, z], s: [0.84, 0.024, 0.84], colour: MAP_COLOURS.teleporterRim });
    m.teleporters.push({ p: [x, FLOOR_TOP + 0.026, z], s: [0.66, 0.012, 0.66], colour: t.active ? MAP_COLOURS.teleporterOn : MAP_COLOURS.teleporterOff });
    if (t.active) m.beams.push({ p: [x, FLOOR_TOP + 0.3, z], s: [0.6, 0.6, 0.6], colour: mix(MAP_COLOURS.teleporterOn, '#000000', 0.55) });
  }
  for (const p of portals) {
    const [x, , z] = spaceCentre(p.at, grid);
    const tier = PORTAL_COLOURS[p.tier];
    m.portalRims.push({ p: [x, FLOOR_TOP + 0.02, z], s: [0.86, 0.04, 0.86], colour: p.faceUp ? tier : mix(tier, MAP_COLOURS.portalDown, 0.55) });
    if (p.faceUp) {
      m.portalCores.push({ p: [x, FLOOR_TOP + 0.045, z], s: [0.56, 0.012, 0.56], colour: MAP_COLOURS.portalCore });
      m.beams.push({ p: [x, FLOOR_TOP + 0.35, z], s: [0.62, 0.7, 0.62], colour: mix(tier, '#000000', 0.45) });
    }
  }
  return m;
}

/** Two crates on a blocking space, the upper one smaller and askew (varied per space). */
function crateStack(x: number, z: number, h: number): Instance[] {
  const turn = ((h % 5) - 2) * 0.12;
  const lower = BLOCK_HEIGHT * 0.6;
  const upper = BLOCK_HEIGHT - lower;
  return [
    { p: [x, FLOOR_TOP + lower / 2, z], s: [0.68, lower, 0.68], colour: MAP_COLOURS.block, r: turn },
    { p: [x + ((h >> 3) % 3 - 1) * 0.06, FLOOR_TOP + lower + upper / 2, z + ((h >> 5) % 3 - 1) * 0.06], s: [0.44, upper, 0.44], colour: MAP_COLOURS.blockTop, r: turn + 0.5 },
  ];
}

/**
 * The two halves of a door standing in its doorway (between the posts), each
 * reaching `standing` (1 closed .. 0 open) of the way from its post to the
 * middle: opening, they slide apart into the posts.
 */
export function doorHalves(s: Segment, grid: GridSize, standing: number): Instance[] {
  const vertical = s.x1 === s.x2;
  const inner = 1 - POST; // the doorway between the posts, grid units
  const half = (inner / 2) * Math.max(0, Math.min(1, standing));
  const [ax, ay] = vertical ? [s.x1, Math.min(s.y1, s.y2) + POST / 2] : [Math.min(s.x1, s.x2) + POST / 2, s.y1];
  const out: Instance[] = [];
  for (const from of [0, 1]) {
    // Each half is anchored at its post: the near end stays, the far end moves.
    const a = from === 0 ? 0 : inner - half;
    const seg: Segment = vertical ? { x1: ax, y1: ay + a, x2: ax, y2: ay + a + half } : { x1: ax + a, y1: ay, x2: ax + a + half, y2: ay };
    out.push(stripAlong(seg, grid, DOOR_THICKNESS - from * 0.02, DOOR_HEIGHT, 0, MAP_COLOURS.door));
  }
  return out;
}

/** Mixes two #rrggbb colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return '#' + pa.map((v, i) => Math.round(v + (pb[i]! - v) * t).toString(16).padStart(2, '0')).join('');
}

/** Number of instances of every kind: the scene draws one mesh per non-empty kind. */
export function instanceCounts(m: MapMeshes): Record<keyof MapMeshes, number> {
  return Object.fromEntries(Object.entries(m).map(([k, v]) => [k, (v as Instance[]).length])) as Record<keyof MapMeshes, number>;
}
