/**
 * A save file as a readable game log: setup events, then every choice with
 * the labels of the options chosen, the bot's reason, and the events it set
 * off; then the result and whether the replay reproduced the saved state hash.
 *
 * The replay goes choice by choice (Match.start, then match.choose with the
 * logged seat, by and reason: the same path Match.replay takes) because the
 * labels live in the prompt that was in force just before each choice, and
 * only a step-by-step replay still has it.
 */
import { ChoiceError } from '../core/engine/errors';
import { Match } from '../core/engine/match';
import { openPrompts } from '../core/engine/group';
import type { AnyGameModule } from '../core/engine/module';
import type { GameEvent, MatchResult, Prompt, SeatId } from '../core/engine/types';
import { eventsFor } from '../core/engine/view';
import { oneLine, UsageError } from './games';
import { SaveFileError, type SaveFile } from './saveFile';

export interface ReplayTextOptions {
  /** Show the log as this seat saw it (private events redacted, others' choices unnamed). Omit for everything. */
  seat?: SeatId | null;
}

export interface ReplayTextResult {
  lines: string[];
  result: MatchResult | null;
  /** Hash of the state after the last choice. */
  hash: string;
  hashMatches: boolean;
}

const EVENT_INDENT = '    ';

/** An event without log text still matters when debugging (a card drawn, a deck shuffled): show its data. */
function describeEvent(e: GameEvent): string {
  if (e.text) return e.text;
  const fields = Object.entries(e)
    .filter(([k, v]) => !['type', 'text', 'visibleTo', 'redacted'].includes(k) && v !== undefined)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return `[${e.type}]${fields.length ? ' ' + fields.join(' ') : ''}`;
}

function eventLines(events: readonly GameEvent[], seat: SeatId | null | undefined): string[] {
  const shown = seat === undefined ? events : eventsFor(events, seat);
  const lines: string[] = [];
  for (const e of shown) {
    // The bot's reason is printed on the choice line; its event would say it twice.
    if (e.type === 'reason') continue;
    const secret = seat === undefined && e.visibleTo ? ` (seen only by ${e.visibleTo.join(', ')})` : '';
    lines.push(`${EVENT_INDENT}${describeEvent(e)}${secret}`);
  }
  return lines;
}

function labelsOf(prompt: Prompt, optionIds: readonly string[]): string {
  return optionIds
    .map((id) => {
      const o = prompt.options.find((opt) => opt.id === id);
      return o ? o.label : id;
    })
    .join(', ') || '(nothing)';
}

function resultLine(result: MatchResult | null, match: Match): string {
  if (!result) {
    const open = openPrompts(match.state);
    return open.length ? `No result yet: waiting for ${open.map((p) => `${p.seat} (${p.text})`).join(', ')}` : 'No result yet.';
  }
  const winners = result.winners.length ? result.winners.join(', ') : 'nobody';
  return `Result: ${result.text} (outcome: ${result.outcome}; winners: ${winners})`;
}

export function replayText(module: AnyGameModule, save: SaveFile, opts: ReplayTextOptions = {}): ReplayTextResult {
  const seat = opts.seat;
  let match: Match;
  try {
    match = Match.start(module, { gameId: save.gameId, options: save.options, controllers: save.controllers, seed: save.seed }, { keepEvents: true });
  } catch (err) {
    throw new SaveFileError(`the match does not start: ${oneLine(err)}`);
  }
  const names = new Map(match.state.seats.map((s) => [s.id, s.name]));
  if (seat != null && !names.has(seat)) throw new UsageError(`This match has no seat "${seat}"; its seats: ${[...names.keys()].join(', ')}.`);
  const controller = (id: SeatId) => {
    const c = save.controllers[id];
    return c?.type === 'ai' ? `ai:${c.bot}` : 'human';
  };
  const lines: string[] = [
    `${module.title}: "${save.title}" (seed ${save.seed}, options ${JSON.stringify(save.options)}, saved ${save.savedAt} by ${save.appVersion})`,
    `Seats: ${match.state.seats.map((s) => `${s.id} ${s.name} (${s.side}, ${controller(s.id)})`).join('; ')}`,
    seat === undefined ? 'Showing everything, hidden information included.' : `As seen by ${seat ?? 'a spectator'}.`,
    '',
    '== Setup',
    ...eventLines(match.events[0] ?? [], seat),
  ];

  const total = save.choices.length;
  save.choices.forEach((c, i) => {
    // In a simultaneous decision each seat answers its own prompt of the group.
    const prompt = openPrompts(match.state).find((p) => p.id === c.promptId) ?? null;
    const who = `${c.seat} ${names.get(c.seat) ?? ''}`.trim();
    const mine = seat === undefined || c.seat === seat;
    if (prompt && mine) {
      const why = c.reason ? ` -- ${c.reason}` : '';
      lines.push(`== ${i + 1}. ${who} [${c.by}] ${prompt.text}`, `   chose: ${labelsOf(prompt, c.optionIds)}${why}`);
    } else {
      // Another seat's options may name its hidden cards: say only who decided what kind of thing.
      lines.push(`== ${i + 1}. ${who} [${c.by}] decides${prompt ? ` (${prompt.kind})` : ''}`);
    }
    let events: GameEvent[];
    try {
      events = match.choose(c.seat, { promptId: c.promptId, optionIds: c.optionIds }, c.by, c.reason);
    } catch (err) {
      const what = err instanceof ChoiceError ? err.message : `${err instanceof Error ? err.name : 'Error'}: ${oneLine(err)}`;
      throw new SaveFileError(`choice ${i + 1} of ${total} does not replay: ${what}`);
    }
    lines.push(...eventLines(events, seat));
  });

  const hash = match.hash();
  const hashMatches = hash === save.stateHash;
  lines.push(
    '',
    resultLine(match.state.result, match),
    hashMatches
      ? `State hash ${hash} matches the save: the replay is exact.`
      : `State hash ${hash} does NOT match the save's ${save.stateHash}: the rules or the content changed since it was saved.`,
  );
  return { lines, result: match.state.result, hash, hashMatches };
}
