/**
 * Issue 27's load-save measure: from Load (the click on a save in the Load
 * dialog) to the first question on screen, for a 1,000-choice save of each
 * board game, in Chromium against the real browser-mode host. The host's
 * part is split into the phases the real load path records
 * (electron/host/hostTimings.ts: read, parse, validate, replay, hash,
 * rebuild with recent, bots, autosave, first view); the renderer's part is
 * the rest (the update's transport, React and the board up to the prompt
 * or the hand-over cover). Target: under 1 s.
 *
 * The saves are made with the real core: every seat a person, each answer
 * the seat's bot or, for some, a random legal one (random answers make
 * longer matches). Games that end before 1,000 choices with their default
 * options get bigger tables; a game that still ends sooner is saved a few
 * choices before its end and the notes say so.
 */
import { Match } from '../../core/engine/match';
import { openPrompts } from '../../core/engine/group';
import { generatorFrom, randomInt, seedRng } from '../../core/engine/rng';
import type { AnyGameModule } from '../../core/engine/module';
import { takePhases } from '../../electron/host/hostTimings';
import type { WebServer } from '../../electron/host/webServer';
import type { Browser } from 'playwright-core';
import { BOARDS, withBrowser } from './boardMeasures';
import type { Measure } from './types';

const CHOICES = 1000;
const RUNS = 3;

/** A way to play a long match: extra options, the share of random answers, the seed. */
interface Recipe { options: Record<string, unknown>; random: number; seed: number }

/** Tried in order until one reaches CHOICES (found by trying: bots end Planet Apocalypse, PRF and MA matches sooner at their defaults). */
const RECIPES: Record<string, Recipe[]> = {
  'planet-apocalypse': [{ options: { heroes: 5 }, random: 0, seed: 2 }, { options: { heroes: 5 }, random: 0, seed: 3 }],
  doom: [{ options: {}, random: 1, seed: 1 }],
  'apocalypse-risk': [{ options: {}, random: 1, seed: 1 }],
  repossession: [{ options: { gaia: 4, xanadu: 4 }, random: 0.2, seed: 2 }],
  'maximum-apocalypse': [{ options: { survivors: 6, difficulty: 'easy' }, random: 0, seed: 3 }, { options: { survivors: 6, difficulty: 'easy' }, random: 0, seed: 1 }],
};
/** A match that ends first is saved this many choices before its end, so the save still has a question to answer. */
const BEFORE_END = 3;

function play(module: AnyGameModule, recipe: Recipe): Match {
  const parsed = module.optionsSchema.safeParse({ ...(module.defaultOptions as object), ...recipe.options });
  if (!parsed.success) throw new Error(`${module.id}: the load-save recipe's options are not valid`);
  const options = parsed.data;
  const controllers = Object.fromEntries(module.seats(options).map((s) => [s.id, { type: 'human' as const }]));
  const gen = generatorFrom(seedRng(recipe.seed * 7919));
  const match = Match.start(module, { gameId: module.id, options, controllers, seed: recipe.seed });
  while (match.choices.length < CHOICES) {
    const p = openPrompts(match.state)[0];
    if (!p) break;
    const random = p.min === 1 && p.max === 1 && randomInt(gen, 0, 999) < recipe.random * 1000;
    const ids = random ? [p.options[randomInt(gen, 0, p.options.length - 1)]!.id] : match.decideAi(p.seat).decision.optionIds;
    match.choose(p.seat, { promptId: p.id, optionIds: ids });
  }
  if (!match.state.result) return match;
  // Ended: the same match a few choices earlier, still asking.
  const { choices, ...setup } = match.record;
  return Match.replay(module, { ...setup, choices: choices.slice(0, choices.length - BEFORE_END) });
}

/** The longest match of the game's recipes (the first that reaches CHOICES). */
export function longSave(module: AnyGameModule): { match: Match; recipe: Recipe } {
  let best: { match: Match; recipe: Recipe } | null = null;
  for (const recipe of RECIPES[module.id] ?? [{ options: {}, random: 0.2, seed: 1 }]) {
    const match = play(module, recipe);
    if (!best || match.choices.length > best.match.choices.length) best = { match, recipe };
    if (match.choices.length >= CHOICES) break;
  }
  return best!;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (ms: number) => Math.round(ms);

/** One load in a fresh page: total ms from the click on Load to the first question, and the host's phases. */
async function loadOnce(browser: Browser, server: WebServer, file: string): Promise<{ total: number; host: Record<string, number> }> {
  server.host.manager.leave();
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  try {
    await page.goto(server.url);
    await page.getByTestId('menu-load').click();
    const row = page.locator(`[data-testid="save-row"][data-file="${file}"]`);
    await row.getByTestId('save-load').waitFor();
    // The clock starts in the page at the click itself and stops when the question (or the hand-over cover) is in the DOM.
    await page.evaluate(() => {
      // The bench's tsconfig has no DOM typings: the few page globals used here, typed by hand.
      type Obs = { observe(n: unknown, o: object): void; disconnect(): void };
      const w = globalThis as unknown as {
        __loadClick?: number; __loadShown?: number;
        document: { body: unknown; addEventListener(t: string, f: () => void, o: object): void; querySelector(s: string): unknown };
        MutationObserver: new (f: (m: unknown, o: Obs) => void) => Obs;
      };
      const document = w.document;
      document.addEventListener('click', () => { w.__loadClick ??= performance.now(); }, { capture: true, once: true });
      new w.MutationObserver((_m, obs) => {
        if (w.__loadClick !== undefined && document.querySelector('[data-testid="prompt"], [data-testid="handoff-accept"]')) {
          w.__loadShown = performance.now();
          obs.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    takePhases('load-save');
    await row.getByTestId('save-load').click();
    await page.waitForFunction(() => (globalThis as { __loadShown?: number }).__loadShown !== undefined, undefined, { timeout: 60_000 });
    const total = await page.evaluate(() => {
      const w = globalThis as unknown as { __loadClick: number; __loadShown: number };
      return w.__loadShown - w.__loadClick;
    });
    return { total, host: takePhases('load-save') };
  } finally {
    await page.close();
  }
}

export const loadSaveMeasure: Measure = {
  id: 'load-save',
  name: `Load: from the click on a ${CHOICES}-choice save to its first question (median of ${RUNS} per game)`,
  async run() {
    const base = { id: this.id, name: this.name, unit: 'ms', max: 1000 };
    return withBrowser(base, async (browser, server) => {
      await server.host.settings.set({ graphicsQuality: 'medium', animationSpeed: '1x' });
      const notes: string[] = [];
      const details: Record<string, unknown> = {};
      let worst = 0;
      for (const game of BOARDS()) {
        const { match, recipe } = longSave(game);
        const file = `bench-${game.id}.json`;
        await server.host.saves.write(file, match);
        const runs: { total: number; host: Record<string, number> }[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, server, file));
        const total = median(runs.map((r) => r.total));
        const phases = Object.fromEntries(Object.keys(runs[0]!.host).map((k) => [k, round(median(runs.map((r) => r.host[k] ?? 0)))]));
        const host = median(runs.map((r) => Object.values(r.host).reduce((a, b) => a + b, 0)));
        const renderer = median(runs.map((r) => r.total - Object.values(r.host).reduce((a, b) => a + b, 0)));
        worst = Math.max(worst, total);
        const made = `${match.choices.length} choices${match.choices.length < CHOICES ? ` (the longest match found ended sooner: saved ${BEFORE_END} before its end)` : ''}, options ${JSON.stringify(recipe.options)}`;
        details[game.id] = { total: round(total), host: round(host), renderer: round(renderer), phases, runs: runs.map((r) => round(r.total)), save: made };
        notes.push(`${game.id} ${round(total)} ms (host ${round(host)}: ${Object.entries(phases).map(([k, v]) => `${k} ${v}`).join(', ')}; renderer ${round(renderer)}; runs ${runs.map((r) => round(r.total)).join(', ')}; ${made})`);
      }
      return { ...base, value: round(worst), notes: `${notes.join('; ')}. Shared 2-core machine: medians of ${RUNS}.`, details };
    });
  },
};
