import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/engine/types';
import type { MatchUpdate } from '../../core/protocol/messages';
import { MatchManager } from './matchManager';
import { decisionGroup, RECENT_EVENT_LIMIT } from './recentTurn';
import { SaveStore } from './saves';
import { HUMAN, playHumanChoices, STEADY, tempDir } from './testSupport';

type Choice = { seat: string; by: 'human' | 'ai' };
const c = (seat: string, by: 'human' | 'ai'): Choice => ({ seat, by });
const types = (events: readonly unknown[]) => events.map((e) => (e as GameEvent).type);

/**
 * What the screen's timeline does with the updates (renderer/timeline/timelineState.ts): a `recent`
 * replaces its replay with what came before the update, then the update's events extend it.
 */
function follow(updates: MatchUpdate[]): { events: unknown[]; viewer: string | null } {
  let events: unknown[] = [];
  let viewer: string | null = null;
  for (const u of updates) {
    if (u.recent !== undefined || u.viewer !== viewer) events = [...(u.recent?.events ?? [])];
    events = [...events, ...u.events];
    viewer = u.viewer;
  }
  return { events, viewer };
}

function recorded(manager: MatchManager): MatchUpdate[] {
  const seen: MatchUpdate[] = [];
  manager.onUpdate((u) => u && seen.push(u));
  return seen;
}

describe('the slice since a seat\'s last decision', () => {
  it('starts at the group of the seat\'s last choice made by a person (group i + 1 came from choice i)', () => {
    const choices = [c('s1', 'human'), c('s2', 'ai'), c('s1', 'human'), c('s2', 'ai'), c('s2', 'ai')];
    expect(decisionGroup(choices, 's1')).toBe(3);
    // A bot answering for a seat is not that seat's decision; no decision yet: from the start.
    expect(decisionGroup(choices, 's2')).toBe(0);
    expect(decisionGroup(choices, null)).toBe(0);
    expect(decisionGroup([], 's1')).toBe(0);
  });
});

describe('"Replay since my move" from the host', () => {
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(() => {
    tmp = tempDir('apocalypse-recent-');
  });
  afterEach(() => tmp.remove());

  it('an update after a decision starts the replay afresh with its own events: the decision\'s and every other seat\'s since', async () => {
    const manager = new MatchManager({ log: () => {} });
    await manager.newGame('reference', { players: 3 }, { s1: HUMAN, s2: STEADY, s3: STEADY }, 3);
    const seen = recorded(manager);
    // Up to a decision the AI seats answered after (the survivor's last action of its turn).
    const botsAfter = () => manager.match!.choices.slice(decisionGroup(manager.match!.choices, 's1')).some((ch) => ch.seat === 's2');
    for (let i = 0; i < 12 && !botsAfter(); i++) await playHumanChoices(manager, 1);
    const last = seen.at(-1)!;
    expect(last.recent).toEqual({ before: null, events: [], frames: [] });
    // The events since s1's last choice, straight from the match: that choice's group on.
    const match = manager.match!;
    const since = decisionGroup(match.choices, 's1');
    expect(types(last.events)).toEqual(types(match.events.slice(since).flat()));
    // Across the AI seats' turns, not just the horde's.
    expect(botsAfter()).toBe(true);
    expect(last.events.some((e) => (e as GameEvent).enemy === true)).toBe(true);
  });

  it('a reloaded page and a loaded save get the same replay, with its tables, as the screen that watched it', async () => {
    const saves = new SaveStore(join(tmp.dir, 'saves'), { appVersion: 't', log: () => {} });
    const manager = new MatchManager({ autosave: (m, id) => saves.autosave(m, id), log: () => {} });
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 3);
    const seen = recorded(manager);
    await playHumanChoices(manager, 3);
    const watched = follow(seen).events;
    expect(watched.length).toBeGreaterThan(0);

    const reloaded = manager.current()!;
    expect(types(reloaded.recent!.events)).toEqual(types(watched));
    expect(reloaded.recent!.frames).toHaveLength(reloaded.recent!.events.length);
    expect(reloaded.recent!.frames.some((f) => f !== null)).toBe(true);

    const fresh = new MatchManager({ log: () => {} });
    const loaded = await fresh.adopt((await saves.load('autosave.json')).match);
    expect(loaded.hash).toBe(manager.match!.hash());
    expect(types(loaded.recent!.events)).toEqual(types(watched));
    expect(loaded.recent!.frames).toEqual(reloaded.recent!.frames);
    expect(loaded.recent!.before).toEqual(reloaded.recent!.before);
    // The next decision starts a new replay.
    await playHumanChoices(fresh, 1);
    expect(fresh.current()!.recent!.events.length).toBeGreaterThan(0);
  });

  it('an undo sends the replay again without the events taken back', async () => {
    const manager = new MatchManager({ log: () => {} });
    await manager.newGame('reference', { players: 1 }, { s1: HUMAN }, 5);
    const seen = recorded(manager);
    await playHumanChoices(manager, 2);
    if (manager.match!.undoDepth('s1') === 0) return; // a roll stood in the way: nothing to take back with this seed
    await manager.undo('s1');
    expect(seen.at(-1)!.recent).toBeDefined();
    // The screen and a reload agree, and neither holds more than the match still has since the decision.
    const reload = types(manager.current()!.recent?.events ?? []);
    expect(types(follow(seen).events)).toEqual(reload);
    const match = manager.match!;
    expect(reload.length).toBeLessThanOrEqual(match.events.slice(decisionGroup(match.choices, 's1')).flat().length);
  });

  it('hot-seat: each seat gets the replay since its own decision drawn from its own view, never another seat\'s hand', async () => {
    const manager = new MatchManager({ log: () => {} });
    await manager.newGame('reference', { players: 3 }, { s1: HUMAN, s2: HUMAN, s3: STEADY }, 11);
    const seen = recorded(manager);
    await playHumanChoices(manager, 8);
    const match = manager.match!;
    expect(seen.some((u) => u.viewer === 's1') && seen.some((u) => u.viewer === 's2')).toBe(true);
    // Whose table an update carries: a spectator's under the handoff cover (no replay then).
    const eyes = (u: MatchUpdate) => (u.handoff ? null : u.viewer);
    for (let i = 1; i < seen.length; i++) {
      const u = seen[i]!;
      if (u.handoff) expect(u.recent).toBeUndefined();
      // Another seat at the screen: the host resends the replay for it, or it starts afresh.
      else if (eyes(u) !== eyes(seen[i - 1]!)) expect(u.recent).toBeDefined();
      const frames = [...(u.recent?.frames ?? []), ...u.frames, u.recent?.before].filter((f) => f);
      for (const f of frames) {
        const view = f as { seat: string; game: { survivors: { seat: string; hand: unknown }[] } };
        expect(view.seat).toBe(u.viewer);
        for (const s of view.game.survivors) if (s.seat !== u.viewer) expect(s.hand).toBeNull();
      }
    }
    // What the screen holds for the seat now is its slice, from its own last decision.
    const { events, viewer } = follow(seen);
    expect(types(events)).toEqual(types(match.events.slice(decisionGroup(match.choices, viewer)).flat().filter((e) => !e.visibleTo || e.visibleTo.includes(viewer!))));
  });

  it('a match watched with no person at the table keeps at most the limit', async () => {
    const manager = new MatchManager({ log: () => {} });
    await manager.newGame('reference', { players: 2 }, { s1: STEADY, s2: STEADY }, 3, true);
    for (let i = 0; i < 40 && !manager.match!.state.result; i++) await manager.runAi(50);
    const recent = manager.current()!.recent!;
    expect(recent.events.length).toBeLessThanOrEqual(RECENT_EVENT_LIMIT);
    expect(recent.events.length).toBeGreaterThan(0);
  });

  it('"Play again" starts the same game and seats with a new seed', async () => {
    const manager = new MatchManager({ log: () => {}, randomSeed: () => 77 });
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 3);
    const first = manager.match!;
    await manager.rematch();
    expect(manager.match).not.toBe(first);
    expect(manager.match!.setup).toMatchObject({ gameId: 'reference', options: { players: 2 }, controllers: { s1: HUMAN, s2: STEADY }, seed: 77 });
  });
});
