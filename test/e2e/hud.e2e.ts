// The HUD that teaches (issue 10), through the real screen in browser mode:
// keys that never answer an unseen question, saves the player names and
// keeps, and the end-of-game screen. Screenshots land in test-results/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';
import { pressSkip, skipUntilVisible } from './screenWaits';

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openBrowserMode('hud');
  page = session.page;
  await page.goto(session.url);
});

afterAll(async () => {
  await session?.close();
});

const choices = () => session.server.host.manager.match?.choices.length ?? 0;

async function newReferenceGame(seed: number): Promise<void> {
  await page.getByTestId('menu-new').click();
  await page.getByTestId('newgame-game').selectOption('reference');
  await page.locator('[data-testid="newgame-seats"][data-ready="true"]').waitFor();
  await page.getByTestId('seat-s2').selectOption('ai:steady');
  await page.getByTestId('newgame-seed').fill(String(seed));
  await page.getByTestId('newgame-start').click();
  await skipUntilVisible(page, page.getByTestId('prompt'), 90_000);
}

async function toMenu(): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId('save-quit').click();
  await page.getByTestId('menu-new').waitFor();
}

describe('keys', () => {
  it('pressing 1 then 2 at once answers only the question on screen', async () => {
    await newReferenceGame(31);
    const before = choices();
    const asked = await page.getByTestId('prompt').getAttribute('data-prompt-id');
    await page.waitForTimeout(500);
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    // The bot's and the horde's turns play at 1x before Ash is asked again; Space skips them as a person would.
    await expect.poll(async () => {
      if (!(await page.getByTestId('prompt').isVisible())) await pressSkip(page);
      return page.getByTestId('prompt').getAttribute('data-prompt-id', { timeout: 1_000 }).catch(() => asked);
    }, { timeout: 90_000, interval: 500 }).not.toBe(asked);
    await page.waitForTimeout(1500);
    // Ash answered once; the steady bot answered for Brook; no second answer of Ash's.
    const made = session.server.host.manager.match!.choices.slice(before);
    expect(made.filter((c) => c.by === 'human')).toHaveLength(1);
  });

  it('each option shows the key that picks it', async () => {
    // The horde may still be playing its turn at 1x: Space skips it, as a person would.
    await skipUntilVisible(page, page.getByTestId('prompt').locator('[data-testid^="option-"]').first(), 90_000);
    const keys = await page.getByTestId('prompt').locator('[data-testid^="option-"] kbd').allInnerTexts();
    expect(keys).toEqual(['1', '2']);
  });
});

describe('saves the player controls', () => {
  it('a save the player names is kept through many new games and listed by its name, game and date', async () => {
    await page.keyboard.press('Escape');
    await page.getByTestId('ingame-save').click();
    await page.getByTestId('save-name').fill('My first run');
    await page.getByTestId('save-confirm').click();
    await page.getByTestId('save-dialog').waitFor({ state: 'detached' });
    await toMenu();
    for (let seed = 40; seed < 45; seed++) {
      await newReferenceGame(seed);
      await toMenu();
    }
    await page.getByTestId('menu-load').click();
    const mine = page.getByTestId('saves-named').locator('[data-testid="save-row"]');
    await mine.first().waitFor();
    expect(await mine.count()).toBe(1);
    expect(await mine.first().getByTestId('save-title').innerText()).toBe('My first run');
    expect(await mine.first().innerText()).toMatch(/Last Light/);
    expect(await mine.first().getByTestId('save-date').innerText()).toMatch(/\d/);
    expect(await page.getByTestId('saves-auto').locator('[data-testid="save-row"]').count()).toBe(4);
    await page.screenshot({ path: join(SHOTS, 'hud-saves.png') });
    await mine.first().getByTestId('save-load').click();
    await page.getByTestId('prompt').waitFor({ timeout: 60_000 });
  });

  it('"Replay since my move" works on a loaded game', async () => {
    // Play until the horde has had a turn, save, load it back, and replay.
    for (let i = 0; i < 6 && !(await page.getByTestId('replay-enemy').isEnabled()); i++) {
      await page.getByTestId('prompt').locator('[data-testid^="option-"]').first().click();
      await expect.poll(async () => {
        const playing = await page.getByTestId('timeline-bar').getAttribute('data-playing');
        if (playing !== 'false') await pressSkip(page);
        return playing;
      }, { timeout: 60_000, interval: 500 }).toBe('false');
    }
    await toMenu();
    await page.getByTestId('menu-load').click();
    await page.getByTestId('saves-auto').locator('[data-testid="save-load"]').first().click();
    await page.getByTestId('prompt').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('replay-enemy').isEnabled(), { timeout: 10_000 }).toBe(true);
    await page.getByTestId('replay-enemy').click();
    // The replay opens with what came of the person's move and the bot's turn; the horde's turn follows.
    await expect.poll(async () => page.getByTestId('timeline-bar').getAttribute('data-enemy'), { timeout: 30_000 }).toBe('true');
    await page.keyboard.press(' ');
  });

  it('and after reloading the page', async () => {
    await page.reload();
    await page.getByTestId('menu-continue').click();
    await page.getByTestId('prompt').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('replay-enemy').isEnabled(), { timeout: 10_000 }).toBe(true);
  });
});

describe('the main menu', () => {
  it("Rules opens the rules of the game last chosen", async () => {
    await toMenu();
    await page.getByTestId('menu-new').click();
    await page.getByTestId('newgame-game').selectOption('doom');
    await page.getByTestId('newgame-cancel').click();
    await page.getByTestId('menu-rules').click();
    expect(await page.getByTestId('rules-game').inputValue()).toBe('doom');
    await page.keyboard.press('Escape');
  });

  it('a seat is offered only the bots that can play it (no invader AI on a marine seat)', async () => {
    await page.getByTestId('menu-new').click();
    await page.getByTestId('newgame-game').selectOption('doom');
    await page.locator('[data-testid="newgame-seats"][data-ready="true"]').waitFor();
    const marine = await page.getByTestId('seat-m1').locator('option').allInnerTexts();
    const invader = await page.getByTestId('seat-invader').locator('option').allInnerTexts();
    expect(marine.join('|')).not.toMatch(/Invader/);
    expect(invader.join('|')).toMatch(/Invader/);
    expect(invader.join('|')).not.toMatch(/Marine/);
    await page.getByTestId('newgame-cancel').click();
  });

  it('New game shows a count out of range as wrong instead of changing it', async () => {
    await page.getByTestId('menu-new').click();
    await page.getByTestId('newgame-game').selectOption('planet-apocalypse');
    await page.getByTestId('newgame-opt-heroes').fill('9');
    expect(await page.getByTestId('newgame-opt-heroes').inputValue()).toBe('9');
    expect(await page.getByTestId('newgame-problem').innerText()).toMatch(/from 1 to 5/);
    expect(await page.getByTestId('newgame-start').isDisabled()).toBe(true);
    expect(await page.locator('[data-testid^="seat-"]').count()).toBe(0);
    await page.getByTestId('newgame-opt-heroes').fill('3');
    await page.locator('[data-testid="newgame-seats"][data-ready="true"]').waitFor();
    expect(await page.locator('[data-testid^="seat-"]').count()).toBe(3);
    await page.getByTestId('newgame-cancel').click();
  });
});

describe('the end of a game', () => {
  it('shows who won, the numbers per seat and the turning point, and Play again starts the same game anew', async () => {
    await newReferenceGame(52);
    const manager = session.server.host.manager;
    // Play the person's seat with the same bot as the other, through the host, to the end.
    for (let i = 0; i < 200 && manager.match && !manager.match.state.result; i++) {
      const match = manager.match;
      const prompt = match.state.prompt!;
      const { decision } = match.decideAi();
      await manager.choose(prompt.seat, prompt.id, decision.optionIds);
    }
    // The table still replays the whole game's beats at 1x; Space skips them, as a person would.
    const result = page.getByTestId('result');
    await skipUntilVisible(page, result, 150_000);
    expect(await result.innerText()).toMatch(/round/);
    // The per-seat table comes with the match summary, which may land a moment after the result.
    await expect.poll(() => page.getByTestId('result-table').locator('tbody tr').count(), { timeout: 30_000 }).toBe(2);
    await page.screenshot({ path: join(SHOTS, 'hud-end.png') });
    const first = manager.matchId;
    await page.getByTestId('result-again').click();
    await expect.poll(() => manager.matchId, { timeout: 10_000 }).not.toBe(first);
    expect(manager.match!.setup.gameId).toBe('reference');
    await page.getByTestId('prompt').waitFor();
  }, 200_000);
});
