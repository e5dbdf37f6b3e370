// Input bound to its question (issue 27 item 3), through the real screen in
// browser mode at 1x and 1280x720, in each game against its AI: the person
// answers until their answer sets events playing, presses the key that was
// "1" on the last question they saw while the table plays out, and the
// screen keeps that key for its question ("Kept: key 1 ...") instead of
// dropping it; once a question is up again, the key answers the question it
// was meant for if that one is still open, or is dropped with the "question
// changed" note, and no option of another question was chosen by it. Screenshots: test-results/keys-playback-<game>.png.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';
import { startAgainstAi } from './newMatch';
import { pressSkip, skipUntilVisible } from './screenWaits';

const GAMES = ['planet-apocalypse', 'doom', 'apocalypse-risk', 'repossession', 'maximum-apocalypse'] as const;

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openBrowserMode('keys-playback');
  page = session.page;
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(session.url);
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('settings-quality').selectOption('low');
  await page.getByTestId('settings-done').click();
});

afterAll(async () => {
  await session?.close();
});

const humanChoices = () => (session.server.host.manager.match?.choices ?? []).filter((c) => c.by === 'human');


/** Answers the question on screen with its first option (opening a folded list, confirming a pick); true once events play. */
async function answerAndSeePlayback(): Promise<boolean> {
  const prompt = page.getByTestId('prompt');
  await skipUntilVisible(page, prompt.locator('[data-testid^="option-"], [data-testid="unfold-options"], [data-testid="show-all-options"]').first(), 90_000);
  const asked = await prompt.getAttribute('data-prompt-id');
  const option = prompt.locator('[data-testid^="option-"]:not([disabled])').first();
  if (!(await option.isVisible())) await prompt.locator('[data-testid="unfold-options"], [data-testid="show-all-options"]').first().click();
  await option.click();
  const confirm = page.getByTestId('prompt-confirm');
  if (await confirm.isVisible() && await confirm.isEnabled()) await confirm.click();
  const turn = page.getByTestId('turn');
  for (let i = 0; i < 100; i++) {
    if ((await turn.innerText()) === 'Playing out events') return true;
    const now = await prompt.getAttribute('data-prompt-id', { timeout: 200 }).catch(() => null);
    if (now && now !== asked) return false;
    await page.waitForTimeout(50);
  }
  return false;
}

describe('a key pressed while the table plays out', () => {
  for (const game of GAMES) {
    it(`${game}: is kept for the question it was meant for, then dropped with a note, never answering the next question`, async () => {
      await startAgainstAi(page, game, 5);
      let playing = false;
      for (let tries = 0; tries < 12 && !playing; tries++) playing = await answerAndSeePlayback();
      expect(playing, 'some answer of the person set events playing at 1x').toBe(true);
      const answered = humanChoices();
      await page.keyboard.press('1');
      const held = page.getByTestId('held-input');
      await held.waitFor({ timeout: 5_000 });
      expect(await held.innerText()).toMatch(/^Kept: key 1 \(".+"\)$/);
      const meant = (await held.getAttribute('data-prompt-id'))!;
      await page.screenshot({ path: join(SHOTS, `keys-playback-${game}-held.png`) });
      // Space skips the playback, as a person would, until the key has been settled one way or the other;
      // the note is read the moment it shows (the match goes on: the AI may take its turn and hide the prompt).
      const note = page.getByTestId('input-note');
      let noted: string | null = null;
      await expect.poll(async () => {
        noted ??= await note.textContent({ timeout: 200 }).catch(() => null);
        if (!(await held.isVisible())) return true;
        await pressSkip(page);
        return false;
      }, { timeout: 90_000, interval: 300 }).toBe(true);
      noted ??= await note.textContent({ timeout: 1_000 }).catch(() => null);
      await page.waitForTimeout(500);
      const made = humanChoices().slice(answered.length);
      if (noted) {
        // The question it was meant for was gone by then (the one just answered, or one replaced meanwhile): nothing chosen, and it says so.
        expect(noted).toMatch(/^The question changed before key 1 \(".+"\) could count: nothing was chosen\./);
        await page.screenshot({ path: join(SHOTS, `keys-playback-${game}-note.png`) });
        expect(made).toEqual([]);
      } else {
        // Its question was still open once the table was done (it was shown before more events played): the key went to
        // that question only (an answer, or a pick toggled on a question of several answers).
        expect(meant, 'a key meant for the question just answered is never used').not.toBe(answered[answered.length - 1]?.promptId);
        expect(made.every((c) => c.promptId === meant), `answers after the key: ${made.map((c) => c.promptId).join(' ')}; meant for ${meant}`).toBe(true);
      }
    }, 240_000);
  }
});
