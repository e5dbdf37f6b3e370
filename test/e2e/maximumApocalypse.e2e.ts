// Maximum Apocalypse end to end: one person starts a solo game from the New
// game dialog (one survivor, default options: players place the tiles, the two
// spawn dice, Normal) and plays it to the result at instant speed. The setup (the
// tile placements, the Van, the mulligan) and the first turn are answered on
// the page, checking that the map lights the offered cells, that the side
// panel shows the survivor's mat, hand, decks and mission, and that hovering a
// hand card and the survivor's figure on the map shows their inspect entries.
// Then a few rounds are
// fast-forwarded through the host with the survivor bot's choices (a whole game
// of good play is a few hundred answers, too slow through the screen on a busy
// machine), and the rest is played on the page with the first options, as a
// careless person would, to the result. Screenshots of the start, the middle and
// the end go to test-results/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLY_BY_ID } from '../../core/games/maximum-apocalypse/content';
import { openBrowserMode, SHOTS, type BrowserSession } from './harness';
import { playThrough, setInstantSpeed } from './playThrough';
import { hoverUntilInspected } from './screenWaits';

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openBrowserMode('maximum-apocalypse');
  page = session.page;
  // The table then tells where its figures are on screen (renderer/table/InspectProbe), to hover one.
  await page.addInitScript(() => {
    (globalThis as { __inspectProbe?: boolean }).__inspectProbe = true;
  });
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(session.url);
  await setInstantSpeed(page);
});

afterAll(async () => {
  await session?.close();
});

async function startSolo(seed: number): Promise<void> {
  await startGame(seed, 1);
}

/** From the menu (also when the test is tried again after a game was left half played): `people` survivors, all played on this screen. */
async function startGame(seed: number, people: number, solo: 'none' | 'multiClass' | 'allies' = 'none'): Promise<void> {
  await page.goto(session.url);
  await page.getByTestId('menu-new').click();
  await page.getByTestId('newgame-game').selectOption('maximum-apocalypse');
  await page.getByTestId('newgame-opt-survivors').fill(String(people));
  if (solo !== 'none') await page.getByTestId('newgame-opt-solo').selectOption(solo);
  await page.locator('[data-testid="newgame-seats"][data-ready="true"]').waitFor();
  const seats = page.locator('[data-testid^="seat-"]');
  await expect.poll(() => seats.count()).toBe(people);
  for (let i = 0; i < people; i++) await seats.nth(i).selectOption('human');
  await page.getByTestId('newgame-seed').fill(String(seed));
  await page.getByTestId('newgame-start').click();
  await page.getByTestId('game-screen').waitFor();
}

describe('Maximum Apocalypse through the screen', () => {
  it('one survivor plays a solo game from the menu to the result', async () => {
    await startSolo(7);
    const board = page.getByTestId('ma-board');
    await board.waitFor();
    await page.getByTestId('prompt').waitFor();
    // The first question places a face-down tile: the map lights the cells it may go to.
    expect(Number(await board.getAttribute('data-targets'))).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid="ma-mats"] li').count()).toBe(1);
    expect(await page.getByTestId('ma-mission').innerText()).toMatch(/\S/);
    expect(await page.getByTestId('ma-decks').innerText()).toContain('Monster deck');
    await shoot('ma-start.png');

    // The setup and the first turn on the page: the placements, the Van, the mulligan and a few actions.
    await playUntil(async () => (await phase()) === 'play' && (await screenChoices()) >= 14, 20);
    expect(await screenChoices()).toBeGreaterThanOrEqual(10);
    expect(Number(await board.getAttribute('data-tiles'))).toBeGreaterThan(5);
    // Hands are open in this co-operative game: the survivor's cards are listed on the mat.
    expect(await page.locator('[data-testid="ma-hand-c1"] .ma-chip').count()).toBeGreaterThan(0);
    // Hovering a card of the hand shows its entry from the core's inspect.
    const chip = page.locator('[data-testid="ma-hand-c1"] .ma-chip').first();
    // The panel prints the name in capitals (CSS): compare without case.
    const name = (await chip.innerText()).split(' · ')[0]!.toLowerCase();
    const cardPanel = await hoverUntilInspected(page, chip);
    await expect.poll(async () => {
      await chip.hover();
      return (await cardPanel.innerText().catch(() => '')).toLowerCase();
    }, { timeout: 30_000 }).toContain(name);
    // Hovering the survivor's figure on the map shows the survivor's entry: name, health, stealth.
    const survivor = (session.server.host.manager.match!.state.g as { survivors: { id: string; name: string }[] }).survivors[0]!;
    const figure = await hoverFigure('figure', survivor.id, 'Stealth');
    expect(figure.toLowerCase()).toContain(survivor.name.toLowerCase());
    expect(figure).toMatch(/Health\s+\d+\/\d+/);

    // A few rounds played well, through the host, to look at a board with more on it.
    if (!(await fastForward(4))) {
      await expect.poll(() => board.getAttribute('data-round'), { timeout: 120_000 }).toBe('4');
    }
    await shoot('ma-mid.png');

    // The rest on the page with the first options, to the result.
    const played = await playThrough(page, 800).catch(async (err: unknown) => {
      const p = session.server.host.manager.match?.state.prompt;
      console.error('stuck at', p?.kind, p?.text, p?.min, p?.max, p?.options.map((o) => o.id).join(','));
      await page.screenshot({ path: join(SHOTS, 'ma-stuck.png') });
      throw err;
    });
    expect(played.resultText).toMatch(/.+/);
    await shoot('ma-end.png');
    expect(session.pageErrors).toEqual([]);
  }, 900_000);

  it('two people share the screen: each answers their own survivor\'s questions, with no cover (nothing is secret), to the result', async () => {
    await startGame(21, 2);
    await page.getByTestId('ma-board').waitFor();
    await expect.poll(() => page.locator('[data-testid="ma-mats"] li').count()).toBe(2);
    // Both players answer on the page through the setup and into the first turns.
    const bySeat = async (seat: string) => session.server.host.manager.match?.choices.filter((c) => c.seat === seat).length ?? 0;
    let covers = 0;
    for (let i = 0; i < 60 && ((await bySeat('s1')) < 4 || (await bySeat('s2')) < 4); i++) {
      if (await page.getByTestId('result').isVisible()) break;
      covers += (await playThrough(page, 1).catch(() => ({ handoffs: 0 }))).handoffs;
    }
    expect(await bySeat('s1')).toBeGreaterThanOrEqual(4);
    expect(await bySeat('s2')).toBeGreaterThanOrEqual(4);
    await shoot('ma-hotseat.png');
    // Hands are open and the map is shared: the two views are the same, so no cover between the players.
    if (!(await fastForward(5))) covers += (await playThrough(page, 800)).handoffs;
    await page.getByTestId('result').waitFor();
    expect(covers).toBe(0);
    expect(session.pageErrors).toEqual([]);
  }, 900_000);

  it('the solo mode with two characters and one shared hand plays from New game to the result', async () => {
    await startGame(31, 1, 'multiClass');
    await page.getByTestId('ma-board').waitFor();
    // Two characters, two mats, one deck between them.
    await expect.poll(() => page.locator('[data-testid="ma-mats"] li').count()).toBe(2);
    const g = () => session.server.host.manager.match!.state.g as { survivors: { pool: string; seat: string }[] };
    expect(new Set(g().survivors.map((s) => s.pool)).size).toBe(1);
    expect(new Set(g().survivors.map((s) => s.seat))).toEqual(new Set(['s1']));
    await playUntil(async () => (await screenChoices()) >= 10, 20);
    await shoot('ma-solo-pair.png');
    await finish();
  }, 900_000);

  it('the Allies solo mode plays from New game to the result, allies shuffled into the monster deck', async () => {
    await startGame(41, 1, 'allies');
    await page.getByTestId('ma-board').waitFor();
    const g = () => session.server.host.manager.match!.state.g as { options: { solo: string; allies: number }; monsterDeck: { draw: string[]; discard: string[] }; survivors: { allies: unknown[] }[] };
    expect(g().options.solo).toBe('allies');
    // Every ally is somewhere: in the monster deck or its discard, or with the survivor.
    const isAlly = (card: string) => Boolean(ALLY_BY_ID[card.split('#')[0]!]);
    const allies = () => [...g().monsterDeck.draw, ...g().monsterDeck.discard].filter(isAlly).length + g().survivors.reduce((n, s) => n + s.allies.length, 0);
    expect(allies()).toBe(g().options.allies);
    await playUntil(async () => (await screenChoices()) >= 10, 20);
    await shoot('ma-solo-allies.png');
    await finish();
  }, 900_000);
});

/** The rest of a game played well through the host, then the result on the page, with no page error. */
async function finish(): Promise<void> {
  if (!(await fastForward(99))) await playThrough(page, 800);
  const result = page.getByTestId('result');
  await result.waitFor({ timeout: 120_000 });
  expect(await result.innerText()).toMatch(/\S/);
  expect(session.pageErrors).toEqual([]);
}

/** A screenshot once the table has drawn (software WebGL takes a moment), with the pointer off the board. */
async function shoot(name: string): Promise<void> {
  await page.locator('[data-testid="table-canvas"] canvas').waitFor();
  await page.mouse.move(5, 895);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: join(SHOTS, name), timeout: 60_000 });
}

/**
 * Points at a figure on the 3D table until the inspect panel shows its entry
 * (the follow camera may still be moving, or the figure may still be growing
 * out of the board), and returns the panel's text.
 */
async function hoverFigure(kind: string, id: string, shows: string): Promise<string> {
  const panel = page.getByTestId('inspect-panel');
  let seen = 'nothing yet';
  let text = '';
  const shown = expect.poll(async () => {
    // Off the table first, and the panel gone, so that pointing again counts as arriving at the figure.
    await page.mouse.move(5, 895);
    if (await panel.isVisible()) return false;
    const spots = await page.evaluate(() => (globalThis as { __tableInspectables?: () => { kind: string; id: string; x: number; y: number }[] }).__tableInspectables?.() ?? []);
    const spot = spots.find((s) => s.kind === kind && s.id === id);
    if (!spot) {
      seen = `no spot among ${JSON.stringify(spots)}`;
      return false;
    }
    await page.mouse.move(spot.x, spot.y, { steps: 3 });
    text = (await panel.isVisible()) ? await panel.innerText().catch(() => '') : '';
    const under = await page.evaluate(([x, y]) => {
      const doc = (globalThis as unknown as { document: { elementFromPoint(x: number, y: number): { tagName: string } | null } }).document;
      return doc.elementFromPoint(x!, y!)?.tagName ?? 'none';
    }, [spot.x, spot.y]);
    seen = `at ${Math.round(spot.x)},${Math.round(spot.y)} over ${under}: ${text.slice(0, 80) || 'no panel'}`;
    return text.includes(shows);
  }, { timeout: 60_000, interval: 500 }).toBe(true);
  await shown.catch(async () => {
    await page.screenshot({ path: join(SHOTS, 'ma-hover-failed.png') });
    throw new Error(`Hovering ${kind} ${id} never showed "${shows}" (last try: ${seen}).`);
  });
  return text;
}

async function screenChoices(): Promise<number> {
  return session.server.host.manager.match?.choices.filter((c) => c.seat === 's1').length ?? 0;
}

async function phase(): Promise<string> {
  return (session.server.host.manager.match?.state.g as { phase?: string } | undefined)?.phase ?? '';
}

/**
 * Answers through the host with the survivor bot's choice until round `round`
 * begins (true when the game ended first), then waits until the page shows the question.
 */
async function fastForward(round: number): Promise<boolean> {
  const manager = session.server.host.manager;
  for (let i = 0; i < 5000; i++) {
    const match = manager.match;
    if (!match || match.state.result) break;
    if ((match.state.g as { round: number }).round >= round) break;
    const prompt = match.state.prompt!;
    const { decision } = match.decideAi();
    await manager.choose(prompt.seat, prompt.id, decision.optionIds);
  }
  const id = manager.match?.state.prompt?.id;
  const shown = id ? `[data-testid="prompt"][data-prompt-id="${id}"]` : '[data-testid="result"]';
  await page.locator(shown).waitFor({ timeout: 120_000 });
  return !id;
}

/** Answers prompts with their first options (as playThrough does) until `done` holds or `max` answers are given. */
async function playUntil(done: () => Promise<boolean>, max: number): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (await done()) return true;
    if (await page.getByTestId('result').isVisible()) return false;
    await playThrough(page, 1).catch(() => undefined);
  }
  return done();
}
