// Sound, end to end: the e2e runs are silent (no AudioContext is ever made,
// nothing starts) unless the address asks for sound; the Settings' sliders and
// mute reach the mixer; and with sound asked for, a UI click and a dice throw
// each schedule sound (renderer/sound/). The Settings screenshot lands in test-results/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';

let session: BrowserSession;
let page: Page;

/** What the page's sound engine shows on window.__sound (renderer/sound/engine.ts SoundStats), and a count of AudioContexts made by anyone. */
interface Heard {
  enabled: boolean;
  contexts: number;
  state: string;
  nodesStarted: number;
  requested: number;
  suppressed: number;
  log: { id: string; gain: number }[];
  gains: { master: number; effects: number; ambience: number };
  ambience: string | null;
  made: number;
}

// Page functions run in the browser; the root tsconfig has no DOM typings, so they reach window as globalThis.
const heard = (): Promise<Heard> =>
  page.evaluate(() => {
    const w = globalThis as unknown as { __sound?: Omit<Heard, 'made'>; __audioContextsMade?: number };
    return { ...JSON.parse(JSON.stringify(w.__sound ?? {})), made: w.__audioContextsMade ?? 0 } as Heard;
  });

beforeAll(async () => {
  session = await openBrowserMode('sound');
  page = session.page;
  // Count every AudioContext the page makes, whoever makes it: the engine's own counters are not the only witness.
  await page.addInitScript(() => {
    const w = globalThis as unknown as { AudioContext?: new (...a: unknown[]) => object; __audioContextsMade?: number };
    const Real = w.AudioContext;
    if (!Real) return;
    w.__audioContextsMade = 0;
    w.AudioContext = class extends Real {
      constructor(...args: unknown[]) {
        super(...args);
        w.__audioContextsMade = (w.__audioContextsMade ?? 0) + 1;
      }
    };
  });
});

afterAll(async () => {
  await session?.close();
});

async function throwOneDie(): Promise<void> {
  await page.getByTestId('menu-dice').click();
  await page.getByTestId('dice-pick-d6').waitFor();
  await page.getByTestId('dice-speed').selectOption('1x');
  await page.getByTestId('dice-clear').click();
  for (const id of ['d6', 'd6', 'd12']) await page.getByTestId(`dice-pick-${id}`).click();
  await page.getByTestId('dice-throw').click();
  await page.locator('[data-testid="dice-results"][data-state="settled"]').waitFor({ timeout: 60_000 });
}

describe('sound', () => {
  it('is silent in an automated run: clicks, settings and a dice throw ask, no AudioContext is made, nothing starts', async () => {
    await page.goto(session.url);
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('settings-done').click();
    await throwOneDie();
    const h = await heard();
    expect(h).toMatchObject({ enabled: false, contexts: 0, state: 'none', nodesStarted: 0, made: 0, log: [] });
    // The calls did arrive (the clicks, the dice knocks): they were held back, not missing.
    expect(h.requested).toBeGreaterThan(2);
    expect(h.suppressed).toBeGreaterThan(2);
    expect(h.log.length).toBe(0);
  });

  it("Settings show master, effects, ambience and mute, and each moves the mixer's gains", async () => {
    await page.goto(session.url);
    await page.getByTestId('menu-settings').click();
    const before = (await heard()).gains;
    await page.getByTestId('settings-volume').fill('0.5');
    await expect.poll(async () => (await heard()).gains.master).toBeCloseTo(0.25, 6);
    await page.getByTestId('settings-effects-volume').fill('0.4');
    await expect.poll(async () => (await heard()).gains.effects).toBeCloseTo(0.16, 6);
    await page.getByTestId('settings-ambience-volume').fill('0');
    await expect.poll(async () => (await heard()).gains.ambience).toBe(0);
    expect(before.ambience).toBeGreaterThan(0);
    await page.getByTestId('settings-mute').check();
    await expect.poll(async () => (await heard()).gains.master).toBe(0);
    await page.getByTestId('settings-sound').screenshot({ path: join(SHOTS, 'settings-sound-muted.png') });
    await page.getByTestId('settings-mute').uncheck();
    await page.getByTestId('settings-ambience-volume').fill('0.5');
    await expect.poll(async () => (await heard()).gains.master).toBeCloseTo(0.25, 6);
    await page.getByTestId('settings').screenshot({ path: join(SHOTS, 'settings-sound.png') });
    // The settings are saved: a reload keeps them.
    await page.reload();
    await page.getByTestId('menu-settings').click();
    expect(await page.getByTestId('settings-effects-volume').inputValue()).toBe('0.4');
    await page.getByTestId('settings-volume').fill('0.7');
    await page.getByTestId('settings-effects-volume').fill('0.8');
    await page.getByTestId('settings-done').click();
  });

  it('with sound=on in the address, a UI click and a dice throw schedule sound, and mute stops it', async () => {
    await page.goto(`${session.url}&sound=on`);
    await page.getByTestId('menu-settings').click();
    await expect.poll(async () => (await heard()).log.some((l) => l.id === 'click')).toBe(true);
    let h = await heard();
    expect(h).toMatchObject({ enabled: true, contexts: 1, made: 1 });
    expect(h.nodesStarted).toBeGreaterThan(0);
    expect(['running', 'suspended']).toContain(h.state);
    await page.getByTestId('settings-done').click();

    await throwOneDie();
    h = await heard();
    const knocks = h.log.filter((l) => l.id === 'knock');
    expect(knocks.length).toBeGreaterThan(1);
    // Loudness follows the impact speed: the knocks are not all alike.
    expect(new Set(knocks.map((k) => k.gain)).size).toBeGreaterThan(1);
    expect(Math.max(...knocks.map((k) => k.gain))).toBeLessThanOrEqual(1);

    // Muted, a click schedules nothing.
    await page.getByTestId('dice-back').click();
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('settings-mute').check();
    const started = (await heard()).nodesStarted;
    await page.getByTestId('settings-done').click();
    await page.getByTestId('menu-settings').click();
    expect((await heard()).nodesStarted).toBe(started);
    await page.getByTestId('settings-mute').uncheck();
    await page.getByTestId('settings-done').click();
    expect(session.pageErrors).toEqual([]);
  });

  it("in a game with sound=on, the game's ambient bed plays while it is open and its events sound as they show", async () => {
    await page.goto(`${session.url}&sound=on`);
    await page.getByTestId('menu-new').click();
    await page.getByTestId('newgame-game').selectOption('reference');
    await page.locator('[data-testid="newgame-seats"][data-ready="true"]').waitFor();
    await page.getByTestId('seat-s2').selectOption('ai:steady');
    await page.getByTestId('newgame-seed').fill('5');
    await page.getByTestId('newgame-start').click();
    await page.getByTestId('prompt').waitFor();
    await expect.poll(async () => (await heard()).ambience).toBe('night wind');
    const before = (await heard()).log.length;
    // Answer the first question (run): the roll clatters in the tray from its physics, then the move sounds as it shows.
    // Slow under software WebGL: the throw is drawn frame by frame before the move comes.
    // A number key answers only once the question has stood on screen a moment (renderer/lib/keyboard.ts), so a stray key cannot answer it.
    await page.waitForTimeout(1000);
    await page.keyboard.press('1');
    await expect.poll(async () => (await heard()).log.slice(before).some((l) => l.id === 'move'), { timeout: 90_000 }).toBe(true);
    const after = (await heard()).log.slice(before).map((l) => l.id);
    expect(after.indexOf('knock')).toBeGreaterThanOrEqual(0);
    expect(after.indexOf('knock')).toBeLessThan(after.indexOf('move'));
    await page.keyboard.press('Escape');
    await page.getByTestId('save-quit').click();
    await page.getByTestId('menu-new').waitFor();
    await expect.poll(async () => (await heard()).ambience).toBeNull();
    expect(session.pageErrors).toEqual([]);
  });
});
