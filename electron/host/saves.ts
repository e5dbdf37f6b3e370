/**
 * The saves folder: list, load, delete and write save files, plus the
 * autosave slot and its rotation.
 *
 * Every file is judged on its own: a broken file shows up in list() with
 * ok:false and a message naming it, and never stops the others from listing
 * or loading. Writes are atomic (write-file-atomic writes a temp file and
 * renames it), and are queued so that rotation and writing never interleave.
 *
 * Rotation is per match: autosaves of the same match overwrite autosave.json;
 * when a different match autosaves, the previous autosave.json moves to
 * autosave-1.json (and 1 -> 2 -> 3, the oldest dropped). So the slot holds
 * the latest game and the three before it survive a new game started by
 * mistake, rather than three snapshots of the same game a few moves apart
 * (which undo already covers).
 */
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { Match } from '../../core/engine/match';
import { getGame } from '../../core/games/registry';
import type { SaveInfo } from '../../core/protocol/messages';
import { HostError, messageOf } from './errors';
import { checkSave, parseSaveText, toSaveFile, type GameLookup, type SaveFile } from './saveFormat';

export const AUTOSAVE_FILE = 'autosave.json';
/** autosave-1.json (newest) .. autosave-3.json (oldest). */
export const AUTOSAVE_KEEP = 3;
/** Saves are small (a record of choices); anything far bigger is not ours. */
const MAX_SAVE_BYTES = 32 * 1024 * 1024;
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,200}\.json$/;

export interface SaveStoreOptions {
  appVersion: string;
  games?: GameLookup;
  now?: () => Date;
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

export class SaveStore {
  private readonly games: GameLookup;
  private readonly now: () => Date;
  /** Serialises writes, rotation and deletes. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly dir: string, private readonly options: SaveStoreOptions) {
    this.games = options.games ?? getGame;
    this.now = options.now ?? (() => new Date());
  }

  private path(file: string): string {
    return join(this.dir, checkSaveName(file));
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Reads and fully checks one file; never throws for a bad file, only reports. */
  private async inspect(file: string, keepEvents: boolean) {
    let text: string;
    try {
      const info = await stat(this.path(file));
      if (!info.isFile()) return { ok: false as const, error: 'it is not a file' };
      if (info.size > MAX_SAVE_BYTES) return { ok: false as const, error: `it is too large to be a save (${info.size} bytes)` };
      text = await readFile(this.path(file), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { ok: false as const, error: 'there is no such save', missing: true };
      return { ok: false as const, error: `it could not be read (${messageOf(err)})` };
    }
    const parsed = parseSaveText(text);
    if (!parsed.ok) return parsed;
    return checkSave(parsed.raw, this.games, keepEvents);
  }

  /** Every *.json file in the folder, good or broken, newest first (broken ones last). */
  async list(): Promise<SaveInfo[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw new HostError('save', `The saves folder ${this.dir} could not be read: ${messageOf(err)}`);
    }
    const files = names.filter((n) => SAFE_NAME.test(n)).sort();
    const infos = await Promise.all(files.map(async (file): Promise<SaveInfo> => {
      const checked = await this.inspect(file, false);
      if (!checked.ok) return { file, ok: false, autosave: isAutosaveName(file), error: `${file}: ${checked.error}.` };
      const { save } = checked;
      return {
        file, ok: true, gameId: save.gameId, title: save.title, savedAt: save.savedAt,
        choices: save.choices.length, autosave: isAutosaveName(file),
      };
    }));
    return infos.sort((a, b) => {
      if (a.ok !== b.ok) return a.ok ? -1 : 1;
      return (b.savedAt ?? '').localeCompare(a.savedAt ?? '') || a.file.localeCompare(b.file);
    });
  }

  /** Loads, replays and verifies a save; a broken one throws a HostError('save') naming the file. */
  async load(file: string): Promise<LoadedSave> {
    checkSaveName(file);
    const checked = await this.inspect(file, true);
    if (!checked.ok) throw new HostError('save', `Cannot load ${file}: ${checked.error}.`);
    return { file, save: checked.save, match: checked.match };
  }

  async delete(file: string): Promise<void> {
    const path = this.path(file);
    await this.serial(async () => {
      try {
        await rm(path);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new HostError('save', `There is no save called ${file}.`);
        throw new HostError('save', `Could not delete ${file}: ${messageOf(err)}`);
      }
    });
  }

  /** Writes a match to a named save file (atomically). */
  async write(file: string, match: Match, matchId?: string): Promise<SaveFile> {
    const path = this.path(file);
    return this.serial(() => this.writeNow(path, match, matchId));
  }

  private async writeNow(path: string, match: Match, matchId?: string): Promise<SaveFile> {
    const meta = matchId === undefined
      ? { appVersion: this.options.appVersion, savedAt: this.now() }
      : { appVersion: this.options.appVersion, savedAt: this.now(), matchId };
    const save = toSaveFile(match, meta);
    await mkdir(this.dir, { recursive: true });
    await writeFileAtomic(path, `${JSON.stringify(save, null, 1)}\n`);
    return save;
  }

  /** Writes the autosave slot, first rotating the previous one out when it belongs to another match. */
  async autosave(match: Match, matchId: string): Promise<SaveFile> {
    return this.serial(async () => {
      const previous = await this.matchIdIn(AUTOSAVE_FILE);
      if (previous !== undefined && previous !== matchId) await this.rotate();
      return this.writeNow(join(this.dir, AUTOSAVE_FILE), match, matchId);
    });
  }

  /**
   * The matchId recorded in a file: undefined when there is no file, null
   * when it cannot be read (then it is rotated like any other match's).
   */
  private async matchIdIn(file: string): Promise<string | null | undefined> {
    let text: string;
    try {
      text = await readFile(join(this.dir, file), 'utf8');
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : null;
    }
    try {
      const raw = JSON.parse(text) as { matchId?: unknown };
      return typeof raw?.matchId === 'string' ? raw.matchId : null;
    } catch {
      return null;
    }
  }

  /** autosave-2 -> 3, autosave-1 -> 2, autosave -> 1; the oldest is dropped. */
  private async rotate(): Promise<void> {
    await rm(join(this.dir, autosaveName(AUTOSAVE_KEEP)), { force: true });
    for (let n = AUTOSAVE_KEEP - 1; n >= 0; n--) {
      try {
        await rename(join(this.dir, autosaveName(n)), join(this.dir, autosaveName(n + 1)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }
}
