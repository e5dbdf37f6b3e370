// Miniatures and the colour-blind palette (issue 11 item 4, issue 10 item 18),
// looked at as a person would: the kit's line-up in both palettes, and a
// Planet Apocalypse and a DOOM table in play with the colour-blind palette on.
// The pictures land in test-results/ for review.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prompt, SeatController } from '../../core/engine/types';
import { getGame } from '../../core/games/registry';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openBrowserMode('miniatures');
  page = session.page;
  await page.setViewportSize({ width: 1600, height: 1000 });
});

afterAll(async () => {
  await session?.close();
});

/** Distinct colours in a screenshot: a blank or failed WebGL canvas has a handful. */
function distinctColours(png: Buffer): number {
  const img = PNG.sync.read(png);
  const seen = new Set<number>();
  for (let i = 0; i < img.data.length; i += 16) seen.add((img.data[i]! << 16) | (img.data[i + 1]! << 8) | img.data[i + 2]!);
  return seen.size;
}

/** Starts a match (the first seat a person's, the rest its bots) and lets the bots answer until `want` holds at the person's seat. */
async function driveTo(gameId: string, options: object, want: (p: Prompt) => boolean): Promise<void> {
  const game = getGame(gameId)!;
  const seats = game.seats(game.optionsSchema.parse(options));
  const controllers: Record<string, SeatController> = {};
  seats.forEach((seat, i) => (controllers[seat.id] = i === 0 ? { type: 'human' } : { type: 'ai', bot: game.defaultBot(seat) }));
  const manager = session.server.host.manager;
  for (let seed = 1; seed < 30; seed++) {
    await manager.newGame(gameId, options, controllers, seed);
    for (let i = 0; i < 600; i++) {
      const match = manager.match!;
      const p = match.state.prompt;
      if (!p || match.state.result) break;
      if (controllers[p.seat]?.type === 'human' && want(p)) return;
      const { decision } = match.decideAi();
      await manager.choose(p.seat, p.id, decision.optionIds);
    }
  }
  throw new Error('The wanted moment never came.');
}

async function tableShot(name: string): Promise<Buffer> {
  await page.goto(session.url);
  await page.getByTestId('menu-continue').click();
  await page.getByTestId('prompt').waitFor({ timeout: 60_000 });
  // Let the figures grow out of the board and the camera settle.
  await page.waitForTimeout(3000);
  return page.screenshot({ path: join(SHOTS, name) });
}

describe('miniatures', () => {
  it.each([
    ['miniatures-lineup.png', ''],
    ['miniatures-lineup-cb.png', '&cb=1'],
  ])('the line-up draws every miniature (%s)', async (file, query) => {
    // The host's address carries its access token: keep it, add the showcase.
    await page.goto(`${session.url}&showcase=miniatures${query}`);
    await page.waitForFunction(() => ((globalThis as unknown as { __drawCalls?: number }).__drawCalls ?? 0) > 0, undefined, { timeout: 60_000 });
    await page.waitForTimeout(2500);
    const shot = await page.screenshot({ path: join(SHOTS, file) });
    expect(distinctColours(shot)).toBeGreaterThan(300);
    expect(session.pageErrors).toEqual([]);
  });

  it('Planet Apocalypse with the colour-blind palette: heroes and minions as miniatures', async () => {
    await session.server.host.settings.set({ colourBlindPalette: true });
    const pa = getGame('planet-apocalypse')!;
    // A hero who could attack: minions are on the board.
    await driveTo('planet-apocalypse', pa.defaultOptions as object, (p) => p.kind === 'heroAction' && p.options.some((o) => o.odds));
    expect(distinctColours(await tableShot('pa-colour-blind.png'))).toBeGreaterThan(300);
    expect(session.pageErrors).toEqual([]);
  });

  it('DOOM with the colour-blind palette: marines and demons as miniatures', async () => {
    await session.server.host.settings.set({ colourBlindPalette: true });
    const doom = getGame('doom')!;
    await driveTo('doom', { ...(doom.defaultOptions as object), marines: 2 }, (p) => p.kind === 'marineAction' && p.options.some((o) => o.odds));
    expect(distinctColours(await tableShot('doom-colour-blind.png'))).toBeGreaterThan(300);
    expect(session.pageErrors).toEqual([]);
  });
});
