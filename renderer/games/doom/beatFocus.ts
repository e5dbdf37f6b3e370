/**
 * Where on the map an event happens: the camera's focus for each beat (a
 * move's destination, the middle of an attack, the portal demons pour out
 * of), and the damage and heal numbers that rise from figures.
 */
import type { GameEvent } from '../../../core/engine/types';
import { FLOOR_TOP } from './mapPieces';
import type { FigureLike } from './figureLook';
import { edgeSegment } from './mapLayout';
import { footprintCentre, gridToTable, midpoint, spaceCentre, type GridSize, type Vec3 } from './tableCoords';

/** The parts of the view these functions read. */
export interface FocusGame {
  figures: readonly FigureLike[];
  portals: readonly { token: string; at: string }[];
}

export interface Focus {
  at: Vec3;
  /** Camera distance: closer for a single figure, further for an attack across the room. */
  distance: number;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export function figureCentre(game: FocusGame, id: string | null, grid: GridSize): Vec3 | null {
  if (!id) return null;
  const f = game.figures.find((x) => x.id === id);
  return f ? footprintCentre(f.at, f.size, f.facing, grid, FLOOR_TOP) : null;
}

/** Where a figure that just moved now stands (its base's middle), or the event's space if it is gone. */
function landing(event: GameEvent, game: FocusGame, grid: GridSize, spaceField: string): Vec3 | null {
  const at = figureCentre(game, str(event.figure), grid);
  if (at) return at;
  const space = str(event[spaceField]);
  return space ? spaceCentre(space, grid, FLOOR_TOP) : null;
}

export function eventFocus(event: GameEvent, game: FocusGame, grid: GridSize): Focus | null {
  const near = (at: Vec3 | null, distance = 6.5): Focus | null => (at ? { at, distance } : null);
  switch (event.type) {
    case 'moved':
    case 'teleported':
    case 'displaced':
      return near(landing(event, game, grid, 'to'));
    case 'respawned':
    case 'summoned':
      return near(landing(event, game, grid, 'at'));
    case 'attackDeclared': {
      const a = figureCentre(game, str(event.attacker), grid);
      const b = figureCentre(game, str(event.target), grid);
      if (!a || !b) return near(a ?? b);
      const apart = Math.hypot(a[0] - b[0], a[2] - b[2]);
      return { at: midpoint(a, b), distance: Math.max(6.5, apart * 1.3 + 3) };
    }
    case 'summonStarted': {
      const p = game.portals.find((x) => x.token === str(event.portal));
      return near(p ? spaceCentre(p.at, grid, FLOOR_TOP) : null, 7.5);
    }
    case 'portalFlipped':
    case 'killed':
      return near(str(event.at) ? spaceCentre(str(event.at)!, grid, FLOOR_TOP) : null);
    case 'doorOpened': {
      const edge = str(event.edge);
      if (!edge) return null;
      const s = edgeSegment(edge);
      return near(gridToTable((s.x1 + s.x2) / 2, (s.y1 + s.y2) / 2, grid, FLOOR_TOP));
    }
    case 'damaged':
    case 'recovered':
    case 'staggered':
    case 'stunned':
    case 'itemTaken':
    case 'demonActivated':
      return near(figureCentre(game, str(event.figure), grid));
    case 'gloryKill':
    case 'telefragged':
      return near(figureCentre(game, str(event.marine), grid));
    case 'initiativeRevealed':
      return event.side === 'marine' ? near(figureCentre(game, str(event.marine), grid), 8) : null;
    case 'turnStarted':
      return event.enemy === false ? near(figureCentre(game, str(event.side), grid), 8) : null;
    default:
      return null;
  }
}

export interface FloatSpec {
  amount: number;
  position: Vec3;
}

/** A number to float over a figure: damage as negative, recovery as positive. */
export function eventFloat(event: GameEvent, game: FocusGame, grid: GridSize, figureHeight = 1): FloatSpec | null {
  if (event.type !== 'damaged' && event.type !== 'recovered') return null;
  const amount = typeof event.amount === 'number' ? event.amount : 0;
  if (amount <= 0) return null;
  const at = figureCentre(game, str(event.figure), grid);
  if (!at) return null;
  return { amount: event.type === 'damaged' ? -amount : amount, position: [at[0], at[1] + figureHeight, at[2]] };
}
