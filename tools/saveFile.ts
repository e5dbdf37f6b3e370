/**
 * Save files for the tools, in the host's format. Parsing and checking are
 * the host's own (electron/host/saveFormat.ts, no Electron APIs inside), so
 * that `npm run replay` accepts exactly the files the app writes and refuses
 * the rest with the same words. This file turns the host's {ok:false, error}
 * answers into an exception a CLI can catch, and gives the tools one flat
 * view of a save, whatever format version it was written in.
 */
import type { Match } from '../core/engine/match';
import type { Json, LoggedChoice, SeatController, SeatId } from '../core/engine/types';
import { MAX_SAVE_BYTES } from '../electron/host/saves';
import { parseJsonSafely } from '../electron/host/safeJson';
import { checkSaveShape, serializeSave, toSaveFile } from '../electron/host/saveFormat';

/** What the tools read from a save. */
export interface SaveFile {
  gameId: string;
  options: Json;
  controllers: Record<SeatId, SeatController>;
  seed: number;
  choices: LoggedChoice[];
  stateHash: string;
  title: string;
  savedAt: string;
  appVersion: string;
}

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
  const parsed = parseJsonSafely(text, { maxBytes: MAX_SAVE_BYTES, what: 'the file' });
  if (!parsed.ok) throw new SaveFileError(parsed.error);
  const shape = checkSaveShape(parsed.value);
  if (!shape.ok) throw new SaveFileError(shape.error);
  const { header, record } = shape.save;
  return {
    gameId: header.gameId, options: record.options, controllers: record.controllers, seed: record.seed, choices: record.choices,
    stateHash: header.stateHash, title: header.title, savedAt: header.savedAt, appVersion: header.appVersion,
  };
}

/** The text of a save of a match as it stands, as the host writes it; `title` replaces the host's one-line description. */
export function saveText(match: Match, meta: { appVersion: string; title?: string; savedAt?: Date }): string {
  const save = toSaveFile(match, { appVersion: meta.appVersion, kind: 'named', ...(meta.savedAt ? { savedAt: meta.savedAt } : {}) });
  if (meta.title !== undefined) save.header.title = meta.title;
  return serializeSave(save);
}
