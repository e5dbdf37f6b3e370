// Each playable game's guided first game, played through the real screen to
// its end as a newcomer would: read each step, press Next, and answer each
// question with the answer the guide suggests.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';
import { setInstantSpeed } from './playThrough';

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openBrowserMode('tutorials');
  page = session.page;
  await page.goto(session.url);
  // The guide reads the same at any speed; instant keeps the test short on software WebGL.
  await setInstantSpeed(page);
});

afterAll(async () => {
  await session?.close();
});

/** Plays the guide to its last step; returns how many steps it showed and how many questions it answered. */
async function playGuide(gameId: string, shot: string): Promise<{ steps: number; answers: number }> {
  await page.getByTestId('menu-new').click();
  await page.getByTestId('newgame-game').selectOption(gameId);
  await page.getByTestId('newgame-tutorial').click();
  const card = page.getByTestId('tutorial');
  await card.waitFor();
  const seen = new Set<string>();
  let answers = 0;
  for (let guard = 0; guard < 400; guard++) {
    const step = await card.getAttribute('data-step');
    if (step !== null) seen.add(step);
    if ((await card.innerText()).includes('That is the guided part')) break;
    // A last step that waits for no question ends with Finish (it closes the guide): the guide has run to its end.
    if (await page.getByTestId('tutorial-finish').isVisible()) break;
    if (seen.size === 3 && guard < 3) await page.screenshot({ path: join(SHOTS, shot) });
    const next = page.getByTestId('tutorial-next');
    if (await next.isVisible()) {
      await next.click();
      continue;
    }
    const handoff = page.getByTestId('handoff-accept');
    if (await handoff.isVisible()) {
      await handoff.click();
      continue;
    }
    const prompt = page.getByTestId('prompt');
    if (!(await prompt.isVisible())) {
      await page.waitForTimeout(100);
      continue;
    }
    const asked = await prompt.getAttribute('data-prompt-id');
    const unfold = prompt.getByTestId('unfold-options');
    while ((await unfold.count()) > 0) await unfold.first().click();
    const guided = prompt.locator('.option.guide-suggest');
    await ((await guided.count()) > 0 ? guided.first() : prompt.locator('[data-testid^="option-"]').first()).click();
    const confirm = page.getByTestId('prompt-confirm');
    if (await confirm.isVisible()) {
      // A pick of several (the guide suggests the first and names the rest): add options in order until legal.
      const options = prompt.locator('[data-testid^="option-"][aria-pressed="false"]');
      for (let i = 0; (await confirm.isDisabled()) && i < 10 && (await options.count()) > 0; i++) await options.first().click();
      await confirm.click();
    }
    answers++;
    await expect.poll(async () => (await prompt.isVisible()) ? prompt.getAttribute('data-prompt-id') : 'gone', { timeout: 30_000 }).not.toBe(asked);
  }
  return { steps: seen.size, answers };
}

describe('guided first games', () => {
  it('Last Light: the guide runs to its end', async () => {
    const { steps, answers } = await playGuide('reference', 'tutorial-reference.png');
    expect(steps).toBeGreaterThan(3);
    expect(answers).toBeGreaterThan(0);
    await page.getByTestId('tutorial-leave').click();
    expect(await page.getByTestId('tutorial').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('save-quit').click();
  });

  it('DOOM: the guide runs to its end', async () => {
    const { steps, answers } = await playGuide('doom', 'tutorial-doom.png');
    expect(steps).toBeGreaterThan(5);
    expect(answers).toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    await page.getByTestId('save-quit').click();
  }, 600_000);

  it('Planet Apocalypse: the guide runs to its end', async () => {
    const { steps, answers } = await playGuide('planet-apocalypse', 'tutorial-pa.png');
    expect(steps).toBeGreaterThan(8);
    expect(answers).toBeGreaterThan(2);
    await page.keyboard.press('Escape');
    await page.getByTestId('save-quit').click();
  }, 600_000);

  it('Planet Repossession Force: the guide runs to its end', async () => {
    const { steps, answers } = await playGuide('repossession', 'tutorial-prf.png');
    expect(steps).toBeGreaterThan(8);
    expect(answers).toBeGreaterThan(8);
    await page.keyboard.press('Escape');
    await page.getByTestId('save-quit').click();
  }, 600_000);

  it('Apocalypse (RISK variant): the guide runs to its end', async () => {
    const { steps, answers } = await playGuide('apocalypse-risk', 'tutorial-risk.png');
    expect(steps).toBeGreaterThan(8);
    expect(answers).toBeGreaterThan(8);
    await page.keyboard.press('Escape');
    await page.getByTestId('save-quit').click();
  }, 600_000);

  it('Maximum Apocalypse: the guide runs to its end', async () => {
    const { steps, answers } = await playGuide('maximum-apocalypse', 'tutorial-ma.png');
    expect(steps).toBeGreaterThan(8);
    expect(answers).toBeGreaterThan(4);
    await page.keyboard.press('Escape');
    await page.getByTestId('save-quit').click();
  }, 600_000);
});
