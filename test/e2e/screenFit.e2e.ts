// One screen, no page scroll (issue 26 item 3): for each game at 1280x720
// (then 1280x800 and 1600x900, the same match resized), at the first question
// of a match with the first seat a person: the page does not scroll either way,
// the canvas takes at least 60% of the window, the prompt and the log are in
// view, and the current seat's panels in the side column's dock are whole and
// inside the window, with nothing in the dock left below its fold.
// One case per game: a board that moves to BoardShell adds its row to GAMES.
// Screenshots: test-results/screen-fit-<game>-<size>.png.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';
import { startAgainstAi } from './newMatch';
import { skipUntilVisible } from './screenWaits';

/**
 * A game, the selector of its seat panels in the dock (the current seat's must be open and whole), and
 * optionally how many of the person's questions to answer (the first option each time) for a second look mid-game.
 */
const GAMES: { game: string; seed: number; seatPanel: string; answers?: number }[] = [
  { game: 'planet-apocalypse', seed: 3, seatPanel: '[data-testid^="dock-panel-hero-"]', answers: 8 },
  // From the 2nd answer on Alpha holds his hand of action cards, open in his panel; by the 6th he is activating in round 1.
  { game: 'doom', seed: 3, seatPanel: '[data-testid^="marine-"], [data-testid="doom-invader"]', answers: 6 },
  // RISK: the players' panel (one line each, the seat deciding lit); MA: the acting survivor's mat (or the deciding
  // seat's while setting up); PRF: the deciding seat's player board, open with its hand.
  // PRF's six answers reach its first declarations. RISK's and MA's setup questions pick places on the table
  // (folded into "show them as a list") and stalled answerFirst, so they are checked at the first question only.
  { game: 'apocalypse-risk', seed: 3, seatPanel: '[data-testid="dock-panel-risk-players"]' },
  { game: 'maximum-apocalypse', seed: 3, seatPanel: '[data-testid^="ma-mat-"]' },
  { game: 'repossession', seed: 3, seatPanel: '[data-testid^="prf-player-"]', answers: 6 },
];

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1280, height: 800 },
  { width: 1600, height: 900 },
];

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openBrowserMode('screen-fit');
  page = session.page;
  await page.setViewportSize(SIZES[0]!);
  await page.goto(session.url);
  // Instant and low: the first question comes at once, and software WebGL stays cheap.
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('settings-speed-instant').click();
  await page.getByTestId('settings-quality').selectOption('low');
  await page.getByTestId('settings-done').click();
});

afterAll(async () => {
  await session?.close();
});

async function toMenu(): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId('save-quit').click();
  await page.getByTestId('menu-new').waitFor();
}


interface Box { x: number; y: number; width: number; height: number }

/** What the screen shows, measured in the page (the test code is compiled without the DOM's types). */
async function measure(seatPanel: string) {
  return page.evaluate((sel) => {
    type El = { getBoundingClientRect(): Box; getAttribute(n: string): string | null; scrollHeight: number; clientHeight: number; scrollWidth: number; clientWidth: number };
    interface Box { x: number; y: number; width: number; height: number }
    const d = (globalThis as unknown as {
      document: { scrollingElement: { scrollHeight: number; scrollWidth: number }; querySelector(s: string): El | null; querySelectorAll(s: string): El[] };
      innerWidth: number; innerHeight: number;
    });
    const box = (e: El | null): Box | null => {
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const doc = d.document;
    const dock = doc.querySelector('[data-testid="panel-dock"]');
    const current = [...doc.querySelectorAll('.dock-panel.current')].map((e) => ({ id: e.getAttribute('data-testid'), box: box(e)! }));
    return {
      window: { width: d.innerWidth, height: d.innerHeight },
      scroll: { height: doc.scrollingElement.scrollHeight, width: doc.scrollingElement.scrollWidth },
      canvas: box(doc.querySelector('[data-testid="table-canvas"]')),
      prompt: box(doc.querySelector('[data-testid="prompt"]')),
      log: box(doc.querySelector('[data-testid="game-log"]')),
      dock: dock ? { box: box(dock)!, overflow: dock.scrollHeight - dock.clientHeight, overflowX: dock.scrollWidth - dock.clientWidth } : null,
      current,
      seatPanels: [...doc.querySelectorAll(sel)].filter((e) => e.getAttribute('class')?.includes('current')).map((e) => e.getAttribute('data-testid')),
    };
  }, seatPanel);
}

const inside = (b: Box, outer: Box, slack = 1) =>
  b.x >= outer.x - slack && b.y >= outer.y - slack && b.x + b.width <= outer.x + outer.width + slack && b.y + b.height <= outer.y + outer.height + slack;

/** Answers the question on screen with its first option (and confirms a pick), then waits for the next question. */
async function answerFirst(): Promise<void> {
  const prompt = page.getByTestId('prompt');
  await skipUntilVisible(page, prompt, 90_000);
  const asked = await prompt.getAttribute('data-prompt-id');
  await prompt.locator('[data-testid^="option-"]:not([disabled])').first().click();
  const confirm = page.getByTestId('prompt-confirm');
  if (await confirm.isVisible() && await confirm.isEnabled()) await confirm.click();
  await expect.poll(async () => {
    if (!(await prompt.isVisible())) return 'none';
    return prompt.getAttribute('data-prompt-id', { timeout: 1_000 }).catch(() => 'none');
  }, { timeout: 60_000, interval: 250 }).not.toBe(asked);
}

/** Every measure of the issue at each window size, on the match as it stands. */
async function checkFits(game: string, seatPanel: string, sizes: readonly { width: number; height: number }[], moment: string): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    // Layout follows the resize on the next frame.
    await page.waitForTimeout(300);
    await skipUntilVisible(page, page.getByTestId('prompt'), 90_000);
    const m = await measure(seatPanel);
    const where = `${game} at ${size.width}x${size.height}, ${moment}`;
    await page.screenshot({ path: join(SHOTS, `screen-fit-${game}-${size.width}x${size.height}-${moment}.png`) });
    const win = { x: 0, y: 0, ...m.window };
    expect(m.scroll.height, `${where}: page height`).toBeLessThanOrEqual(m.window.height);
    expect(m.scroll.width, `${where}: page width`).toBeLessThanOrEqual(m.window.width);
    expect(m.canvas, `${where}: canvas`).not.toBeNull();
    expect(m.canvas!.width * m.canvas!.height, `${where}: canvas area`).toBeGreaterThanOrEqual(0.6 * m.window.width * m.window.height);
    expect(m.prompt && inside({ ...m.prompt, height: Math.min(m.prompt.height, 40) }, win), `${where}: the prompt's top in view`).toBe(true);
    expect(m.prompt!.height, `${where}: the prompt has room`).toBeGreaterThanOrEqual(80);
    expect(m.log && inside(m.log, win), `${where}: the log in view`).toBe(true);
    expect(m.log!.height, `${where}: the log has room`).toBeGreaterThanOrEqual(50);
    // The seat deciding now has its panel open ...
    expect(m.seatPanels.length, `${where}: the current seat's panel is open`).toBeGreaterThan(0);
    expect(m.dock, `${where}: the dock`).not.toBeNull();
    // ... and every open current panel is whole, inside the window and the dock, and the dock hides nothing below its fold.
    for (const p of m.current) {
      expect(inside(p.box, win), `${where}: ${p.id} inside the window`).toBe(true);
      expect(inside(p.box, m.dock!.box), `${where}: ${p.id} inside the dock`).toBe(true);
    }
    expect(m.dock!.overflow, `${where}: the dock needs no scrolling`).toBeLessThanOrEqual(1);
    expect(m.dock!.overflowX, `${where}: nothing in the dock is wider than the column`).toBeLessThanOrEqual(1);
  }
}

describe('the game screen fits the window', () => {
  for (const { game, seed, seatPanel, answers } of GAMES) {
    it(`${game}: no page scroll, the canvas, the prompt, the log and the current seat's panels in view`, async () => {
      await page.setViewportSize(SIZES[0]!);
      await startAgainstAi(page, game, seed);
      await checkFits(game, seatPanel, SIZES, 'start');
      if (answers) {
        await page.setViewportSize(SIZES[0]!);
        // Each later question fits too (hands grow and shrink, panels open and fold as seats take turns).
        for (let i = 1; i <= answers; i++) {
          await answerFirst();
          await checkFits(game, seatPanel, [SIZES[0]!], `answer-${i}`);
        }
        await checkFits(game, seatPanel, [SIZES[2]!], `answer-${answers}`);
      }
      await toMenu();
    });
  }
});
