/**
 * The saves folder: list, load, delete and write save files, plus the
 * autosave slot and its rotation.
 *
 * Every file is judged on its own: a broken file shows up in list() with
 * ok:false and a message naming it, and never stops the others from listing
 * or loading. Listing reads only each file's header line; loading replays.
 * Writes are durable (durableWrite.ts: a short or failed write never
 * replaces a good file) and queued so rotation and writing never interleave.
 * Links in the folder are never followed.
 *
 * Saves the player names are never touched by rotation. Rotation is per
 * match: autosaves of the same match overwrite autosave.json; when another
 * match autosaves, the good autosaves move down one slot (autosave.json ->
 * autosave-1.json ... autosave-3.json, the oldest dropped). A broken
 * autosave is removed from the rotation instead of taking a good one's slot.
 */
import { constants } from 'node:fs';
import { lstat, open, readdir, rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Match } from '../../core/engine/match';
import { getGame } from '../../core/games/registry';
import type { SaveInfo } from '../../core/protocol/messages';
import { describeWriteError, removeStaleTempFiles, writeFileDurably, WriteFailure, type WriteFs } from './durableWrite';
import { HostError, messageOf } from './errors';
import { timed, timedAsync } from './hostTimings';
import { planRotation, type SlotState } from './rotation';
import { parseJsonSafely } from './safeJson';
import {
  checkSave, checkSaveShape, HEADER_MAX_BYTES, headerFromFirstLine, serializeSave, toSaveFile, type GameLookup, type SaveFile,
  type SaveHeader, type SaveMeta,
} from './saveFormat';

export const AUTOSAVE_FILE = 'autosave.json';
/** autosave-1.json (newest) .. autosave-3.json (oldest). */
export const AUTOSAVE_KEEP = 3;
/** Saves are small (a record of choices); anything far bigger is not ours. */
export const MAX_SAVE_BYTES = 32 * 1024 * 1024;
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,200}\.json$/;
// O_NOFOLLOW makes opening a link fail instead of following it (absent on Windows, where lstat guards alone).
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

export interface SaveStoreOptions {
  appVersion: string;
  games?: GameLookup;
  now?: () => Date;
  /** Test hook: file operations for writes (inject short writes, full disks). */
  fs?: WriteFs;
  log?: (message: string) => void;
}

export interface LoadedSave {
  file: string;
  save: SaveFile;
  match: Match;
}

export function autosaveName(n: number): string {
  return n === 0 ? AUTOSAVE_FILE : `autosave-${n}.json`;
}

export function isAutosaveName(file: string): boolean {
  return /^autosave(-\d+)?\.json$/.test(file);
}

/**
 * Only a plain file name inside the saves folder: no separators, no "..", no
 * hidden files, ending in .json. Anything else is refused before touching the disk.
 */
export function checkSaveName(file: string): string {
  if (typeof file !== 'string' || basename(file) !== file || file.includes('\\') || !SAFE_NAME.test(file)) {
    throw new HostError('save', `"${String(file).slice(0, 80)}" is not a save file name (a plain name ending in .json).`);
  }
  return file;
}

type Read = { ok: true; text: string; tail: string } | { ok: false; error: string; missing?: boolean };

/**
 * Reads a plain file, refusing links and anything that is not a regular file:
 * the whole of it (up to `limit` bytes), or only its first `limit` bytes and
 * its last few (enough to tell a header and a cut-short file).
 */
async function readPlainFile(path: string, limit: number, whole: boolean): Promise<Read> {
  try {
    const info = await lstat(path);
    if (info.isSymbolicLink()) return { ok: false, error: 'it is a link, and links in the saves folder are not followed' };
    if (!info.isFile()) return { ok: false, error: 'it is not a file' };
    if (whole && info.size > limit) return { ok: false, error: `it is too large to be a save (${info.size} bytes)` };
    const handle = await open(path, constants.O_RDONLY | NO_FOLLOW);
    try {
      const size = Math.min(info.size, limit);
      const buffer = Buffer.alloc(size);
      const { bytesRead } = await handle.read(buffer, 0, size, 0);
      const tail = Buffer.alloc(Math.min(4, info.size));
      const tailRead = await handle.read(tail, 0, tail.length, info.size - tail.length);
      return { ok: true, text: buffer.subarray(0, bytesRead).toString('utf8'), tail: tail.subarray(0, tailRead.bytesRead).toString('utf8') };
    } finally {
      await handle.close();
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, error: 'there is no such save', missing: true };
    if (code === 'ELOOP') return { ok: false, error: 'it is a link, and links in the saves folder are not followed' };
    return { ok: false, error: `it could not be read (${code ?? messageOf(err)})` };
  }
}

/** A format-2 file ends with the record's closing brace; anything else was cut short. */
function endsWhole(tail: string): boolean {
  return tail.trimEnd().endsWith('}');
}

function infoFromHeader(file: string, header: SaveHeader, formatVersion: number): SaveInfo {
  const info: SaveInfo = {
    file, ok: true, gameId: header.gameId, title: header.title, savedAt: header.savedAt, choices: header.choices,
    autosave: isAutosaveName(file), round: header.round, result: header.result, kind: isAutosaveName(file) ? 'auto' : header.kind,
    formatVersion, stateHash: header.stateHash,
  };
  if (header.name !== undefined) info.name = header.name;
  return info;
}

export class SaveStore {
  private readonly games: GameLookup;
  private readonly now: () => Date;
  private readonly log: (message: string) => void;
  /** Serialises writes, rotation and deletes. */
  private queue: Promise<unknown> = Promise.resolve();
  private cleaned: Promise<unknown> | null = null;

  constructor(readonly dir: string, private readonly options: SaveStoreOptions) {
    this.games = options.games ?? getGame;
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? ((m) => console.warn(m));
  }

  private path(file: string): string {
    return join(this.dir, checkSaveName(file));
  }

  /** Once per start: temp files left by a kill during a write are removed. */
  private clean(): Promise<unknown> {
    this.cleaned ??= removeStaleTempFiles(this.dir).then((stale) => {
      if (stale.length > 0) this.log(`Removed ${stale.length} unfinished save file(s) left by an interrupted write.`);
    });
    return this.cleaned;
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(() => this.clean()).then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Parses and shape-checks a whole file without replaying it. */
  private async readShape(file: string): Promise<{ ok: true; save: SaveFile; raw: unknown } | { ok: false; error: string; missing?: boolean }> {
    const read = await timedAsync('load-save', 'read', () => readPlainFile(join(this.dir, file), MAX_SAVE_BYTES, true));
    if (!read.ok) return read;
    const parsed = timed('load-save', 'parse', () => parseJsonSafely(read.text, { maxBytes: MAX_SAVE_BYTES, what: 'the file' }));
    // Cut short only when it does not end as a save ends; a whole file that fails (too deep, too large) says why.
    if (!parsed.ok && headerFromFirstLine(read.text) && !endsWhole(read.tail)) return { ok: false, error: 'the file is cut short, probably by a crash while it was written' };
    if (!parsed.ok) return { ok: false, error: parsed.error };
    try {
      const shape = timed('load-save', 'validate', () => checkSaveShape(parsed.value));
      return shape.ok ? { ok: true, save: shape.save, raw: parsed.value } : shape;
    } catch (err) {
      return { ok: false, error: `it could not be checked (${messageOf(err)})` };
    }
  }

  /** What the Load menu shows of one file: from its header line, or from the whole file for an older save. */
  private async describe(file: string): Promise<SaveInfo> {
    const start = await readPlainFile(join(this.dir, file), HEADER_MAX_BYTES, false);
    if (!start.ok) return { file, ok: false, autosave: isAutosaveName(file), error: `${file}: ${start.error}.` };
    const first = headerFromFirstLine(start.text);
    const header = first?.header;
    if (first && endsWhole(start.tail)) return infoFromHeader(file, first.header, first.formatVersion);
    if (header) return { file, ok: false, autosave: isAutosaveName(file), error: `${file}: the file is cut short, probably by a crash while it was written.` };
    const shape = await this.readShape(file);
    if (!shape.ok) return { file, ok: false, autosave: isAutosaveName(file), error: `${file}: ${shape.error}.` };
    return infoFromHeader(file, shape.save.header, shape.save.formatVersion);
  }

  /** Every *.json file in the folder, good or broken, newest first (broken ones last). Replays nothing. */
  async list(): Promise<SaveInfo[]> {
    await this.clean();
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw new HostError('save', `The saves folder ${this.dir} could not be read: ${messageOf(err)}`);
    }
    const files = names.filter((n) => SAFE_NAME.test(n)).sort();
    const infos = await Promise.all(files.map(async (file): Promise<SaveInfo> => {
      try {
        return await this.describe(file);
      } catch (err) {
        return { file, ok: false, autosave: isAutosaveName(file), error: `${file}: it could not be read (${messageOf(err)}).` };
      }
    }));
    return infos.sort((a, b) => {
      if (a.ok !== b.ok) return a.ok ? -1 : 1;
      return (b.savedAt ?? '').localeCompare(a.savedAt ?? '') || a.file.localeCompare(b.file);
    });
  }

  /** Loads, replays and verifies a save; a broken one throws a HostError('save') naming the file. */
  async load(file: string): Promise<LoadedSave> {
    checkSaveName(file);
    const shape = await this.readShape(file);
    if (!shape.ok) throw new HostError('save', `Cannot load ${file}: ${shape.error}.`);
    let checked;
    try {
      checked = checkSave(shape.raw, this.games, true, this.options.appVersion);
    } catch (err) {
      checked = { ok: false as const, error: `replaying it failed (${messageOf(err)})` };
    }
    // The replay's own message may end its sentence already (no "..").
    if (!checked.ok) throw new HostError('save', `Cannot load ${file}: ${checked.error.replace(/\.$/, '')}.`);
    return { file, save: checked.save, match: checked.match };
  }

  async delete(file: string): Promise<void> {
    const path = this.path(file);
    await this.serial(async () => {
      try {
        const info = await lstat(path);
        if (info.isDirectory()) throw new HostError('save', `${file} is a folder, not a save.`);
        await rm(path);
      } catch (err) {
        if (err instanceof HostError) throw err;
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new HostError('save', `There is no save called ${file}.`);
        throw new HostError('save', `Could not delete ${file}: ${messageOf(err)}`);
      }
    });
  }

  private meta(kind: SaveMeta['kind'], extra: { name?: string; matchId?: string }): SaveMeta {
    return { appVersion: this.options.appVersion, savedAt: this.now(), kind, ...extra };
  }

  /** The verify step of a durable write: the temp file must parse as the save just written. */
  private static verifier(save: SaveFile): (text: string) => void {
    return (text) => {
      const parsed = parseJsonSafely(text, { maxBytes: MAX_SAVE_BYTES, what: 'the written save' });
      const shape = parsed.ok ? checkSaveShape(parsed.value) : parsed;
      if (!shape.ok) throw new Error(shape.error);
      if (shape.save.header.stateHash !== save.header.stateHash) throw new Error('the written save does not read back the same');
    };
  }

  private async writeSave(path: string, save: SaveFile, beforeRename?: () => Promise<void>): Promise<SaveFile> {
    const options = { verify: SaveStore.verifier(save), ...(this.options.fs ? { fs: this.options.fs } : {}), ...(beforeRename ? { beforeRename } : {}) };
    await writeFileDurably(path, serializeSave(save), options);
    return save;
  }

  /** Writes a match to a save the player named; rotation never deletes it. */
  async write(file: string, match: Match, extra: { name?: string; matchId?: string } = {}): Promise<SaveFile> {
    const path = this.path(file);
    const save = toSaveFile(match, this.meta('named', extra));
    try {
      return await this.serial(() => this.writeSave(path, save));
    } catch (err) {
      // In words, with no stack and no folder path (WriteFailure says what failed): the player reads it.
      const why = err instanceof WriteFailure ? err.message.replace(/^Could not/, 'could not') : describeWriteError(err).text;
      throw new HostError('save', `The game could not be saved as "${(extra.name ?? file).slice(0, 80)}": ${why.replace(/\.$/, '')}.`);
    }
  }

  /**
   * Writes the autosave slot. When the slot holds another match, the new save
   * is written and proven first, and only then do the older autosaves rotate.
   */
  async autosave(match: Match, matchId: string): Promise<SaveFile> {
    const save = toSaveFile(match, this.meta('auto', { matchId }));
    return this.serial(async () => {
      const slot = await this.slotState(0);
      const sameMatch = slot.state === 'good' && slot.matchId === matchId;
      return this.writeSave(join(this.dir, AUTOSAVE_FILE), save, sameMatch ? undefined : () => this.rotate());
    });
  }

  private async slotState(n: number): Promise<{ state: SlotState; matchId?: string }> {
    const file = autosaveName(n);
    const start = await readPlainFile(join(this.dir, file), HEADER_MAX_BYTES, false);
    if (!start.ok) return { state: start.missing ? 'missing' : 'broken' };
    const header = headerFromFirstLine(start.text)?.header;
    if (header && !endsWhole(start.tail)) return { state: 'broken' };
    if (header) return header.matchId === undefined ? { state: 'good' } : { state: 'good', matchId: header.matchId };
    const shape = await this.readShape(file);
    if (!shape.ok) return { state: shape.missing ? 'missing' : 'broken' };
    const id = shape.save.header.matchId;
    return id === undefined ? { state: 'good' } : { state: 'good', matchId: id };
  }

  /** Moves the good autosaves down one slot, drops broken ones and the oldest beyond the kept three. */
  private async rotate(): Promise<void> {
    const states: SlotState[] = [];
    for (let n = 0; n <= AUTOSAVE_KEEP; n++) states.push((await this.slotState(n)).state);
    const plan = planRotation(states, AUTOSAVE_KEEP);
    for (const n of plan.remove) {
      if (states[n] === 'broken') this.log(`${autosaveName(n)} was damaged and is dropped from the autosave rotation.`);
      await rm(join(this.dir, autosaveName(n)), { force: true });
    }
    for (const [from, to] of plan.moves) await rename(join(this.dir, autosaveName(from)), join(this.dir, autosaveName(to)));
  }
}
