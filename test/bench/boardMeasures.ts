/**
 * Issue 11's measures on the real boards in Chromium (SwiftShader): draw
 * calls per frame of each playable game's table mid-game at every quality,
 * texture memory at high quality, and the time from "Start" in the New game
 * dialog to the table's first drawn frame. The table's frame probe
 * (renderer/table/FrameProbe.tsx) reports each frame's cost when the page
 * sets window.__tableProbe.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { playableGames } from '../../core/games/registry';
import { startWebServer, type WebServer } from '../../electron/host/webServer';
import { launchChromium } from '../e2e/chromium';
import { ensureRenderer, RENDERER_DIR } from './rendererBuild';
import type { Measure, MeasureResult } from './types';

interface FrameStats { calls: number; triangles: number; textures: number; textureBytes: number; frames: number }

/** Every playable board, or only those named in BENCH_GAMES (comma-separated ids): one board's three qualities take minutes on a small machine. */
export const BOARDS = () => {
  const only = process.env.BENCH_GAMES?.split(',').map((s) => s.trim()).filter(Boolean);
  return playableGames().filter((m) => m.id !== 'reference' && (!only || only.includes(m.id)));
};
/** Choices the bots make before the board is looked at: far enough in for figures, tokens and opened doors. */
export const CHOICES_IN = 120;

export async function withBrowser(base: Omit<MeasureResult, 'value' | 'notes'>, body: (browser: Browser, server: WebServer) => Promise<MeasureResult>): Promise<MeasureResult> {
  await ensureRenderer();
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (err) {
    return { ...base, value: null, notes: `not measured: ${err instanceof Error ? err.message : String(err)}` };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'apocalypse-bench-board-'));
  const server = await startWebServer({ port: 0, dataDir, rendererDir: RENDERER_DIR });
  try {
    return await body(browser, server);
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function probedPage(browser: Browser, viewport = { width: 1600, height: 900 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.addInitScript(() => {
    (globalThis as { __tableProbe?: boolean }).__tableProbe = true;
  });
  return page;
}

export function frameAt(page: Page, frames: number, timeout = 180_000): Promise<unknown> {
  return page.waitForFunction((n) => ((globalThis as { __tableFrame?: FrameStats }).__tableFrame?.frames ?? 0) >= n, frames, { timeout });
}

/**
 * Starts `gameId` with every seat a person, lets the bots answer `choices`
 * prompts for them, and opens it at `quality` in a page of `viewport`, past
 * its first frames (the caller closes the page).
 */
export async function openBoard(browser: Browser, server: WebServer, gameId: string, quality: 'low' | 'medium' | 'high', choices = CHOICES_IN, viewport = { width: 1600, height: 900 }): Promise<Page> {
  const module = BOARDS().find((m) => m.id === gameId)!;
  const controllers = Object.fromEntries(module.seats(module.defaultOptions).map((s) => [s.id, { type: 'human' as const }]));
  await server.host.settings.set({ graphicsQuality: quality, animationSpeed: 'instant' });
  const manager = server.host.manager;
  await manager.newGame(gameId, module.defaultOptions, controllers, 1);
  for (let i = 0; i < choices; i++) {
    const match = manager.match!;
    const p = match.state.prompt;
    if (!p || match.state.result) break;
    await manager.choose(p.seat, p.id, match.decideAi().decision.optionIds);
  }
  const page = await probedPage(browser, viewport);
  try {
    await page.goto(server.url);
    await page.getByTestId('menu-continue').click();
    await frameAt(page, 1);
    // Past the first frames (textures and the HDRI arrive, the camera settles).
    await page.waitForTimeout(3000);
    const handoff = page.getByTestId('handoff-accept');
    if (await handoff.isVisible()) await handoff.click();
    // The table draws on demand: the last frame drawn is the board as it stands.
    await page.waitForTimeout(1000);
    return page;
  } catch (err) {
    await page.close();
    throw err;
  }
}

/** The last frame's draw statistics of `gameId`'s board mid-game (or at the start with 0 choices). */
async function boardMidGame(browser: Browser, server: WebServer, gameId: string, quality: 'low' | 'medium' | 'high', choices = CHOICES_IN): Promise<FrameStats> {
  const page = await openBoard(browser, server, gameId, quality, choices);
  try {
    return await page.evaluate(() => (globalThis as { __tableFrame?: FrameStats }).__tableFrame!);
  } finally {
    await page.close();
  }
}

export const boardDrawCallMeasure: Measure = {
  id: 'board-draw-calls',
  name: 'draw calls per frame of each board at the start and mid-game (worst board and quality)',
  async run() {
    const base = { id: this.id, name: this.name, unit: 'calls', max: 150 };
    return withBrowser(base, async (browser, server) => {
      const notes: string[] = [];
      let worst = 0;
      for (const game of BOARDS()) {
        const per: string[] = [];
        // The start too: every territory or space still a prompt target can light up more than mid-game.
        for (const [when, choices] of [['start', 0], ['mid', CHOICES_IN]] as const) {
          for (const quality of ['low', 'medium', 'high'] as const) {
            const s = await boardMidGame(browser, server, game.id, quality, choices);
            worst = Math.max(worst, s.calls);
            per.push(`${when} ${quality} ${s.calls}`);
          }
        }
        notes.push(`${game.id}: ${per.join(', ')}`);
      }
      return { ...base, value: worst, notes: `${notes.join('; ')} (start, and mid after ${CHOICES_IN} choices; every render pass counted)` };
    });
  },
};

export const textureMemoryMeasure: Measure = {
  id: 'texture-memory',
  name: 'texture memory of each board at high quality (worst board)',
  async run() {
    const base = { id: this.id, name: this.name, unit: 'MB', max: 256 };
    return withBrowser(base, async (browser, server) => {
      const notes: string[] = [];
      let worst = 0;
      for (const game of BOARDS()) {
        const s = await boardMidGame(browser, server, game.id, 'high');
        const mb = Math.round((s.textureBytes / 2 ** 20) * 10) / 10;
        worst = Math.max(worst, mb);
        notes.push(`${game.id} ${mb} MB in ${s.textures} textures`);
      }
      return { ...base, value: worst, notes: `${notes.join('; ')} (estimated from sizes and pixel formats, mipmaps included)` };
    });
  },
};

const STARTS = 3;

export const firstFrameMeasure: Measure = {
  id: 'first-frame',
  name: `New game: from Start to the table's first frame (median of ${STARTS} per board, medium quality)`,
  async run() {
    const base = { id: this.id, name: this.name, unit: 'ms' };
    return withBrowser(base, async (browser, server) => {
      const notes: string[] = [];
      let worst = 0;
      await server.host.settings.set({ graphicsQuality: 'medium' });
      for (const game of BOARDS()) {
        const times: number[] = [];
        for (let i = 0; i < STARTS; i++) {
          const page = await probedPage(browser);
          try {
            await page.goto(server.url);
            await page.getByTestId('menu-new').click();
            await page.getByTestId('newgame-game').selectOption(game.id);
            const start = page.getByTestId('newgame-start');
            await start.waitFor();
            const t0 = Date.now();
            await start.click();
            await frameAt(page, 1);
            times.push(Date.now() - t0);
          } finally {
            await page.close();
          }
        }
        const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
        worst = Math.max(worst, median);
        notes.push(`${game.id} ${median} ms (${times.join(', ')})`);
      }
      return { ...base, value: worst, notes: notes.join('; ') };
    });
  },
};
