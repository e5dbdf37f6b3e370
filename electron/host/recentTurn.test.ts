import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/engine/types';
import { MatchManager } from './matchManager';
import { trackRecent } from './recentTurn';
import { SaveStore } from './saves';
import { HUMAN, playHumanChoices, STEADY, tempDir } from './testSupport';

const ev = (type: string, enemy?: boolean): GameEvent => (enemy === undefined ? { type } : { type, enemy });

describe('trackRecent', () => {
  it('opens at an enemy mark with the table before it, collects events, closes at the closing mark', () => {
    const r = trackRecent(null, 'v0', [ev('a'), ev('start', true), ev('b'), ev('end', false), ev('c')], ['v1', 'v2', null, 'v3', 'v4']);
    expect(r).toEqual({ before: 'v1', events: [ev('start', true), ev('b')], frames: ['v2', null], open: false });
  });

  it('a turn still open continues into the next update; a new mark starts afresh', () => {
    const open = trackRecent(null, 'v0', [ev('start', true)], [null]);
    expect(open).toMatchObject({ before: 'v0', open: true });
    const more = trackRecent(open, 'v5', [ev('x')], ['v6']);
    expect(more!.events.map((e) => e.type)).toEqual(['start', 'x']);
    const again = trackRecent(more, 'v6', [ev('end', false), ev('y'), ev('start2', true)], [null, 'v7', 'v8']);
    expect(again).toEqual({ before: 'v7', events: [ev('start2', true)], frames: ['v8'], open: true });
  });
});

describe('replaying the enemy turn on a screen that did not watch it', () => {
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(() => {
    tmp = tempDir('apocalypse-recent-');
  });
  afterEach(() => tmp.remove());

  it('a loaded save and a reloaded page both get the last enemy turn with its tables', async () => {
    const saves = new SaveStore(join(tmp.dir, 'saves'), { appVersion: 't', log: () => {} });
    const manager = new MatchManager({ autosave: (m, id) => saves.autosave(m, id), log: () => {} });
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 3);
    await playHumanChoices(manager, 3);
    // A reloaded page asks for the match as it stands.
    const reloaded = manager.current()!;
    expect(reloaded.recent).toBeTruthy();
    expect(reloaded.recent!.events.length).toBeGreaterThan(0);
    expect((reloaded.recent!.events[0] as GameEvent).enemy).toBe(true);
    expect(reloaded.recent!.frames).toHaveLength(reloaded.recent!.events.length);

    // A fresh host loads the autosave.
    const fresh = new MatchManager({ log: () => {} });
    const loaded = await fresh.adopt((await saves.load('autosave.json')).match);
    expect(loaded.hash).toBe(manager.match!.hash());
    expect(loaded.recent).toBeTruthy();
    expect(loaded.recent!.events.map((e) => (e as GameEvent).type)).toEqual(reloaded.recent!.events.map((e) => (e as GameEvent).type));
    expect(loaded.recent!.frames.some((f) => f !== null)).toBe(true);
    expect(loaded.recent!.before).toBeTruthy();
    // Only the first update after loading carries it.
    await playHumanChoices(fresh, 1);
    expect(fresh.current()!.recent).toBeTruthy();
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
