// The Planet Apocalypse campaign (issue 15) through the real screen in browser
// mode: the map list in order with only Invasion open, a stage started through
// the New game dialog with its map fixed, and its record after the match ends.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';
import { skipUntilVisible } from './screenWaits';

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openBrowserMode('campaign');
  page = session.page;
  await page.goto(session.url);
});

afterAll(async () => {
  await session?.close();
});

describe('the campaign', () => {
  it('lists the maps in order with only the first open, and starts Invasion with its map fixed', async () => {
    await page.getByTestId('menu-campaign').click();
    const invasion = page.getByTestId('campaign-stage-invasion');
    await invasion.waitFor();
    expect(await invasion.getAttribute('data-unlocked')).toBe('true');
    expect(await page.getByTestId('campaign-stage-launchSite').getAttribute('data-unlocked')).toBe('false');
    expect(await page.getByTestId('campaign-stage-launchSite').innerText()).toMatch(/opens when Invasion has been won/);
    await page.screenshot({ path: join(SHOTS, 'campaign-list.png') });

    await page.getByTestId('campaign-play-invasion').click();
    expect(await page.getByTestId('newgame').getAttribute('aria-label')).toBe('Campaign: Invasion');
    expect(await page.getByTestId('newgame-opt-map').count()).toBe(0);
    await page.getByTestId('newgame-opt-heroes').fill('1');
    await page.locator('[data-testid="newgame-seats"][data-ready="true"]').waitFor();
    await page.getByTestId('newgame-seed').fill('7');
    await page.getByTestId('newgame-start').click();
    await skipUntilVisible(page, page.getByTestId('prompt'), 90_000);
    const match = session.server.host.manager.match!;
    expect(match.setup.options).toMatchObject({ map: 'invasion', campaign: true });
  }, 150_000);

  it('records the finished match: one attempt, its best result and the hero who played', async () => {
    const manager = session.server.host.manager;
    for (let i = 0; i < 5000 && manager.match && !manager.match.state.result; i++) {
      const prompt = manager.match.state.prompt!;
      const { decision } = manager.match.decideAi();
      await manager.choose(prompt.seat, prompt.id, decision.optionIds);
    }
    expect(manager.match!.state.result).not.toBeNull();
    const hero = (manager.match!.state.g as { heroes: { heroId: string }[] }).heroes[0]!.heroId;
    // The host recorded the end when it came; a fresh page opens on the menu without replaying the match.
    await page.reload();
    await page.getByTestId('menu-campaign').click();
    const invasion = page.getByTestId('campaign-stage-invasion');
    await expect.poll(() => invasion.innerText(), { timeout: 10_000 }).toMatch(/1 attempt/);
    expect(await invasion.innerText()).toMatch(/best: (won in|held out) \d+ rounds?/);
    expect(hero).toBeTruthy();
    await page.screenshot({ path: join(SHOTS, 'campaign-record.png') });
  }, 120_000);
});
