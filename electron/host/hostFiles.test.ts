/**
 * Smaller faults of the host's files (issue 29, item 8): a named save that
 * cannot be written answers in words (no stack trace, no absolute path), and
 * temp files a kill left beside the settings and dice statistics are cleaned
 * up at start, as the saves folder's are.
 */
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHost } from './host';
import { HUMAN, STEADY, tempDir } from './testSupport';

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => { tmp = tempDir(); });
afterEach(() => tmp.remove());

describe('a named save that fails', () => {
  it('answers code "save" in words, without a stack trace or the folder\'s absolute path', async () => {
    const logged: string[] = [];
    const host = createHost({ dataDir: tmp.dir, appVersion: 'test', log: (m) => logged.push(m) });
    await host.handle({ id: 1, method: 'newGame', params: { gameId: 'reference', options: { players: 2 }, controllers: { s1: HUMAN, s2: STEADY }, seed: 3 } });
    // A folder stands where the save would go: the rename onto it fails.
    mkdirSync(join(host.paths.savesDir, 'Mine.json', 'inside'), { recursive: true });
    const reply = await host.handle({ id: 2, method: 'saveMatch', params: { name: 'Mine' } });
    expect(reply.ok).toBe(false);
    const error = (reply as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('save');
    expect(error.message).toMatch(/^The game could not be saved as "Mine": /);
    expect(error.message).not.toContain(tmp.dir);
    expect(error.message).not.toMatch(/\n\s+at |[A-Z]:\\|\/tmp\//);
  });
});

describe('temp files left by a kill', () => {
  it('beside settings.json and dice-stats.json are removed at start; a fresh one is left alone', async () => {
    const stale = ['.settings.json.0123456789ab.tmp', '.dice-stats.json.0123456789ab.tmp', '.campaign.json.0123456789ab.tmp'];
    const old = new Date(Date.now() - 60_000);
    for (const name of stale) {
      writeFileSync(join(tmp.dir, name), '{"half":');
      utimesSync(join(tmp.dir, name), old, old);
    }
    writeFileSync(join(tmp.dir, 'notes.tmp'), 'not ours');
    const host = createHost({ dataDir: tmp.dir, appVersion: 'test', log: () => {} });
    await host.cleaned;
    for (const name of stale) expect(existsSync(join(tmp.dir, name)), name).toBe(false);
    expect(existsSync(join(tmp.dir, 'notes.tmp'))).toBe(true);
    // The host still reads and writes its settings.
    const set = await host.handle({ id: 1, method: 'setSettings', params: { settings: { animationSpeed: 'fast' } } });
    expect(set.ok).toBe(true);
  });
});
