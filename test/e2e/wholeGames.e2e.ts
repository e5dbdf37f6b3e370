// Whole matches through the real screen in browser mode: a person can play a
// game from the menu to its end, alone and as two hot-seat players.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';
import { playThrough, setInstantSpeed } from './playThrough';

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openBrowserMode('whole');
  page = session.page;
  await page.goto(session.url);
  await setInstantSpeed(page);
});

afterAll(async () => {
  await session?.close();
});

/** Opens New game, picks the game, sets the number field `countKey` and makes the first `humans` seats people, the rest AI. */
async function startGame(gameId: string, humans: number, seed: number, options: Record<string, string> = {}): Promise<void> {
  await page.getByTestId('menu-new').click();
  await page.getByTestId('newgame-game').selectOption(gameId);
  for (const [key, value] of Object.entries(options)) await page.getByTestId(`newgame-opt-${key}`).fill(value);
  // The seat list is made for the options shown: wait until it is (options change it).
  await page.locator('[data-testid="newgame-seats"][data-ready="true"]').waitFor();
  const seats = page.locator('[data-testid^="seat-"]');
  const n = await seats.count();
  for (let i = 0; i < n; i++) {
    const seat = seats.nth(i);
    if (i < humans) await seat.selectOption('human');
    else await seat.selectOption({ index: 1 });
  }
  await page.getByTestId('newgame-seed').fill(String(seed));
  await page.getByTestId('newgame-start').click();
  await page.getByTestId('game-screen').waitFor();
}

async function backToMenu(): Promise<void> {
  await page.getByTestId('result-menu').click();
  await page.getByTestId('menu-new').waitFor();
}

describe('whole games from the menu', () => {
  it('Last Light: two hot-seat players to the end', async () => {
    await startGame('reference', 2, 21);
    const played = await playThrough(page, 400);
    expect(played.choices).toBeGreaterThan(3);
    // Hidden hands: each change of player is covered by the handoff screen.
    expect(played.handoffs).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'whole-reference.png') });
    await backToMenu();
  });

  it('Planet Apocalypse: one person playing one hero to the end', async () => {
    await startGame('planet-apocalypse', 1, 5, { heroes: '1' });
    const played = await playThrough(page, 3000);
    expect(played.choices).toBeGreaterThan(10);
    expect(played.resultText).toMatch(/.+/);
    await page.screenshot({ path: join(SHOTS, 'whole-pa-solo.png') });
    await backToMenu();
  }, 600_000);

  it('Planet Apocalypse: two hot-seat heroes to the end', async () => {
    await startGame('planet-apocalypse', 2, 6, { heroes: '2' });
    const played = await playThrough(page, 4000);
    expect(played.choices).toBeGreaterThan(10);
    // Everything in Planet Apocalypse is on the table: the seats pass without a cover screen.
    expect(played.handoffs).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'whole-pa-hotseat.png') });
    await backToMenu();
  }, 600_000);

  it('DOOM: one marine (with the solo squad card) plays a whole mission against the invader', async () => {
    await startGame('doom', 1, 7, { marines: '1' });
    const played = await playThrough(page, 3000);
    expect(played.choices).toBeGreaterThan(5);
    await page.screenshot({ path: join(SHOTS, 'whole-doom-solo.png') });
    await backToMenu();
  }, 600_000);

  it('DOOM: two hot-seat marines play a whole mission, covering their hands between turns', async () => {
    await startGame('doom', 2, 8, { marines: '2' });
    const played = await playThrough(page, 4000);
    expect(played.choices).toBeGreaterThan(5);
    expect(played.handoffs).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'whole-doom-hotseat.png') });
    await backToMenu();
  }, 600_000);
});
