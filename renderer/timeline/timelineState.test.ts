import { describe, expect, it } from 'vitest';
import type { GameView } from '../../core/engine/view';
import { beatsOf } from './beats';
import { beatDuration, diceTimeout } from './durations';
import {
  canReplay, currentBeat, inEnemyTurn, heldBackLogLines, HISTORY_LIMIT, idleTimeline, timelineReducer, type TimelineState, type UpdateLike,
} from './timelineState';

const view = (n: number): GameView<unknown> => ({ gameId: 't', seat: 's1', seats: [], round: n, prompt: null, waitingFor: null, result: null, game: { n } });
const ev = (type: string, extra: Record<string, unknown> = {}) => ({ type, text: `${type} happened`, ...extra });

function upd(events: unknown[], frames: unknown[], final: number, matchId = 'm1', extra: Partial<UpdateLike> = {}): UpdateLike {
  return { matchId, view: view(final), events, frames, viewer: 's1', ...extra };
}

/** The update after the person's decision: the host says the replay starts with its events. */
function decided(events: unknown[], frames: unknown[], final: number, extra: Partial<UpdateLike> = {}): UpdateLike {
  return upd(events, frames, final, 'm1', { recent: { before: null, events: [], frames: [] }, ...extra });
}

const types = (s: TimelineState) => s.queue.map((b) => b.event.type);

function start(): TimelineState {
  return timelineReducer(idleTimeline, { type: 'update', update: upd([ev('setup')], [null], 0), speed: '1x' });
}

describe('beats', () => {
  it('carry the latest frame forward over null frames', () => {
    const beats = beatsOf(view(0), [ev('a'), ev('b'), ev('c')], [null, view(2), null]);
    expect(beats.map((b) => (b.view.game as { n: number }).n)).toEqual([0, 2, 2]);
  });
});

describe('timeline', () => {
  it('a loaded or reloaded match can replay what the host kept since the last decision, without playing it on arrival', () => {
    const update: UpdateLike = {
      ...upd([], [], 5, 'loaded'),
      recent: { before: view(2), events: [ev('mine'), ev('turn', { enemy: true }), ev('hit')], frames: [null, view(3), view(4)] },
    };
    const s = timelineReducer(idleTimeline, { type: 'update', update, speed: '1x' });
    expect(currentBeat(s)).toBeNull();
    expect(canReplay(s)).toBe(true);
    const replay = timelineReducer(s, { type: 'replay' });
    expect(replay.replaying).toBe(true);
    // A null frame shows the table before: the host's `before`.
    expect(replay.queue.map((b) => (b.view.game as { n: number }).n)).toEqual([2, 3, 4]);
    expect(canReplay(timelineReducer(idleTimeline, { type: 'update', update: upd([], [], 5, 'x'), speed: '1x' }))).toBe(false);
  });

  it('does not animate the first update of a match', () => {
    const s = start();
    expect(currentBeat(s)).toBeNull();
    expect(s.latest?.round).toBe(0);
  });

  it('plays each beat of an update in order, then goes idle', () => {
    let s = timelineReducer(start(), { type: 'update', update: upd([ev('a'), ev('b')], [view(1), view(2)], 2), speed: '1x' });
    expect(currentBeat(s)?.event.type).toBe('a');
    expect(currentBeat(s)?.view.round).toBe(1);
    expect(inEnemyTurn(s)).toBe(false);
    expect(heldBackLogLines(s)).toBe(1);
    s = timelineReducer(s, { type: 'advance', at: 0 });
    expect(currentBeat(s)?.view.round).toBe(2);
    // A late timer for the beat already passed changes nothing.
    expect(timelineReducer(s, { type: 'advance', at: 0 })).toBe(s);
    expect(heldBackLogLines(s)).toBe(0);
    s = timelineReducer(s, { type: 'advance' });
    expect(currentBeat(s)).toBeNull();
  });

  it('skips to the end at once and never animates at instant speed', () => {
    let s = timelineReducer(start(), { type: 'update', update: upd([ev('a'), ev('b')], [view(1), view(2)], 2), speed: '1x' });
    s = timelineReducer(s, { type: 'skip' });
    expect(currentBeat(s)).toBeNull();
    s = timelineReducer(s, { type: 'update', update: upd([ev('c')], [view(3)], 3), speed: 'instant' });
    expect(currentBeat(s)).toBeNull();
    // No decision yet: the replay holds everything from the start (the first update's setup too).
    expect(s.history.map((b) => b.event.type)).toEqual(['setup', 'a', 'b', 'c']);
  });

  it('knows an enemy turn that began in an earlier update', () => {
    let s = timelineReducer(start(), { type: 'update', update: upd([ev('t', { enemy: true })], [view(1)], 1), speed: 'instant' });
    s = timelineReducer(s, { type: 'update', update: upd([ev('bite'), ev('r', { enemy: false }), ev('me')], [view(2), view(3), view(4)], 4), speed: '1x' });
    expect(inEnemyTurn(s)).toBe(true);
    s = timelineReducer(s, { type: 'advance' });
    expect(inEnemyTurn(s)).toBe(false);
  });

  it('queues a second update behind the one playing', () => {
    let s = timelineReducer(start(), { type: 'update', update: upd([ev('a')], [view(1)], 1), speed: '2x' });
    s = timelineReducer(s, { type: 'update', update: upd([ev('b')], [null], 1), speed: '2x' });
    expect(s.queue.map((b) => b.event.type)).toEqual(['a', 'b']);
    // The second update's null frame continues from the first update's final table.
    expect(s.queue[1]!.view.round).toBe(1);
  });

  it('queues an update fed twice only once (the screen feeds each update during its render)', () => {
    const u = upd([ev('a'), ev('b')], [view(1), view(2)], 2);
    let s = timelineReducer(start(), { type: 'update', update: u, speed: '1x' });
    const again = timelineReducer(s, { type: 'update', update: u, speed: '1x' });
    expect(again).toBe(s);
    s = timelineReducer(s, { type: 'update', update: upd([ev('c')], [view(3)], 3), speed: '1x' });
    expect(s.queue.map((b) => b.event.type)).toEqual(['a', 'b', 'c']);
  });

  it('replays everything since the decision: its own events and every other seat\'s turn, not only the enemy\'s', () => {
    // The person decides; an AI rival plays, then the enemy side, then the person is asked again.
    let s = timelineReducer(start(), {
      type: 'update', speed: 'instant',
      update: decided([ev('myMove'), ev('rivalMove'), ev('rivalAttack'), ev('enemy', { enemy: true }), ev('hit'), ev('mine', { enemy: false })], [view(1), view(2), view(3), view(4), view(5), view(6)], 6),
    });
    expect(canReplay(s)).toBe(true);
    s = timelineReducer(s, { type: 'replay' });
    expect(s.replaying).toBe(true);
    expect(types(s)).toEqual(['myMove', 'rivalMove', 'rivalAttack', 'enemy', 'hit', 'mine']);
    expect(inEnemyTurn(s)).toBe(false);
    s = timelineReducer(s, { type: 'advance', at: 0 });
    s = timelineReducer(s, { type: 'advance', at: 1 });
    s = timelineReducer(s, { type: 'advance', at: 2 });
    expect(inEnemyTurn(s)).toBe(true);
    expect(heldBackLogLines(s)).toBe(0);
    // A new update takes over from a replay.
    s = timelineReducer(s, { type: 'update', update: upd([ev('next')], [view(7)], 7), speed: '1x' });
    expect(s.replaying).toBe(false);
    expect(currentBeat(s)?.event.type).toBe('next');
  });

  it('the next decision starts the replay afresh; updates in between extend it', () => {
    let s = timelineReducer(start(), { type: 'update', update: decided([ev('a'), ev('b')], [view(1), view(2)], 2), speed: 'instant' });
    // An update with no word from the host (a watched step, the bots going on) adds to it.
    s = timelineReducer(s, { type: 'update', update: upd([ev('c')], [view(3)], 3), speed: 'instant' });
    expect(s.history.map((b) => b.event.type)).toEqual(['a', 'b', 'c']);
    s = timelineReducer(s, { type: 'update', update: decided([ev('d')], [view(4)], 4), speed: 'instant' });
    expect(s.history.map((b) => b.event.type)).toEqual(['d']);
    // The decision changed nothing on the table the viewer can see: nothing to replay.
    s = timelineReducer(s, { type: 'update', update: decided([], [], 4), speed: 'instant' });
    expect(canReplay(s)).toBe(false);
  });

  it('an enemy turn that opened before the decision is still named an enemy turn after it, live and replayed', () => {
    let s = timelineReducer(start(), { type: 'update', update: decided([ev('t', { enemy: true })], [view(1)], 1), speed: 'instant' });
    // The person answers a question during the enemy turn (a defence); the turn goes on.
    s = timelineReducer(s, { type: 'update', update: decided([ev('bite'), ev('r', { enemy: false })], [view(2), view(3)], 3), speed: '1x' });
    expect(inEnemyTurn(s)).toBe(true);
    s = timelineReducer(s, { type: 'skip' });
    s = timelineReducer(s, { type: 'replay' });
    expect(types(s)).toEqual(['bite', 'r']);
    expect(inEnemyTurn(s)).toBe(true);
  });

  it('hot-seat: another viewer never replays the tables drawn for the seat before', () => {
    let s = timelineReducer(start(), { type: 'update', update: decided([ev('a')], [view(1)], 1), speed: 'instant' });
    expect(canReplay(s)).toBe(true);
    // The host sends s2's own replay when s2 takes the screen: it replaces s1's.
    const mine = { before: view(0), events: [ev('s2own')], frames: [{ ...view(1), seat: 's2' }] };
    s = timelineReducer(s, { type: 'update', update: upd([ev('b')], [{ ...view(2), seat: 's2' }], 2, 'm1', { viewer: 's2', recent: mine }), speed: 'instant' });
    expect(s.history.map((b) => b.event.type)).toEqual(['s2own', 'b']);
    expect(s.history.every((b) => b.view.seat === 's2')).toBe(true);
    // Without the host's copy, another viewer starts empty rather than keep s2's tables.
    s = timelineReducer(s, { type: 'update', update: upd([], [], 3, 'm1', { viewer: 's1' }), speed: 'instant' });
    expect(canReplay(s)).toBe(false);
  });

  it('keeps a bounded history and restarts on another match', () => {
    let s = start();
    const many = Array.from({ length: HISTORY_LIMIT + 10 }, (_, i) => ev(`e${i}`));
    s = timelineReducer(s, { type: 'update', update: upd(many, many.map((_, i) => view(i + 1)), 1), speed: 'instant' });
    expect(s.history).toHaveLength(HISTORY_LIMIT);
    expect(s.history[0]!.view.round).toBe(11);
    s = timelineReducer(s, { type: 'update', update: upd([ev('z')], [view(9)], 9, 'm2'), speed: '1x' });
    // Only the new match's own first events, not played on arrival.
    expect(s.history.map((b) => b.event.type)).toEqual(['z']);
    expect(currentBeat(s)).toBeNull();
  });
});

describe('durations', () => {
  it('scale with the speed and vanish at instant', () => {
    const e = { type: 'moved', text: 'x' };
    expect(beatDuration(e, '1x')).toBe(700);
    expect(beatDuration(e, '2x')).toBe(350);
    expect(beatDuration(e, '4x')).toBe(175);
    expect(beatDuration(e, 'instant')).toBe(0);
    expect(beatDuration({ type: 'bookkeeping' }, '1x')).toBeLessThan(beatDuration({ type: 'other', text: 'said' }, '1x'));
    expect(diceTimeout('4x')).toBeGreaterThan(0);
  });
});

describe('segments', () => {
  it('the part of the turn on the table is named by its first event until the next one names another', async () => {
    const { segmentEvent } = await import('./timelineState');
    let s = start();
    s = timelineReducer(s, {
      type: 'update', speed: '1x',
      update: upd([ev('turn', { enemy: true }), ev('a', { segment: 'Minions move' }), ev('b'), ev('c', { segment: 'Minions attack' }), ev('d')], [null, view(1), view(2), view(3), view(4)], 4),
    });
    const names: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      names.push((segmentEvent(s)?.segment as string | undefined) ?? null);
      s = timelineReducer(s, { type: 'advance' });
    }
    expect(names).toEqual([null, 'Minions move', 'Minions move', 'Minions attack', 'Minions attack']);
  });
});
