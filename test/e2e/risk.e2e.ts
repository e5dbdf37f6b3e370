// Apocalypse (the RISK variant) end to end: a person starts a game from the New
// game dialog (one player against an AI rival, Zombies, a five-round limit so a
// whole game fits a test run) and plays it through the screen at instant speed to
// the result, every answer given on the page. The world board must show its
// targets, its side panel and its scenario track on the way. Screenshots of the
// start, the middle and the end go to test-results/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';
import { playThrough, setInstantSpeed } from './playThrough';

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openBrowserMode('risk');
  page = session.page;
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(session.url);
  await setInstantSpeed(page);
});

afterAll(async () => {
  await session?.close();
});

async function startRisk(humans: number, seed: number): Promise<void> {
  await page.getByTestId('menu-new').click();
  await page.getByTestId('newgame-game').selectOption('apocalypse-risk');
  await page.getByTestId('newgame-opt-players').fill('2');
  await page.getByTestId('newgame-opt-scenario').selectOption('zombies');
  await page.getByTestId('newgame-opt-roundLimit').fill('5');
  await page.locator('[data-testid="newgame-seats"][data-ready="true"]').waitFor();
  const seats = page.locator('[data-testid^="seat-"]');
  const n = await seats.count();
  expect(n).toBe(2);
  for (let i = 0; i < n; i++) {
    if (i < humans) await seats.nth(i).selectOption('human');
    else await seats.nth(i).selectOption({ index: 1 });
  }
  await page.getByTestId('newgame-seed').fill(String(seed));
  await page.getByTestId('newgame-start').click();
  await page.getByTestId('game-screen').waitFor();
}

describe('Apocalypse (RISK variant) through the screen', () => {
  it('one player against an AI rival plays a whole Zombies game to the result', async () => {
    await startRisk(1, 3);
    const board = page.getByTestId('risk-board');
    await board.waitFor();
    // Setup asks where armies go: the world board marks the territories that answer.
    await page.getByTestId('prompt').waitFor();
    expect(Number(await board.getAttribute('data-targets'))).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid="risk-players"] li').count()).toBe(2);
    await shoot('risk-start.png');

    // The first answers, then a look at the board with the apocalypse on it.
    const early = await playUntil(() => board.getAttribute('data-round').then((r) => Number(r) >= 2), 120);
    expect(early).toBe(true);
    await expect(page.getByTestId('risk-scenario')).toContainText('Zombies');
    await shoot('risk-mid.png');

    const played = await playThrough(page, 1500);
    expect(played.choices).toBeGreaterThan(10);
    expect(played.resultText).toMatch(/.+/);
    await shoot('risk-end.png');
    expect(session.pageErrors).toEqual([]);
  }, 900_000);
});

/** A screenshot once the table has drawn (software WebGL takes a moment), with the pointer off the board. */
async function shoot(name: string): Promise<void> {
  await page.locator('[data-testid="table-canvas"] canvas').waitFor();
  await page.mouse.move(5, 895);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: join(SHOTS, name), timeout: 60_000 });
}

/** Answers prompts with their first options (as playThrough does) until `done` holds or `max` answers are given. */
async function playUntil(done: () => Promise<boolean>, max: number): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (await done()) return true;
    if (await page.getByTestId('result').isVisible()) return false;
    await playThrough(page, 1).catch(() => undefined);
  }
  return done();
}
