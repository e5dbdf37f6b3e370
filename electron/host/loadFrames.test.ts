/**
 * A load replays a save once: the frames "Replay since my move" needs
 * come from that replay (Match.replay's framesFrom, keptAfterLoad) instead of
 * a second replay (rebuildWithRecent). Both must give every seat the same
 * replay, tables included, and the same match.
 */
import { describe, expect, it } from 'vitest';
import { Match, type MatchRecord } from '../../core/engine/match';
import type { SeatController, SeatId } from '../../core/engine/types';
import { getGame } from '../../core/games/registry';
import { MatchManager } from './matchManager';
import { keptAfterLoad, RECENT_EVENT_LIMIT, rebuildWithRecent, recentFor, replayFramesFrom, type KeptFrames } from './recentTurn';
import { HUMAN, playHumanChoices, STEADY } from './testSupport';

const reference = getGame('reference')!;

/** The load's replay and what keptAfterLoad made of it; `again` when it had to replay a second time. */
function replayOnce(record: MatchRecord, framesFrom: number, module = reference): { match: Match; kept: KeptFrames; again: boolean } {
  const loaded = Match.replay(module, record, {}, framesFrom);
  const out = keptAfterLoad(loaded);
  return { ...out, again: out.match !== loaded };
}

function replayTwice(record: MatchRecord): { match: Match; kept: KeptFrames } {
  const loaded = Match.replay(reference, record);
  return rebuildWithRecent(reference, loaded.record, loaded);
}

/** The same match and, for every seat and a spectator, the same replay with its tables. */
function expectSame(a: { match: Match; kept: KeptFrames }, b: { match: Match; kept: KeptFrames }): void {
  expect(a.match.hash()).toBe(b.match.hash());
  expect(a.kept).toEqual(b.kept);
  const end = a.match.events.length;
  const viewers: (SeatId | null)[] = [...a.match.state.seats.map((s) => s.id), null];
  for (const viewer of viewers) {
    const one = recentFor(a.match, a.kept, viewer, end);
    expect(one, String(viewer)).toEqual(recentFor(b.match, b.kept, viewer, end));
  }
  for (let g = a.kept.from; g < end; g++) expect(a.match.framesOf(g)).toEqual(b.match.framesOf(g));
  expect(a.match.undoDepth('s1')).toBe(b.match.undoDepth('s1'));
}

async function played(controllers: Record<SeatId, SeatController>, players: number, seed: number, choices: number): Promise<MatchRecord> {
  const manager = new MatchManager({ log: () => {} });
  const watch = Object.values(controllers).every((c) => c.type === 'ai');
  await manager.newGame('reference', { players }, controllers, seed, watch);
  if (watch) for (let i = 0; i < 60 && !manager.match!.state.result; i++) await manager.runAi(25);
  else await playHumanChoices(manager, choices);
  return manager.match!.record;
}

describe('a load\'s one replay keeps the frames of the replay since each person\'s last decision', () => {
  it('against bots: the frames from the person\'s last decision, as a second replay gives them', async () => {
    const record = await played({ s1: HUMAN, s2: STEADY, s3: STEADY }, 3, 3, 14);
    const once = replayOnce(record, replayFramesFrom(record, ['s1', 's2', 's3']));
    // The guess was far enough back: the load's own match, no second replay.
    expect(once.again).toBe(false);
    expectSame(once, replayTwice(record));
  });

  it('hot-seat: from the earliest last decision of the people at the table', async () => {
    const record = await played({ s1: HUMAN, s2: HUMAN, s3: STEADY }, 3, 11, 12);
    const once = replayOnce(record, replayFramesFrom(record, ['s1', 's2', 's3']));
    expect(once.again).toBe(false);
    expectSame(once, replayTwice(record));
  });

  it('a watched match (nobody at the table): the last events up to the limit', () => {
    // A long DOOM match played by its bots: far more events than the replay may hold.
    const doom = getGame('doom')!;
    const options = doom.optionsSchema.parse(doom.defaultOptions);
    const seats = doom.seats(options);
    const controllers = Object.fromEntries(seats.map((s) => [s.id, { type: 'ai' as const, bot: doom.defaultBot(s) }]));
    const live = Match.start(doom, { gameId: 'doom', options, controllers, seed: 4 });
    while (live.choices.length < 1200 && !live.state.result) live.playAi();
    const record = live.record;
    expect(live.events.flat().length).toBeGreaterThan(RECENT_EVENT_LIMIT);
    const once = replayOnce(record, replayFramesFrom(record, seats.map((s) => s.id)), doom);
    const loaded = Match.replay(doom, record);
    const twice = rebuildWithRecent(doom, loaded.record, loaded);
    expect(once.again).toBe(false);
    expect(once.kept.from).toBeGreaterThan(0);
    expectSame(once, twice);
  });

  it('frames kept from too late a choice: replayed again, the same replay', async () => {
    const record = await played({ s1: HUMAN, s2: STEADY }, 2, 5, 10);
    const late = replayOnce(record, record.choices.length);
    expect(late.again).toBe(true);
    expectSame(late, replayTwice(record));
  });

  it('a save whose last choice is the person\'s own: nothing to replay but that choice\'s group', async () => {
    const record = await played({ s1: HUMAN }, 1, 5, 6);
    expectSame(replayOnce(record, replayFramesFrom(record, ['s1'])), replayTwice(record));
  });
});
