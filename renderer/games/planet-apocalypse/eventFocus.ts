/**
 * What each Planet Apocalypse event means for the table while it plays:
 * where the camera looks (the area a figure moved to, spawned or died in,
 * the start for doom scored by exits, the Lord's new area ...), which number
 * rises from which figure (damage and healing), and the waypoints of a move
 * that passes through areas. Pure, over the view right after the event.
 */
import type { GameEvent } from '../../../core/engine/types';
import type { PAView } from '../../../core/games/planet-apocalypse/view';
import { areaCentre, HELL_AREA, type MapLayout, type Vec3 } from './mapLayout';
import { lordOfFigure } from './lords';
import type { FigurePiece } from './tableModel';

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The area a figure id stands in after the event ('lord:wall' is a part of the Lord's sheet). */
export function figureArea(view: PAView, figure: string): string | null {
  const lord = lordOfFigure(view, figure);
  if (lord) return figure.includes(':') ? HELL_AREA : lord.area;
  const hero = view.heroes.find((h) => h.seat === figure);
  if (hero) return hero.area;
  return view.minions.find((m) => m.id === figure)?.area ?? view.fourth.find((f) => f.id === figure)?.area ?? null;
}

/** The area an event happens in, if it happens somewhere on the map. */
export function eventArea(event: GameEvent, view: PAView, starts: readonly string[]): string | null {
  const figure = str(event.figure);
  switch (event.type) {
    case 'moved':
    case 'lordAdvanced':
      return str(event.to) ?? (figure ? figureArea(view, figure) : null);
    case 'spawned':
    case 'killed':
    case 'exited':
    case 'removed':
    case 'tokenRevealed':
    case 'ambushFired':
    case 'ambushSet':
    case 'ambushDismissed':
    case 'attacked':
    case 'gatePlaced':
      return str(event.area) ?? (figure ? figureArea(view, figure) : null);
    case 'damaged':
    case 'healed':
    case 'statusChanged':
      return figure ? figureArea(view, figure) : null;
    case 'doomScored':
      return typeof event.reason === 'string' && event.reason.startsWith('exits') ? (starts[0] ?? null) : null;
    case 'shadowPlaced':
      return Array.isArray(event.areas) ? str(event.areas[event.areas.length - 1]) : null;
    case 'recruited':
    case 'giftEarned':
    case 'trooperLost': {
      const seat = str(event.seat);
      return seat ? figureArea(view, seat) : null;
    }
    default:
      return null;
  }
}

/** Where the camera should look for an event, or null to leave it. */
export function eventFocus(event: GameEvent, view: PAView, layout: MapLayout, starts: readonly string[]): Vec3 | null {
  const area = eventArea(event, view, starts);
  return area ? areaCentre(layout, area) : null;
}

/** Camera distance for one area close up (the follow camera). */
export const FOLLOW_DISTANCE = 8;
/** Height the camera looks at: a figure's middle, so the figure and its number stay in the frame. */
const LOOK_HEIGHT = 0.45;

/** The areas an event's acting piece and its target stand in (one, two, or none). */
export function eventAreas(event: GameEvent, view: PAView, starts: readonly string[]): string[] {
  const main = eventArea(event, view, starts);
  const from = str(event.from);
  const target = str(event.target);
  const other =
    event.type === 'moved' || event.type === 'lordAdvanced' ? from
    : event.type === 'attacked' && target ? figureArea(view, target)
    : null;
  return [...new Set([other, main].filter((a): a is string => a !== null))];
}

/**
 * What the follow camera frames for an event: the middle of the acting
 * piece's area and its target's (a move's start and end, an attacker and
 * the hero it strikes), from far enough back that both fit with room for
 * the figures above them. Null to leave the camera where it is.
 */
export function eventFrame(event: GameEvent, view: PAView, layout: MapLayout, starts: readonly string[]): { point: Vec3; distance: number } | null {
  const points = eventAreas(event, view, starts).map((a) => areaCentre(layout, a)).filter((p): p is Vec3 => p !== null);
  if (points.length === 0) return null;
  const xs = points.map((p) => p[0]);
  const zs = points.map((p) => p[2]);
  const point: Vec3 = [(Math.min(...xs) + Math.max(...xs)) / 2, LOOK_HEIGHT, (Math.min(...zs) + Math.max(...zs)) / 2];
  const span = Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...zs) - Math.min(...zs));
  // The table camera (38° field of view, looking down about 50°) shows about 0.9 × distance of table depth:
  // the span plus a figure's height on either side stays inside the middle two thirds.
  return { point, distance: Math.max(FOLLOW_DISTANCE, 1.6 * span + 2.4) };
}

/** A rising number for damage (negative) or healing (positive) over the figure it happened to. */
export function floatingFor(event: GameEvent, figures: readonly FigurePiece[], layout: MapLayout): { amount: number; position: Vec3 } | null {
  if (event.type !== 'damaged' && event.type !== 'healed') return null;
  const amount = typeof event.amount === 'number' ? event.amount : 0;
  const figure = str(event.figure);
  if (!figure || amount === 0) return null;
  // A part of a Lord's sheet ('lord:wall') shows over the Lord himself.
  const owner = figure.split(':')[0]!;
  const piece = figures.find((f) => f.members.includes(figure)) ?? figures.find((f) => f.role === 'lord' && f.id === owner);
  const base: Vec3 | null = piece ? piece.position : figure.includes(':') ? layout.hell.centre : null;
  if (!base) return null;
  return { amount: event.type === 'damaged' ? -amount : amount, position: [base[0], base[1] + 1.2, base[2]] };
}

/** Waypoints (area centres between the first and the last) of a move that names its path. */
export function moveWaypoints(event: GameEvent, layout: MapLayout): { figure: string; waypoints: Vec3[] } | null {
  if (event.type !== 'moved' && event.type !== 'lordAdvanced') return null;
  const figure = str(event.figure);
  if (!figure || !Array.isArray(event.path)) return null;
  const path = event.path.filter((a): a is string => typeof a === 'string');
  const waypoints = path.slice(1, -1).map((a) => areaCentre(layout, a)).filter((p): p is Vec3 => p !== null);
  return { figure, waypoints };
}
