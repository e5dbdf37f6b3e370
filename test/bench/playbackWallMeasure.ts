/**
 * `playback-wall` (issue 27): on this machine, in Chromium (SwiftShader, low
 * quality), how long one enemy-side turn really takes to play on the page,
 * against the time the timeline's schedule gives the same beats.
 *
 * For each game: the first seat is a person, the others their bots. The
 * host plays the person's answers (the person's bot decides) at instant
 * speed until an answer brings a turn of the other side (events of another
 * seat's choices or inside an enemy mark); the same seeded match is then
 * played again to just before that answer, the page opens at 1x, and the
 * answer is made while the page watches. The page's timeline records what it
 * played (renderer/timeline/timelineRecord.ts: `window.__timeline`, the
 * queue's events and each beat's wall clock); the wall time runs from the
 * queue's first beat to the idle table, and the scheduled time is the real
 * schedule (scheduleTotalMs) over the events the page played, each throw at
 * its tray settle time (diceSettle.ts). One game is also played at 2x, which
 * must not take longer than at 1x.
 */
import type { Page } from 'playwright-core';
import { getGame } from '../../core/games/registry';
import type { GameEvent, SeatId } from '../../core/engine/types';
import { openPrompts } from '../../core/engine/group';
import { eventsFor } from '../../core/engine/view';
import type { WebServer } from '../../electron/host/webServer';
import { scheduleBeats, scheduleTotalMs } from '../../renderer/timeline/schedule';
import type { AnimationSpeed } from '../../renderer/timeline/durations';
import type { PlayedQueue, TimelineRecord } from '../../renderer/timeline/timelineRecord';
import { aiControllers, resolveSeatBots, seatsFor } from '../../tools/simulate';
import { withBrowser } from './boardMeasures';
import { diceSettleMs } from './diceSettle';
import { PLAYBACK_GAMES } from './enemyTurnPlaybackMeasure';
import type { Measure } from './types';

const SEED = Number(process.env.BENCH_WALL_SEED ?? 7);
const TARGET_RATIO = 1.5;
/** The turn timed is the first answer's playback with this many events of a marked enemy turn ... */
const MIN_ENEMY_EVENTS = 10;
/** ... or, in a game that does not mark its other side, this many of other seats' events. */
const MIN_OTHER_EVENTS = 15;
const MAX_PERSON_CHOICES = 300;
const TWO_X_GAME = process.env.BENCH_WALL_2X_GAME ?? 'doom';

export interface WallOfTurn {
  game: string;
  speed: AnimationSpeed;
  beats: number;
  /** Beats the page let pass without a draw of their own to keep to its schedule. */
  passed: number;
  dice: number;
  /** Times the follow camera set out for a new shot (once per part of the turn, not per figure). */
  cameraMoves: number;
  wallS: number;
  scheduledS: number;
  ratio: number;
  /** Where the wall time went over the plan, summed: dice beats (waiting for the tray and the read), the rest. */
  overDiceS: number;
  overOtherS: number;
  /** Each waited throw's settle on the page against the tray's settle at its rate, in ms. */
  settles: { planned: number; wall: number }[];
  /** Wall time over the plan by the type of the drawn beat (undrawn ones count with it): beats and seconds. */
  overByType: Record<string, { beats: number; overS: number }>;
  personChoice: number;
}

type Manager = WebServer['host']['manager'];
const r1 = (ms: number) => Math.round(ms / 100) / 10;

/**
 * Of the latest groups (from `from` on), the events the person sees inside an enemy mark, and those
 * another seat's choice made outside one (PRF's AI faction, RISK's rivals, MA's allies: unmarked).
 */
function otherSideEvents(manager: Manager, from: number, person: SeatId, openBefore: boolean): { marked: number; others: number } {
  const m = manager.match!;
  let open = openBefore;
  const n = { marked: 0, others: 0 };
  for (let g = Math.max(from, 1); g < m.events.length; g++) {
    const by = m.choices[g - 1]!.seat;
    for (const e of eventsFor(m.events[g]!, person)) {
      if (e.enemy === true) open = true;
      else if (e.enemy === false) open = false;
      if (open) n.marked++;
      else if (by !== person) n.others++;
    }
  }
  return n;
}

function enemyOpenAfter(manager: Manager, person: SeatId): boolean {
  let open = false;
  for (const group of manager.match!.events) for (const e of eventsFor(group, person)) if (e.enemy === true) open = true; else if (e.enemy === false) open = false;
  return open;
}

async function startMatch(server: WebServer, gameId: string): Promise<SeatId> {
  const module = getGame(gameId)!;
  const seats = seatsFor(module, module.defaultOptions);
  const controllers = aiControllers(seats, resolveSeatBots(module, seats, {}));
  const person = seats[0]!.id;
  controllers[person] = { type: 'human' };
  await server.host.manager.newGame(gameId, module.defaultOptions, controllers, SEED);
  return person;
}

/** Answers the person's open prompt (PRF asks both seats at once) with the person's bot; false when the person is not asked. */
async function answerOnce(manager: Manager, person: SeatId): Promise<boolean> {
  const m = manager.match!;
  const p = openPrompts(m.state).find((q) => q.seat === person);
  if (!p) return false;
  await manager.choose(p.seat, p.id, m.decideAi(person).decision.optionIds);
  return true;
}

/** How many of the person's answers come before the one that brings the other side's turn. */
async function findTurn(server: WebServer, gameId: string): Promise<number> {
  await server.host.settings.set({ graphicsQuality: 'low', animationSpeed: 'instant' });
  const person = await startMatch(server, gameId);
  const manager = server.host.manager;
  for (let k = 0; k < MAX_PERSON_CHOICES; k++) {
    const from = manager.match!.events.length;
    const open = enemyOpenAfter(manager, person);
    if (!(await answerOnce(manager, person))) break;
    const n = otherSideEvents(manager, from, person, open);
    if (n.marked >= MIN_ENEMY_EVENTS || n.others >= MIN_OTHER_EVENTS) return k;
  }
  throw new Error(`${gameId}: no answer of the person brought another side's turn in ${MAX_PERSON_CHOICES} answers`);
}

const record = (page: Page) => page.evaluate(() => (globalThis as { __timeline?: TimelineRecord }).__timeline ?? { queues: [] });

/** Plays the match to the person's `k`-th answer, opens the page at `speed`, answers, and times the playback. */
async function wallOfTurn(server: WebServer, page: Page, gameId: string, k: number, speed: AnimationSpeed): Promise<WallOfTurn> {
  await server.host.settings.set({ graphicsQuality: 'low', animationSpeed: 'instant' });
  const person = await startMatch(server, gameId);
  const manager = server.host.manager;
  for (let i = 0; i < k; i++) if (!(await answerOnce(manager, person))) throw new Error(`${gameId}: the replayed match left the person's prompts at answer ${i}`);
  await server.host.settings.set({ graphicsQuality: 'low', animationSpeed: speed });
  await page.goto(server.url);
  await page.getByTestId('menu-continue').click();
  await page.getByTestId('prompt').waitFor({ timeout: 120_000 });
  // Past the first frames (textures, the HDRI, the camera), so the turn is timed on a table already drawn.
  await page.waitForTimeout(3000);
  const before = Math.max(0, ...(await record(page)).queues.map((q) => q.n));
  const sent = manager.match!.events.length;
  if (!(await answerOnce(manager, person))) throw new Error(`${gameId}: the person was not asked at answer ${k}`);
  const events = manager.match!.events.slice(sent).flatMap((g) => eventsFor(g, person));
  const planGuess = scheduleTotalMs(events, speed, person, diceSettleMs);
  await page.waitForFunction(
    (n) => {
      const qs = (globalThis as { __timeline?: TimelineRecord }).__timeline?.queues ?? [];
      const mine = qs.filter((q) => q.n > n);
      return mine.length > 0 && mine.every((q) => q.endedAt !== null || q.skipped);
    },
    before,
    { timeout: planGuess * 4 + 60_000, polling: 100 },
  );
  // Another update may follow (a long AI run comes in parts): give it a moment, then take every queue since the answer.
  await page.waitForTimeout(1000);
  const queues = (await record(page)).queues.filter((q) => q.n > before);
  if (queues.some((q) => q.skipped || q.endedAt === null)) throw new Error(`${gameId}: the playback was skipped or did not end`);
  return summarise(gameId, speed, queues, k);
}

/** Wall time against the schedule, over the queues played since the answer, with where the difference went. */
function summarise(game: string, speed: AnimationSpeed, queues: PlayedQueue[], k: number): WallOfTurn {
  let wall = 0, scheduled = 0, overDice = 0, overOther = 0, beats = 0, dice = 0, passed = 0, cameraMoves = 0;
  const settles: WallOfTurn['settles'] = [];
  const byType: Record<string, { beats: number; over: number }> = {};
  for (const q of queues) {
    wall += q.endedAt! - q.beatAt[0]!;
    scheduled += scheduleTotalMs(q.events, q.speed, q.viewer, diceSettleMs);
    const plans = scheduleBeats(q.events, q.speed, q.viewer);
    const settleOf = (i: number) => {
      const p = plans[i]!;
      return p.dice === 'wait' ? Math.min((diceSettleMs(q.events[i] as GameEvent) ?? 0) / p.diceRate, p.settleDeadlineMs) : 0;
    };
    // A beat the page passed without a draw of its own (it was behind) has no start: its plan counts with the drawn beat before it.
    const drawn = plans.map((_, i) => i).filter((i) => q.beatAt[i] !== undefined);
    passed += plans.length - drawn.length;
    drawn.forEach((i, d) => {
      const next = drawn[d + 1];
      const took = (next === undefined ? q.endedAt! : q.beatAt[next]!) - q.beatAt[i]!;
      let planned = 0;
      for (let j = i; j < (next ?? plans.length); j++) planned += plans[j]!.holdMs + settleOf(j);
      const over = took - planned;
      const t = (byType[q.events[i]!.type] ??= { beats: 0, over: 0 });
      t.beats++;
      t.over += over;
      if (plans[i]!.dice !== null) {
        overDice += over;
        dice++;
      } else overOther += over;
      if (plans[i]!.dice === 'wait' && q.settledAt[i] !== undefined) settles.push({ planned: Math.round(settleOf(i)), wall: Math.round(q.settledAt[i]! - q.beatAt[i]!) });
    });
    beats += q.events.length;
    cameraMoves += q.cameraAt?.length ?? 0;
  }
  return {
    game, speed, beats, passed, dice, cameraMoves, wallS: r1(wall), scheduledS: r1(scheduled), ratio: Math.round((wall / scheduled) * 100) / 100,
    overDiceS: r1(overDice), overOtherS: r1(overOther), settles,
    overByType: Object.fromEntries(Object.entries(byType).map(([type, t]) => [type, { beats: t.beats, overS: r1(t.over) }])),
    personChoice: k,
  };
}

export const playbackWallMeasure: Measure = {
  id: 'playback-wall',
  name: 'enemy turn on the page at 1x: wall time against the scheduled time (Chromium, low quality)',
  async run() {
    const base = { id: this.id, name: this.name, unit: 'x scheduled', max: TARGET_RATIO };
    return withBrowser(base, async (browser, server) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      const turns: WallOfTurn[] = [];
      const failed: string[] = [];
      const only = process.env.BENCH_GAMES?.split(',').map((s) => s.trim()).filter(Boolean);
      for (const game of PLAYBACK_GAMES.filter((g) => !only || only.includes(g))) {
        console.error(`bench: playback-wall: ${game} ...`);
        try {
          const k = await findTurn(server, game);
          turns.push(await wallOfTurn(server, page, game, k, '1x'));
          if (game === TWO_X_GAME) turns.push(await wallOfTurn(server, page, game, k, '2x'));
        } catch (err) {
          failed.push(`${game}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
        }
      }
      await page.close();
      const at1x = turns.filter((t) => t.speed === '1x');
      const worst = at1x.length ? Math.max(...at1x.map((t) => t.ratio)) : null;
      const one = turns.find((t) => t.game === TWO_X_GAME && t.speed === '1x');
      const two = turns.find((t) => t.game === TWO_X_GAME && t.speed === '2x');
      const twoX = one && two ? `; ${TWO_X_GAME} at 2x ${two.wallS} s against ${one.wallS} s at 1x (${two.wallS <= one.wallS ? 'not slower' : 'SLOWER'})` : '';
      const cell = (t: WallOfTurn) => `${t.game}${t.speed === '1x' ? '' : ` ${t.speed}`} ${t.wallS} s / ${t.scheduledS} s = ${t.ratio}x (${t.beats} beats, ${t.passed} passed undrawn, ${t.dice} dice, ${t.cameraMoves} camera shots; over: dice ${t.overDiceS} s, rest ${t.overOtherS} s)`;
      return {
        ...base,
        value: failed.length ? null : worst,
        notes: `${turns.map(cell).join(' | ')}${twoX}${failed.length ? `; not measured: ${failed.join('; ')}` : ''}; target <= ${TARGET_RATIO}x`,
        details: { seed: SEED, turns, failed },
      };
    });
  },
};
