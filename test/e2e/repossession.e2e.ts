// Planet Repossession Force end to end: a person starts a game from the New game
// dialog (Gaia, one person, against the AI's Xanadu) and plays it to the result
// at instant speed. A whole game runs to hundreds of the person's answers (every
// faction turn is a declaration, every fight a loadout and a dozen rolls), far too
// many through the screen on a busy 2-core machine, so the setup and the first
// turns are answered on the page, and the rest is fast-forwarded through the host
// with the AI's choice for the person's seat (as risk.e2e.ts does); the page
// follows every update. On the way the board must light its targets, show the
// secret declarations as "chosen" without saying what, show a fight as an
// exchange of blows with the scored combo named, and end on the final score.
// Screenshots of the start, a fight and the end go to test-results/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPrompts } from '../../core/engine/group';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';
import { playThrough, setInstantSpeed } from './playThrough';

let session: BrowserSession;
let page: Page;
const PERSON = 'g1';

beforeAll(async () => {
  session = await openBrowserMode('repossession');
  page = session.page;
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(session.url);
  await setInstantSpeed(page);
});

afterAll(async () => {
  await session?.close();
});

async function startGame(seed: number, xanadu: 'ai' | 'human' = 'ai'): Promise<void> {
  // From the main menu, also on a retry that finds the last game's screen.
  await page.goto(session.url);
  await page.getByTestId('menu-new').click();
  await page.getByTestId('newgame-game').selectOption('repossession');
  await page.locator('[data-testid="newgame-seats"][data-ready="true"]').waitFor();
  const seats = page.locator('[data-testid^="seat-"]');
  expect(await seats.count()).toBe(2);
  await page.getByTestId(`seat-${PERSON}`).selectOption('human');
  if (xanadu === 'human') await page.getByTestId('seat-x1').selectOption('human');
  else await page.getByTestId('seat-x1').selectOption({ index: 1 });
  await page.getByTestId('newgame-seed').fill(String(seed));
  await page.getByTestId('newgame-start').click();
  await page.getByTestId('game-screen').waitFor();
}

describe('Planet Repossession Force through the screen', () => {
  it('one person as Gaia against the AI faction plays to the result', async () => {
    await startGame(7);
    const board = page.getByTestId('prf-board');
    await board.waitFor();
    await page.getByTestId('prompt').waitFor();
    await expect.poll(() => page.locator('[data-testid^="prf-player-"]').count()).toBe(2);

    // The setup and first turns on the page, until the person has made six choices;
    // a Start Zone or a tile to declare lights on the board on the way.
    let sawTargets = 0;
    for (let i = 0; i < 12 && (await personChoices()) < 6; i++) {
      sawTargets = Math.max(sawTargets, Number(await board.getAttribute('data-targets')));
      if (await page.getByTestId('result').isVisible()) break;
      await playThrough(page, 1).catch(() => undefined);
    }
    expect(await personChoices()).toBeGreaterThanOrEqual(6);
    expect(sawTargets).toBeGreaterThan(0);
    await shoot('prf-start.png');

    // Fast-forward to the person's own fight, then fight it on the page until blows are struck. The
    // page folds each update's blows; host answers fired back to back can outrun a loaded page, which
    // then renders only the newest update (its own fight log missed the blows and this check failed).
    await fastForward(() => !!fight()?.attackers.some((a) => a.seat === PERSON) && openPrompts(match()!.state).some((p) => p.seat === PERSON));
    // A struck blow, not just a note (who strikes first, a loadout): those come before any dice.
    const blows = () => page.getByTestId('prf-blow').count();
    for (let i = 0; i < 60 && (await blows()) === 0 && !(await page.getByTestId('result').isVisible()); i++) {
      await playThrough(page, 1).catch(() => undefined);
    }
    await expect.poll(blows, { timeout: 120_000 }).toBeGreaterThan(0).catch(async (err: unknown) => {
      await page.screenshot({ path: join(SHOTS, 'prf-stuck-fight.png') });
      throw err;
    });
    expect(Number(await page.getByTestId('prf-combat').getAttribute('data-blows'))).toBeGreaterThan(0);
    const combo = await page.getByTestId('prf-combo').first().innerText();
    expect(combo).toMatch(/^(No combo|Snake eyes|Pair|Two pairs|3-dice straight|Three of a kind|4-dice straight|Four of a kind)$/);
    await shoot('prf-combat.png');

    // The rest through the host to the result; the page shows it and the final score.
    await fastForward(() => false);
    await page.getByTestId('result').waitFor({ timeout: 180_000 });
    expect(await page.getByTestId('result').innerText()).toMatch(/.+/);
    await page.keyboard.press('Space').catch(() => undefined);
    await page.getByTestId('prf-final').waitFor({ timeout: 120_000 }).catch(async (err: unknown) => {
      await page.screenshot({ path: join(SHOTS, 'prf-stuck.png') });
      throw err;
    });
    expect(await page.getByTestId('prf-final').innerText()).toMatch(/Gaia -?\d+ · Xanadu -?\d+/);
    await shoot('prf-end.png');
    expect(session.pageErrors).toEqual([]);
  }, 1_200_000);

  it('two people on opposite factions share the screen, and the cover hides each faction\'s cards', async () => {
    await startGame(5, 'human');
    await page.getByTestId('prf-board').waitFor();
    // Both factions need cards in hand for the cover to have something to hide: play on through the
    // host (each seat answered with the AI's choice) until both hold cards and the other faction is next.
    const checked = new Set<string>();
    for (let round = 0; round < 2; round++) {
      let last: string | null = null;
      await hostPlay((answered) => {
        const g = match()!.state.g as { players: { seat: string; hand: string[] }[] };
        const next = openPrompts(match()!.state)[0]?.seat;
        last = answered ?? last;
        return g.players.every((p) => p.hand.length > 0) && next !== undefined && answered !== null && next !== answered;
      });
      // The page has caught up with the host (it may still be showing an earlier update's cover).
      await page.locator(`[data-testid="game-screen"][data-choices="${match()!.choices.length}"]`).waitFor({ timeout: 120_000 });
      const handoff = page.getByTestId('handoff');
      await handoff.waitFor({ timeout: 30_000 });
      const next = (await handoff.getAttribute('aria-label'))!.replace('Pass to ', '');
      expect(['Gaia 1', 'Xanadu 1']).toContain(next);
      // The cover is opaque (the log behind it is the next seat's and may name its cards), and
      // under it no hand is on screen, not even the next player's own.
      expect(await handoff.evaluate((el) => (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(el).backgroundColor)).toBe('rgb(10, 8, 6)');
      expect(await page.locator('[data-testid^="prf-hand-"]').count()).toBe(0);
      if (round === 0) await shoot('prf-hotseat-cover.png');
      await page.getByTestId('handoff-accept').click();
      const mine = next === 'Gaia 1' ? 'g1' : 'x1';
      const theirs = mine === 'g1' ? 'x1' : 'g1';
      // Now the seat's own hand shows, with its card names, and the other faction's does not.
      await page.getByTestId(`prf-hand-${mine}`).waitFor();
      expect(await page.getByTestId(`prf-hand-${mine}`).innerText()).toMatch(/\w/);
      expect(await page.getByTestId(`prf-hand-${theirs}`).count()).toBe(0);
      expect(last).not.toBe(mine);
      expect(checked.has(mine)).toBe(false);
      checked.add(mine);
      if (round === 0) await shoot('prf-hotseat-seat.png');
      // The seat answers on the page; the next round looks from the other side.
      await playThrough(page, 1).catch(() => undefined);
      await hostPlay((answered) => answered === mine && openPrompts(match()!.state).every((p) => p.seat === theirs));
    }
    expect([...checked].sort()).toEqual(['g1', 'x1']);
    // The rest through the host to the result, which the page shows.
    await hostPlay(() => false);
    await page.getByTestId('result').waitFor({ timeout: 180_000 });
    expect(session.pageErrors).toEqual([]);
  }, 900_000);
});

/**
 * Two people: answers every open question through the host with the AI's
 * choice for its seat until `done` holds (checked before each answer) or the
 * game is over; `done` is told which seat answered last.
 */
async function hostPlay(done: (lastAnswered: string | null) => boolean): Promise<void> {
  const manager = session.server.host.manager;
  let last: string | null = manager.match?.choices.at(-1)?.seat ?? null;
  for (let i = 0; i < 40_000; i++) {
    const m = manager.match;
    if (!m || m.state.result || done(last)) break;
    const open = openPrompts(m.state)[0];
    if (!open) {
      await new Promise((r) => setTimeout(r, 15));
      continue;
    }
    const { decision } = m.decideAi(open.seat);
    await manager.choose(open.seat, open.id, decision.optionIds).catch(() => undefined);
    last = open.seat;
  }
}

function match() {
  return session.server.host.manager.match;
}

function fight(): { attackers: { seat: string }[]; next: number } | null {
  return (match()?.state.g as { combat: { attackers: { seat: string }[]; next: number } | null } | undefined)?.combat ?? null;
}

/** A screenshot once the table has drawn (software WebGL takes a moment), with the pointer off the board. */
async function shoot(name: string): Promise<void> {
  await page.locator('[data-testid="table-canvas"] canvas').waitFor();
  await page.mouse.move(5, 895);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: join(SHOTS, name), timeout: 60_000 });
}

async function personChoices(): Promise<number> {
  return match()?.choices.filter((c) => c.seat === PERSON).length ?? 0;
}

/**
 * Answers the person's questions through the host with the AI's choice (the
 * host's own bot answers Xanadu meanwhile) until `done` holds or the game is
 * over, then waits until the page shows the same question or the result.
 */
async function fastForward(done: () => boolean): Promise<void> {
  const manager = session.server.host.manager;
  for (let i = 0; i < 20_000; i++) {
    const m = manager.match;
    if (!m || m.state.result || done()) break;
    const mine = openPrompts(m.state).find((p) => p.seat === PERSON);
    if (!mine) {
      await new Promise((r) => setTimeout(r, 15));
      continue;
    }
    const { decision } = m.decideAi(PERSON);
    await manager.choose(PERSON, mine.id, decision.optionIds).catch(() => undefined);
  }
  const m = manager.match;
  const id = m && !m.state.result ? openPrompts(m.state).find((p) => p.seat === PERSON)?.id : undefined;
  const shown = id ? `[data-testid="prompt"][data-prompt-id="${id}"]` : '[data-testid="result"]';
  if (id || m?.state.result) await page.locator(shown).waitFor({ timeout: 180_000 });
}
