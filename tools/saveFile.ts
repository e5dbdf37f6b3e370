/**
 * Save files for the tools, in the host's format. Parsing and checking are
 * the host's own (electron/host/saveFormat.ts, no Electron APIs inside), so
 * that `npm run replay` accepts exactly the files the app writes and refuses
 * the rest with the same words. This file only turns the host's
 * {ok:false, error} answers into an exception a CLI can catch.
 */
import type { Match } from '../core/engine/match';
import { checkSaveShape, parseSaveText, toSaveFile, type SaveFile } from '../electron/host/saveFormat';

export type { SaveFile } from '../electron/host/saveFormat';

/** The file is not a save we can read or replay; the message says why in words (the caller adds the file name). */
export class SaveFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveFileError';
  }
}

/**
 * Parses and checks a save file's text (envelope, version, fields), without
 * replaying it: the replay tool replays step by step itself, and still shows
 * the log when the state hash no longer matches.
 */
export function parseSave(text: string): SaveFile {
  const parsed = parseSaveText(text);
  if (!parsed.ok) throw new SaveFileError(parsed.error);
  const shape = checkSaveShape(parsed.raw);
  if (!shape.ok) throw new SaveFileError(shape.error);
  return shape.save;
}

/** A save of a match as it stands, as the host writes it; `title` replaces the host's one-line description. */
export function saveOf(match: Match, meta: { appVersion: string; title?: string; savedAt?: Date }): SaveFile {
  const save = toSaveFile(match, meta.savedAt ? { appVersion: meta.appVersion, savedAt: meta.savedAt } : { appVersion: meta.appVersion });
  return meta.title === undefined ? save : { ...save, title: meta.title };
}
