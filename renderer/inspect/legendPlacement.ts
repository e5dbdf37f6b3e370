/**
 * Where the legend docks: the board's top right corner, under the camera
 * buttons (where it used to stand, beside the side column), else its top
 * left, else anywhere in the window that keeps clear of the prompt.
 */
import { bestPlace, rect, right, type Rect, type Size } from './placement';

/** Room left above the legend for the table's camera buttons. */
export const CAMERA_BAR = 48;
const INSET = 12;

export function placeLegend(s: { table: Rect | null; prompt: Rect | null; panel: Size; viewport: Size }): Rect {
  const bounds = rect(INSET, INSET, s.viewport.width - 2 * INSET, s.viewport.height - 2 * INSET);
  const t = s.table ?? bounds;
  const candidates = [
    { left: right(t) - INSET - s.panel.width, top: t.top + CAMERA_BAR },
    { left: t.left + INSET, top: t.top + CAMERA_BAR },
    { left: bounds.left, top: bounds.top },
    { left: right(bounds) - s.panel.width, top: bounds.top },
  ];
  return bestPlace(candidates, s.panel, bounds, s.prompt ? [{ rect: s.prompt, weight: 1 }] : []);
}
