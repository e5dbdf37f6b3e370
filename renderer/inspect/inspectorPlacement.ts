/**
 * Where the inspector opens: beside the pointer, on the side away from the
 * hovered thing (a piece's box on screen, an underlined name), never over it,
 * never over the pointer itself and never over the prompt, inside the window.
 * Pure, so the rule is unit-tested apart from the DOM.
 */
import { besideRect, bestPlace, fromBox, rect, type Keep, type Rect, type Size } from './placement';

/** Half the side of the square around the pointer the panel always keeps clear (a piece of unknown size is under it). */
export const POINTER_CLEAR = 28;
/** Space between the panel and what it stands beside. */
export const GAP = 12;
/** Space kept between the panel and the window's edges. */
export const EDGE = 8;

export interface InspectorScene {
  pointer: { x: number; y: number };
  /** The hovered thing's box on screen, when known (a DOM element, a figure's projected box). */
  hovered: Rect | null;
  /** The prompt panel's box, when one is on screen. */
  prompt: Rect | null;
  /** Other things worth keeping clear if it costs nothing (the guide card, the legend). */
  others?: readonly Rect[];
  panel: Size;
  viewport: Size;
}

export function placeInspector(s: InspectorScene): Rect {
  const { x, y } = s.pointer;
  const bounds = rect(EDGE, EDGE, s.viewport.width - 2 * EDGE, s.viewport.height - 2 * EDGE);
  const around = rect(x - POINTER_CLEAR, y - POINTER_CLEAR, 2 * POINTER_CLEAR, 2 * POINTER_CLEAR);
  // A hovered box always holds the pointer's square too (a pointer at its very edge still hides nothing).
  const hovered = s.hovered ? union(fromBox(s.hovered), around) : around;
  const keep: Keep[] = [
    { rect: around, weight: 1000 },
    { rect: hovered, weight: 100 },
    ...(s.prompt ? [{ rect: s.prompt, weight: 100 }] : []),
    ...(s.others ?? []).map((r) => ({ rect: r, weight: 5 })),
  ];
  const candidates = [
    ...besideRect(hovered, s.panel, x, y, GAP, bounds),
    // A big hovered thing (a whole panel) may leave no room beside it: then at least beside the pointer.
    ...besideRect(around, s.panel, x, y, GAP, bounds),
    // A name inside the prompt: beside the whole prompt rather than over the rest of it.
    ...(s.prompt ? besideRect(union(s.prompt, hovered), s.panel, x, y, GAP, bounds) : []),
  ];
  return bestPlace(candidates, s.panel, bounds, keep);
}

function union(a: Rect, b: Rect): Rect {
  const left = Math.min(a.left, b.left);
  const top = Math.min(a.top, b.top);
  return rect(left, top, Math.max(a.left + a.width, b.left + b.width) - left, Math.max(a.top + a.height, b.top + b.height) - top);
}
