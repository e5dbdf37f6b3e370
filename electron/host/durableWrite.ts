/**
 * Writing a file so that a failed or short write can never replace a good
 * one: the bytes go to a temporary file beside the target, every byte is
 * written (a short write is retried, a write that makes no progress is an
 * error), the temp file is flushed to disk, read back and checked, and only
 * then renamed over the target. Until that rename the previous file is
 * untouched, so a full disk, a read-only folder or a kill mid-write leaves
 * the last good file in place.
 *
 * write-file-atomic was not enough: it writes once and ignores a short write,
 * so on a full disk it renamed a truncated file over a good autosave.
 *
 * Temp files are named `<target>.<random>.tmp` and start with a dot, so they
 * never look like saves; removeStaleTempFiles() clears the ones a kill left.
 */
import { randomBytes } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The file operations the writer needs; tests replace them to inject short writes and failures. */
export interface WriteFs {
  open(path: string, flags: string, mode?: number): Promise<fsp.FileHandle>;
  readFile(path: string): Promise<Buffer>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string, options: { force: true }): Promise<void>;
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
}

export const nodeWriteFs: WriteFs = {
  open: (path, flags, mode) => fsp.open(path, flags, mode),
  readFile: (path) => fsp.readFile(path),
  rename: (from, to) => fsp.rename(from, to),
  rm: (path, options) => fsp.rm(path, options),
  mkdir: (path, options) => fsp.mkdir(path, options),
};

export interface DurableWriteOptions {
  fs?: WriteFs;
  /**
   * Checks the text read back from the temp file (for example that it parses
   * as a save); throwing stops the write before the rename.
   */
  verify?: (text: string) => void;
  /**
   * Runs after the new file is proven and before it replaces the target (the
   * autosave rotation): whatever it moves aside is only moved once the new
   * file is known to be good.
   */
  beforeRename?: () => Promise<void>;
}

/** A write that did not happen, in words a player can act on; `code` is the system's error code when there is one. */
export class WriteFailure extends Error {
  constructor(message: string, readonly code?: string) {
    super(message);
    this.name = 'WriteFailure';
  }
}

const TEMP_SUFFIX = '.tmp';

export function tempNameFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
}

/** Temp files this writer makes: `.<name>.<12 hex>.tmp`. */
export function isTempName(file: string): boolean {
  return /^\..+\.[0-9a-f]{12}\.tmp$/.test(file);
}

/** A system error code said in words. */
export function describeWriteError(err: unknown): { text: string; code?: string } {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  switch (code) {
    case 'ENOSPC': return { text: 'the disk is full', code };
    case 'EDQUOT': return { text: 'the disk quota is used up', code };
    case 'EROFS': return { text: 'the folder is on a read-only disk', code };
    case 'EACCES':
    case 'EPERM': return { text: 'there is no permission to write in the folder', code };
    case 'ENOENT': return { text: 'the folder does not exist', code };
    case 'EIO': return { text: 'the disk reported an input/output error', code };
    case 'EEXIST':
    case 'ENOTDIR': return { text: 'a file stands where the folder should be', code };
    case 'EISDIR': return { text: 'a folder stands where the file should be', code };
    // The system's own message names absolute paths (the player's home folder): only its code is shown.
    default: {
      if (code) return { text: `the system refused the write (${code})`, code };
      return { text: err instanceof Error ? err.message : String(err) };
    }
  }
}

async function writeAll(handle: fsp.FileHandle, data: Buffer): Promise<void> {
  let offset = 0;
  while (offset < data.length) {
    const { bytesWritten } = await handle.write(data, offset, data.length - offset, offset);
    // No progress at all means the disk took nothing: treat it as full rather than loop forever.
    if (bytesWritten <= 0) throw Object.assign(new Error('the write made no progress'), { code: 'ENOSPC' });
    offset += bytesWritten;
  }
}

/** Flushes the folder entry so the rename itself survives a power cut (not possible on Windows; skipped there). */
async function syncFolder(fs: WriteFs, folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  let handle: fsp.FileHandle | null = null;
  try {
    handle = await fs.open(folder, 'r');
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a folder; the file itself is already flushed.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/**
 * Writes `text` to `target` durably (see the file comment). Throws a
 * WriteFailure naming what went wrong; the target is then unchanged and the
 * temp file removed.
 */
export async function writeFileDurably(target: string, text: string, options: DurableWriteOptions = {}): Promise<void> {
  const fs = options.fs ?? nodeWriteFs;
  const data = Buffer.from(text, 'utf8');
  const temp = tempNameFor(target);
  const name = basename(target);
  let stage = `create the folder for ${name}`;
  try {
    await fs.mkdir(dirname(target), { recursive: true });
    stage = `write ${name}`;
    const handle = await fs.open(temp, 'wx', 0o600);
    try {
      await writeAll(handle, data);
      stage = `flush ${name} to the disk`;
      await handle.sync();
    } finally {
      await handle.close();
    }
    stage = `check ${name} after writing it`;
    const back = await fs.readFile(temp);
    if (!back.equals(data)) {
      throw Object.assign(new Error(`read back ${back.length} of ${data.length} bytes, not what was written`), { code: 'EIO' });
    }
    options.verify?.(back.toString('utf8'));
    if (options.beforeRename) {
      stage = `make room for ${name}`;
      await options.beforeRename();
    }
    stage = `replace the old ${name}`;
    await fs.rename(temp, target);
  } catch (err) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    const { text: why, code } = describeWriteError(err);
    throw new WriteFailure(`Could not ${stage}: ${why}.`, code);
  }
  await syncFolder(fs, dirname(target));
}

/**
 * Removes temp files a kill during a write left in `folder`; returns their
 * names. With `olderThan` (ms since the epoch), only those last written
 * before it: a folder another writer may be using at that moment (the data
 * folder: settings, dice statistics, campaign) keeps a temp file in flight.
 * Never throws.
 */
export async function removeStaleTempFiles(folder: string, olderThan?: number): Promise<string[]> {
  let names: string[];
  try {
    names = await fsp.readdir(folder);
  } catch {
    return [];
  }
  const isStale = async (name: string): Promise<boolean> => {
    if (!isTempName(name)) return false;
    if (olderThan === undefined) return true;
    const info = await fsp.lstat(join(folder, name)).catch(() => null);
    return !!info && info.isFile() && info.mtimeMs < olderThan;
  };
  const stale = (await Promise.all(names.map(async (name) => ((await isStale(name)) ? name : null)))).filter((n): n is string => n !== null);
  await Promise.all(stale.map((name) => fsp.rm(join(folder, name), { force: true }).catch(() => undefined)));
  return stale;
}
