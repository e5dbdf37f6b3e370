/**
 * Where on the map an event happens: the camera's focus for each beat (a
 * move's destination, the middle of an attack, the portal demons pour out
 * of), and the damage and heal numbers that rise from figures. During the
 * enemy's turn a demon that moves or activates is framed together with the
 * marine it is after (the nearest), so the player sees the threat and whom
 * it threatens in one view; small refocuses are skipped so the camera glides
 * instead of twitching from beat to beat.
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

/** A view of two points together: between them, further back the further apart they are. */
export function frameBoth(a: Vec3, b: Vec3): Focus {
  const apart = Math.hypot(a[0] - b[0], a[2] - b[2]);
  return { at: midpoint(a, b), distance: Math.max(6.5, apart * 1.3 + 3) };
}

/** How far (table units) a demon's prey may stand and still share its frame. */
const PREY_RANGE = 8;

/** A demon framed with the nearest marine, if one is near enough; anything else alone. */
function withPrey(game: FocusGame, id: string | null, at: Vec3 | null, grid: GridSize): Focus | null {
  if (!at) return null;
  const f = game.figures.find((x) => x.id === id);
  if (f?.side === 'demon') {
    let best: { at: Vec3; d: number } | null = null;
    for (const m of game.figures) {
      if (m.side !== 'marine') continue;
      const c = footprintCentre(m.at, m.size, m.facing, grid, FLOOR_TOP);
      const d = Math.hypot(c[0] - at[0], c[2] - at[2]);
      if (d <= PREY_RANGE && (!best || d < best.d)) best = { at: c, d };
    }
    if (best) return frameBoth(at, best.at);
  }
  return { at, distance: 6.5 };
}

/**
 * The point to aim the follow camera at so the focus lands up and to the left
 * of the canvas's middle: the dice tray and its prompt cover the canvas's
 * lower right while a roll plays, and must never sit over the acting piece or
 * its target. Shifts grow with the distance (the view's size at the focus).
 */
export function clearOfHud(f: Focus): Focus {
  return { at: [f.at[0] + f.distance * 0.1, f.at[1], f.at[2] + f.distance * 0.07], distance: f.distance };
}

/** Whether the camera should move for a new focus: not for one that barely differs from the last (it would only twitch). */
export function worthRefocus(last: Focus | null, next: Focus): boolean {
  if (!last) return true;
  const moved = Math.hypot(next.at[0] - last.at[0], next.at[2] - last.at[2]);
  return moved > 0.75 || Math.abs(next.distance - last.distance) > 1.5;
}

export function eventFocus(event: GameEvent, game: FocusGame, grid: GridSize): Focus | null {
  const near = (at: Vec3 | null, distance = 6.5): Focus | null => (at ? { at, distance } : null);
  switch (event.type) {
    case 'moved':
      return withPrey(game, str(event.figure), landing(event, game, grid, 'to'), grid);
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
      return frameBoth(a, b);
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
    case 'demonActivated':
      return withPrey(game, str(event.figure), figureCentre(game, str(event.figure), grid), grid);
    case 'damaged':
    case 'recovered':
    case 'staggered':
    case 'stunned':
    case 'itemTaken':
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
