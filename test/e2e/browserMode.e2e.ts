// Browser mode end to end: the built renderer in Debian's Chromium, talking to
// the real host over its WebSocket. Screenshots land in test-results/ for a look.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';

let session: BrowserSession;
/**
 * How long a round may take to play out at 1x: about 25 s on its own here
 * (measured), over 30 s once on CI's two shared cores.
 */
const PLAY_OUT_MS = 90_000;
let page: Page;

beforeAll(async () => {
  session = await openBrowserMode('browser');
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

async function logLines(): Promise<number> {
  return page.getByTestId('game-log').locator('li, p, div.log-line').count();
}

describe('browser mode', () => {
  it('renders the main menu', async () => {
    await page.goto(session.url);
    for (const id of ['menu-new', 'menu-load', 'menu-settings', 'menu-rules', 'menu-quit']) {
      await expect(page.getByTestId(id).isVisible()).resolves.toBe(true);
    }
    await page.screenshot({ path: join(SHOTS, 'menu.png') });
  });

  it('starts a reference game and answers a prompt', async () => {
    // A retry starts from the menu again, not from the game the failed try left open.
    if (!(await page.getByTestId('menu-new').isVisible())) await page.goto(session.url);
    await page.getByTestId('menu-new').click();
    await page.getByTestId('newgame-game').selectOption('reference');
    await page.getByTestId('seat-s2').selectOption({ label: 'AI: Steady' }).catch(async () => {
      // The seat control may offer the bot by id instead of label.
      await page.getByTestId('seat-s2').selectOption('ai:steady');
    });
    await page.getByTestId('newgame-start').click();
    const prompt = page.getByTestId('prompt');
    await prompt.waitFor();
    // The setup lines are on screen before the first answer (the first update is not animated).
    await expect.poll(logLines, { timeout: 20_000 }).toBeGreaterThan(0);
    const before = await logLines();
    const asked = await prompt.getAttribute('data-prompt-id');
    await page.getByTestId('option-run').click();
    // Ash runs, Brook (AI) answers, the table plays it out, and Ash is asked again: a new question and a longer log.
    await expect.poll(async () => (await prompt.isVisible()) && (await prompt.getAttribute('data-prompt-id')) !== asked, { timeout: PLAY_OUT_MS }).toBe(true);
    await expect.poll(logLines, { timeout: 10_000 }).toBeGreaterThan(before);
    await expect.poll(() => page.getByTestId('game-log').innerText(), { timeout: 10_000 }).toMatch(/Ash/);
    // The table scene loads lazily: the WebGL canvas must appear (SwiftShader draws it headless).
    await page.locator('[data-testid="table-canvas"] canvas').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1000);
    await page.screenshot({ path: join(SHOTS, 'game.png') });
  });

  it('opens a rule link from the prompt and closes it with Esc and with the close button, and the game stays', async () => {
    const prompt = page.getByTestId('prompt');
    await prompt.waitFor();
    for (const close of ['Escape', 'button'] as const) {
      await page.getByTestId('prompt-rule').click();
      await page.getByTestId('rules').waitFor();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await page.getByTestId('modal-close').click();
      await expect.poll(() => page.getByTestId('rules').count(), { timeout: 5_000 }).toBe(0);
      expect(await page.getByTestId('game-screen').isVisible()).toBe(true);
      expect(await page.getByTestId('screen-failed').count()).toBe(0);
    }
    // Esc closed the rules, not more: no menu opened behind it.
    expect(await page.getByTestId('save-quit').count()).toBe(0);
    expect(session.pageErrors).toEqual([]);
  });

  it('replays everything since the person\'s move, the enemy turn included, and Space skips it', async () => {
    const bar = page.getByTestId('timeline-bar');
    // After the first round the horde has had a turn: replay it.
    for (let i = 0; i < 6 && !(await page.getByTestId('replay-enemy').isEnabled()); i++) {
      await page.getByTestId('prompt').locator('[data-testid^="option-"]').first().click();
      await expect.poll(async () => bar.getAttribute('data-playing'), { timeout: PLAY_OUT_MS }).toBe('false');
    }
    await page.getByTestId('replay-enemy').click();
    // The replay starts with what came of the person's own answer, then reaches the enemy's turn.
    await expect.poll(async () => bar.getAttribute('data-enemy'), { timeout: 30_000 }).toBe('true');
    expect(await page.getByTestId('timeline-step').innerText()).toMatch(/Replay/);
    await page.screenshot({ path: join(SHOTS, 'replay.png') });
    await page.keyboard.press(' ');
    await expect.poll(async () => bar.getAttribute('data-playing'), { timeout: 5_000 }).toBe('false');
    await page.getByTestId('prompt').waitFor();
  });

  it('saves, quits to the menu and loads the game back', async () => {
    const logBefore = await page.getByTestId('game-log').innerText();
    await page.keyboard.press('Escape');
    await page.getByTestId('save-quit').click();
    await page.getByTestId('menu-load').click();
    const row = page.getByTestId('save-row').first();
    await row.waitFor();
    await page.screenshot({ path: join(SHOTS, 'load.png') });
    await row.getByTestId('save-load').click();
    await page.getByTestId('prompt').waitFor();
    expect(await page.getByTestId('game-log').innerText()).toBe(logBefore);
  });
});

describe('browser mode when saves cannot be written', () => {
  let broken: BrowserSession;
  // The saves "folder" is a file: every autosave fails, as on a read-only or full disk.
  beforeAll(async () => {
    broken = await openBrowserMode('nosave', { prepareData: (dir) => writeFileSync(join(dir, 'saves'), 'not a folder') });
  });
  afterAll(async () => {
    await broken?.close();
  });

  it('shows a lasting warning in the game screen and plays on', async () => {
    const p = broken.page;
    await p.goto(broken.url);
    await p.getByTestId('menu-new').click();
    await p.getByTestId('newgame-game').selectOption('reference');
    await p.getByTestId('newgame-start').click();
    const warning = p.getByTestId('save-problem');
    await warning.waitFor({ timeout: 20_000 });
    expect(await warning.innerText()).toMatch(/Not saved\..*could not be saved/s);
    const prompt = p.getByTestId('prompt');
    await prompt.waitFor();
    const asked = await prompt.getAttribute('data-prompt-id');
    await prompt.locator('[data-testid^="option-"]').first().click();
    await expect.poll(async () => (await prompt.isVisible()) && (await prompt.getAttribute('data-prompt-id')) !== asked, { timeout: PLAY_OUT_MS }).toBe(true);
    expect(await warning.isVisible()).toBe(true);
    await p.screenshot({ path: join(SHOTS, 'save-problem.png') });
  });
});

describe('browser mode without the key', () => {
  it('shows a page that explains which address to open, not the game', async () => {
    const origin = new URL(session.url).origin;
    const fresh = await session.browser.newPage();
    try {
      const res = await fresh.goto(`${origin}/`);
      expect(res?.status()).toBe(401);
      expect(await fresh.locator('body').innerText()).toMatch(/needs its key/);
      expect(await fresh.getByTestId('menu-new').count()).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
