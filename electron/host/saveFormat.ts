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
 * Format 3 adds `recordHash` to the header: one hash of the setup (game,
 * options, the seats' controllers, seed) and the state hash, so turning an
 * AI seat into a person to read its hand no longer loads. Format 2 files
 * (no recordHash) and format 1 files (everything at the top level, no
 * header) still list and load, checked by the state hash alone.
 *
 * A hash is no lock: anyone who can run this code can recompute it. It
 * catches damage and casual edits; README's security section says so.
 *
 * Checking happens in order from "is this even ours?" to "does it replay to
 * the same state?", and each failure says in words what is wrong without
 * quoting the file, so the Load menu can show a broken file without hiding
 * the good ones.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ChoiceError } from '../../core/engine/errors';
import { Match, type MatchRecord } from '../../core/engine/match';
import type { AnyGameModule } from '../../core/engine/module';
import { SeatControllerSchema } from '../../core/protocol/messages';
import { messageOf } from './errors';
import { botById } from './gameInfo';
import { inheritedNameIn } from './ownNames';
import { timed } from './hostTimings';
import { replayFramesFrom } from './recentTurn';
import { saveTitle } from './saveTitle';

export const SAVE_FORMAT = 'apocalypse-tabletop-save';
export const SAVE_FORMAT_VERSION = 3;
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
  /** Format 3: the hash of the setup and the state (recordHash); absent in format 2. */
  recordHash: z.string().min(1).optional(),
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

const SaveFileV3Schema = z.object({
  format: z.literal(SAVE_FORMAT),
  formatVersion: z.literal(3),
  header: SaveHeaderSchema.extend({ recordHash: z.string().min(1) }),
  record: RecordSchema,
});

/** JSON with every object's keys sorted, so the same record always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hash of what a save says the match is: its setup (game, options, controllers, seed) and the state it leads to. */
export function recordHash(record: Omit<MatchRecord, 'choices'>, stateHash: string): string {
  const { gameId, options, controllers, seed } = record;
  return createHash('sha256').update(canonical({ gameId, options, controllers, seed, stateHash })).digest('hex');
}

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
  header.recordHash = recordHash(record, header.stateHash);
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
export function headerFromFirstLine(start: string): { header: SaveHeader; formatVersion: 2 | 3 } | null {
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
  if (!isPlainObject(raw) || raw.format !== SAVE_FORMAT || (raw.formatVersion !== 2 && raw.formatVersion !== 3)) return null;
  const parsed = SaveHeaderSchema.safeParse(raw.header);
  if (!parsed.success || (raw.formatVersion === 3) !== (parsed.data.recordHash !== undefined)) return null;
  return { header: parsed.data, formatVersion: raw.formatVersion };
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
  const parsed = version === 2 ? SaveFileV2Schema.safeParse(raw) : SaveFileV3Schema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: `the save is damaged: ${issuesInWords(parsed.error)}` };
  const { header, record } = parsed.data;
  if (header.choices !== record.choices.length) {
    return { ok: false, error: `the save is damaged: its header counts ${header.choices} choices, its record holds ${record.choices.length}` };
  }
  if (version === 2) delete header.recordHash; // only format 3 promises one
  return { ok: true, save: { formatVersion: version === 2 ? 2 : 3, header, record: { gameId: header.gameId, ...record } } };
}

/**
 * Full check: shape, game, options, bots, replay, state hash and (format 3)
 * the hash of setup and state. On success returns the replayed match, ready
 * to continue. `appVersion` is this app's: a file it wrote that fails was
 * edited or damaged; one another version wrote may have met changed rules.
 * No message tells the hash that would have passed.
 */
export function checkSave(raw: unknown, games: GameLookup, keepEvents = true, appVersion?: string): Checked {
  const shape = checkSaveShape(raw);
  if (!shape.ok) return shape;
  const save = shape.save;
  const module = games(save.header.gameId);
  if (!module) return { ok: false, error: `it is for the game "${save.header.gameId.slice(0, 40)}", which this version of the app cannot play` };
  const inherited = inheritedNameIn(save.record.options);
  if (inherited) return { ok: false, error: `its game options are not valid: ${inherited.split('.').map(safeSegment).join('.')}: not a name this game knows` };
  const options = module.optionsSchema.safeParse(save.record.options);
  if (!options.success) return { ok: false, error: `its game options are not valid: ${issuesInWords(options.error)}` };
  for (const [seat, ctl] of Object.entries(save.record.controllers)) {
    if (ctl.type === 'ai' && !botById(module, ctl.bot)) {
      return { ok: false, error: `seat ${seat.slice(0, 20)} is played by the bot "${ctl.bot.slice(0, 40)}", which ${module.title} does not have` };
    }
  }
  const record: MatchRecord = { ...save.record, options: options.data };
  // A save is its moves, replayed under this version's rules: when a game's rules changed
  // since another version wrote it (a move split into steps, a new question), the moves stop
  // fitting. When this version wrote it, nothing changed but the file.
  const sameVersion = appVersion !== undefined && save.header.appVersion === appVersion;
  const changed = sameVersion
    ? 'this version of the app wrote it, so the save was edited or damaged'
    : `it was written by app version ${save.header.appVersion.slice(0, 40)}: the rules of ${module.title} may have changed since, or the save was edited or damaged`;
  let match: Match;
  try {
    // Frames kept from where "Replay since my move" may start: the host needs no second replay (recentTurn.ts).
    const framesFrom = replayFramesFrom(record, module.seats(options.data).map((s) => s.id));
    match = timed('load-save', 'replay', () => Match.replay(module, record, { keepEvents }, framesFrom));
  } catch (err) {
    if (err instanceof ChoiceError) return { ok: false, error: `its moves no longer replay (${changed}): ${err.message}` };
    return { ok: false, error: `replaying it failed (${changed}): ${messageOf(err)}` };
  }
  const hash = timed('load-save', 'hash', () => match.hash());
  // The computed hash stays out of the message: printed, it let any edit that still replays load on the next try.
  const whole = save.formatVersion < 3 || recordHash(save.record, hash) === save.header.recordHash;
  if (hash !== save.header.stateHash || !whole) {
    return { ok: false, error: `replaying its moves does not lead to the game it records (${changed})` };
  }
  return { ok: true, save: { ...save, record }, match };
}
