// The inspector and the guide card never hide what the player acts on (issue
// 26), at 1280x720 as a person would see them: hover a piece on the table in
// each game and the inspector opens beside it, off the piece and off the
// prompt, and closes on a key and when the pointer leaves; a name in the log
// does the same. The guided first game is offered at first launch, its card
// steps aside for the menu (whose "Save & quit" can be clicked), and Back,
// Next, Finish and the menu's "Leave the guide" work.
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatController } from '../../core/engine/types';
import { getGame } from '../../core/games/registry';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';

let session: BrowserSession;
let page: Page;

const W = 1280;
const H = 720;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Spot {
  kind: string;
  id: string;
  x: number;
  y: number;
}

beforeAll(async () => {
  session = await openBrowserMode('inspector-guide');
  page = session.page;
  // The table then lists where its figures are on screen (renderer/table/InspectProbe), to hover one.
  await page.addInitScript(() => {
    (globalThis as { __inspectProbe?: boolean }).__inspectProbe = true;
  });
  await page.setViewportSize({ width: W, height: H });
  // Instant and low graphics: software WebGL keeps up with the table (the screen reads these at start).
  await session.server.host.settings.set({ animationSpeed: 'instant', graphicsQuality: 'low' });
  await page.goto(session.url);
});

afterAll(async () => {
  await session?.close();
});

function contains(b: Box, x: number, y: number): boolean {
  return x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function insideWindow(b: Box): boolean {
  return b.x >= 0 && b.y >= 0 && b.x + b.width <= W && b.y + b.height <= H;
}

async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

/** The inspectable figures on the table that the pointer can reach: inside the window and not under any panel. */
async function reachablePieces(): Promise<Spot[]> {
  return page.evaluate(() => {
    const w = globalThis as unknown as {
      __tableInspectables?: () => Spot[];
      document: { elementFromPoint(x: number, y: number): { tagName: string } | null };
      innerWidth: number;
      innerHeight: number;
    };
    const all = w.__tableInspectables?.() ?? [];
    return all.filter((p) => p.x > 4 && p.y > 4 && p.x < w.innerWidth - 4 && p.y < w.innerHeight - 4 && w.document.elementFromPoint(p.x, p.y)?.tagName === 'CANVAS');
  });
}

/**
 * A match of `gameId` with every seat a person, shown on screen; the host's bots answer for them until the table
 * shows a figure to hover (`figures`), or else the first place on the table that shows the inspector when pointed at.
 */
async function openMatchWithPieces(gameId: string, figures: boolean): Promise<Spot[]> {
  const module = getGame(gameId)!;
  const options = module.optionsSchema.parse(module.defaultOptions);
  const controllers: Record<string, SeatController> = {};
  for (const seat of module.seats(options)) controllers[seat.id] = { type: 'human' };
  const manager = session.server.host.manager;
  await manager.newGame(gameId, options, controllers, 1);
  await page.goto(session.url);
  await page.getByTestId('menu-continue').click();
  for (let i = 0; i < 20; i++) {
    await promptOnScreen();
    if (!figures) {
      const found = await scanForInspectable();
      if (found) return [found];
    }
    // The table may still be drawing the new state: look a few times before moving the game on.
    for (let look = 0; figures && look < 10; look++) {
      const pieces = await reachablePieces();
      if (pieces.length > 0) return pieces;
      await page.waitForTimeout(300);
    }
    const { seat, promptId, decision } = manager.match!.decideAi();
    await manager.choose(seat, promptId, decision.optionIds);
  }
  throw new Error(`Nothing on ${gameId}'s table to hover.`);
}

/** Waits for the prompt, taking the seat whenever the hot-seat cover asks (every seat is a person here). */
async function promptOnScreen(): Promise<void> {
  const handoff = page.getByTestId('handoff-accept');
  const prompt = page.getByTestId('prompt');
  await expect.poll(async () => {
    if (await handoff.isVisible()) await handoff.click();
    return prompt.isVisible();
  }, { timeout: 60_000, interval: 200 }).toBe(true);
}

/**
 * For a board whose pieces the probe cannot list (RISK draws its armies instanced, one mesh for many): walks the
 * pointer over the canvas on a grid until the inspector opens; the hovered thing is then under the pointer.
 */
async function scanForInspectable(): Promise<Spot | null> {
  const canvas = await box(page.locator('[data-testid="table-canvas"] canvas').first());
  const panel = page.getByTestId('inspect-panel');
  for (let row = 1; row < 8; row++) {
    for (let col = 1; col < 10; col++) {
      const x = canvas.x + (canvas.width * col) / 10;
      const y = canvas.y + (canvas.height * row) / 8;
      await page.mouse.move(x, y, { steps: 2 });
      await page.waitForTimeout(60);
      if (await panel.isVisible()) {
        await pointAway();
        return { kind: 'table', id: 'under the pointer', x, y };
      }
    }
  }
  return null;
}

/** Moves the pointer onto the spot from a little way off (so the table sees it arrive) until the inspector shows. */
async function hoverSpot(spot: Spot): Promise<Locator> {
  const panel = page.getByTestId('inspect-panel');
  await expect.poll(async () => {
    await page.mouse.move(spot.x - 30, spot.y - 30);
    await page.mouse.move(spot.x, spot.y, { steps: 4 });
    await page.waitForTimeout(150);
    return panel.isVisible();
  }, { timeout: 20_000, interval: 300 }).toBe(true);
  return panel;
}

/** Somewhere with nothing to inspect: the game's title in the bar. */
async function pointAway(): Promise<void> {
  const title = await box(page.locator('.game-title'));
  await page.mouse.move(title.x + 5, title.y + title.height / 2, { steps: 4 });
}

/** Each game, its short name for screenshots, and whether the probe lists its figures (RISK's are instanced). */
const GAMES: [string, string, boolean][] = [
  ['planet-apocalypse', 'pa', true],
  ['doom', 'doom', true],
  ['apocalypse-risk', 'risk', false],
  ['repossession', 'prf', true],
  ['maximum-apocalypse', 'ma', true],
];

describe('the guided first game at first launch', () => {
  it('the main menu offers each guided game; "No thanks" is remembered', async () => {
    const offer = page.getByTestId('first-game-offer');
    await offer.waitFor();
    expect(await offer.innerText()).toMatch(/New here\? Play a guided first game/i);
    for (const [id] of GAMES) expect(await page.getByTestId(`first-guide-${id}`).count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'first-launch-offer.png') });
    await page.getByTestId('first-guide-dismiss').click();
    expect(await offer.count()).toBe(0);
    await page.reload();
    await page.getByTestId('main-menu').waitFor();
    await page.waitForTimeout(500);
    expect(await offer.count()).toBe(0);
    expect((await session.server.host.settings.get()).settings.guideOfferDismissed).toBe(true);
  });

  it('RISK guide from the offer: the card keeps off the menu and the prompt; Back, Next and the menu\'s Leave the guide work', async () => {
    // As if the offer had never been put away: a first launch again.
    await session.server.host.settings.set({ guideOfferDismissed: false });
    await page.reload();
    await page.getByTestId('first-guide-apocalypse-risk').click();
    const card = page.getByTestId('tutorial');
    await card.waitFor();
    expect(await card.getAttribute('data-step')).toBe('0');
    await expect.poll(async () => insideWindow(await box(card))).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'guide-risk-step1.png') });

    // The menu: the card is not over it, and "Save & quit to menu" takes the click (trial: checks only).
    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('ingame-menu');
    await menu.waitFor();
    if (await card.isVisible()) expect(overlaps(await box(card), await box(menu))).toBe(false);
    await page.getByTestId('save-quit').click({ trial: true, timeout: 5_000 });
    await page.screenshot({ path: join(SHOTS, 'guide-risk-menu.png') });
    await page.getByTestId('menu-resume').click();
    await card.waitFor();

    // Next, then Back rereads the first step, Next returns.
    await page.getByTestId('tutorial-next').click();
    await expect.poll(() => card.getAttribute('data-step')).toBe('1');
    const prompt = page.getByTestId('prompt');
    await prompt.waitFor();
    await expect.poll(async () => overlaps(await box(card), await box(prompt))).toBe(false);
    await page.screenshot({ path: join(SHOTS, 'guide-risk-step2.png') });
    await page.getByTestId('tutorial-back').click();
    await expect.poll(() => card.getAttribute('data-step')).toBe('0');
    expect(await card.innerText()).toMatch(/You are Red/);
    await page.getByTestId('tutorial-next').click();
    await expect.poll(() => card.getAttribute('data-step')).toBe('1');

    // Leave the guide from the menu: the card goes, the menu closes, the game goes on.
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-leave-guide').click();
    expect(await card.count()).toBe(0);
    expect(await menu.count()).toBe(0);
    await prompt.waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('menu-leave-guide').count()).toBe(0);
    await page.getByTestId('save-quit').click();
    await page.getByTestId('main-menu').waitFor();
  });

  it('Last Light guide: Finish on the last step closes it', async () => {
    await page.getByTestId('menu-new').click();
    await page.getByTestId('newgame-game').selectOption('reference');
    await page.getByTestId('newgame-tutorial').click();
    const card = page.getByTestId('tutorial');
    await card.waitFor();
    const finish = page.getByTestId('tutorial-finish');
    for (let guard = 0; guard < 200 && !(await finish.isVisible()); guard++) {
      const next = page.getByTestId('tutorial-next');
      if (await next.isVisible()) {
        await next.click();
        continue;
      }
      const prompt = page.getByTestId('prompt');
      if (!(await prompt.isVisible())) {
        await page.waitForTimeout(100);
        continue;
      }
      const asked = await prompt.getAttribute('data-prompt-id');
      const guided = prompt.locator('.option.guide-suggest');
      await ((await guided.count()) > 0 ? guided.first() : prompt.locator('[data-testid^="option-"]').first()).click();
      await expect.poll(async () => (await prompt.isVisible()) ? prompt.getAttribute('data-prompt-id') : 'gone', { timeout: 30_000 }).not.toBe(asked);
    }
    expect(await page.getByTestId('tutorial-next').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'guide-reference-finish.png') });
    await finish.click();
    expect(await card.count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('save-quit').click();
    await page.getByTestId('main-menu').waitFor();
  }, 300_000);
});

describe('the inspector beside what it describes', () => {
  for (const [gameId, short, figures] of GAMES) {
    it(`${gameId}: opens beside a hovered piece, off it and off the prompt; closes on a key and when the pointer leaves`, async () => {
      const pieces = await openMatchWithPieces(gameId, figures);
      const prompt = page.getByTestId('prompt');
      const promptBox = await box(prompt);
      const spot = pieces.find((p) => !contains(promptBox, p.x, p.y)) ?? pieces[0]!;
      const panel = await hoverSpot(spot);
      await expect.poll(() => panel.getAttribute('data-placed')).toBe('true');
      const at = await box(panel);
      expect(contains(at, spot.x, spot.y), `the panel covers the piece at ${spot.x},${spot.y}`).toBe(false);
      expect(overlaps(at, await box(prompt)), 'the panel covers the prompt').toBe(false);
      expect(insideWindow(at)).toBe(true);
      await page.screenshot({ path: join(SHOTS, `inspector-${short}.png`) });

      // Any key closes it (here Shift: a key that answers nothing).
      await page.keyboard.press('Shift');
      await expect.poll(() => panel.count()).toBe(0);
      // Pointing at the piece again opens it; leaving it closes it.
      await pointAway();
      await hoverSpot(spot);
      await pointAway();
      await expect.poll(() => panel.count()).toBe(0);
    });
  }

  it('a name in the log: the panel stands beside it, off the prompt, and a key closes it', async () => {
    const name = page.locator('[data-tutorial~="log"] .entity').last();
    await name.waitFor();
    await name.scrollIntoViewIfNeeded();
    const panel = page.getByTestId('inspect-panel');
    await expect.poll(async () => {
      await pointAway();
      await name.hover();
      return panel.isVisible();
    }, { timeout: 20_000, interval: 300 }).toBe(true);
    const word = await box(name);
    const at = await box(panel);
    expect(overlaps(at, word)).toBe(false);
    const prompt = page.getByTestId('prompt');
    if (await prompt.isVisible()) expect(overlaps(at, await box(prompt))).toBe(false);
    expect(insideWindow(at)).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'inspector-log-name.png') });
    await page.keyboard.press('Shift');
    await expect.poll(() => panel.count()).toBe(0);

    // A click pins it: it stays when the pointer leaves and a key is pressed, until Esc (which then opens no menu).
    await name.click();
    await pointAway();
    await page.keyboard.press('Shift');
    await expect.poll(() => panel.getAttribute('class')).toContain('pinned');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await page.getByTestId('ingame-menu').count()).toBe(0);
  });
});
