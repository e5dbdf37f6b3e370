// The dice tray end to end: the built renderer in headless Chromium against the
// browser-mode host. Every die of the catalogue is thrown, and for every throw the
// results read back from the rendered dice (window.__diceShown and the results list)
// must equal what the host rolled. Screenshots land in test-results/ for a look.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';

let session: BrowserSession;
let page: Page;
let pageErrors: string[] = [];

interface Rolled {
  throwId: number;
  rolls: { die: string; face: number; label: string }[];
}
interface Shown {
  throwId: number;
  shown: { die: string; face: number; label: string; tiltDeg: number }[];
  drawCalls: number;
}

/** What the dice tray screen puts on the page's window for tests (renderer/dice/ThrowReplay.tsx, DiceLab.tsx). */
interface DiceWindow {
  __diceRolled?: Rolled;
  __diceShown?: Shown;
}
// Page functions run in the browser; the root tsconfig has no DOM typings, so they reach window as globalThis.

beforeAll(async () => {
  session = await openBrowserMode('dice');
  page = session.page;
  pageErrors = session.pageErrors;
});

afterAll(async () => {
  await session?.close();
});

async function pick(ids: string[]): Promise<void> {
  await page.getByTestId('dice-clear').click();
  for (const id of ids) await page.getByTestId(`dice-pick-${id}`).click();
  await expect.poll(() => page.getByTestId('dice-pool').locator('li').count()).toBe(ids.length);
}

/** Throws the dice in hand; resolves once the tray has settled on this throw. */
async function throwAndSettle(onRolling?: () => Promise<void>): Promise<{ rolled: Rolled; shown: Shown }> {
  const before = await page.evaluate(() => (globalThis as unknown as DiceWindow).__diceRolled?.throwId ?? 0);
  await page.getByTestId('dice-throw').click();
  await page.waitForFunction((b) => ((globalThis as unknown as DiceWindow).__diceRolled?.throwId ?? 0) > b, before);
  if (onRolling) await onRolling();
  await page.waitForFunction(() => {
    const w = globalThis as unknown as DiceWindow;
    return w.__diceShown !== undefined && w.__diceShown.throwId === w.__diceRolled?.throwId;
  }, null, { timeout: 60_000 });
  const rolled = (await page.evaluate(() => (globalThis as unknown as DiceWindow).__diceRolled)) as Rolled;
  const shown = (await page.evaluate(() => (globalThis as unknown as DiceWindow).__diceShown)) as Shown;
  return { rolled, shown };
}

/** The settled results list as the player reads it. */
async function resultsList(): Promise<{ die: string; face: number; label: string }[]> {
  await page.locator('[data-testid="dice-results"][data-state="settled"]').waitFor();
  return page.locator('[data-testid="dice-results"] li').evaluateAll((items) =>
    items.map((li) => ({
      die: li.getAttribute('data-die') ?? '',
      face: Number(li.getAttribute('data-face')),
      label: li.querySelector('.dice-label')?.textContent ?? '',
    })),
  );
}

async function checkThrow(ids: string[], onRolling?: () => Promise<void>): Promise<number> {
  return (await checkThrowShown(ids, onRolling)).shown.length;
}

async function checkThrowShown(ids: string[], onRolling?: () => Promise<void>): Promise<Shown> {
  await pick(ids);
  const { rolled, shown } = await throwAndSettle(onRolling);
  const want = rolled.rolls.map((r) => ({ die: r.die, face: r.face, label: r.label }));
  expect(want.map((r) => r.die)).toEqual(ids);
  expect(shown.shown.map((s) => ({ die: s.die, face: s.face, label: s.label }))).toEqual(want);
  // Every die lies flat enough to read.
  expect(Math.max(...shown.shown.map((s) => s.tiltDeg))).toBeLessThan(6);
  expect(await resultsList()).toEqual(want);
  expect(await page.getByTestId('dice-mismatch').count()).toBe(0);
  return shown;
}

/**
 * A picture of the dice in flight. A page screenshot takes seconds under the
 * software renderer (the throw is over by then), so copy the WebGL canvas
 * itself (drawn with preserveDrawingBuffer) a moment after the throw starts.
 */
async function rollingShot(): Promise<void> {
  await page.waitForTimeout(400);
  const url = await page.evaluate(() => {
    type CanvasDoc = { querySelector(s: string): { toDataURL(type: string): string } | null };
    return (globalThis as unknown as { document: CanvasDoc }).document.querySelector('[data-testid="dice-tray"] canvas')?.toDataURL('image/png') ?? '';
  });
  expect(url.startsWith('data:image/png;base64,')).toBe(true);
  writeFileSync(join(SHOTS, 'dice-tray-rolling.png'), Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
  // Taken before the tray settled: the throw is really animated, not shown at rest at once.
  expect(await page.evaluate(() => {
    const w = globalThis as unknown as DiceWindow;
    return w.__diceShown?.throwId === w.__diceRolled?.throwId;
  })).toBe(false);
}

/** Distinct colours in a screenshot: a blank or failed WebGL canvas has a handful. */
function distinctColours(png: Buffer): number {
  const img = PNG.sync.read(png);
  const seen = new Set<number>();
  for (let i = 0; i < img.data.length; i += 16) seen.add((img.data[i]! << 16) | (img.data[i + 1]! << 8) | img.data[i + 2]!);
  return seen.size;
}

describe('dice tray', () => {
  let catalogue: string[] = [];
  let thrown = 0;

  it('opens from the main menu and lists every die of every game', async () => {
    await page.goto(session.url);
    // Low graphics (no shadows, no antialiasing): the software WebGL renderer draws the whole table for every frame of a throw.
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('settings-quality').selectOption('low');
    await page.getByTestId('settings-done').click();
    await page.getByTestId('menu-dice').click();
    await page.getByTestId('dice-lab').waitFor();
    await page.getByTestId('dice-pick-d4').waitFor();
    catalogue = await page.locator('[data-testid^="dice-pick-"]').evaluateAll((els) =>
      els.map((e) => (e.getAttribute('data-testid') ?? '').replace('dice-pick-', '')),
    );
    for (const id of ['d4', 'd6', 'd8', 'd10', 'd12', 'horde']) expect(catalogue).toContain(id);
    // Custom dice of the other games are there whenever their modules publish them.
    expect(catalogue.length).toBeGreaterThan(6);
  });

  it('throws every die of the catalogue together and shows the host roll, mid-throw and settled', async () => {
    await page.getByTestId('dice-speed').selectOption('1x');
    for (let start = 0; start < catalogue.length; start += 12) {
      const ids = catalogue.slice(start, start + 12);
      thrown += await checkThrow(ids, start === 0 ? rollingShot : undefined);
      if (start === 0) {
        await page.waitForTimeout(300);
        const shot = await page.screenshot({ path: join(SHOTS, 'dice-tray.png') });
        expect(distinctColours(shot)).toBeGreaterThan(200);
      }
    }
  });

  it('shows the right face for every die kind thrown on its own, at every speed', async () => {
    const speeds = ['instant', '4x', '2x'] as const;
    for (const [i, id] of catalogue.entries()) {
      await page.getByTestId('dice-speed').selectOption(speeds[i % speeds.length]!);
      thrown += await checkThrow([id, id, id]);
    }
    // A dozen dice of one definition share geometry and texture: one instanced draw call,
    // plus the table (wood, felt) and the tray on it (mat, rims as one mesh).
    await page.getByTestId('dice-speed').selectOption('4x');
    const twelve = await checkThrowShown(Array<string>(12).fill('d12'));
    thrown += 12;
    expect(twelve.drawCalls).toBeGreaterThan(0);
    expect(twelve.drawCalls).toBeLessThanOrEqual(5);
    // d6 with pips reads the same.
    await page.getByTestId('dice-pips').check();
    await page.getByTestId('dice-speed').selectOption('instant');
    thrown += await checkThrow(['d6', 'd6', 'd6', 'd6', 'd6', 'd6']);
    await page.screenshot({ path: join(SHOTS, 'dice-tray-pips.png') });
    // Every die of the catalogue three times over, on a software renderer: longer than the default test time.
  }, 480_000);

  it('counts every thrown die in the statistics panel', async () => {
    await page.getByTestId('dice-stats-open').click();
    await page.getByTestId('dice-stats').waitFor();
    const tally = page.locator('[data-testid="dice-tally"][data-game="dice-tray"]');
    await tally.waitFor();
    const totals = await tally.locator('[data-testid="dice-stat"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-total'))));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(thrown);
    expect(await tally.getByTestId('dice-chi').first().innerText()).toMatch(/p = /);
    await page.screenshot({ path: join(SHOTS, 'dice-stats.png') });
    expect(pageErrors).toEqual([]);
  });
});
