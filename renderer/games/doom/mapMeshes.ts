/**
 * A map layout turned into instances of a few shared shapes: every floor
 * square, wall run, door, terrain outline, blocking block, teleporter and
 * portal is one instance (position, size, colour) of a unit box or disc, so
 * the whole map is about a dozen draw calls whatever its size. Pure, so the
 * placement is tested without a GPU.
 */
import type { Terrain } from './mapTypes';
import { dashes, type MapLayout, type Segment } from './mapLayout';
import { FLOOR_TOP, PORTAL_COLOURS, type PortalPiece } from './mapPieces';
import { gridToTable, spaceCentre, type GridSize, type Vec3 } from './tableCoords';

export interface Instance {
  /** Centre of the shape. */
  p: Vec3;
  /** Size along x, y, z (a unit box or a unit-diameter disc scaled). */
  s: Vec3;
  colour: string;
}

export const WALL_HEIGHT = 0.3;
export const WALL_THICKNESS = 0.12;
const DOOR_HEIGHT = 0.48;
const DOOR_THICKNESS = 0.2;
const POST = 0.16;
const OUTLINE_WIDTH = 0.065;
const OUTLINE_HEIGHT = 0.014;
export const BLOCK_HEIGHT = 0.42;

export const MAP_COLOURS = {
  grout: '#1d1f23',
  floor: ['#5f666f', '#565d68', '#646a72', '#5a6370'],
  floorByTerrain: { difficult: '#7a6a2c', impassable: '#2b1511', blocking: '#33363c' } as Record<Exclude<Terrain, 'normal'>, string>,
  outline: { difficult: '#ecc53c', impassable: '#e5432f', blocking: '#e5432f' } as Record<Exclude<Terrain, 'normal'>, string>,
  wall: '#3b4048',
  door: '#e0861c',
  doorPlate: '#8a4f12',
  doorPost: '#2a2d33',
  threshold: '#8b7a54',
  block: '#474a52',
  teleporterOn: '#42e3ff',
  teleporterOff: '#2c4954',
  portalCore: '#ff6a1a',
  portalDown: '#2a2522',
};

export interface MapMeshes {
  floorBase: Instance[];
  floorTop: Instance[];
  walls: Instance[];
  doorSlabs: Instance[];
  doorPosts: Instance[];
  thresholds: Instance[];
  outlines: Instance[];
  blocks: Instance[];
  teleporters: Instance[];
  /** Portal rims (hexagonal discs in the tier colour) and the glowing cores of faceup portals. */
  portalRims: Instance[];
  portalCores: Instance[];
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

export function mapMeshes(layout: MapLayout, teleporters: readonly TeleporterPiece[], portals: readonly PortalPiece[]): MapMeshes {
  const grid = { width: layout.width, height: layout.height };
  const m: MapMeshes = {
    floorBase: [], floorTop: [], walls: [], doorSlabs: [], doorPosts: [], thresholds: [],
    outlines: [], blocks: [], teleporters: [], portalRims: [], portalCores: [],
  };
  for (const sp of layout.spaces) {
    const [x, , z] = spaceCentre([sp.x, sp.y], grid);
    m.floorBase.push({ p: [x, 0.02, z], s: [1, 0.04, 1], colour: MAP_COLOURS.grout });
    const colour = sp.terrain === 'normal' ? MAP_COLOURS.floor[sp.tile % MAP_COLOURS.floor.length]! : MAP_COLOURS.floorByTerrain[sp.terrain];
    m.floorTop.push({ p: [x, 0.05, z], s: [0.93, 0.02, 0.93], colour });
    if (sp.terrain === 'blocking') m.blocks.push({ p: [x, FLOOR_TOP + BLOCK_HEIGHT / 2, z], s: [0.7, BLOCK_HEIGHT, 0.7], colour: MAP_COLOURS.block });
  }
  // Walls overlap by half their thickness at each end so corners close.
  for (const w of layout.walls) m.walls.push(stripAlong(w, grid, WALL_THICKNESS, WALL_HEIGHT, 0, MAP_COLOURS.wall, WALL_THICKNESS / 2));
  for (const d of layout.doors) {
    const s = d.segment;
    for (const [gx, gy] of [[s.x1, s.y1], [s.x2, s.y2]] as const) {
      const [px, , pz] = gridToTable(gx, gy, grid);
      m.doorPosts.push({ p: [px, (DOOR_HEIGHT + 0.04) / 2, pz], s: [POST, DOOR_HEIGHT + 0.04, POST], colour: MAP_COLOURS.doorPost });
    }
    if (d.open) m.thresholds.push(stripAlong(s, grid, 0.22, 0.012, FLOOR_TOP, MAP_COLOURS.threshold, -POST / 2));
    else {
      m.doorSlabs.push(doorSlab(s, grid));
      // A plate across the doorway on the floor marks the door from straight above too.
      m.thresholds.push(stripAlong(s, grid, 0.62, 0.012, FLOOR_TOP, MAP_COLOURS.doorPlate, -POST / 2));
    }
  }
  for (const o of layout.outlines) {
    const colour = MAP_COLOURS.outline[o.terrain];
    const pieces = o.terrain === 'impassable' ? dashes(o, 3, 0.55) : [o];
    for (const piece of pieces) m.outlines.push(stripAlong(piece, grid, OUTLINE_WIDTH, OUTLINE_HEIGHT, FLOOR_TOP, colour, o.terrain === 'impassable' ? 0 : OUTLINE_WIDTH / 2));
  }
  for (const t of teleporters) {
    const [x, , z] = spaceCentre(t.at, grid);
    m.teleporters.push({ p: [x, FLOOR_TOP + 0.012, z], s: [0.74, 0.024, 0.74], colour: t.active ? MAP_COLOURS.teleporterOn : MAP_COLOURS.teleporterOff });
  }
  for (const p of portals) {
    const [x, , z] = spaceCentre(p.at, grid);
    const tier = PORTAL_COLOURS[p.tier];
    m.portalRims.push({ p: [x, FLOOR_TOP + 0.02, z], s: [0.84, 0.04, 0.84], colour: p.faceUp ? tier : mix(tier, MAP_COLOURS.portalDown, 0.55) });
    if (p.faceUp) m.portalCores.push({ p: [x, FLOOR_TOP + 0.045, z], s: [0.56, 0.012, 0.56], colour: MAP_COLOURS.portalCore });
  }
  return m;
}

/** The slab of a closed door standing in its doorway (between the two posts). */
export function doorSlab(s: Segment, grid: GridSize): Instance {
  return stripAlong(s, grid, DOOR_THICKNESS, DOOR_HEIGHT, 0, MAP_COLOURS.door, -POST / 2);
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
