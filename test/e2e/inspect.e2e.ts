// Inspect everything and read the stakes (issue 10), on real game states:
// the host plays both sides with their bots until the wanted moment, then the
// screen is looked at as a person would: hover a name, read the numbers.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prompt, SeatController } from '../../core/engine/types';
import { getGame } from '../../core/games/registry';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';
import { hoverUntilInspected } from './screenWaits';

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openBrowserMode('inspect');
  page = session.page;
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(session.url);
});

afterAll(async () => {
  await session?.close();
});

/** Starts a match on the host and lets the bots answer every seat (people included) until `want` holds. */
async function driveTo(gameId: string, options: object, controllers: Record<string, SeatController>, want: (p: Prompt, seat: string) => boolean): Promise<Prompt> {
  const manager = session.server.host.manager;
  for (let seed = 1; seed < 30; seed++) {
    await manager.newGame(gameId, options, controllers, seed);
    for (let i = 0; i < 600; i++) {
      const match = manager.match!;
      const p = match.state.prompt;
      if (!p || match.state.result) break;
      if (controllers[p.seat]?.type === 'human' && want(p, p.seat)) return p;
      const { decision } = match.decideAi();
      await manager.choose(p.seat, p.id, decision.optionIds);
    }
  }
  throw new Error('The wanted moment never came.');
}

async function showOnScreen(): Promise<void> {
  await page.goto(session.url);
  await page.getByTestId('menu-continue').click();
  await page.getByTestId('prompt').waitFor({ timeout: 60_000 });
}

describe('inspect and stakes', () => {
  it('Planet Apocalypse: a minion named in the log shows its toughness and attack', async () => {
    const pa = getGame('planet-apocalypse')!;
    await driveTo('planet-apocalypse', pa.defaultOptions as object, { h1: { type: 'human' } }, (p) => p.kind === 'heroAction' && p.options.some((o) => o.odds));
    await showOnScreen();
    const minion = page.locator('.entity[data-entry^="minion:"]').first();
    await minion.waitFor();
    // The log may still be filling in as the table catches up (a busy machine): hover again until the details show.
    const panel = await hoverUntilInspected(page, minion);
    expect(await panel.innerText()).toMatch(/Toughness/i);
    await page.screenshot({ path: join(SHOTS, 'inspect-pa-minion.png') });
    // The attack's exact odds are on its option.
    expect(await page.locator('[data-testid^="odds-"]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'odds-pa-attack.png') });
  });

  it('DOOM: a defence question shows the incoming roll, the shields and the damage as it stands', async () => {
    const doom = getGame('doom')!;
    await driveTo('doom', { ...(doom.defaultOptions as object), marines: 1 }, { m1: { type: 'human' }, invader: { type: 'ai', bot: 'invader' } },
      (p) => p.kind === 'attackModifier' && (p.facts?.length ?? 0) > 0);
    await showOnScreen();
    const facts = page.getByTestId('prompt-facts');
    await facts.waitFor();
    expect(await facts.innerText()).toMatch(/Roll[\s\S]*Shields[\s\S]*Damage as it stands/);
    await page.screenshot({ path: join(SHOTS, 'doom-defence.png') });
  });

  it('DOOM: attack odds on the options, and a demon card with its dice, defence and abilities', async () => {
    const doom = getGame('doom')!;
    await driveTo('doom', { ...(doom.defaultOptions as object), marines: 1 }, { m1: { type: 'human' }, invader: { type: 'ai', bot: 'invader' } },
      (p) => p.kind === 'marineAction' && p.options.some((o) => o.odds));
    await showOnScreen();
    expect(await page.locator('[data-testid^="odds-"]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'doom-odds.png') });
    const card = page.locator('[data-testid^="demon-card-"]').first();
    // The demon cards are in the invader's panel of the side column's dock, folded to its tab while a marine decides.
    if (!(await card.isVisible())) await page.getByTestId('dock-tab-invader').click();
    const panel = await hoverUntilInspected(page, card);
    expect(await panel.innerText()).toMatch(/Attack[\s\S]*dice/);
    expect(await panel.innerText()).toMatch(/Special defence/);
    await page.screenshot({ path: join(SHOTS, 'inspect-doom-demon.png') });
  });

  it('DOOM: a Glory Kill card shows its name and text, not its id', async () => {
    const doom = getGame('doom')!;
    await driveTo('doom', { ...(doom.defaultOptions as object), marines: 1 }, { m1: { type: 'human' }, invader: { type: 'ai', bot: 'invader' } },
      (p, seat) => p.seat === seat && (session.server.host.manager.match!.view<{ marines: { gloryKills?: string[] | null }[] }>(seat).game.marines.some((m) => (m.gloryKills ?? []).length > 0)));
    await showOnScreen();
    const glory = page.locator('[data-testid^="glory-"]').first();
    await glory.scrollIntoViewIfNeeded();
    expect(await glory.innerText()).not.toMatch(/#\d/);
    const panel = await hoverUntilInspected(page, glory);
    expect(await panel.innerText()).toMatch(/Glory Kill/i);
    expect((await panel.innerText()).length).toBeGreaterThan(60);
    await page.screenshot({ path: join(SHOTS, 'inspect-doom-glory-kill.png') });
  });

  it('DOOM operation: between missions a screen shows the result, the standing and the next briefing', async () => {
    const doom = getGame('doom')!;
    const controllers = { m1: { type: 'human' as const }, invader: { type: 'ai' as const, bot: 'invader' } };
    await driveTo('doom', { ...(doom.defaultOptions as object), marines: 1, mode: 'operation' }, controllers, (p) => p.seat === 'm1');
    // The screen watches a whole mission being played; at instant speed it keeps up (software WebGL at 1x would take many minutes).
    const before = (await session.server.host.settings.get()).settings;
    await session.server.host.settings.set({ animationSpeed: 'instant' });
    await showOnScreen();
    // The host plays on (both sides by their bots) while the screen watches, until the first mission is over.
    const manager = session.server.host.manager;
    const played = () => (manager.match!.view<{ standing: { played: unknown[] } | null }>('m1').game.standing?.played.length ?? 0);
    for (let i = 0; i < 3000 && played() === 0; i++) {
      const match = manager.match!;
      const p = match.state.prompt!;
      const { decision } = match.decideAi();
      await manager.choose(p.seat, p.id, decision.optionIds);
    }
    expect(played()).toBe(1);
    const interlude = page.getByTestId('doom-interlude');
    await interlude.waitFor({ timeout: 120_000 });
    expect(await interlude.innerText()).toMatch(/Standing: marines \d, invader \d/);
    expect(await page.getByTestId('doom-next-briefing').innerText()).toMatch(/Next: mission 2/i);
    await page.screenshot({ path: join(SHOTS, 'doom-interlude.png') });
    await page.getByTestId('doom-interlude-continue').click();
    expect(await interlude.count()).toBe(0);
    await session.server.host.settings.set({ animationSpeed: before.animationSpeed });
  }, 600_000);

  it('the legend opens with L and says what the marks mean', async () => {
    await page.keyboard.press('l');
    const legend = page.getByTestId('legend-panel');
    await legend.waitFor();
    expect(await legend.locator('li').count()).toBeGreaterThan(5);
    await page.screenshot({ path: join(SHOTS, 'legend-doom.png') });
    await page.keyboard.press('l');
    await expect.poll(() => legend.count()).toBe(0);
  });
});
