/**
 * Screenshots the piece showcase for review:
 *
 *   npx vite build --config renderer/vite.config.ts
 *   npx tsx renderer/showcase/shoot.ts [--dist dist/renderer] [--out test-results/showcase.png] [--showcase pieces|miniatures]
 *                                      [--query "quality=high&cb=1"] [--camera top] [--width 1280 --height 800]
 *                                      [--demo]   (plays one demo step; also saves a shot mid-move as <out>-mid.png)
 *
 * Serves the built renderer on a free local port, opens `?showcase=pieces`
 * in headless Chromium (SwiftShader WebGL), waits until the table has drawn
 * and gone idle, saves the picture and prints the draw calls of the last
 * frame and whether rendering stopped when nothing moved.
 */
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { serveStatic } from '../../electron/host/staticFiles';
import { launchChromium } from '../../test/e2e/chromium';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const dist = resolve(arg('dist', 'dist/renderer'));
const out = resolve(arg('out', 'test-results/showcase.png'));
const query = arg('query', '');
const showcase = arg('showcase', 'pieces');
const camera = arg('camera', '');
const demo = process.argv.includes('--demo');
const width = Number(arg('width', '1280'));
const height = Number(arg('height', '800'));

const server = createServer((req, res) => void serveStatic(req, res, dist));
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
const port = (server.address() as AddressInfo).port;
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
  });
  await page.goto(`http://127.0.0.1:${port}/?showcase=${showcase}${query ? `&${query}` : ''}`);
  await page.waitForFunction(() => (window.__drawCalls ?? 0) > 0, undefined, { timeout: 60_000 });
  if (camera) await page.click(`[data-testid="camera-${camera}"]`);
  if (demo) {
    await page.waitForTimeout(1500);
    const before = await page.evaluate(() => window.__framesDrawn ?? 0);
    await page.click('[data-testid="demo-step"]');
    await page.waitForTimeout(700);
    await page.screenshot({ path: out.replace(/\.png$/, '-mid.png') });
    console.log(`frames drawn in the first 0.7 s of the demo step: ${(await page.evaluate(() => window.__framesDrawn ?? 0)) - before}`);
  }
  // Let the spawn animations and camera moves finish, then check that rendering has stopped.
  await page.waitForTimeout(2500);
  const framesBefore = await page.evaluate(() => window.__framesDrawn ?? 0);
  await page.waitForTimeout(1000);
  const framesAfter = await page.evaluate(() => window.__framesDrawn ?? 0);
  const calls = await page.evaluate(() => window.__drawCalls ?? 0);
  const shown = await page.textContent('[data-testid="draw-calls"]');
  await mkdir(dirname(out), { recursive: true });
  await page.screenshot({ path: out });
  console.log(`saved ${out}`);
  console.log(`draw calls last frame: ${calls} (shown on the page: ${shown})`);
  console.log(`frames drawn in 1 s while idle: ${framesAfter - framesBefore} (total ${framesAfter})`);
  if (errors.length) console.log(`page errors and warnings:\n  ${errors.join('\n  ')}`);
} finally {
  await browser.close();
  server.close();
}
