// Dice thrown on the main table: in a Planet Apocalypse, a DOOM and a RISK match, in a
// 1600x900 window, the game's dice land on the tray beside the board (one
// WebGL canvas, no second one), read back as the faces thrown, the results
// list agrees, every die is at least 45 px tall from the default camera, and
// the dice stay until a click. Screenshots: test-results/table-dice-*.png.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';

let session: BrowserSession;
let page: Page;

interface Shown {
  throwId: number;
  shown: { die: string; face: number; label: string; tiltDeg: number }[];
  /** Each die's centre on the canvas, CSS px from its top left. */
  screen: [number, number][];
}

beforeAll(async () => {
  session = await openBrowserMode('table-dice');
  page = session.page;
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(session.url);
  // 1x, so the throw is really animated; low graphics: software WebGL draws the whole table every frame.
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('settings-speed-1x').click();
  await page.getByTestId('settings-quality').selectOption('low');
  await page.getByTestId('settings-done').click();
});

afterAll(async () => {
  await session?.close();
});

async function startGame(gameId: string, seed: number, options: Record<string, string>): Promise<void> {
  await page.getByTestId('menu-new').click();
  await page.getByTestId('newgame-game').selectOption(gameId);
  for (const [key, value] of Object.entries(options)) await page.getByTestId(`newgame-opt-${key}`).fill(value);
  await page.locator('[data-testid="newgame-seats"][data-ready="true"]').waitFor();
  const seats = page.locator('[data-testid^="seat-"]');
  const n = await seats.count();
  for (let i = 0; i < n; i++) await seats.nth(i).selectOption(i === 0 ? 'human' : { index: 1 });
  await page.getByTestId('newgame-seed').fill(String(seed));
  await page.getByTestId('newgame-start').click();
  await page.getByTestId('game-screen').waitFor();
}

/**
 * Throws the game's own dice on its table, as a dice beat does (the match's
 * DiceOverlay, window.__throwOnTable), at 1x: playing up to a roll takes a
 * software renderer minutes.
 */
async function checkRollOnTable(name: string, rolls: { die: string; face: number }[]): Promise<void> {
  await page.waitForFunction(() => typeof (globalThis as unknown as { __throwOnTable?: unknown }).__throwOnTable === 'function');
  await page.evaluate((r) => (globalThis as unknown as { __throwOnTable(r: unknown): void }).__throwOnTable(r), rolls);
  await page.locator('[data-testid="dice-overlay"][data-state="settled"]').waitFor({ timeout: 60_000 });
  // One WebGL canvas on the screen: the dice are in the table's own.
  expect(await page.locator('canvas').count()).toBe(1);
  const table = page.getByTestId('table-canvas');
  const box = (await table.boundingBox())!;
  // The canvas the unit test (renderer/table/dieProjection.test.ts) assumes, or taller.
  expect(box.width).toBeGreaterThanOrEqual(1200);
  expect(box.height).toBeGreaterThanOrEqual(520);
  const diePx = Number(await table.getAttribute('data-die-px'));
  console.log(`${name}: canvas ${box.width} x ${box.height}, dice scale ${await table.getAttribute('data-dice-scale')}, smallest die ${diePx} px`);
  expect(diePx).toBeGreaterThanOrEqual(45);
  // The list says what the table's dice show.
  const shown = (await page.evaluate(() => (globalThis as unknown as { __diceShown?: Shown }).__diceShown))!;
  // The table shows the faces asked for, and the list says what the table's dice show.
  expect(shown.shown.map((s) => ({ die: s.die, face: s.face }))).toEqual(rolls);
  const listed = await page.locator('[data-testid="dice-overlay"] [data-testid="dice-results"] li').evaluateAll((items) =>
    items.map((li) => ({ die: li.getAttribute('data-die') ?? '', face: Number(li.getAttribute('data-face')) })),
  );
  expect(listed).toEqual(shown.shown.map((s) => ({ die: s.die, face: s.face })));
  expect(Math.max(...shown.shown.map((s) => s.tiltDeg))).toBeLessThan(6);
  // Every die landed in view of the default camera, not off the edge of the canvas.
  expect(shown.screen).toHaveLength(rolls.length);
  for (const [x, y] of shown.screen) {
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(box.width);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(box.height);
  }
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `table-dice-${name}.png`) });
  // A click clears them.
  await page.mouse.click(box.x + 20, box.y + box.height - 20);
  await page.getByTestId('dice-overlay').waitFor({ state: 'detached' });
}

describe('dice on the main table (1600x900)', () => {
  it('Planet Apocalypse: a roll lands on the tray beside the map', async () => {
    await startGame('planet-apocalypse', 3, { heroes: '1' });
    await checkRollOnTable('planet-apocalypse', [
      { die: 'd6', face: 5 }, { die: 'd6', face: 2 }, { die: 'd6', face: 0 }, { die: 'd6', face: 3 }, { die: 'despair', face: 4 },
    ]);
    // The d6 faces setting, in game: the same roll with pips.
    await page.getByTestId('menu-button').click();
    await page.getByTestId('ingame-settings').click();
    await page.getByTestId('settings-d6-faces').selectOption('pips');
    await page.getByTestId('settings-done').click();
    await page.getByTestId('menu-resume').click();
    await page.getByTestId('ingame-menu').waitFor({ state: 'detached' });
    await checkRollOnTable('planet-apocalypse-pips', [
      { die: 'd6', face: 5 }, { die: 'd6', face: 2 }, { die: 'd6', face: 0 }, { die: 'd6', face: 3 }, { die: 'despair', face: 4 },
    ]);
    expect(session.pageErrors).toEqual([]);
  });

  it('DOOM: a roll lands on the tray beside the map', async () => {
    await page.getByTestId('menu-button').click();
    await page.getByTestId('save-quit').click();
    await page.getByTestId('menu-new').waitFor();
    await startGame('doom', 5, { marines: '1' });
    await checkRollOnTable('doom', [
      { die: 'doom-red', face: 0 }, { die: 'doom-red', face: 3 }, { die: 'doom-black', face: 5 }, { die: 'doom-yellow', face: 2 }, { die: 'doom-green', face: 1 },
    ]);
    expect(session.pageErrors).toEqual([]);
  });

  it('RISK: the attack and defence dice land on the tray beside the world map', async () => {
    await page.getByTestId('menu-button').click();
    await page.getByTestId('save-quit').click();
    await page.getByTestId('menu-new').waitFor();
    await startGame('apocalypse-risk', 1, { players: '2' });
    await checkRollOnTable('apocalypse-risk', [
      { die: 'attack', face: 5 }, { die: 'attack', face: 2 }, { die: 'attack', face: 0 }, { die: 'defence', face: 4 }, { die: 'defence', face: 1 },
    ]);
    expect(session.pageErrors).toEqual([]);
  });
});
