/**
 * Waits that hold up on a busy machine (CI shares two cores with the build):
 * the table re-renders as it catches up, so a single hover or a single look can
 * land on an element that is replaced a moment later.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Hovers the target again and again until the inspect panel shows, then returns the panel. */
export async function hoverUntilInspected(page: Page, target: Locator, timeout = 60_000): Promise<Locator> {
  const panel = page.getByTestId('inspect-panel');
  await target.waitFor({ timeout });
  await expect.poll(async () => {
    await target.scrollIntoViewIfNeeded();
    await target.hover();
    return panel.isVisible();
  }, { timeout, interval: 500 }).toBe(true);
  return panel;
}

/**
 * Waits for an element that appears only once the table has shown every queued
 * beat; Space skips what is still playing (a person does the same), so a long
 * queue at 1x speed does not decide the wait.
 */
export async function skipUntilVisible(page: Page, target: Locator, timeout = 60_000): Promise<void> {
  await expect.poll(async () => {
    if (await target.isVisible()) return true;
    await pressSkip(page);
    return target.isVisible();
  }, { timeout, interval: 500 }).toBe(true);
}

/**
 * Space for "skip", with nothing focused: a button that appears and takes
 * focus between a look and the key (the result's "Play again", an option)
 * would otherwise be pressed by the Space meant for the table.
 */
export async function pressSkip(page: Page): Promise<void> {
  // The test code is compiled without the DOM's types; in the page this is document.activeElement.blur().
  await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { blur?(): void } | null } }).document.activeElement?.blur?.());
  await page.keyboard.press('Space');
}
