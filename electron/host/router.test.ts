import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchUpdate, Response } from '../../core/protocol/messages';
import { createHost, type Host } from './host';
import { playableGames } from '../../core/games/registry';
import { HUMAN, STEADY, tempDir } from './testSupport';

let tmp: ReturnType<typeof tempDir>;
let host: Host;
let updates: (MatchUpdate | null)[];
let quit: ReturnType<typeof vi.fn<() => void>>;
let nextId = 1;

beforeEach(() => {
  tmp = tempDir();
  quit = vi.fn<() => void>();
  host = createHost({ dataDir: tmp.dir, appVersion: '1.2.3-test', onQuit: quit, log: () => {} });
  updates = [];
  host.onUpdate((u) => updates.push(u));
});
afterEach(() => tmp.remove());

async function call(method: string, params: unknown = {}): Promise<Response> {
  return host.handle({ id: nextId++, method, params });
}

async function ok(method: string, params: unknown = {}): Promise<unknown> {
  const res = await call(method, params);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.result;
}

async function startGame(): Promise<MatchUpdate> {
  await ok('newGame', { gameId: 'reference', options: { players: 2 }, controllers: { s1: HUMAN, s2: STEADY }, seed: 3 });
  return updates.at(-1)!;
}

describe('router', () => {
  it('hello lists the playable games with what the New game dialog needs', async () => {
    const hello = (await ok('hello')) as { appVersion: string; games: { id: string; bots: unknown[] }[] };
    expect(hello.appVersion).toBe('1.2.3-test');
    // Exactly the registry's playable games, in its order (more join as their rules land).
    expect(hello.games.map((g) => g.id)).toEqual(playableGames().map((m) => m.id));
    expect(hello.games.find((g) => g.id === 'reference')).toMatchObject({
      id: 'reference', title: 'Last Light (reference game)', playable: true, defaultOptions: { players: 2 },
      optionFields: [{ key: 'players', kind: 'number' }],
      bots: [{ id: 'random', name: 'Random' }, { id: 'steady', name: 'Steady' }],
    });
  });

  it('seatsFor gives the seats for the options, and refuses bad ones', async () => {
    expect(await ok('seatsFor', { gameId: 'reference', options: { players: 3 } })).toEqual([
      { id: 's1', name: 'Ash', side: 'survivors', controller: HUMAN, bots: ['random', 'steady'] },
      { id: 's2', name: 'Brook', side: 'survivors', controller: STEADY, bots: ['random', 'steady'] },
      { id: 's3', name: 'Cole', side: 'survivors', controller: STEADY, bots: ['random', 'steady'] },
    ]);
    expect(await call('seatsFor', { gameId: 'reference', options: { players: 0 } })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await call('seatsFor', { gameId: 'zzz', options: {} })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });

  it('newGame and choose acknowledge; the update itself is pushed', async () => {
    const res = await call('newGame', { gameId: 'reference', options: { players: 2 }, controllers: { s1: HUMAN, s2: STEADY }, seed: 3 });
    expect(res.ok).toBe(true);
    const pushed = updates.at(-1)!;
    expect(res).toMatchObject({ ok: true, result: { matchId: pushed.matchId, hash: pushed.hash, choices: 0 } });
    const promptId = (pushed.view as { prompt: { id: string } }).prompt.id;
    const chose = await call('choose', { seat: 's1', promptId, optionIds: ['run'] });
    expect(chose).toMatchObject({ ok: true, result: { hash: updates.at(-1)!.hash } });
    expect(updates).toHaveLength(2);
    expect(await ok('current')).toMatchObject({ hash: updates.at(-1)!.hash, events: [] });
  });

  it('malformed messages get error replies and leave the match as it was', async () => {
    const first = await startGame();
    const hash = host.manager.match!.hash();
    const promptId = (first.view as { prompt: { id: string } }).prompt.id;
    const cases: [unknown, string, number][] = [
      ['just a string', 'bad-request', -1],
      [null, 'bad-request', -1],
      [42, 'bad-request', -1],
      [[1, 2], 'bad-request', -1],
      [{ method: 'hello', params: {} }, 'bad-request', -1],
      [{ id: 'seven', method: 'hello', params: {} }, 'bad-request', -1],
      [{ id: -4, method: 'hello', params: {} }, 'bad-request', -1],
      [{ id: 5 }, 'bad-request', 5],
      [{ id: 6, method: 'launchMissiles', params: {} }, 'unknown-method', 6],
      [{ id: 7, method: '__proto__', params: {} }, 'unknown-method', 7],
      [{ id: 8, method: 'toString', params: {} }, 'unknown-method', 8],
      [{ id: 9, method: 'choose', params: { seat: 's1' } }, 'bad-request', 9],
      [{ id: 10, method: 'choose', params: { seat: 's1', promptId, optionIds: 'run' } }, 'bad-request', 10],
      [{ id: 11, method: 'choose', params: { seat: 's1', promptId, optionIds: Array(300).fill('run') } }, 'bad-request', 11],
      [{ id: 12, method: 'choose', params: { seat: 's1', promptId, optionIds: ['teleport'] } }, 'choice', 12],
      [{ id: 13, method: 'choose', params: { seat: 's1', promptId: 'p0', optionIds: ['run'] } }, 'choice', 13],
      [{ id: 14, method: 'choose', params: { seat: 's2', promptId, optionIds: ['run'] } }, 'choice', 14],
      [{ id: 15, method: 'choose', params: { seat: 's1', promptId, optionIds: ['run', 'run'] } }, 'choice', 15],
      [{ id: 16, method: 'undo', params: { seat: 's1' } }, 'choice', 16],
      [{ id: 17, method: 'newGame', params: { gameId: 'reference', options: { players: 2 }, controllers: { s1: { type: 'robot' } } } }, 'bad-request', 17],
      [{ id: 18, method: 'newGame', params: { gameId: 'reference', options: { players: 99 }, controllers: {} } }, 'bad-request', 18],
      [{ id: 19, method: 'loadSave', params: { file: '../../etc/passwd' } }, 'save', 19],
      [{ id: 20, method: 'loadSave', params: { file: 'missing.json' } }, 'save', 20],
      [{ id: 21, method: 'setSettings', params: { settings: { volume: 3 } } }, 'bad-request', 21],
    ];
    for (const [raw, code, id] of cases) {
      const res = await host.handle(raw);
      expect(res, JSON.stringify(raw)?.slice(0, 80)).toMatchObject({ id, ok: false, error: { code } });
      if (!res.ok) expect(res.error.message.length).toBeGreaterThan(5);
    }
    expect(host.manager.match!.hash()).toBe(hash);
    expect(host.manager.matchId).toBe(first.matchId);
    expect(updates).toHaveLength(1);
    // Still answering normally afterwards.
    expect(await call('choose', { seat: 's1', promptId, optionIds: ['run'] })).toMatchObject({ ok: true });
  });

  it('a stale promptId after the game moved on is refused', async () => {
    const first = await startGame();
    const promptId = (first.view as { prompt: { id: string } }).prompt.id;
    await ok('choose', { seat: 's1', promptId, optionIds: ['run'] });
    const hash = host.manager.match!.hash();
    const again = await call('choose', { seat: 's1', promptId, optionIds: ['run'] });
    expect(again).toMatchObject({ ok: false, error: { code: 'choice', message: expect.stringContaining(promptId) } });
    expect(host.manager.match!.hash()).toBe(hash);
  });

  it('match requests without a match say so', async () => {
    expect(await call('choose', { seat: 's1', promptId: 'p1', optionIds: ['run'] })).toMatchObject({ ok: false, error: { code: 'no-match' } });
    expect(await call('undo', { seat: 's1' })).toMatchObject({ ok: false, error: { code: 'no-match' } });
    expect(await ok('current')).toBeNull();
  });

  it('lists, loads and deletes saves; leaveMatch pushes null', async () => {
    const first = await startGame();
    await ok('choose', { seat: 's1', promptId: (first.view as { prompt: { id: string } }).prompt.id, optionIds: ['run'] });
    const hash = host.manager.match!.hash();
    await ok('leaveMatch');
    expect(updates.at(-1)).toBeNull();
    const list = (await ok('listSaves')) as { file: string; ok: boolean }[];
    expect(list).toMatchObject([{ file: 'autosave.json', ok: true, autosave: true }]);
    const loaded = await ok('loadSave', { file: 'autosave.json' });
    expect(loaded).toMatchObject({ hash, matchId: first.matchId });
    expect(updates.at(-1)).toMatchObject({ hash, viewer: 's1' });
    await ok('deleteSave', { file: 'autosave.json' });
    expect(await ok('listSaves')).toEqual([]);
  });

  it('a broken save in the folder does not stop listing or loading the good one', async () => {
    await startGame();
    mkdirSync(host.paths.savesDir, { recursive: true });
    writeFileSync(join(host.paths.savesDir, 'zz-broken.json'), '{"format":"apocalypse-tabletop-save"');
    const list = (await ok('listSaves')) as { file: string; ok: boolean; error?: string }[];
    expect(list.find((s) => s.file === 'zz-broken.json')).toMatchObject({ ok: false, error: expect.stringContaining('zz-broken.json') });
    expect(await call('loadSave', { file: 'zz-broken.json' })).toMatchObject({ ok: false, error: { code: 'save', message: expect.stringContaining('zz-broken.json') } });
    expect(await call('loadSave', { file: 'autosave.json' })).toMatchObject({ ok: true });
  });

  it('settings: defaults, partial changes persist, a corrupt file gives defaults and says so', async () => {
    expect(await ok('getSettings')).toEqual({
      settings: { animationSpeed: '1x', graphicsQuality: 'medium', volume: 0.7, effectsVolume: 0.8, ambienceVolume: 0.5, muted: false, colourBlindPalette: false, d6Faces: 'numerals', lastGame: '', guideOfferDismissed: false },
      error: null,
    });
    expect(await ok('setSettings', { settings: { volume: 0.2, animationSpeed: '4x' } })).toMatchObject({ settings: { volume: 0.2, animationSpeed: '4x', graphicsQuality: 'medium' }, error: null });
    const again = createHost({ dataDir: tmp.dir, appVersion: 'x', log: () => {} });
    expect(await again.handle({ id: 1, method: 'getSettings', params: {} })).toMatchObject({ ok: true, result: { settings: { volume: 0.2 } } });
    writeFileSync(host.paths.settingsFile, '{{{');
    const third = createHost({ dataDir: tmp.dir, appVersion: 'x', log: () => {} });
    expect(await third.handle({ id: 1, method: 'getSettings', params: {} })).toMatchObject({
      ok: true, result: { settings: { volume: 0.7 }, error: expect.stringMatching(/not valid JSON/) },
    });
  });

  it('sound settings: a file from before they existed reads with their defaults; changes persist; out of range is refused', async () => {
    writeFileSync(host.paths.settingsFile, JSON.stringify({ animationSpeed: '2x', graphicsQuality: 'low', volume: 0.4, colourBlindPalette: true, lastGame: 'doom' }));
    const old = createHost({ dataDir: tmp.dir, appVersion: 'x', log: () => {} });
    expect(await old.handle({ id: 1, method: 'getSettings', params: {} })).toMatchObject({
      ok: true, result: { settings: { volume: 0.4, effectsVolume: 0.8, ambienceVolume: 0.5, muted: false, animationSpeed: '2x' }, error: null },
    });
    expect(await old.handle({ id: 2, method: 'setSettings', params: { settings: { muted: true, effectsVolume: 0.25 } } })).toMatchObject({
      ok: true, result: { settings: { muted: true, effectsVolume: 0.25, ambienceVolume: 0.5, volume: 0.4 } },
    });
    const later = createHost({ dataDir: tmp.dir, appVersion: 'x', log: () => {} });
    expect(await later.handle({ id: 1, method: 'getSettings', params: {} })).toMatchObject({ ok: true, result: { settings: { muted: true, effectsVolume: 0.25 } } });
    expect(await later.handle({ id: 2, method: 'setSettings', params: { settings: { ambienceVolume: 1.5 } } })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });

  it('quit answers first, then calls onQuit', async () => {
    expect(await call('quit')).toMatchObject({ ok: true, result: null });
    await new Promise((r) => setImmediate(r));
    expect(quit).toHaveBeenCalledTimes(1);
  });

  it('handles requests one at a time in arrival order', async () => {
    const first = await startGame();
    const promptId = (first.view as { prompt: { id: string } }).prompt.id;
    const [a, b] = await Promise.all([
      call('choose', { seat: 's1', promptId, optionIds: ['run'] }),
      call('choose', { seat: 's1', promptId, optionIds: ['run'] }),
    ]);
    expect(a.ok).toBe(true);
    expect(b).toMatchObject({ ok: false, error: { code: 'choice' } });
  });
});
