/**
 * The save file format and its checks. A save is the match record (game,
 * options, seats' controllers, seed, choices) plus the hash of the state the
 * choices lead to, so a load can prove the replay reproduced the same game.
 *
 * Checking happens in order from "is this even ours?" to "does it replay to
 * the same state?", and each failure says in words what is wrong, so the
 * Load menu can show a broken file without hiding the good ones.
 */
import { z } from 'zod';
import { ChoiceError } from '../../core/engine/errors';
import { Match, type MatchRecord } from '../../core/engine/match';
import type { AnyGameModule } from '../../core/engine/module';
import { SeatControllerSchema } from '../../core/protocol/messages';
import { messageOf } from './errors';

export const SAVE_FORMAT = 'apocalypse-tabletop-save';
export const SAVE_FORMAT_VERSION = 1;

const LoggedChoiceSchema = z.object({
  seat: z.string().min(1),
  promptId: z.string().min(1),
  optionIds: z.array(z.string()),
  by: z.enum(['human', 'ai']),
  reason: z.string().optional(),
});

export const SaveFileSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  formatVersion: z.literal(SAVE_FORMAT_VERSION),
  appVersion: z.string(),
  gameId: z.string().min(1),
  options: z.json(),
  controllers: z.record(z.string(), SeatControllerSchema),
  seed: z.number().int(),
  choices: z.array(LoggedChoiceSchema),
  stateHash: z.string().min(1),
  savedAt: z.string(),
  title: z.string(),
  /** Which match this is, so autosaves of the same match overwrite instead of rotating. Optional: not needed to replay. */
  matchId: z.string().optional(),
});
export type SaveFile = z.infer<typeof SaveFileSchema>;

export type GameLookup = (gameId: string) => AnyGameModule | undefined;

/** A one-line description of a match for the Load menu. */
export function saveTitle(match: Match): string {
  const round = match.module.round(match.state.g);
  const state = match.state.result ? 'finished' : `round ${round}`;
  const humans = match.state.seats.filter((s) => match.controller(s.id).type === 'human').length;
  const who = humans === 0 ? 'all AI' : humans === 1 ? '1 player' : `${humans} players`;
  return `${match.module.title}: ${state}, ${who}`;
}

export function toSaveFile(match: Match, meta: { appVersion: string; matchId?: string; savedAt?: Date }): SaveFile {
  const record = match.record;
  const save: SaveFile = {
    format: SAVE_FORMAT,
    formatVersion: SAVE_FORMAT_VERSION,
    appVersion: meta.appVersion,
    gameId: record.gameId,
    options: record.options,
    controllers: record.controllers,
    seed: record.seed,
    choices: record.choices,
    stateHash: match.hash(),
    savedAt: (meta.savedAt ?? new Date()).toISOString(),
    title: saveTitle(match),
  };
  if (meta.matchId !== undefined) save.matchId = meta.matchId;
  return save;
}

export type Checked = { ok: true; save: SaveFile; match: Match } | { ok: false; error: string };

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function issuesInWords(error: z.ZodError, limit = 3): string {
  const parts = error.issues.slice(0, limit).map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`);
  const more = error.issues.length > limit ? ` and ${error.issues.length - limit} more` : '';
  return parts.join('; ') + more;
}

/** Parses the text of a save file; errors name what is wrong, the caller adds the file name. */
export function parseSaveText(text: string): { ok: true; raw: unknown } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: false, error: 'the file is empty' };
  try {
    return { ok: true, raw: JSON.parse(text) };
  } catch (err) {
    return { ok: false, error: `the file is not valid JSON, probably truncated or corrupt (${messageOf(err)})` };
  }
}

/** Checks the envelope and fields of a parsed save without replaying it. */
export function checkSaveShape(raw: unknown): { ok: true; save: SaveFile } | { ok: false; error: string } {
  if (!isPlainObject(raw)) return { ok: false, error: 'it is not an Apocalypse Tabletop save (not a JSON object)' };
  if (raw.format !== SAVE_FORMAT) {
    const what = typeof raw.format === 'string' ? `its format is "${raw.format.slice(0, 60)}"` : 'it has no "format" field';
    return { ok: false, error: `it is not an Apocalypse Tabletop save (${what})` };
  }
  const version = raw.formatVersion;
  if (typeof version === 'number' && Number.isInteger(version) && version > SAVE_FORMAT_VERSION) {
    return {
      ok: false,
      error: `it was written by a newer version of the app (save format ${version}; this version reads format ${SAVE_FORMAT_VERSION})`,
    };
  }
  const parsed = SaveFileSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: `the save is damaged: ${issuesInWords(parsed.error)}` };
  return { ok: true, save: parsed.data };
}

/**
 * Full check: shape, game, options, bots, replay and state hash. On success
 * returns the replayed match, ready to continue.
 */
export function checkSave(raw: unknown, games: GameLookup, keepEvents = true): Checked {
  const shape = checkSaveShape(raw);
  if (!shape.ok) return shape;
  const save = shape.save;
  const module = games(save.gameId);
  if (!module) return { ok: false, error: `it is for the game "${save.gameId}", which this version of the app cannot play` };
  const options = module.optionsSchema.safeParse(save.options);
  if (!options.success) return { ok: false, error: `its game options are not valid: ${issuesInWords(options.error)}` };
  for (const [seat, ctl] of Object.entries(save.controllers)) {
    if (ctl.type === 'ai' && !module.bots[ctl.bot]) {
      return { ok: false, error: `seat ${seat} is played by the bot "${ctl.bot}", which ${module.title} does not have` };
    }
  }
  const record: MatchRecord = {
    gameId: save.gameId, options: options.data, controllers: save.controllers, seed: save.seed, choices: save.choices,
  };
  let match: Match;
  try {
    match = Match.replay(module, record, { keepEvents });
  } catch (err) {
    if (err instanceof ChoiceError) return { ok: false, error: `its moves no longer replay: ${err.message}` };
    return { ok: false, error: `replaying it failed: ${messageOf(err)}` };
  }
  const hash = match.hash();
  if (hash !== save.stateHash) {
    return {
      ok: false,
      error: `replaying its moves does not reproduce the saved game (state hash ${hash}, the file says ${save.stateHash})`,
    };
  }
  return { ok: true, save, match };
}
