/**
 * Where the guide card docks: a corner of the board or of the window (under
 * the game bar) that covers nothing the step talks about. The step's target
 * (the piece, panel or option it names) and the prompt must stay clear; the
 * player's own panels (hero sheets, mats, the dice results) should; the log
 * and the board may be covered when nothing else is free, the board least
 * gladly when the step's target is somewhere on it that the table cannot
 * pin down on screen (a territory, a space). A step about the whole table
 * gets a corner of it, not the player's panels. Pure, and unit-tested.
 */
import { bestPlace, bottom, rect, right, type Keep, type Rect, type Size } from '../inspect/placement';

export interface GuideScene {
  card: Size;
  viewport: Size;
  /** The game bar at the top: the card stays under it (it holds the Menu button). */
  bar: Rect | null;
  /** The board's area. */
  table: Rect | null;
  /** The step's target on screen (every box of it: a part may be several panels), when it can be found. */
  targets: readonly Rect[];
  /** The step names something on the table that could not be found on screen. */
  targetSomewhereOnTable: boolean;
  prompt: Rect | null;
  /** The player's panels: sheets, mats, the dice results. */
  panels: readonly Rect[];
  log: Rect | null;
}

/** Space between the card and the edges it docks against. */
export const INSET = 12;

export const WEIGHTS = { target: 100, bigTarget: 10, prompt: 60, panel: 40, log: 3, tableUnknownTarget: 10, table: 1 } as const;

/** A target bigger than this share of the window (the whole table) cannot be kept clear: a corner of it is covered rather than a panel. */
export const BIG_TARGET = 0.35;

export function placeGuide(s: GuideScene): Rect {
  const top = s.bar ? bottom(s.bar) + INSET : INSET;
  const bounds = rect(INSET, top, s.viewport.width - 2 * INSET, s.viewport.height - top - INSET);
  const { width: w, height: h } = s.card;
  const corners = (r: Rect) => [
    { left: r.left + INSET, top: bottom(r) - INSET - h },
    { left: right(r) - INSET - w, top: bottom(r) - INSET - h },
    { left: r.left + INSET, top: r.top + INSET },
    { left: right(r) - INSET - w, top: r.top + INSET },
  ];
  const candidates = [
    ...(s.table ? corners(s.table) : []),
    ...corners(bounds),
    { left: bounds.left + (bounds.width - w) / 2, top: bottom(bounds) - h },
    // Over the log, right-aligned (the card may be wider than the side column): at its foot, or its head.
    ...(s.log ? [{ left: right(s.log) - w, top: bottom(s.log) - h }, { left: right(s.log) - w, top: s.log.top }] : []),
  ];
  const keep: Keep[] = [
    ...s.targets.map((r) => ({ rect: r, weight: r.width * r.height > BIG_TARGET * s.viewport.width * s.viewport.height ? WEIGHTS.bigTarget : WEIGHTS.target })),
    ...(s.prompt ? [{ rect: s.prompt, weight: WEIGHTS.prompt }] : []),
    ...s.panels.map((r) => ({ rect: r, weight: WEIGHTS.panel })),
    ...(s.log ? [{ rect: s.log, weight: WEIGHTS.log }] : []),
    ...(s.table ? [{ rect: s.table, weight: s.targetSomewhereOnTable ? WEIGHTS.tableUnknownTarget : WEIGHTS.table }] : []),
  ];
  return bestPlace(candidates, s.card, bounds, keep);
}
