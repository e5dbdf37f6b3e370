import { describe, expect, it } from 'vitest';
import type { GameView } from '../../core/engine/view';
import { beatsOf, lastEnemyTurn } from './beats';
import { beatDuration, diceTimeout } from './durations';
import {
  canReplay, currentBeat, inEnemyTurn, heldBackLogLines, HISTORY_LIMIT, idleTimeline, timelineReducer, type TimelineState, type UpdateLike,
} from './timelineState';

const view = (n: number): GameView<unknown> => ({ gameId: 't', seat: 's1', seats: [], round: n, prompt: null, waitingFor: null, result: null, game: { n } });
const ev = (type: string, extra: Record<string, unknown> = {}) => ({ type, text: `${type} happened`, ...extra });

function upd(events: unknown[], frames: unknown[], final: number, matchId = 'm1'): UpdateLike {
  return { matchId, view: view(final), events, frames };
}

function start(): TimelineState {
  return timelineReducer(idleTimeline, { type: 'update', update: upd([ev('setup')], [null], 0), speed: '1x' });
}

describe('beats', () => {
  it('carry the latest frame forward over null frames', () => {
    const beats = beatsOf(view(0), [ev('a'), ev('b'), ev('c')], [null, view(2), null]);
    expect(beats.map((b) => (b.view.game as { n: number }).n)).toEqual([0, 2, 2]);
  });

  it('find the last enemy turn between its marks', () => {
    const beats = beatsOf(view(0), [ev('x'), ev('t', { enemy: true }), ev('m'), ev('r', { enemy: false }), ev('y')], [view(1), view(2), view(3), view(4), view(5)]);
    const turn = lastEnemyTurn(beats, view(0))!;
    expect(turn.beats.map((b) => b.event.type)).toEqual(['t', 'm']);
    expect((turn.before.game as { n: number }).n).toBe(1);
    expect(lastEnemyTurn(beats.slice(0, 1), view(0))).toBeNull();
  });
});

describe('timeline', () => {
  it('a loaded or reloaded match can replay the enemy turn the host kept, without playing it on arrival', () => {
    const update: UpdateLike = {
      ...upd([], [], 5, 'loaded'),
      recent: { before: view(2), events: [ev('turn', { enemy: true }), ev('hit')], frames: [view(3), view(4)] },
    };
    const s = timelineReducer(idleTimeline, { type: 'update', update, speed: '1x' });
    expect(currentBeat(s)).toBeNull();
    expect(canReplay(s)).toBe(true);
    const replay = timelineReducer(s, { type: 'replay' });
    expect(replay.replaying).toBe(true);
    expect(replay.queue.map((b) => (b.view.game as { n: number }).n)).toEqual([3, 4]);
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
    expect(s.history).toHaveLength(3);
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

  it('replays the last enemy turn from the table before it, with the whole log shown', () => {
    let s = timelineReducer(start(), {
      type: 'update', update: upd([ev('me'), ev('enemy', { enemy: true }), ev('hit'), ev('mine', { enemy: false })], [view(1), view(2), view(3), view(4)], 4), speed: 'instant',
    });
    expect(canReplay(s)).toBe(true);
    s = timelineReducer(s, { type: 'replay' });
    expect(s.replaying).toBe(true);
    expect(inEnemyTurn(s)).toBe(true);
    expect(s.queue.map((b) => b.event.type)).toEqual(['enemy', 'hit']);
    expect(heldBackLogLines(s)).toBe(0);
    // A new update takes over from a replay.
    s = timelineReducer(s, { type: 'update', update: upd([ev('next')], [view(5)], 5), speed: '1x' });
    expect(s.replaying).toBe(false);
    expect(currentBeat(s)?.event.type).toBe('next');
  });

  it('keeps a bounded history and restarts on another match', () => {
    let s = start();
    const many = Array.from({ length: HISTORY_LIMIT + 10 }, (_, i) => ev(`e${i}`));
    s = timelineReducer(s, { type: 'update', update: upd(many, many.map((_, i) => view(i + 1)), 1), speed: 'instant' });
    expect(s.history).toHaveLength(HISTORY_LIMIT);
    expect(s.start?.round).toBe(10);
    s = timelineReducer(s, { type: 'update', update: upd([ev('z')], [view(9)], 9, 'm2'), speed: '1x' });
    expect(s.history).toHaveLength(0);
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
