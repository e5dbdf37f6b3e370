import { describe, expect, it } from 'vitest';
import { overlapArea, rect, right, bottom, type Rect } from '../inspect/placement';
import { placeGuide, type GuideScene } from './guidePlacement';

// A 1280x720 game screen: the bar, the board on the left with the player's sheets under it, the side column.
const bar = rect(0, 0, 1280, 54);
const table = rect(16, 70, 888, 470);
const sheets = rect(16, 560, 888, 150);
const prompt = rect(936, 130, 328, 180);
const log = rect(936, 330, 328, 380);
const card = { width: 368, height: 210 };

function scene(over: Partial<GuideScene>): GuideScene {
  return { card, viewport: { width: 1280, height: 720 }, bar, table, targets: [], targetSomewhereOnTable: false, prompt, panels: [sheets], log, ...over };
}

function clearOf(r: Rect, ...things: Rect[]): boolean {
  return things.every((t) => overlapArea(r, t) === 0);
}

describe('where the guide card docks', () => {
  it('keeps clear of the prompt, the sheets and the bar with the Menu button', () => {
    const r = placeGuide(scene({}));
    expect(clearOf(r, prompt, sheets, bar)).toBe(true);
    expect(r.left).toBeGreaterThanOrEqual(0);
    expect(bottom(r)).toBeLessThanOrEqual(720);
  });

  it('moves away from a piece it names', () => {
    const first = placeGuide(scene({}));
    // The piece sits where the card would have gone.
    const piece = rect(first.left + 40, first.top + 40, 60, 60);
    const r = placeGuide(scene({ targets: [piece] }));
    expect(clearOf(r, piece, prompt, sheets)).toBe(true);
  });

  it('never covers the panel a step is about, even if the board must be covered', () => {
    const r = placeGuide(scene({ targets: [sheets] }));
    expect(clearOf(r, sheets, prompt)).toBe(true);
  });

  it('leaves the board when the step names something on it the table cannot place on screen', () => {
    const r = placeGuide(scene({ targetSomewhereOnTable: true }));
    expect(overlapArea(r, table)).toBeLessThan(card.width * card.height * 0.2);
    expect(clearOf(r, prompt, sheets)).toBe(true);
    expect(right(r)).toBeLessThanOrEqual(1280);
  });

  it('a step about the whole table takes a corner of the board, not the player\'s panels', () => {
    // The sheets in the side column under the prompt (another layout).
    const sideSheets = rect(936, 320, 328, 300);
    const r = placeGuide(scene({ targets: [table], panels: [sideSheets], log: rect(936, 630, 328, 80) }));
    expect(clearOf(r, sideSheets, prompt)).toBe(true);
  });
});
