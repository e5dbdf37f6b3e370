/**
 * The map and figure placement as plain JSON, the shape saved in game state.
 * Coordinates and edge ids are explained in README.md beside this file.
 */

/** "x,y": the space in column x, row y (x grows right, y grows down). */
export type SpaceKey = string;

/**
 * A border between two spaces. "v:x,y" is the left border of space (x,y);
 * "h:x,y" is the top border of space (x,y). Every border has one id.
 */
export type EdgeId = string;

/**
 * Terrain of a space. The reference draws terrain as coloured outlines around
 * spaces (or groups of spaces); we store it on the spaces those outlines
 * surround, and the borders of such a space take its colour.
 */
export type Terrain = 'normal' | 'difficult' | 'impassable' | 'blocking';

/** One map tile: a rectangle of rows drawn as text, placed at (x, y). */
export interface TileDef {
  id: string;
  /** What players call this room ("hall"), so the log can say where things happen without coordinates. */
  name?: string;
  x: number;
  y: number;
  /**
   * One string per row, one character per space: '.' normal, '~' difficult,
   * '%' impassable, 'X' blocking, ' ' no space (the tile is not rectangular there).
   */
  rows: string[];
}

/** A door token on a border. Opened doors are removed and never close again. */
export interface DoorDef {
  id: string;
  edge: EdgeId;
  open: boolean;
}

/** A teleporter token. Marines treat all active ones as adjacent to each other. */
export interface TeleporterDef {
  id: string;
  at: SpaceKey;
  active: boolean;
}

/** Any other token lying in a space (portals, items, objectives): just an id. */
export interface TokenDef {
  id: string;
  at: SpaceKey;
}

export interface MapDef {
  id: string;
  tiles: TileDef[];
  /** Walls inside tiles. Tile edges are walls without being listed. */
  walls: EdgeId[];
  /** Tile edges that are not walls, where two tiles join with an open passage. */
  openings: EdgeId[];
  doors: DoorDef[];
  teleporters: TeleporterDef[];
  tokens: TokenDef[];
}

export type Side = 'marine' | 'demon';

/** Footprints: one space, two spaces (Mancubus-like) or six (Cyberdemon-like). */
export type FigureSize = 'small' | 'large2' | 'large6';

/** Orientation of a large base: 'h' is wider than tall, 'v' taller than wide. */
export type Facing = 'h' | 'v';

/** A figure on the map. `at` is the top-left space of its footprint. */
export interface FigurePlacement {
  id: string;
  side: Side;
  at: SpaceKey;
  size?: FigureSize;
  facing?: Facing;
  flying?: boolean;
}
