/**
 * Where a figure passes on the move a beat's `moved` event shows: the
 * spaces of its path, or, when the event lists a large base's poses
 * ("x,y:h" / "x,y:v", one per point spent), the centre of each pose's
 * spaces with how far the figure is turned there from how it ends, so a base
 * that turns part way is drawn over the right spaces and turns at the bend.
 */
import type { GameEvent } from '../../../core/engine/types';
import { placeFigure, type FigureLike } from './figureLook';
import { FLOOR_TOP } from './mapPieces';
import type { Facing } from './mapTypes';
import { footprintCentre, type GridSize, type Vec3 } from './tableCoords';

export interface MoveWaypoints {
  path: Vec3[];
  /** Radians about y at each waypoint, relative to the figure's final turn (only when the event lists poses). */
  turns?: number[];
}

export function moveWaypoints(e: GameEvent | null | undefined, f: FigureLike, grid: GridSize): MoveWaypoints | undefined {
  if (!e || e.type !== 'moved' || e.figure !== f.id) return undefined;
  if (Array.isArray(e.poses)) {
    const poses = e.poses.flatMap((k) => {
      const m = typeof k === 'string' ? /^(\d+,\d+):([hv])$/.exec(k) : null;
      return m ? [{ at: m[1]!, facing: m[2] as Facing }] : [];
    });
    if (poses.length > 1) {
      const rest = placeFigure(f, grid).facing;
      return {
        path: poses.map((p) => footprintCentre(p.at, f.size, p.facing, grid, FLOOR_TOP)),
        turns: poses.map((p) => placeFigure({ ...f, ...p }, grid).facing - rest),
      };
    }
  }
  if (!Array.isArray(e.path)) return undefined;
  const keys = e.path.filter((k): k is string => typeof k === 'string' && /^\d+,\d+$/.test(k));
  return keys.length > 1 ? { path: keys.map((k) => footprintCentre(k, f.size, f.facing, grid, FLOOR_TOP)) } : undefined;
}
