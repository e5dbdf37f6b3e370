/**
 * Issue 26's `board-fill`: does the board fill the screen? For every
 * playable game, at its first question and mid-game (after CHOICES_IN
 * choices), in windows of 1600x900, 1280x720 and 1280x800, the real page in
 * Chromium is read for: the share of the canvas's width and height that the
 * board's overview spans (the table's FitProbe projects the board's bounds
 * through the real camera: data-board-fill), the canvas's share of the
 * window's area, and whether the page scrolls. The same page is resized
 * through the three windows, so the camera's refit is measured too.
 * Targets: the board spans at least 80 % one way and 60 % the other, the
 * canvas at least 60 % of the window, no scroll. The value is the number of
 * (game, moment, window) cells that miss a target.
 */
import type { Page } from 'playwright-core';
import { BOARDS, CHOICES_IN, openBoard, withBrowser } from './boardMeasures';
import type { Measure } from './types';

export const FILL_VIEWPORTS = [
  { width: 1600, height: 900 },
  { width: 1280, height: 720 },
  { width: 1280, height: 800 },
] as const;

export interface FillCell {
  game: string;
  moment: 'first question' | 'mid-game';
  viewport: string;
  /** Shares of the canvas's width and height the board spans. */
  board: [number, number];
  /** Canvas area / window area. */
  canvas: number;
  scrolls: boolean;
  meets: boolean;
}

/** The targets, as one verdict: what a person would call "the board fills the screen". */
export function meetsFill(board: [number, number], canvas: number, scrolls: boolean): boolean {
  return Math.max(...board) >= 0.8 && Math.min(...board) >= 0.6 && canvas >= 0.6 && !scrolls;
}

async function readFill(page: Page): Promise<Omit<FillCell, 'game' | 'moment' | 'viewport' | 'meets'>> {
  return page.evaluate(() => {
    // The page's own globals (this file is type-checked without the DOM library).
    interface Box { width: number; height: number }
    interface El { dataset: Record<string, string | undefined>; getBoundingClientRect(): Box; scrollHeight: number; scrollWidth: number }
    const w = globalThis as unknown as { innerWidth: number; innerHeight: number; document: { querySelector(s: string): El | null; scrollingElement: El | null; documentElement: El } };
    const table = w.document.querySelector('[data-testid="table-canvas"]');
    const [bx, by] = (table?.dataset.boardFill ?? '0x0').split('x').map(Number);
    const r = table?.getBoundingClientRect();
    const canvas = r ? (r.width * r.height) / (w.innerWidth * w.innerHeight) : 0;
    const el = w.document.scrollingElement ?? w.document.documentElement;
    const scrolls = el.scrollHeight > w.innerHeight + 1 || el.scrollWidth > w.innerWidth + 1;
    return { board: [bx ?? 0, by ?? 0] as [number, number], canvas, scrolls };
  });
}

export const boardFillMeasure: Measure = {
  id: 'board-fill',
  name: 'board fill: (game, moment, window) cells where the board spans < 80/60% of the canvas, the canvas < 60% of the window, or the page scrolls',
  async run() {
    const base = { id: this.id, name: this.name, unit: 'cells missing a target', max: 0 };
    return withBrowser(base, async (browser, server) => {
      const cells: FillCell[] = [];
      for (const game of BOARDS()) {
        for (const [moment, choices] of [['first question', 0], ['mid-game', CHOICES_IN]] as const) {
          const page = await openBoard(browser, server, game.id, 'low', choices, FILL_VIEWPORTS[0]);
          try {
            for (const viewport of FILL_VIEWPORTS) {
              await page.setViewportSize(viewport);
              // The layout and the camera's refit follow the resize; the table draws the new view on demand.
              await page.waitForTimeout(1500);
              const f = await readFill(page);
              cells.push({ game: game.id, moment, viewport: `${viewport.width}x${viewport.height}`, ...f, meets: meetsFill(f.board, f.canvas, f.scrolls) });
            }
          } finally {
            await page.close();
          }
        }
      }
      const missing = cells.filter((c) => !c.meets);
      const line = (c: FillCell) =>
        `${c.game} ${c.moment} ${c.viewport}: board ${c.board.map((v) => v.toFixed(2)).join(' x ')}, canvas ${(c.canvas * 100).toFixed(0)}%${c.scrolls ? ', SCROLLS' : ''}${c.meets ? '' : ' (misses)'}`;
      return { ...base, value: missing.length, notes: cells.map(line).join('; '), details: cells };
    });
  },
};
