// "Replay since my move" (issue 27, part 4) through the real screen: in
// Planet Repossession Force against its AI faction (no enemy-turn marks at
// all) and in the RISK variant after the AI rival's turn (before the
// apocalypse), Replay is enabled once the person has decided and others have
// played, and it plays every event since that decision: as many steps as the
// events the host made since the person's last choice, counted from the match
// itself (the rival's and the AI faction's own, not only an enemy turn). After
// loading the autosave and after reloading the page it plays the same steps.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPrompts } from '../../core/engine/group';
import type { GameEvent } from '../../core/engine/types';
import { eventsFor } from '../../core/engine/view';
import { decisionGroup } from '../../electron/host/recentTurn';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';
import { playThrough, setInstantSpeed } from './playThrough';
import { pressSkip } from './screenWaits';

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openBrowserMode('replay-since');
  page = session.page;
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(session.url);
  await setInstantSpeed(page);
});

afterAll(async () => {
  await session?.close();
});

const match = () => session.server.host.manager.match!;

/** New game from the menu: `person` is played by a person, every other seat by the first bot offered. */
async function start(gameId: string, person: string, seed: number, options: Record<string, string> = {}): Promise<void> {
  await page.goto(session.url);
  await page.getByTestId('menu-new').click();
  await page.getByTestId('newgame-game').selectOption(gameId);
  for (const [key, value] of Object.entries(options)) await page.getByTestId(`newgame-opt-${key}`).fill(value);
  await page.locator('[data-testid="newgame-seats"][data-ready="true"]').waitFor();
  const seats = page.locator('[data-testid^="seat-"]');
  for (let i = 0; i < (await seats.count()); i++) {
    const seat = seats.nth(i);
    if ((await seat.getAttribute('data-testid')) === `seat-${person}`) await seat.selectOption('human');
    else await seat.selectOption({ index: 1 });
  }
  await page.getByTestId('newgame-seed').fill(String(seed));
  await page.getByTestId('newgame-start').click();
  await page.getByTestId('game-screen').waitFor();
}

/** The events since the person's last decision as the host made them, those the person may see. */
function sinceDecision(person: string): { events: GameEvent[]; otherSeats: Set<string>; byOthers: number } {
  const m = match();
  const from = decisionGroup(m.choices, person);
  const events = m.events.slice(from).flatMap((group) => eventsFor(group, person));
  const otherSeats = new Set(m.choices.slice(from).filter((c) => c.seat !== person).map((c) => c.seat));
  // Group g came from choice g - 1: the events other seats' answers made.
  let byOthers = 0;
  for (let g = Math.max(from, 1); g < m.events.length; g++) if (m.choices[g - 1]!.seat !== person) byOthers += eventsFor(m.events[g]!, person).length;
  return { events, otherSeats, byOthers };
}

/** Answers on the page (instant speed) until the person has decided, is asked again, and `ready` holds. */
async function playUntil(person: string, ready: () => boolean, max: number): Promise<void> {
  const decided = () => decisionGroup(match().choices, person) > 0;
  for (let i = 0; i < max; i++) {
    const asked = openPrompts(match().state).some((p) => p.seat === person);
    if (asked && decided() && ready()) break;
    await playThrough(page, 1).catch(() => undefined);
  }
  await page.getByTestId('prompt').waitFor({ timeout: 60_000 });
  expect(decided() && ready()).toBe(true);
}

/** Clicks Replay at 1x (slow enough to read the bar before a short replay ends) and reads "Replay: step 1 of N"; Skip ends it. */
async function replaySteps(): Promise<number> {
  await page.getByTestId('speed-select').selectOption('1x');
  const replay = page.getByTestId('replay-enemy');
  await expect.poll(() => replay.isEnabled(), { timeout: 30_000 }).toBe(true);
  expect(await replay.innerText()).toMatch(/since my move/i);
  await replay.click();
  // Read in one go in the page: the bar redraws with every beat, so a located element can be gone by the time it is read.
  let text = '';
  await expect.poll(async () => (text = await stepText()), { timeout: 15_000, interval: 100 }).toMatch(/Replay: step \d+ of \d+/);
  const m = /Replay: step \d+ of (\d+)/.exec(text)!;
  await expect.poll(async () => {
    const playing = await page.getByTestId('timeline-bar').getAttribute('data-playing');
    if (playing !== 'false') await pressSkip(page);
    return playing;
  }, { timeout: 15_000, interval: 500 }).toBe('false');
  await page.getByTestId('speed-select').selectOption('instant');
  return Number(m![1]);
}

function stepText(): Promise<string> {
  // Runs in the page, where `document` exists; typed loosely because this file compiles for Node.
  return page.evaluate(() => (globalThis as unknown as { document: { querySelector(s: string): { textContent: string | null } | null } })
    .document.querySelector('[data-testid="timeline-step"]')?.textContent ?? '');
}

async function loadAutosave(): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId('save-quit').click();
  await page.getByTestId('menu-load').click();
  await page.getByTestId('saves-auto').locator('[data-testid="save-load"]').first().click();
  await page.getByTestId('prompt').waitFor({ timeout: 60_000 });
}

describe('Replay since my move', () => {
  it('Planet Repossession Force: plays what came of the decision and the AI faction\'s turn, also after a load and a reload', async () => {
    const person = 'g1';
    await start('repossession', person, 7);
    // Past the setup, to a decision the AI faction played after (its own events, not only the decision's).
    await playUntil(person, () => {
      const s = sinceDecision(person);
      return match().module.round(match().state.g) >= 1 && s.otherSeats.has('x1') && s.byOthers > 0;
    }, 80);
    const expected = sinceDecision(person).events.length;
    expect(await replaySteps()).toBe(expected);
    await page.screenshot({ path: join(SHOTS, 'replay-since-prf.png') });

    await loadAutosave();
    expect(await replaySteps()).toBe(expected);
    await page.reload();
    await page.getByTestId('menu-continue').click();
    await page.getByTestId('prompt').waitFor({ timeout: 60_000 });
    expect(await replaySteps()).toBe(expected);
    expect(session.pageErrors).toEqual([]);
  }, 600_000);

  it('RISK variant: plays the AI rival\'s turn too, not only the apocalypse, also after a load', async () => {
    const person = 'p1';
    await start('apocalypse-risk', person, 3, { players: '2', roundLimit: '5' });
    // Past the setup, to a decision after which the rival played a turn and the apocalypse moved.
    await playUntil(person, () => {
      const s = sinceDecision(person);
      return match().module.round(match().state.g) >= 1 && s.otherSeats.has('p2') && s.events.some((e) => e.enemy === true);
    }, 120);
    const { events, byOthers } = sinceDecision(person);
    // More than the apocalypse: the old replay began at its opening mark and held only what followed.
    const fromMark = events.length - events.findIndex((e) => e.enemy === true);
    expect(byOthers).toBeGreaterThan(0);
    expect(events.length).toBeGreaterThan(fromMark);
    expect(await replaySteps()).toBe(events.length);
    await page.screenshot({ path: join(SHOTS, 'replay-since-risk.png') });

    await loadAutosave();
    expect(await replaySteps()).toBe(events.length);
    expect(session.pageErrors).toEqual([]);
  }, 600_000);
});
