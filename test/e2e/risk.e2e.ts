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

async function startRisk(humans: number, seed: number, scenario = 'zombies'): Promise<void> {
  await page.getByTestId('menu-new').click();
  await page.getByTestId('newgame-game').selectOption('apocalypse-risk');
  await page.getByTestId('newgame-opt-players').fill('2');
  await page.getByTestId('newgame-opt-scenario').selectOption(scenario);
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

    // The world map answers the pointer: a territory under it shows its details, and a lit target takes a click.
    // Read without waiting: the panel comes and goes as the pointer crosses the sea between territories.
    // A territory's entry lists each side's troops ("1 army", "3 armies").
    const inspected = await sweepMap(async () => /\d+ arm(y|ies)/i.test((await page.getByTestId('inspect-panel').allTextContents()).join(' ')));
    if (!inspected) await page.screenshot({ path: join(SHOTS, 'risk-inspect-missed.png') });
    expect(inspected).toBe(true);
    await shoot('risk-inspect.png', false);
    const before = await screenChoices();
    const target = await sweepMap(async () => (await page.evaluate(() => (globalThis as unknown as PageDoc).document.body.style.cursor)) === 'pointer');
    expect(target).toBe(true);
    await page.mouse.down();
    await page.mouse.up();
    await expect.poll(screenChoices, { timeout: 30_000 }).toBe(before + 1);

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

  it('two people share the screen: the cover comes between them only when what they may see differs', async () => {
    // Zombies: after the secret setup cards, both see the same table, so turns pass without a cover.
    await page.goto(session.url);
    await startRisk(2, 3);
    const board = page.getByTestId('risk-board');
    await board.waitFor();
    const setup = await playCounting(async () => Number(await board.getAttribute('data-round')) >= 1, 80);
    expect(setup.handoffs).toBeGreaterThan(0); // each player's setup cards are their own
    const before = session.server.host.manager.match!.choices.length;
    const play = await playCounting(async () => Number(await board.getAttribute('data-round')) >= 2, 150);
    const answered = new Set(session.server.host.manager.match!.choices.slice(before).map((c) => c.seat));
    expect([...answered].sort()).toEqual(['p1', 'p2']);
    expect(play.handoffs).toBe(0);
    await shoot('risk-hotseat.png');
    // The rest through the host (both seats answered by the rival bot) to the result the page shows.
    await fastForward(99);
    await page.getByTestId('result').waitFor({ timeout: 180_000 });

    // Plague: cure parts are secret, so the screen is covered whenever the other player takes it.
    await page.goto(session.url);
    await startRisk(2, 5, 'plague');
    await board.waitFor();
    await playCounting(async () => Number(await board.getAttribute('data-round')) >= 1, 80);
    const plague = await playCounting(async () => false, 40, true);
    expect(plague.handoffs).toBeGreaterThan(0);
    expect(session.pageErrors).toEqual([]);
  }, 900_000);
});

/** Answers on the page one question at a time until `done` holds (or a cover comes, when `untilCover`), counting covers accepted. */
async function playCounting(done: () => Promise<boolean>, max: number, untilCover = false): Promise<{ handoffs: number }> {
  let handoffs = 0;
  const cover = page.getByTestId('handoff-accept');
  for (let i = 0; i < max && !(await done()); i++) {
    // A cover comes with the update that asks the next player, so wait for the screen to show something to answer.
    await page.locator('[data-testid="prompt"], [data-testid="handoff"], [data-testid="result"]').first().waitFor({ timeout: 60_000 });
    if (await page.getByTestId('result').isVisible()) break;
    if (await cover.isVisible()) {
      handoffs++;
      await cover.click();
      if (untilCover) break;
      continue;
    }
    await playThrough(page, 1).catch(() => undefined); // one answer (it then reports having no result yet)
  }
  return { handoffs };
}

/** A screenshot once the table has drawn (software WebGL takes a moment), with the pointer off the board unless `away` is false. */
async function shoot(name: string, away = true): Promise<void> {
  await page.locator('[data-testid="table-canvas"] canvas').waitFor();
  if (away) await page.mouse.move(5, 895);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: join(SHOTS, name), timeout: 60_000 });
}

/** The page's document, typed loosely: this file compiles for Node. */
type PageDoc = { document: { body: { style: { cursor: string } } } };

/**
 * Moves the pointer over the world map (the left of the table; the dice tray is on the right), from the middle
 * outwards, until `found` holds with the pointer where it stopped. The map is one merged mesh: only the
 * pointer's place on it names a territory, so the test looks as a person would.
 */
async function sweepMap(found: () => Promise<boolean>): Promise<boolean> {
  const box = (await page.getByTestId('table-canvas').boundingBox())!;
  const points: [number, number][] = [];
  for (let fx = 0.1; fx <= 0.62; fx += 0.035) for (let fy = 0.25; fy <= 0.8; fy += 0.05) points.push([box.x + fx * box.width, box.y + fy * box.height]);
  const mid: [number, number] = [box.x + 0.36 * box.width, box.y + 0.5 * box.height];
  points.sort((a, b) => Math.hypot(a[0] - mid[0], a[1] - mid[1]) - Math.hypot(b[0] - mid[0], b[1] - mid[1]));
  for (const [x, y] of points) {
    await page.mouse.move(x, y);
    await page.waitForTimeout(120);
    if (await found()) return true;
  }
  return false;
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
