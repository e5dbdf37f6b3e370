/**
 * `npm run screenshot -- --game <id> [--seed S] [--turns K] [--out file.png] [--when ...]`
 *
 * Starts browser mode (the real host and the built renderer) on a free port
 * with a throwaway data folder, starts the game with every seat played by its
 * default AI as a watched match, opens it in Debian's Chromium, lets K rounds
 * play on the table at 1x and writes a screenshot. Later game issues use it
 * to look at their boards. `--gallery DIR` takes the same three shots of
 * every playable game (start, mid enemy turn, a roll) in a 1600x900 and a
 * 1280x720 window, to compare boards before and after a change at the same seed.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { SeatController } from '../core/engine/types';
import { startWebServer } from '../electron/host/webServer';
import { launchChromium } from '../test/e2e/chromium';
import { builtRendererDir } from '../test/e2e/harness';
import { oneLine, resolveGame, UsageError } from './games';
import { playableGames } from '../core/games/registry';
import { GALLERY_SHOTS, parseScreenshotArgs, SCREENSHOT_USAGE, type ScreenshotRequest } from './screenshotArgs';

/** The whole run may take this long (SwiftShader is slow; a round of a big game animates for a while). */
const DEADLINE_MS = 240_000;

async function roundShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('round').textContent()) ?? '';
  const m = /(\d+)/.exec(text);
  return m ? Number(m[1]) : 0;
}

async function isOver(page: Page): Promise<boolean> {
  return (await page.getByTestId('watch-toggle').isDisabled().catch(() => false)) === true;
}

async function waitFor(what: string, page: Page, test: () => Promise<boolean>, until: number): Promise<void> {
  while (!(await test())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}.`);
    await page.waitForTimeout(100);
  }
}

async function shoot(req: ScreenshotRequest): Promise<string> {
  const module = resolveGame(req.game);
  const options = module.optionsSchema.parse({ ...(module.defaultOptions as object), ...(req.options ?? {}) });
  // The start of a game (no rounds played, at rest) is shown with every seat a person, so nobody moves
  // before the picture; any later moment is a watched match played by the bots.
  const atStart = req.turns === 0 && req.when === 'table';
  const controllers: Record<string, SeatController> = {};
  for (const seat of module.seats(options)) controllers[seat.id] = atStart ? { type: 'human' } : { type: 'ai', bot: module.defaultBot(seat) };

  const dataDir = mkdtempSync(join(tmpdir(), 'apocalypse-shot-'));
  const server = await startWebServer({ port: 0, dataDir, rendererDir: builtRendererDir() });
  const browser = await launchChromium();
  try {
    await server.host.settings.set({ graphicsQuality: req.quality, animationSpeed: req.speed });
    const first = await server.host.manager.newGame(module.id, options, controllers, req.seed, !atStart);
    const startRound = (first.view as { round: number }).round;
    const page = await browser.newPage({ viewport: { width: req.width, height: req.height } });
    page.on('pageerror', (err) => console.error(`page error: ${err.message}`));
    await page.goto(server.url);
    await page.getByTestId('menu-continue').click();
    await page.locator('[data-testid="table-canvas"] canvas').first().waitFor({ timeout: 60_000 });
    const until = Date.now() + DEADLINE_MS;
    if (atStart) {
      const handoff = page.getByTestId('handoff-accept');
      if (await handoff.isVisible()) await handoff.click();
      await page.getByTestId('prompt').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(2500);
      mkdirSync(dirname(resolve(req.out)), { recursive: true });
      await page.screenshot({ path: req.out, timeout: 120_000 });
      return `Wrote ${req.out} (${module.title}, seed ${req.seed}, the start, every seat a person).`;
    }
    const target = startRound + req.turns;
    const bar = page.getByTestId('timeline-bar');
    await waitFor(`round ${target}`, page, async () => (await roundShown(page)) >= target || (await isOver(page)), until);
    if (req.when === 'table') {
      await page.getByTestId('watch-toggle').click().catch(() => undefined);
      await waitFor('the table to come to rest', page, async () => (await bar.getAttribute('data-playing')) === 'false', until);
      await page.waitForTimeout(1500);
    } else if (req.when.startsWith('event:')) {
      const type = req.when.slice('event:'.length);
      // A beat can be shorter than a polling step; the selector wait watches the page itself.
      await page.locator(`[data-testid="timeline-bar"][data-event="${type}"]`).waitFor({ state: 'attached', timeout: Math.max(1000, until - Date.now()) });
      await page.getByTestId('watch-toggle').click().catch(() => undefined);
      await page.waitForTimeout(300);
    } else if (req.when === 'dice') {
      await waitFor('a dice roll', page, async () => (await bar.getAttribute('data-event')) === 'diceRolled', until);
      await page.getByTestId('watch-toggle').click().catch(() => undefined);
      // The dice roll on the table beside the board; a moment after the roll's beat they are in the air or landing.
      await page.waitForTimeout(600);
    } else {
      const attr = req.when === 'enemy' ? 'data-enemy' : 'data-playing';
      await waitFor(`the ${req.when === 'enemy' ? "enemy side's turn" : 'table'} to animate`, page, async () => (await bar.getAttribute(attr)) === 'true', until);
      // Let the beat's motion get under way, then stop the world for the shot.
      await page.waitForTimeout(350);
      await page.getByTestId('watch-toggle').click().catch(() => undefined);
    }
    mkdirSync(dirname(resolve(req.out)), { recursive: true });
    await page.screenshot({ path: req.out });
    return `Wrote ${req.out} (${module.title}, seed ${req.seed}, round ${await roundShown(page)}, ${req.when}).`;
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  let req: ScreenshotRequest | 'help';
  try {
    req = parseScreenshotArgs(process.argv.slice(2));
  } catch (err) {
    console.error(oneLine(err));
    console.error(SCREENSHOT_USAGE);
    process.exit(2);
  }
  if (req === 'help') {
    console.log(SCREENSHOT_USAGE);
    return;
  }
  if (req.gallery === undefined) {
    console.log(await shoot(req));
    return;
  }
  const games = req.game ? [req.game] : playableGames().filter((m) => m.id !== 'reference').map((m) => m.id);
  let failed = 0;
  for (const game of games) {
    for (const shot of GALLERY_SHOTS) {
      for (const [width, height] of req.gallerySizes ?? [[req.width, req.height]]) {
      const out = join(req.gallery, `${game}-${shot.suffix}-${width}x${height}.png`);
      try {
        console.log(await shoot({ ...req, game, turns: shot.turns, when: shot.when, out, width, height }));
      } catch (err) {
        // One board's missing moment (a game without dice, say) must not hide the others' shots.
        failed++;
        console.error(`${out}: ${oneLine(err)}`);
      }
      }
    }
  }
  if (failed > 0) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err instanceof UsageError ? err.message : `screenshot failed: ${oneLine(err)}`);
  process.exit(err instanceof UsageError ? 2 : 1);
});
