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
import { takePhases } from '../../electron/host/hostTimings';
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

/**
 * Installed before the app loads: sums the time the page spends inside the
 * WebGL calls that compile and link shaders (three.js asks for the link
 * status right away, so the compile lands there) and that upload textures.
 * It wraps the browser's own functions; the app's code is untouched.
 */
function instrumentWebGl(): void {
  type Proto = Record<string, (...a: unknown[]) => unknown>;
  const w = globalThis as unknown as { __glTime: Record<string, number>; WebGL2RenderingContext: { prototype: Proto }; WebGLRenderingContext: { prototype: Proto } };
  w.__glTime = { shaders: 0, uploads: 0, draws: 0, firstContext: 0, firstDraw: 0 };
  const parts: Record<string, string[]> = {
    draws: ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced', 'clear'],
    shaders: ['compileShader', 'linkProgram', 'getProgramParameter', 'getShaderParameter', 'getProgramInfoLog', 'getShaderInfoLog'],
    uploads: ['texImage2D', 'texSubImage2D', 'texImage3D', 'texStorage2D', 'generateMipmap', 'compressedTexImage2D'],
  };
  for (const proto of [w.WebGL2RenderingContext.prototype, w.WebGLRenderingContext.prototype]) {
    for (const [part, names] of Object.entries(parts)) {
      for (const name of names) {
        const real = proto[name];
        if (typeof real !== 'function') continue;
        proto[name] = function (this: unknown, ...args: unknown[]) {
          const t = performance.now();
          if (part === 'draws' && w.__glTime.firstDraw === 0) w.__glTime.firstDraw = t;
          try {
            return real.apply(this, args);
          } finally {
            w.__glTime[part]! += performance.now() - t;
          }
        };
      }
    }
  }
  // When the table's WebGL context is made (the Canvas mounted).
  const canvasProto = (globalThis as unknown as { HTMLCanvasElement: { prototype: Proto } }).HTMLCanvasElement.prototype;
  const getContext = canvasProto.getContext!;
  canvasProto.getContext = function (this: unknown, ...args: unknown[]) {
    if (String(args[0]).startsWith('webgl') && w.__glTime.firstContext === 0) w.__glTime.firstContext = performance.now();
    return getContext.apply(this, args);
  };
}

/** One start's clock in the page, from the click on Start (ms since the page opened). */
interface StartMarks {
  click: number; answered: number; sceneLoaded: number; firstFrame: number;
  geometry: number; textures: number; shaders: number; uploads: number; bundleFetch: number;
  contextMade: number; firstDraw: number; draws: number;
}

/** Reads the renderer's first-frame marks (renderer/lib/bootMarks.ts) and the WebGL sums, once the first frame is drawn. */
function readStartMarks(): StartMarks {
  const w = globalThis as unknown as { __startClick: number; __firstFrameAt: number; __glTime: Record<string, number> };
  // No named helper functions in here: the bundler's name shims do not exist in the page.
  const marks: Record<string, number> = {};
  for (const e of performance.getEntriesByType('mark')) marks[e.name] = e.startTime;
  const sums: Record<string, number> = { 'first-frame:geometry': 0, 'first-frame:textures': 0 };
  // Only work done after the click: a prefetch (renderer/lib/boardPrefetch.ts) may build geometry while the dialog is open.
  for (const e of performance.getEntriesByType('measure')) if (e.startTime >= w.__startClick) sums[e.name] = (sums[e.name] ?? 0) + e.duration;
  // Script chunks fetched after the click: the boards' scenes and the table are split out of the menu's bundle.
  const bundleFetch = (performance.getEntriesByType('resource') as unknown as { name: string; startTime: number; responseEnd: number }[])
    .filter((r) => r.startTime >= w.__startClick && r.name.endsWith('.js'))
    .reduce((a, r) => Math.max(a, r.responseEnd - w.__startClick), 0);
  return {
    click: w.__startClick, answered: marks['first-frame:host answered'] ?? Number.NaN, sceneLoaded: marks['first-frame:scene loaded'] ?? Number.NaN,
    firstFrame: w.__firstFrameAt, geometry: sums['first-frame:geometry']!, textures: sums['first-frame:textures']!, shaders: w.__glTime.shaders!, uploads: w.__glTime.uploads!, bundleFetch,
    contextMade: w.__glTime.firstContext!, firstDraw: w.__glTime.firstDraw!, draws: w.__glTime.draws!,
  };
}

/**
 * Page script (a string: the bundler's name shims do not exist in the page): when the table settled, in ms since the
 * page opened: the start of the first full second of animation frames none of which waited over 100 ms. A first
 * frame drawn before the table's light arrives, then seconds of waiting on the GPU, is not a table ready to play.
 */
const SETTLED_AT = `new Promise((done) => {
  let runStart = performance.now(); let last = runStart;
  function tick(now) {
    if (now - last > 100) runStart = now;
    last = now;
    if (now - runStart >= 1000) done(runStart); else requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
})`;

const PARTS = [
  'host', 'answer to the page', 'board bundle', 'geometry', 'textures', 'shader compile', 'texture upload', 'draw calls', 'first render and the rest',
  'scene loaded to canvas', 'canvas to first draw',
] as const;

/** The parts of one start, in ms: they add up to the total. */
function startParts(m: StartMarks, host: number): Record<(typeof PARTS)[number] | 'total', number> {
  const afterScene = m.firstFrame - m.sceneLoaded;
  return {
    total: m.firstFrame - m.click,
    host,
    'answer to the page': m.answered - m.click - host,
    'board bundle': m.sceneLoaded - m.answered,
    geometry: m.geometry,
    textures: m.textures,
    'shader compile': m.shaders,
    'texture upload': m.uploads,
    'draw calls': m.draws,
    'first render and the rest': afterScene - m.geometry - m.textures - m.shaders - m.uploads - m.draws,
    // Moments, not parts (they overlap the parts above): where the rest lies.
    'scene loaded to canvas': m.contextMade - m.sceneLoaded,
    'canvas to first draw': m.firstDraw - m.contextMade,
  };
}

export const firstFrameMeasure: Measure = {
  id: 'first-frame',
  name: `New game: from Start to the table's first frame and until it has settled (frames flow; median of ${STARTS} per board, medium quality)`,
  async run() {
    const base = { id: this.id, name: this.name, unit: 'ms', max: 2000 };
    return withBrowser(base, async (browser, server) => {
      const notes: string[] = [];
      const details: Record<string, unknown> = {};
      let worst = 0;
      await server.host.settings.set({ graphicsQuality: 'medium' });
      for (const game of BOARDS()) {
        const runs: Record<string, number>[] = [];
        for (let i = 0; i < STARTS; i++) {
          const page = await probedPage(browser);
          try {
            await page.addInitScript(instrumentWebGl);
            await page.goto(server.url);
            await page.getByTestId('menu-new').click();
            await page.getByTestId('newgame-game').selectOption(game.id);
            const start = page.getByTestId('newgame-start');
            await start.waitFor();
            await page.evaluate(() => {
              const w = globalThis as unknown as { __startClick?: number; document: { addEventListener(t: string, f: () => void, o: object): void } };
              w.document.addEventListener('click', () => { w.__startClick ??= performance.now(); }, { capture: true, once: true });
            });
            takePhases('new-game');
            await start.click();
            // Polled every animation frame: the first frame is the one after which the probe has counted one.
            await page.waitForFunction(() => {
              const w = globalThis as unknown as { __tableFrame?: FrameStats; __firstFrameAt?: number };
              if ((w.__tableFrame?.frames ?? 0) < 1) return false;
              w.__firstFrameAt ??= performance.now();
              return true;
            }, undefined, { timeout: 180_000 });
            const host = Object.values(takePhases('new-game')).reduce((a, b) => a + b, 0);
            const marks = await page.evaluate(readStartMarks);
            const settledAt = (await page.evaluate(SETTLED_AT)) as number;
            runs.push({ ...startParts(marks, host), 'of which bundle fetch': marks.bundleFetch, settled: Math.max(settledAt, marks.firstFrame) - marks.click });
          } finally {
            await page.close();
          }
        }
        const med = (k: string) => Math.round([...runs.map((r) => r[k]!)].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!);
        const total = med('total');
        // The value is when the table settled: the first frame alone can come before a long wait on the GPU.
        worst = Math.max(worst, med('settled'));
        const parts = Object.fromEntries([...PARTS, 'of which bundle fetch', 'settled'].map((k) => [k, med(k)]));
        details[game.id] = { total, parts, runs: runs.map((r) => Math.round(r.total!)) };
        notes.push(`${game.id} first frame ${total} ms, settled ${med('settled')} ms (${Object.entries(parts).map(([k, v]) => `${k} ${v}`).join(', ')}; runs ${runs.map((r) => Math.round(r.total!)).join(', ')})`);
      }
      return { ...base, value: worst, notes: `${notes.join('; ')}. Each part the median of its own; SwiftShader on a shared 2-core machine.`, details };
    });
  },
};
