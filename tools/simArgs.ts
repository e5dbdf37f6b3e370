/**
 * Command-line flags of `npm run sim`, parsed into a plain request. Kept apart
 * from the CLI so that flag handling can be tested without spawning a process.
 */
import { parseArgs } from 'node:util';
import type { AnyGameModule } from '../core/engine/module';
import type { Json } from '../core/engine/types';
import { UsageError } from './games';

export const SIM_USAGE = `Usage: npm run sim -- --game <id> [--games N] [--seed S] [--players P] [--options '<json>']
                      [--bot <botId>] [--bots s1=steady,s2=random] [--rollout] [--json] [--save <file>]
  --games    how many games (default 100); game i uses seed S+i
  --seed     first seed (default 1)
  --players  sets options.players; --options merges a JSON object over the game's default options
  --bot      bot for every seat; --bots names bots per seat (wins over --bot); otherwise each seat's default bot
  --rollout  play as rollouts: the same rules and bots without the words nobody reads (option details, odds, log text)
  --json     print one JSON object as the last line of stdout
  --save     write the first failing game (or else the first game) as a save file for npm run replay
  --verify-replay  replay every finished game from its choices and check it reaches the same state`;

export interface SimRequest {
  game: string | undefined;
  games: number;
  seed: number;
  players: number | undefined;
  /** Parsed --options object, merged over the module's defaults. */
  options: Record<string, Json> | undefined;
  bot: string | undefined;
  bots: Record<string, string> | undefined;
  /** Play as rollouts (MatchConfig.rollout). */
  rollout: boolean;
  json: boolean;
  save: string | undefined;
  verifyReplay: boolean;
  help: boolean;
}

function integer(flag: string, text: string | undefined, fallback: number | undefined): number | undefined {
  if (text === undefined) return fallback;
  if (!/^-?\d+$/.test(text.trim())) throw new UsageError(`${flag} needs a whole number, not "${text}".`);
  return Number(text);
}

/** "s1=steady,s2=random" -> {s1: 'steady', s2: 'random'}. */
export function parseBotsFlag(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^([^=\s]+)=([^=\s]+)$/.exec(part);
    if (!m) throw new UsageError(`--bots takes seat=bot pairs separated by commas (s1=steady,s2=random), not "${part}".`);
    out[m[1]!] = m[2]!;
  }
  return out;
}

export function parseSimArgs(argv: string[]): SimRequest {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        game: { type: 'string', short: 'g' },
        games: { type: 'string', short: 'n' },
        seed: { type: 'string', short: 's' },
        players: { type: 'string', short: 'p' },
        options: { type: 'string' },
        bot: { type: 'string' },
        bots: { type: 'string' },
        rollout: { type: 'boolean' },
        json: { type: 'boolean' },
        save: { type: 'string' },
        'verify-replay': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const games = integer('--games', values.games, 100)!;
  if (games < 1) throw new UsageError('--games must be at least 1.');
  let options: Record<string, Json> | undefined;
  if (values.options !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(values.options);
    } catch {
      throw new UsageError(`--options must be a JSON object, not ${values.options}.`);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new UsageError(`--options must be a JSON object, not ${values.options}.`);
    }
    options = parsed as Record<string, Json>;
  }
  return {
    game: values.game,
    games,
    seed: integer('--seed', values.seed, 1)!,
    players: integer('--players', values.players, undefined),
    options,
    bot: values.bot,
    bots: values.bots !== undefined ? parseBotsFlag(values.bots) : undefined,
    rollout: values.rollout ?? false,
    json: values.json ?? false,
    save: values.save,
    verifyReplay: values['verify-replay'] ?? false,
    help: values.help ?? false,
  };
}

/** The module's default options with --options and --players laid over them. */
export function optionsFor(module: AnyGameModule, req: Pick<SimRequest, 'options' | 'players'>): Json {
  const defaults = module.defaultOptions as Json;
  if (req.options === undefined && req.players === undefined) return defaults;
  const base = defaults !== null && typeof defaults === 'object' && !Array.isArray(defaults) ? defaults : {};
  const merged: Record<string, Json> = { ...base, ...(req.options ?? {}) };
  if (req.players !== undefined) merged.players = req.players;
  return merged;
}
