/**
 * No game is ever lost to a full disk: the autosave keeps the last good file,
 * the player is told in the game screen, and the match goes on in memory.
 * Once with an injected full disk (runs everywhere), once on a real 256 KiB
 * tmpfs (where this process may mount one, as root on Linux).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getGame } from '../../core/games/registry';
import type { MatchUpdate } from '../../core/protocol/messages';
import { nodeWriteFs, type WriteFs } from './durableWrite';
import { MatchManager } from './matchManager';
import { AUTOSAVE_FILE, SaveStore } from './saves';
import { HUMAN, playHumanChoices, STEADY, tempDir } from './testSupport';

function autosaveHash(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, AUTOSAVE_FILE), 'utf8')) as { header: { stateHash: string } }).header.stateHash;
}

function setUp(savesDir: string, fs?: WriteFs) {
  const saves = new SaveStore(savesDir, { appVersion: 'test', log: () => {}, ...(fs ? { fs } : {}) });
  const updates: MatchUpdate[] = [];
  const manager = new MatchManager({ autosave: (m, id) => saves.autosave(m, id), log: () => {} });
  manager.onUpdate((u) => u && updates.push(u));
  return { saves, manager, updates };
}

describe('a full disk (injected)', () => {
  it('keeps the last good autosave, warns in the update, plays on, and saves again once there is room', async () => {
    const tmp = tempDir('apocalypse-full-');
    try {
      let full = false;
      const disk: WriteFs = {
        ...nodeWriteFs,
        open: (path, flags, mode) => (full && flags === 'wx'
          ? Promise.reject(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }))
          : nodeWriteFs.open(path, flags, mode)),
      };
      const dir = join(tmp.dir, 'saves');
      const { manager, updates } = setUp(dir, disk);
      await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 11);
      await playHumanChoices(manager, 1);
      const good = manager.match!.hash();
      expect(autosaveHash(dir)).toBe(good);
      expect(updates.at(-1)!.saveProblem).toBeNull();

      full = true;
      expect(await playHumanChoices(manager, 2)).toBe(2);
      expect(manager.match!.hash()).not.toBe(good);
      expect(updates.at(-1)!.saveProblem).toMatch(/could not be saved.*disk is full/);
      expect(autosaveHash(dir)).toBe(good);
      // After a crash, the autosave still loads.
      const after = new SaveStore(dir, { appVersion: 'test' });
      expect((await after.load(AUTOSAVE_FILE)).match.hash()).toBe(good);

      full = false;
      await playHumanChoices(manager, 1);
      expect(updates.at(-1)!.saveProblem).toBeNull();
      expect(autosaveHash(dir)).toBe(manager.match!.hash());
    } finally {
      tmp.remove();
    }
  });
});

/** Mounts a tmpfs of `size` on `dir`, or returns why it cannot (not root, no mount in a container ...). */
function mountTmpfs(dir: string, size: string): string | null {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return 'needs root on Linux';
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
    return null;
  } catch (err) {
    return `mount failed: ${String((err as Error).message).split('\n')[0]}`;
  }
}

const root = tempDir('apocalypse-tmpfs-');
const mountPoint = join(root.dir, 'disk');
mkdirSync(mountPoint);
const cannotMount = mountTmpfs(mountPoint, '256k');

afterAll(() => {
  try {
    if (cannotMount === null) execFileSync('umount', [mountPoint], { stdio: 'pipe' });
  } finally {
    root.remove();
  }
});

describe.skipIf(cannotMount !== null)(`a real full disk (256 KiB tmpfs)${cannotMount ? `: skipped, ${cannotMount}` : ''}`, () => {
  it('an autosave that does not fit (a short write, then no space) leaves the previous one whole and loadable', async () => {
    const dir = join(mountPoint, 'saves');
    const { manager, updates } = setUp(dir);
    // A watched Planet Apocalypse match grows a save of many kilobytes quickly.
    const pa = getGame('planet-apocalypse')!;
    const controllers = Object.fromEntries(pa.seats(pa.defaultOptions).map((s) => [s.id, { type: 'ai' as const, bot: pa.defaultBot(s) }]));
    await manager.newGame('planet-apocalypse', pa.defaultOptions, controllers, 12, true);
    await manager.runAi(150);
    const good = manager.match!.hash();
    const size = readFileSync(join(dir, AUTOSAVE_FILE)).length;
    expect(autosaveHash(dir)).toBe(good);

    // Leave two pages free: the next, larger save starts to fit, is cut short, then finds no space at all.
    const free = statfsSync(mountPoint);
    const filler = join(mountPoint, 'filler');
    writeFileSync(filler, Buffer.alloc((free.bavail - 2) * free.bsize));
    try {
      expect(2 * free.bsize).toBeLessThan(size);
      await manager.runAi(150);
      expect(updates.at(-1)!.saveProblem).toMatch(/disk is full/);
      expect(autosaveHash(dir)).toBe(good);
      expect((await new SaveStore(dir, { appVersion: 'test' }).load(AUTOSAVE_FILE)).match.hash()).toBe(good);
    } finally {
      rmSync(filler, { force: true });
    }
    await manager.runAi(1);
    expect(updates.at(-1)!.saveProblem).toBeNull();
    expect(autosaveHash(dir)).toBe(manager.match!.hash());
  });
});
