/**
 * Plays a whole match through the real screen, as a person would with the
 * keyboard: accept each hot-seat handoff, answer each question with its
 * first option (confirming multi-selects), and stop at the result banner.
 * Speed is set to instant (and graphics to low) first so the table does not animate between answers.
 */
import type { Page } from 'playwright-core';

export interface PlayThrough {
  choices: number;
  handoffs: number;
  resultText: string;
}

export async function setInstantSpeed(page: Page): Promise<void> {
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('settings-speed-instant').click();
  // Low graphics (no shadows, no antialiasing): software WebGL redraws the table after every answer.
  await page.getByTestId('settings-quality').selectOption('low');
  await page.getByTestId('settings-done').click();
}

export async function playThrough(page: Page, maxChoices: number): Promise<PlayThrough> {
  let choices = 0;
  let handoffs = 0;
  const result = page.getByTestId('result');
  while (choices < maxChoices) {
    if (await result.isVisible()) return { choices, handoffs, resultText: await result.innerText() };
    const handoff = page.getByTestId('handoff-accept');
    if (await handoff.isVisible()) {
      await handoff.click();
      handoffs++;
      continue;
    }
    const prompt = page.getByTestId('prompt');
    if (!(await prompt.isVisible())) {
      await page.waitForTimeout(50);
      continue;
    }
    const text = await prompt.getAttribute('data-prompt-id');
    const counts = prompt.getByTestId('counts-editor');
    if (await counts.isVisible()) {
      // Counters start at the suggested answer when there is one; otherwise fill them in order until an answer fits.
      const confirm = counts.getByTestId('counts-confirm');
      for (const plus of await counts.locator('[data-testid^="count-plus-"]').all()) {
        while ((await confirm.isDisabled()) && (await plus.isEnabled())) await plus.click();
      }
      await confirm.click();
      choices++;
      await answered(page, text);
      continue;
    }
    // A long list of places starts folded (the table is the better way to pick one): open it as the list.
    const unfold = prompt.getByTestId('unfold-options');
    while ((await unfold.count()) > 0) await unfold.first().click();
    const first = prompt.locator('[data-testid^="option-"]').first();
    await first.click();
    const confirm = page.getByTestId('prompt-confirm');
    if (await confirm.isVisible()) {
      // A multi-select: keep picking options in order until the selection is legal.
      const options = prompt.locator('[data-testid^="option-"]');
      for (let i = 1; (await confirm.isDisabled()) && i < (await options.count()); i++) await options.nth(i).click();
      await confirm.click();
    }
    choices++;
    await answered(page, text);
  }
  throw new Error(`No result after ${maxChoices} choices.`);
}

/** Waits until the answered question is gone (a new one, the result, a handoff or the AI thinking). */
async function answered(page: Page, promptId: string | null): Promise<void> {
  await page.waitForFunction(
    // Runs in the page, where `document` exists; typed loosely because this file compiles for Node.
    (id) => (globalThis as unknown as { document: { querySelector(s: string): { getAttribute(a: string): string | null } | null } })
      .document.querySelector('[data-testid="prompt"]')?.getAttribute('data-prompt-id') !== id,
    promptId,
    { timeout: 30_000 },
  );
}
