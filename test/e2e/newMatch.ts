/**
 * A new match through the real New game dialog: the first seat a person,
 * every other seat the first AI the dialog offers, a fixed seed, up to the
 * person's first question on screen. From the game screen (a retried test
 * finds the match the failed try left open) it saves and quits first.
 */
import type { Page } from 'playwright-core';
import { skipUntilVisible } from './screenWaits';

export async function startAgainstAi(page: Page, gameId: string, seed: number): Promise<void> {
  if (await page.getByTestId('game-screen').isVisible()) {
    await page.keyboard.press('Escape');
    await page.getByTestId('save-quit').click();
    await page.getByTestId('menu-new').waitFor();
  }
  await page.getByTestId('menu-new').click();
  await page.getByTestId('newgame-game').selectOption(gameId);
  await page.locator('[data-testid="newgame-seats"][data-ready="true"]').waitFor();
  const seats = page.locator('[data-testid^="seat-"]');
  const n = await seats.count();
  for (let i = 0; i < n; i++) await seats.nth(i).selectOption(i === 0 ? 'human' : { index: 1 });
  await page.getByTestId('newgame-seed').fill(String(seed));
  await page.getByTestId('newgame-start').click();
  await page.getByTestId('game-screen').waitFor();
  await skipUntilVisible(page, page.getByTestId('prompt'), 90_000);
}
