// Apocalypse (the RISK variant) end to end: a person starts a game from the New
// game dialog (one player against an AI rival, Zombies, a five-round limit) and
// plays it to the result at instant speed. A whole game is some 150 answers of the
// person's and takes too long on a busy CI machine through the screen, so the
// setup's first answers and the last round are given on the page, and the rounds
// between are fast-forwarded through the host (the person's seat answered by the
// rival bot, as the HUD test does); the page follows every update. The world
// board must show its targets, its side panel and its scenario track on the way.
// Screenshots of the start, the middle and the end go to test-results/.
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

    // The first answers of the setup on the page.
    await playUntil(async () => (await screenChoices()) >= 4, 4);
    expect(await screenChoices()).toBeGreaterThanOrEqual(4);

    // Fast-forward to round 3 and look at the board with the apocalypse on it.
    await fastForward(3);
    await expect.poll(() => board.getAttribute('data-round'), { timeout: 120_000 }).toBe('3');
    expect(await page.getByTestId('risk-scenario').innerText()).toContain('Zombies');
    await shoot('risk-mid.png');

    // The rest on the page, to the result (the zombies take the world in round 4 with this seed).
    const played = await playThrough(page, 600).catch(async (err: unknown) => {
      const p = session.server.host.manager.match?.state.prompt;
      console.error('stuck at', p?.kind, p?.text, p?.min, p?.max, p?.options.map((o) => o.id).join(','));
      await page.screenshot({ path: join(SHOTS, 'risk-stuck.png') });
      throw err;
    });
    expect(played.choices).toBeGreaterThan(5);
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

/** Choices the person made so far, all on the page until a fast-forward. */
async function screenChoices(): Promise<number> {
  return session.server.host.manager.match?.choices.filter((c) => c.seat === 'p1').length ?? 0;
}

/**
 * Answers the person's questions through the host with the rival bot's choice
 * until the round `round` begins and it is the person's question, then waits
 * until the page shows that question.
 */
async function fastForward(round: number): Promise<void> {
  const manager = session.server.host.manager;
  for (let i = 0; i < 5000; i++) {
    const match = manager.match;
    if (!match || match.state.result) return;
    if ((match.state.g as { round: number }).round >= round) break;
    const prompt = match.state.prompt!;
    const { decision } = match.decideAi();
    await manager.choose(prompt.seat, prompt.id, decision.optionIds);
  }
  const id = manager.match?.state.prompt?.id;
  const shown = id ? `[data-testid="prompt"][data-prompt-id="${id}"]` : '[data-testid="result"]';
  await page.locator(shown).waitFor({ timeout: 120_000 });
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
