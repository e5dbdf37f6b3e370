/**
 * Screenshots the DOOM map preview (build it first, see vite.config.ts):
 *
 *   npx tsx renderer/games/doom/preview/shoot.ts [--mission id|all] [--camera overview|top|follow]
 *                                                [--query "doors=open"] [--out test-results/doom-map] [--size 1600x900]
 *
 * Writes <out>-<mission>-<camera>.png and prints the draw calls of the last frame.
 */
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { serveStatic } from '../../../../electron/host/staticFiles';
import { launchChromium } from '../../../../test/e2e/chromium';
import { MISSIONS } from '../../../../core/games/doom/content/missions';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const dist = resolve(arg('dist', '/tmp/doom-preview'));
const out = resolve(arg('out', 'test-results/doom-map'));
const which = arg('mission', 'all');
const camera = arg('camera', 'overview');
const query = arg('query', '');
const [vw, vh] = arg('size', '1280x800').split('x').map(Number) as [number, number];
const missions = which === 'all' ? [...MISSIONS.map((m) => m.id), 'big'] : which.split(',');

const server = createServer((req, res) => void serveStatic(req, res, dist));
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
const port = (server.address() as AddressInfo).port;
const browser = await launchChromium();
try {
  await mkdir(resolve(out, '..'), { recursive: true });
  for (const id of missions) {
    const page = await browser.newPage({ viewport: { width: vw, height: vh } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`http://127.0.0.1:${port}/?mission=${id}${query ? `&${query}` : ''}`);
    await page.waitForFunction(() => (window.__drawCalls ?? 0) > 0, undefined, { timeout: 60_000 });
    if (camera !== 'overview') await page.click(`[data-testid="camera-${camera}"]`);
    await page.waitForTimeout(1500);
    const before = await page.evaluate(() => window.__framesDrawn ?? 0);
    await page.waitForTimeout(1000);
    const idleFrames = (await page.evaluate(() => window.__framesDrawn ?? 0)) - before;
    const file = `${out}-${id}-${camera}${query.includes('board=1') ? '-board' : ''}.png`;
    await page.screenshot({ path: file, fullPage: process.argv.includes('--full') });
    console.log(`${file}: draw calls ${await page.evaluate(() => window.__drawCalls ?? 0)}, frames drawn in 1 s idle ${idleFrames}${errors.length ? `\n  ${errors.join('\n  ')}` : ''}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
