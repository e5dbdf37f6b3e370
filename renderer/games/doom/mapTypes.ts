/**
 * The map types the renderer needs, taken through the content types (the
 * renderer may not import core's geometry module, not even its types).
 */
import type { DemonDef, MissionDef } from '../../../core/games/doom/content/types';

export type MapDef = MissionDef['map'];
export type DoorDef = MapDef['doors'][number];
export type FigureSize = DemonDef['size'];
export type Facing = 'h' | 'v';
/** Terrain of a space, as the map's text rows spell it (see the geometry README). */
export type Terrain = 'normal' | 'difficult' | 'impassable' | 'blocking';
