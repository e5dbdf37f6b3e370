/**
 * The one protocol between the renderer and the host, carried by Electron IPC
 * or by a WebSocket in browser mode. Every request is validated with these
 * schemas in the host; a malformed message gets an error reply and changes nothing.
 */
import { z } from 'zod';
import type { MatchSummary } from '../engine/types';

export const SeatControllerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('human') }),
  z.object({ type: z.literal('ai'), bot: z.string().min(1).max(64) }),
]);

const Id = z.string().min(1).max(128);
const JsonValue: z.ZodType<unknown> = z.json();

const SettingsFields = {
  animationSpeed: z.enum(['1x', '2x', '4x', 'instant', 'fast']),
  graphicsQuality: z.enum(['low', 'medium', 'high']),
  volume: z.number().min(0).max(1),
  effectsVolume: z.number().min(0).max(1),
  ambienceVolume: z.number().min(0).max(1),
  muted: z.boolean(),
  colourBlindPalette: z.boolean(),
  d6Faces: z.enum(['numerals', 'pips']),
  lastGame: z.string().max(64),
  guideOfferDismissed: z.boolean(),
};

export const SettingsSchema = z.object({
  animationSpeed: z.enum(['1x', '2x', '4x', 'instant', 'fast']).default('1x'),
  graphicsQuality: z.enum(['low', 'medium', 'high']).default('medium'),
  /** Master volume: scales every sound (effects and ambience). */
  volume: z.number().min(0).max(1).default(0.7),
  /** Dice, event sounds and UI clicks, under the master volume. */
  effectsVolume: z.number().min(0).max(1).default(0.8),
  /** The game's quiet background bed, under the master volume. */
  ambienceVolume: z.number().min(0).max(1).default(0.5),
  /** Silences everything without losing the volumes. */
  muted: z.boolean().default(false),
  colourBlindPalette: z.boolean().default(false),
  /** How a thrown d6 shows its faces: numerals (6 and 9 underlined on every die) or pips. */
  d6Faces: z.enum(['numerals', 'pips']).default('numerals'),
  /** The game last played or chosen: the main menu's Rules opens its rules. */
  lastGame: z.string().max(64).default(''),
  /** The main menu's first-launch offer of a guided first game was put away ("No thanks"). */
  guideOfferDismissed: z.boolean().default(false),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** Requests the renderer may send: method name -> params schema. */
export const RequestParams = {
  hello: z.object({}),
  seatsFor: z.object({ gameId: Id, options: JsonValue }),
  newGame: z.object({
    gameId: Id,
    options: JsonValue,
    controllers: z.record(Id, SeatControllerSchema),
    seed: z.number().int().optional(),
    /** Every seat is AI and the match is watched: it moves on only through runAi. */
    watch: z.boolean().optional(),
  }),
  /** Lets the AI seats answer: at most `steps` times, or until `rounds` more rounds have begun. */
  runAi: z.object({
    steps: z.number().int().min(1).max(100_000).optional(),
    rounds: z.number().int().min(1).max(1_000).optional(),
  }),
  choose: z.object({ seat: Id, promptId: Id, optionIds: z.array(Id).max(256) }),
  undo: z.object({ seat: Id }),
  /** Hot-seat: the player of this seat has the screen (the handoff cover was lifted); its own table follows. */
  takeSeat: z.object({ seat: Id }),
  current: z.object({}),
  leaveMatch: z.object({}),
  /** Saves the open match under a name the player chose; rotation never deletes it. */
  saveMatch: z.object({ name: z.string().trim().min(1).max(80) }),
  /** A new match with the same game, options and seats, and a new seed ("Play again"). */
  rematch: z.object({}),
  listSaves: z.object({}),
  loadSave: z.object({ file: z.string().min(1).max(255) }),
  deleteSave: z.object({ file: z.string().min(1).max(255) }),
  getSettings: z.object({}),
  // Built without defaults: a partial update must not reset the settings it leaves out.
  setSettings: z.object({ settings: z.object(SettingsFields).partial() }),
  quit: z.object({}),
  // The dice tray screen and the dice statistics panel (electron/host/diceService.ts).
  diceCatalogue: z.object({}),
  rollDice: z.object({ dice: z.array(Id).min(1).max(12) }),
  diceStats: z.object({ gameId: Id.optional() }),
  /** A game's campaign: its stages in order, each with its record and whether it is open (electron/host/campaignService.ts). */
  campaign: z.object({ gameId: Id }),
} as const;

export type Method = keyof typeof RequestParams;
export type ParamsOf<M extends Method> = z.infer<(typeof RequestParams)[M]>;

export const RequestSchema = z.object({
  id: z.number().int().nonnegative(),
  method: z.string().min(1).max(64),
  params: z.unknown(),
});
export type Request = z.infer<typeof RequestSchema>;

export interface ErrorInfo {
  code: 'bad-request' | 'unknown-method' | 'no-match' | 'choice' | 'save' | 'internal';
  message: string;
}

export type Response = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: ErrorInfo };

/** Unsolicited messages from host to renderer. */
export type Push = { push: 'update'; data: MatchUpdate | null };

export interface GameInfo {
  id: string;
  title: string;
  summary: string;
  playable: boolean;
  defaultOptions: unknown;
  optionFields: OptionField[];
  /** The game's bots; `sides` lists the seat sides a bot can play (absent: any side). */
  bots: { id: string; name: string; sides?: string[] }[];
  /** The campaign's title when the game has one (the `campaign` request lists its stages). */
  campaign?: string;
  /** Measured win rates by options (core/engine/winRates.ts). */
  winRates?: WinRateTable;
}

/** One stage's record in a campaign: attempts, wins, the best result, everyone who played it. */
export interface CampaignStageRecord {
  attempts: number;
  wins: number;
  best: { won: boolean; rounds: number } | null;
  /** Everyone who has played this stage, in the order they first did. */
  players: string[];
}

/** A campaign stage as the campaign screen lists it (core/engine/campaign.ts keeps the record). */
export interface CampaignStageInfo {
  id: string;
  name: string;
  text: string;
  /** Options a match of this stage starts with (over the game's defaults). */
  options: Record<string, unknown>;
  unlocked: boolean;
  record: CampaignStageRecord;
}

/** The answer to the `campaign` request. */
export interface CampaignInfo {
  gameId: string;
  title: string;
  stages: CampaignStageInfo[];
  /** What was wrong with the record file, in words; null when all is well. */
  error: string | null;
}

/** Describes one option for the New game dialog. */
export type OptionField =
  | { key: string; label: string; kind: 'number'; min: number; max: number; step?: number }
  | { key: string; label: string; kind: 'select'; choices: { value: string; label: string }[] }
  | { key: string; label: string; kind: 'boolean' };

export interface SeatInfo {
  id: string;
  name: string;
  side: string;
  controller: z.infer<typeof SeatControllerSchema>;
  /** Ids of the bots that can play this seat (seatsFor lists them; the New game dialog offers only these). */
  bots?: string[];
}

export interface LogLine {
  /** Choice index the line belongs to (0 = setup). */
  at: number;
  text: string;
  kind: 'event' | 'choice' | 'reason';
}

/** What the renderer shows: the view for one seat plus what just happened. */
export interface MatchUpdate {
  matchId: string;
  gameId: string;
  title: string;
  seats: SeatInfo[];
  /** The seat whose view this is (the human seat deciding, or the last one that did). */
  viewer: string | null;
  view: unknown;
  /** Events since the previous update, filtered for the viewer, in order. */
  events: unknown[];
  /**
   * frames[i]: the viewer's view right after events[i], for animating the
   * table event by event; null where it looks as after the previous event.
   */
  frames: unknown[];
  /**
   * Log lines for the viewer: the whole log when `logFrom` is 0, otherwise
   * only the lines from index `logFrom` on (the screen already holds the
   * earlier ones and appends these).
   */
  log: LogLine[];
  logFrom: number;
  canUndo: boolean;
  hash: string;
  choices: number;
  /**
   * True when the next prompt belongs to a different human seat than the one
   * at the screen. The update then holds a spectator's table, log and no
   * events (`viewer` names the seat to hand to); `takeSeat` brings its own.
   */
  handoff: boolean;
  /**
   * Why the latest autosave failed (full disk, read-only folder ...), in
   * words; null when it succeeded. The match goes on in memory either way;
   * the screen shows a lasting warning while this is set.
   */
  saveProblem: string | null;
  /** The line a save of this match is known by (map or mission, who plays, round, who is ahead). */
  description: string;
  /** How the match went (winner, numbers per seat, turning point), once it is over; null before. */
  summary: MatchSummary | null;
  /**
   * "Replay since my move" (electron/host/recentTurn.ts): what the
   * viewer's replay holds before this update's events, as the viewer sees
   * it: the table before, the events and the table after each (null:
   * unchanged). Sent when the screen's own history cannot hold it (a loaded
   * save, a reloaded page, an undo, another seat at the screen); empty, with
   * `before` null, when the replay starts afresh with this update's events
   * (the viewer's decision is among them). Absent: this update's events
   * extend the replay the screen holds. Null: no replay.
   */
  recent?: { before: unknown; events: unknown[]; frames: unknown[] } | null;
  /**
   * Human seats that must answer now: the viewer first when asked, then the
   * others in the order the screen passes round. Several while a
   * simultaneous decision is open (the next handoff names the second one).
   * Always set by the host; optional only so older saved updates still read.
   */
  deciding?: string[];
}

export interface SaveInfo {
  file: string;
  ok: boolean;
  /** Present when ok. */
  gameId?: string;
  title?: string;
  savedAt?: string;
  choices?: number;
  autosave?: boolean;
  /** Round the match had reached (0 when an older save did not record it). */
  round?: number;
  /** The result's text when the game was over. */
  result?: string | null;
  /** 'auto': the autosave rotation; 'named': saved by the player, never rotated away. */
  kind?: 'auto' | 'named';
  /** The name the player gave it. */
  name?: string;
  formatVersion?: number;
  stateHash?: string;
  /** Present when not ok: what is wrong with the file, in words. */
  error?: string;
}

/** Measured win rates by options, for the New game dialog (core/engine/winRates.ts reads them, tools/winRates.ts writes them). */
export interface WinRateCell {
  /** Option values this figure holds for (every other option at the game's default). */
  options: Record<string, string | number | boolean>;
  /** Games of the players' side won with the default AI on every seat, of `games` (0: listed, not measured yet). */
  wins: number;
  games: number;
}

export interface WinRateTable {
  /** The side whose wins are counted, as the table shows it ("the marines"). */
  sideName: string;
  /** The seat side id in the sim's report (`wins` per side). */
  side: string;
  /** How the figures were made, to rerun them. */
  command: string;
  /** The date they were made (YYYY-MM-DD). */
  measured: string;
  cells: WinRateCell[];
}
