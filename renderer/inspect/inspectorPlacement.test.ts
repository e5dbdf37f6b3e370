import { describe, expect, it } from 'vitest';
import { EDGE, placeInspector, POINTER_CLEAR } from './inspectorPlacement';
import { containsPoint, overlapArea, rect, right, type Rect } from './placement';
import { placeLegend } from './legendPlacement';

const viewport = { width: 1280, height: 720 };
const panel = { width: 384, height: 260 };
// The side column's prompt at 1280x720.
const prompt = rect(936, 130, 328, 180);

function inside(r: Rect): boolean {
  return r.left >= EDGE && r.top >= EDGE && right(r) <= viewport.width - EDGE && r.top + r.height <= viewport.height - EDGE;
}

describe('where the inspector opens', () => {
  it('beside a piece on the table, off the piece, the pointer and the prompt, inside the window', () => {
    for (const [x, y] of [[100, 200], [640, 360], [880, 120], [900, 690], [20, 700], [600, 40]] as const) {
      const piece = rect(x - 20, y - 40, 40, 60);
      const r = placeInspector({ pointer: { x, y }, hovered: piece, prompt, panel, viewport });
      expect(overlapArea(r, piece), `at ${x},${y}`).toBe(0);
      expect(containsPoint(r, x, y)).toBe(false);
      expect(overlapArea(r, prompt), `at ${x},${y}`).toBe(0);
      expect(inside(r)).toBe(true);
    }
  });

  it('opens on the side with room: to the right near the left edge, to the left near the prompt', () => {
    const nearLeft = placeInspector({ pointer: { x: 80, y: 300 }, hovered: null, prompt, panel, viewport });
    expect(nearLeft.left).toBeGreaterThan(80 + POINTER_CLEAR);
    const nearPrompt = placeInspector({ pointer: { x: 860, y: 300 }, hovered: null, prompt, panel, viewport });
    expect(right(nearPrompt)).toBeLessThan(860 - POINTER_CLEAR);
  });

  it('a name in the prompt: beside the whole prompt, not over the rest of it', () => {
    const word = rect(1000, 150, 60, 20);
    const r = placeInspector({ pointer: { x: 1030, y: 160 }, hovered: word, prompt, panel, viewport });
    expect(overlapArea(r, prompt)).toBe(0);
    expect(right(r)).toBeLessThanOrEqual(prompt.left);
  });

  it('a hovered thing too big to stand beside still leaves the pointer and its surroundings clear', () => {
    const mats = rect(0, 60, 1280, 640);
    const r = placeInspector({ pointer: { x: 400, y: 400 }, hovered: mats, prompt: null, panel, viewport });
    expect(overlapArea(r, rect(400 - POINTER_CLEAR, 400 - POINTER_CLEAR, 2 * POINTER_CLEAR, 2 * POINTER_CLEAR))).toBe(0);
    expect(inside(r)).toBe(true);
  });

  it('the legend docks on the board and keeps clear of the prompt', () => {
    const table = rect(16, 70, 888, 480);
    const r = placeLegend({ table, prompt, panel: { width: 384, height: 400 }, viewport });
    expect(overlapArea(r, prompt)).toBe(0);
    expect(right(r)).toBeLessThanOrEqual(right(table));
    // A prompt over the board's right (another layout): the legend goes to its left corner.
    const wide = placeLegend({ table: rect(0, 60, 1280, 660), prompt: rect(880, 100, 400, 300), panel: { width: 384, height: 400 }, viewport });
    expect(overlapArea(wide, rect(880, 100, 400, 300))).toBe(0);
  });
});
