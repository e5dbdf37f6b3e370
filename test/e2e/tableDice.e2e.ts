// Dice thrown on the main table: in a 1600x900 window (Planet Apocalypse, DOOM,
// RISK) and a 1280x720 one (all five games), each throw's tray comes into view
// over the board where the camera looks (one WebGL canvas, no second one), the
// dice land on the faces thrown, the results list agrees, every die is at least
// 45 px tall (36 px at 1280x720) and inside the canvas, the tray leaves by
// itself once the dice have rested, and the list stays until a click.
// Screenshots: test-results/table-dice-*.png.
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
async function checkRollOnTable(name: string, rolls: { die: string; face: number }[], minDiePx = 45): Promise<void> {
  await page.waitForFunction(() => typeof (globalThis as unknown as { __throwOnTable?: unknown }).__throwOnTable === 'function');
  await page.evaluate((r) => (globalThis as unknown as { __throwOnTable(r: unknown): void }).__throwOnTable(r), rolls);
  await page.locator('[data-testid="dice-overlay"][data-state="settled"]').waitFor({ timeout: 60_000 });
  // One WebGL canvas on the screen: the dice are in the table's own.
  expect(await page.locator('canvas').count()).toBe(1);
  const table = page.getByTestId('table-canvas');
  const box = (await table.boundingBox())!;
  const viewport = page.viewportSize()!;
  // The board's canvas takes most of the window (no tray beside the board, no panels under it).
  expect(box.width * box.height).toBeGreaterThanOrEqual(0.6 * viewport.width * viewport.height);
  const diePx = Number(await table.getAttribute('data-die-px'));
  console.log(`${name}: canvas ${box.width} x ${box.height}, dice scale ${await table.getAttribute('data-dice-scale')}, smallest die ${diePx} px, board fill ${await table.getAttribute('data-board-fill')}`);
  expect(diePx).toBeGreaterThanOrEqual(minDiePx);
  // The list says what the table's dice show.
  const shown = (await page.evaluate(() => (globalThis as unknown as { __diceShown?: Shown }).__diceShown))!;
  // The table shows the faces asked for, and the list says what the table's dice show.
  expect(shown.shown.map((s) => ({ die: s.die, face: s.face }))).toEqual(rolls);
  const listed = await page.locator('[data-testid="dice-overlay"] [data-testid="dice-results"] li').evaluateAll((items) =>
    items.map((li) => ({ die: li.getAttribute('data-die') ?? '', face: Number(li.getAttribute('data-face')) })),
  );
  expect(listed).toEqual(shown.shown.map((s) => ({ die: s.die, face: s.face })));
  expect(Math.max(...shown.shown.map((s) => s.tiltDeg))).toBeLessThan(6);
  // Every die landed in view of the camera, not off the edge of the canvas.
  expect(shown.screen).toHaveLength(rolls.length);
  for (const [x, y] of shown.screen) {
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(box.width);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(box.height);
  }
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `table-dice-${name}.png`) });
  // The tray leaves by itself once they have been seen; the list stays readable.
  await page.waitForFunction(() => (globalThis as unknown as { __diceStage?: string }).__diceStage === 'away', undefined, { timeout: 20_000 });
  expect(await page.getByTestId('dice-overlay').isVisible()).toBe(true);
  // A click clears the list.
  await page.mouse.click(box.x + 20, box.y + box.height - 20);
  await page.getByTestId('dice-overlay').waitFor({ state: 'detached' });
}

async function quitToMenu(): Promise<void> {
  await page.getByTestId('menu-button').click();
  await page.getByTestId('save-quit').click();
  await page.getByTestId('menu-new').waitFor();
}

describe('dice on the main table (1600x900)', () => {
  it('Planet Apocalypse: a roll lands on the tray over the map', async () => {
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

  it('DOOM: a roll lands on the tray over the map', async () => {
    await quitToMenu();
    await startGame('doom', 5, { marines: '1' });
    await checkRollOnTable('doom', [
      { die: 'doom-red', face: 0 }, { die: 'doom-red', face: 3 }, { die: 'doom-black', face: 5 }, { die: 'doom-yellow', face: 2 }, { die: 'doom-green', face: 1 },
    ]);
    expect(session.pageErrors).toEqual([]);
  });

  it('RISK: the attack and defence dice land on the tray over the world map', async () => {
    await quitToMenu();
    await startGame('apocalypse-risk', 1, { players: '2' });
    await checkRollOnTable('apocalypse-risk', [
      { die: 'attack', face: 5 }, { die: 'attack', face: 2 }, { die: 'attack', face: 0 }, { die: 'defence', face: 4 }, { die: 'defence', face: 1 },
    ]);
    expect(session.pageErrors).toEqual([]);
  });
});

describe('dice on the main table (1280x720): every game', () => {
  const games: { id: string; options: Record<string, string>; rolls: { die: string; face: number }[] }[] = [
    { id: 'planet-apocalypse', options: { heroes: '1' }, rolls: [{ die: 'd6', face: 1 }, { die: 'd6', face: 4 }, { die: 'despair', face: 2 }] },
    { id: 'doom', options: { marines: '1' }, rolls: [{ die: 'doom-red', face: 2 }, { die: 'doom-black', face: 1 }, { die: 'doom-green', face: 4 }] },
    { id: 'apocalypse-risk', options: { players: '2' }, rolls: [{ die: 'attack', face: 1 }, { die: 'attack', face: 4 }, { die: 'defence', face: 3 }] },
    { id: 'repossession', options: {}, rolls: [{ die: 'd6', face: 0 }, { die: 'd6', face: 5 }] },
    { id: 'maximum-apocalypse', options: {}, rolls: [{ die: 'd6', face: 2 }, { die: 'd6', face: 3 }] },
  ];
  beforeAll(async () => {
    await quitToMenu();
    await page.setViewportSize({ width: 1280, height: 720 });
  });
  for (const g of games) {
    it(`${g.id}: the throw lands inside the canvas, every die at least 36 px`, async () => {
      await startGame(g.id, 2, g.options);
      await checkRollOnTable(`${g.id}-1280x720`, g.rolls, 36);
      expect(session.pageErrors).toEqual([]);
      await quitToMenu();
    });
  }
});
