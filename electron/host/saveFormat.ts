/**
 * The save file format and its checks. A save is the match record (game,
 * options, seats' controllers, seed, choices) plus the hash of the state the
 * choices lead to, so a load can prove the replay reproduced the same game.
 *
 * Format 2 keeps a small header on the file's first line: game, title, date,
 * round, choice count, result, state hash. The Load menu lists saves from
 * that line alone (reading a few kilobytes per file), and only the save being
 * loaded is replayed. The whole file is still one JSON object:
 *
 *   {"format":"apocalypse-tabletop-save","formatVersion":2,"header":{...},
 *   "record":{"options":...,"controllers":...,"seed":...,"choices":[...]}}
 *
 * Format 1 files (everything at the top level, no header) still list and load.
 *
 * Checking happens in order from "is this even ours?" to "does it replay to
 * the same state?", and each failure says in words what is wrong without
 * quoting the file, so the Load menu can show a broken file without hiding
 * the good ones.
 */
import { z } from 'zod';
import { ChoiceError } from '../../core/engine/errors';
import { Match, type MatchRecord } from '../../core/engine/match';
import type { AnyGameModule } from '../../core/engine/module';
import { SeatControllerSchema } from '../../core/protocol/messages';
import { messageOf } from './errors';
import { botById } from './gameInfo';
import { timed } from './hostTimings';
import { replayFramesFrom } from './recentTurn';
import { saveTitle } from './saveTitle';

export const SAVE_FORMAT = 'apocalypse-tabletop-save';
export const SAVE_FORMAT_VERSION = 2;
/** The header line is short; a first line longer than this is not a header. */
export const HEADER_MAX_BYTES = 16 * 1024;

const LoggedChoiceSchema = z.object({
  seat: z.string().min(1),
  promptId: z.string().min(1),
  optionIds: z.array(z.string()),
  by: z.enum(['human', 'ai']),
  reason: z.string().optional(),
});

/** Who made a save: the autosave slot and its rotation, or the player (never deleted by rotation). */
export const SaveKindSchema = z.enum(['auto', 'named']);
export type SaveKind = z.infer<typeof SaveKindSchema>;

export const SaveHeaderSchema = z.object({
  gameId: z.string().min(1),
  title: z.string(),
  savedAt: z.string(),
  appVersion: z.string(),
  stateHash: z.string().min(1),
  /** How many choices the record holds. */
  choices: z.number().int().nonnegative(),
  round: z.number().int().nonnegative(),
  /** The result's text once the game is over. */
  result: z.string().nullable(),
  kind: SaveKindSchema,
  /** The name the player gave a named save. */
  name: z.string().optional(),
  /** Which match this is, so autosaves of the same match overwrite instead of rotating. */
  matchId: z.string().optional(),
});
export type SaveHeader = z.infer<typeof SaveHeaderSchema>;

const RecordSchema = z.object({
  options: z.json(),
  controllers: z.record(z.string(), SeatControllerSchema),
  seed: z.number().int(),
  choices: z.array(LoggedChoiceSchema),
});

const SaveFileV2Schema = z.object({
  format: z.literal(SAVE_FORMAT),
  formatVersion: z.literal(2),
  header: SaveHeaderSchema,
  record: RecordSchema,
});

/** Format 1: everything at the top level. */
const SaveFileV1Schema = z.object({
  format: z.literal(SAVE_FORMAT),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  gameId: z.string().min(1),
  options: z.json(),
  controllers: z.record(z.string(), SeatControllerSchema),
  seed: z.number().int(),
  choices: z.array(LoggedChoiceSchema),
  stateHash: z.string().min(1),
  savedAt: z.string(),
  title: z.string(),
  matchId: z.string().optional(),
});

/** A save in memory, whatever format it was read from. */
export interface SaveFile {
  formatVersion: number;
  header: SaveHeader;
  record: MatchRecord;
}

export type GameLookup = (gameId: string) => AnyGameModule | undefined;

export interface SaveMeta {
  appVersion: string;
  kind: SaveKind;
  name?: string;
  matchId?: string;
  savedAt?: Date;
}

export function toSaveFile(match: Match, meta: SaveMeta): SaveFile {
  const record = match.record;
  const header: SaveHeader = {
    gameId: record.gameId,
    title: saveTitle(match),
    savedAt: (meta.savedAt ?? new Date()).toISOString(),
    appVersion: meta.appVersion,
    stateHash: match.hash(),
    choices: record.choices.length,
    round: match.module.round(match.state.g),
    result: match.state.result?.text ?? null,
    kind: meta.kind,
  };
  if (meta.name !== undefined) header.name = meta.name;
  if (meta.matchId !== undefined) header.matchId = meta.matchId;
  return { formatVersion: SAVE_FORMAT_VERSION, header, record };
}

/** The file's text: the header alone on the first line, then the record. */
export function serializeSave(save: SaveFile): string {
  const head = JSON.stringify({ format: SAVE_FORMAT, formatVersion: SAVE_FORMAT_VERSION, header: save.header });
  const { options, controllers, seed, choices } = save.record;
  return `${head.slice(0, -1)},\n"record":${JSON.stringify({ options, controllers, seed, choices })}}\n`;
}

export type Checked = { ok: true; save: SaveFile; match: Match } | { ok: false; error: string };

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A path segment is shown only when it is one of our plain field names or an index, never arbitrary file text. */
function safeSegment(part: PropertyKey): string {
  const text = String(part);
  return /^[A-Za-z0-9_]{1,32}$/.test(text) ? text : '…';
}

export function issuesInWords(error: z.ZodError, limit = 3): string {
  const parts = error.issues.slice(0, limit).map((i) => `${i.path.map(safeSegment).join('.') || '(top level)'}: ${i.message}`);
  const more = error.issues.length > limit ? ` and ${error.issues.length - limit} more` : '';
  return parts.join('; ') + more;
}

function notOurs(raw: unknown): string | null {
  if (!isPlainObject(raw)) return 'it is not an Apocalypse Tabletop save (not a JSON object)';
  if (raw.format !== SAVE_FORMAT) {
    return `it is not an Apocalypse Tabletop save (${'format' in raw ? 'it names another format' : 'it has no "format" field'})`;
  }
  const version = raw.formatVersion;
  if (typeof version === 'number' && Number.isInteger(version) && version > SAVE_FORMAT_VERSION) {
    return `it was written by a newer version of the app (save format ${version}; this version reads formats up to ${SAVE_FORMAT_VERSION})`;
  }
  return null;
}

/**
 * Reads the header from the start of a file: the first line, closed into an
 * object. Null when the start is not a format-2 header (an older save, or a
 * damaged one): the caller then reads the whole file.
 */
export function headerFromFirstLine(start: string): SaveHeader | null {
  const newline = start.indexOf('\n');
  if (newline < 0) return null;
  const line = start.slice(start.charCodeAt(0) === 0xfeff ? 1 : 0, newline).trimEnd();
  if (!line.endsWith(',')) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(`${line.slice(0, -1)}}`);
  } catch {
    return null;
  }
  if (!isPlainObject(raw) || raw.format !== SAVE_FORMAT || raw.formatVersion !== 2) return null;
  const parsed = SaveHeaderSchema.safeParse(raw.header);
  return parsed.success ? parsed.data : null;
}

/** Checks the envelope and fields of a parsed save (format 1 or 2) without replaying it. */
export function checkSaveShape(raw: unknown): { ok: true; save: SaveFile } | { ok: false; error: string } {
  const foreign = notOurs(raw);
  if (foreign) return { ok: false, error: foreign };
  const version = (raw as { formatVersion?: unknown }).formatVersion;
  if (version === 1) {
    const v1 = SaveFileV1Schema.safeParse(raw);
    if (!v1.success) return { ok: false, error: `the save is damaged: ${issuesInWords(v1.error)}` };
    const s = v1.data;
    const header: SaveHeader = {
      gameId: s.gameId, title: s.title, savedAt: s.savedAt, appVersion: s.appVersion, stateHash: s.stateHash,
      choices: s.choices.length, round: 0, result: null, kind: 'auto',
    };
    if (s.matchId !== undefined) header.matchId = s.matchId;
    const record: MatchRecord = { gameId: s.gameId, options: s.options, controllers: s.controllers, seed: s.seed, choices: s.choices };
    return { ok: true, save: { formatVersion: 1, header, record } };
  }
  const v2 = SaveFileV2Schema.safeParse(raw);
  if (!v2.success) return { ok: false, error: `the save is damaged: ${issuesInWords(v2.error)}` };
  const { header, record } = v2.data;
  if (header.choices !== record.choices.length) {
    return { ok: false, error: `the save is damaged: its header counts ${header.choices} choices, its record holds ${record.choices.length}` };
  }
  return { ok: true, save: { formatVersion: 2, header, record: { gameId: header.gameId, ...record } } };
}

/**
 * Full check: shape, game, options, bots, replay and state hash. On success
 * returns the replayed match, ready to continue.
 */
export function checkSave(raw: unknown, games: GameLookup, keepEvents = true): Checked {
  const shape = checkSaveShape(raw);
  if (!shape.ok) return shape;
  const save = shape.save;
  const module = games(save.header.gameId);
  if (!module) return { ok: false, error: `it is for the game "${save.header.gameId.slice(0, 40)}", which this version of the app cannot play` };
  const options = module.optionsSchema.safeParse(save.record.options);
  if (!options.success) return { ok: false, error: `its game options are not valid: ${issuesInWords(options.error)}` };
  for (const [seat, ctl] of Object.entries(save.record.controllers)) {
    if (ctl.type === 'ai' && !botById(module, ctl.bot)) {
      return { ok: false, error: `seat ${seat.slice(0, 20)} is played by the bot "${ctl.bot.slice(0, 40)}", which ${module.title} does not have` };
    }
  }
  const record: MatchRecord = { ...save.record, options: options.data };
  // A save is its moves, replayed under this version's rules: when a game's rules changed
  // since the save was written (a move split into steps, a new question), the moves stop
  // fitting. Say which game and which app version wrote it, so the player knows why.
  const changed = `the rules of ${module.title} have changed since app version ${save.header.appVersion.slice(0, 40)} wrote this save`;
  let match: Match;
  try {
    // Frames kept from where "Replay since my move" may start: the host needs no second replay (recentTurn.ts).
    const framesFrom = replayFramesFrom(record, module.seats(options.data).map((s) => s.id));
    match = timed('load-save', 'replay', () => Match.replay(module, record, { keepEvents }, framesFrom));
  } catch (err) {
    if (err instanceof ChoiceError) return { ok: false, error: `its moves no longer replay (${changed}): ${err.message}` };
    return { ok: false, error: `replaying it failed (${changed}, or the save is damaged): ${messageOf(err)}` };
  }
  const hash = timed('load-save', 'hash', () => match.hash());
  if (hash !== save.header.stateHash) {
    return {
      ok: false,
      error: `replaying its moves does not reproduce the saved game (${changed}, or the save is damaged; state hash ${hash}, the file says ${save.header.stateHash})`,
    };
  }
  return { ok: true, save: { ...save, record }, match };
}
