import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isTempName, nodeWriteFs, removeStaleTempFiles, writeFileDurably, WriteFailure, type WriteFs } from './durableWrite';
import { tempDir } from './testSupport';

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => {
  tmp = tempDir('apocalypse-durable-');
});
afterEach(() => tmp.remove());

/** A file system whose writes stop after `budget` bytes, as a full disk does: first a short write, then ENOSPC. */
function fullDiskAfter(budget: number): WriteFs {
  let left = budget;
  return {
    ...nodeWriteFs,
    async open(path, flags, mode) {
      const handle = await nodeWriteFs.open(path, flags, mode);
      const realWrite = handle.write.bind(handle) as (b: Buffer, o: number, l: number, p: number) => Promise<{ bytesWritten: number }>;
      const limited = async (buffer: Buffer, offset: number, length: number, position: number) => {
        if (left <= 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        const n = Math.min(length, left);
        left -= n;
        return realWrite(buffer, offset, n, position);
      };
      return new Proxy(handle, { get: (target, key) => (key === 'write' ? limited : Reflect.get(target, key, target)) }) as FileHandle;
    },
  };
}

/** A write that reports success for fewer bytes than asked, once, as write-file-atomic trusted. */
function oneShortWrite(): WriteFs {
  let shortened = false;
  return {
    ...nodeWriteFs,
    async open(path, flags, mode) {
      const handle = await nodeWriteFs.open(path, flags, mode);
      const realWrite = handle.write.bind(handle) as (b: Buffer, o: number, l: number, p: number) => Promise<{ bytesWritten: number }>;
      const short = (buffer: Buffer, offset: number, length: number, position: number) => {
        if (!shortened && length > 10) {
          shortened = true;
          return realWrite(buffer, offset, Math.floor(length / 2), position);
        }
        return realWrite(buffer, offset, length, position);
      };
      return new Proxy(handle, { get: (target, key) => (key === 'write' ? short : Reflect.get(target, key, target)) }) as FileHandle;
    },
  };
}

describe('writeFileDurably', () => {
  it('writes the whole text and leaves no temp file', async () => {
    const file = join(tmp.dir, 'a.json');
    await writeFileDurably(file, '{"x":1}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"x":1}\n');
    expect(readdirSync(tmp.dir)).toEqual(['a.json']);
  });

  it('finishes a short write instead of keeping half a file', async () => {
    const file = join(tmp.dir, 'a.json');
    const text = `${'y'.repeat(5000)}\n`;
    await writeFileDurably(file, text, { fs: oneShortWrite() });
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('on a full disk keeps the previous file whole, removes the temp file and says the disk is full', async () => {
    const file = join(tmp.dir, 'autosave.json');
    writeFileSync(file, 'the previous good save');
    const attempt = writeFileDurably(file, 'z'.repeat(10_000), { fs: fullDiskAfter(4096) });
    await expect(attempt).rejects.toBeInstanceOf(WriteFailure);
    await expect(writeFileDurably(file, 'z'.repeat(10_000), { fs: fullDiskAfter(4096) })).rejects.toThrow(/Could not write autosave\.json: the disk is full/);
    expect(readFileSync(file, 'utf8')).toBe('the previous good save');
    expect(readdirSync(tmp.dir)).toEqual(['autosave.json']);
  });

  it('does not replace the file when the text read back fails the check', async () => {
    const file = join(tmp.dir, 's.json');
    writeFileSync(file, 'old');
    await expect(writeFileDurably(file, 'new', { verify: () => { throw new Error('does not parse'); } })).rejects.toThrow(/check s\.json.*does not parse/);
    expect(readFileSync(file, 'utf8')).toBe('old');
  });

  it('runs beforeRename only once the new file is proven', async () => {
    const file = join(tmp.dir, 'r.json');
    const calls: string[] = [];
    await expect(writeFileDurably(file, 'x'.repeat(100), { fs: fullDiskAfter(10), beforeRename: async () => { calls.push('rotate'); } })).rejects.toThrow();
    expect(calls).toEqual([]);
    await writeFileDurably(file, 'ok', { beforeRename: async () => { calls.push('rotate'); } });
    expect(calls).toEqual(['rotate']);
  });

  it('says a read-only folder is read-only', async () => {
    const readOnly: WriteFs = { ...nodeWriteFs, open: () => Promise.reject(Object.assign(new Error('EROFS'), { code: 'EROFS' })) };
    await expect(writeFileDurably(join(tmp.dir, 'q.json'), 'x', { fs: readOnly })).rejects.toThrow(/read-only disk/);
  });

  it('temp files left by a kill are recognised and removed; saves are not', async () => {
    writeFileSync(join(tmp.dir, '.autosave.json.0123456789ab.tmp'), 'half');
    writeFileSync(join(tmp.dir, 'autosave.json'), 'good');
    writeFileSync(join(tmp.dir, 'notes.tmp'), 'not ours');
    expect(isTempName('.autosave.json.0123456789ab.tmp')).toBe(true);
    expect(isTempName('autosave.json')).toBe(false);
    expect(await removeStaleTempFiles(tmp.dir)).toEqual(['.autosave.json.0123456789ab.tmp']);
    expect(readdirSync(tmp.dir).sort()).toEqual(['autosave.json', 'notes.tmp']);
  });
});
