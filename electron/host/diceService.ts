/**
 * The host's dice desk: the catalogue of every die the games use, dice rolls
 * for the dice tray screen (rolled by the core's seeded RNG, never by the
 * physics), and the fairness statistics: per-match tallies read from the open
 * match's events and per-game tallies kept in <data>/dice-stats.json.
 *
 * The per-game tallies follow the match manager's updates: each update, the
 * event groups of the open match not yet counted are added. The file remembers
 * how many groups of each recent match it has counted, so loading a save of a
 * match played here does not count its dice twice.
 *
 * A missing file is an empty tally; a corrupt or invalid one is reported (in
 * words, with the diceStats answer), kept as dice-stats.json.damaged and
 * replaced by a fresh tally at once; it never crashes the host.
 */
import { randomInt as cryptoInt } from 'node:crypto';
import { z } from 'zod';
import { rollFromFace, STANDARD_DICE } from '../../core/engine/dice';
import type { Match } from '../../core/engine/match';
import type { AnyGameModule } from '../../core/engine/module';
import { generatorFrom, randomInt, seedRng, type Generator } from '../../core/engine/rng';
import type { DieDef, DieRoll, GameEvent } from '../../core/engine/types';
import { DOOM_DICE } from '../../core/games/doom/dice';
import { PA_DICE } from '../../core/games/planet-apocalypse/dice';
import { CATALOGUE } from '../../core/games/registry';
import { dieStats, mergeTally, tallyEvents, tallyRolls, type DiceTally, type DieStats } from '../../core/stats/diceTally';
import { readJsonRecord, setAsideDamaged, writeJsonRecord, type JsonRecordRead } from './jsonRecord';
import { HostError, messageOf } from './errors';

/** The most dice one throw may hold: what the tray has room for. */
export const MAX_DICE_PER_THROW = 12;
/** Tally key of the dice thrown on the dice tray screen (not part of any game). */
export const LAB_GAME_ID = 'dice-tray';
/** How many matches' counting positions the file remembers. */
const REMEMBERED_MATCHES = 200;
/** Far above a real tally (a few kilobytes); a larger file is not ours. */
const MAX_STATS_BYTES = 4 * 1024 * 1024;

export interface CatalogueDie extends DieDef {
  /** Which game (or "Standard dice") the die belongs to, for grouping in the picker. */
  game: string;
}

/**
 * Dice games publish outside their module: core/games/<game>/dice.ts files of
 * games whose rules module does not exist yet. diceService.test.ts fails when
 * a dice.ts appears that is not listed here.
 */
export const GAME_DICE_FILES: readonly { game: string; dice: readonly DieDef[] }[] = [
  { game: 'Planet Apocalypse', dice: PA_DICE },
  { game: 'DOOM: The Board Game', dice: DOOM_DICE },
];

/** Every die definition the table knows, each id once, standard dice first. */
export function diceCatalogue(catalogue: readonly { title: string; module: AnyGameModule | null }[] = CATALOGUE): CatalogueDie[] {
  const out: CatalogueDie[] = [];
  const add = (game: string, die: DieDef) => {
    const same = out.find((d) => d.id === die.id);
    if (same) {
      // Two games naming different dice alike would make tallies and rolls ambiguous.
      if (JSON.stringify(same.faces) !== JSON.stringify(die.faces)) {
        throw new Error(`Two different dice share the id "${die.id}" (${same.game} and ${game}).`);
      }
      return;
    }
    out.push({ ...die, faces: die.faces.map((f) => ({ ...f })), game });
  };
  for (const die of Object.values(STANDARD_DICE)) add('Standard dice', die);
  for (const entry of catalogue) for (const die of entry.module?.dice ?? []) add(entry.title, die);
  for (const file of GAME_DICE_FILES) for (const die of file.dice) add(file.game, die);
  return out;
}

const StatsFileSchema = z.object({
  version: z.literal(1),
  games: z.record(z.string(), z.record(z.string(), z.array(z.number().int().nonnegative()))),
  matches: z.array(z.object({ matchId: z.string(), gameId: z.string(), counted: z.number().int().nonnegative() })),
});
type StatsFile = z.infer<typeof StatsFileSchema>;

/**
 * Events every seat saw. A roll only some seats may see stays out of the
 * statistics, which anyone at the screen can open.
 */
function publicEvents(groups: readonly (readonly GameEvent[])[]): GameEvent[] {
  return groups.flat().filter((e) => e.visibleTo === undefined);
}

const emptyFile = (): StatsFile => ({ version: 1, games: {}, matches: [] });

/** Reads dice-stats.json: a missing file is empty; a bad one is empty plus a message. */
export function readStatsFile(file: string): Promise<JsonRecordRead<StatsFile>> {
  return readJsonRecord(file, {
    schema: StatsFileSchema,
    maxBytes: MAX_STATS_BYTES,
    empty: emptyFile,
    messages: {
      unreadable: (why) => `Could not read the dice statistics (${why}); starting a new tally.`,
      damaged: (why) => `The dice statistics file was damaged (${why}); it was replaced with a new tally.`,
      invalid: 'The dice statistics file had invalid contents; it was replaced with a new tally.',
    },
  });
}

/** What the service needs from the match manager (MatchManager fits). */
export interface MatchSource {
  readonly match: Match | null;
  readonly matchId: string | null;
  onUpdate(listener: (update: unknown) => void): () => void;
}

export interface DiceServiceOptions {
  /** Path of dice-stats.json. */
  file: string;
  matches?: MatchSource;
  /** Seed of the dice tray's own RNG; random when absent. */
  seed?: number;
  catalogue?: CatalogueDie[];
  log?: (message: string) => void;
}

export interface RollResult {
  rolls: DieRoll[];
  /** Seed for the physics throw that shows these rolls. */
  seed: number;
}

export interface TallyStats {
  gameId: string;
  title: string;
  dice: DieStats[];
}

export interface DiceStatsResult {
  /** The open match's own dice, when a match is open (and of the asked game). */
  match: (TallyStats & { matchId: string }) | null;
  /** Every game's dice over all matches played with this data folder, plus the dice tray's. */
  games: TallyStats[];
  /** What went wrong with the statistics file, in words; null when all is well. */
  error: string | null;
}

export class DiceService {
  private readonly catalogue: CatalogueDie[];
  private readonly gen: Generator;
  private readonly log: (message: string) => void;
  private data: StatsFile | null = null;
  private fileError: string | null = null;
  /** Serialises loads, counting and writes so two updates never interleave. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly opts: DiceServiceOptions) {
    this.catalogue = opts.catalogue ?? diceCatalogue();
    this.gen = generatorFrom(seedRng(opts.seed ?? cryptoInt(0, 2 ** 31)));
    this.log = opts.log ?? ((m) => console.warn(m));
    opts.matches?.onUpdate(() => {
      void this.enqueue(() => this.countOpenMatch());
    });
  }

  listCatalogue(): { dice: CatalogueDie[] } {
    return { dice: this.catalogue.map((d) => ({ ...d, faces: d.faces.map((f) => ({ ...f })) })) };
  }

  /** Rolls dice by id with the core's RNG and adds them to the dice tray's tally. */
  async roll(dieIds: readonly string[]): Promise<RollResult> {
    if (dieIds.length === 0) throw new HostError('bad-request', 'Pick at least one die to throw.');
    if (dieIds.length > MAX_DICE_PER_THROW) {
      throw new HostError('bad-request', `The tray holds at most ${MAX_DICE_PER_THROW} dice at a time.`);
    }
    const dice = dieIds.map((id) => {
      const die = this.catalogue.find((d) => d.id === id);
      if (!die) throw new HostError('bad-request', `There is no die "${id}".`);
      return die;
    });
    const rolls = dice.map((die) => rollFromFace(die, randomInt(this.gen, 0, die.faces.length - 1)));
    const seed = randomInt(this.gen, 0, 2 ** 31 - 1);
    await this.enqueue(async () => {
      const data = await this.load();
      tallyRolls((data.games[LAB_GAME_ID] ??= {}), rolls);
      await this.save();
    });
    return { rolls, seed };
  }

  /** Tallies with chi-square tests: the open match's and every game's (or one game's). */
  async stats(gameId?: string): Promise<DiceStatsResult> {
    return this.enqueue(async () => {
      await this.countOpenMatch();
      const data = await this.load();
      const match = this.opts.matches?.match ?? null;
      const matchId = this.opts.matches?.matchId ?? null;
      let matchStats: DiceStatsResult['match'] = null;
      if (match && matchId && (gameId === undefined || match.setup.gameId === gameId)) {
        const tally = tallyEvents({}, publicEvents(match.events));
        matchStats = { matchId, ...this.tallyStats(match.setup.gameId, tally, match.module.dice) };
      }
      const games = Object.entries(data.games)
        .filter(([id]) => gameId === undefined || id === gameId)
        .map(([id, tally]) => this.tallyStats(id, tally, match?.setup.gameId === id ? match.module.dice : []));
      return { match: matchStats, games, error: this.fileError };
    });
  }

  /** Resolves when everything queued so far (counting, writes) is done: for tests and shutdown. */
  flush(): Promise<void> {
    return this.enqueue(async () => undefined);
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch((err: unknown) => this.log(`Dice statistics: ${messageOf(err)}`));
    return run;
  }

  private tallyStats(gameId: string, tally: DiceTally, extraDice: readonly DieDef[]): TallyStats {
    const title = gameId === LAB_GAME_ID ? 'Dice tray' : (CATALOGUE.find((e) => e.id === gameId)?.title ?? gameId);
    const dice: DieStats[] = [];
    for (const [dieId, counts] of Object.entries(tally)) {
      const die = this.catalogue.find((d) => d.id === dieId) ?? extraDice.find((d) => d.id === dieId);
      if (!die) continue; // a die no game defines any more: nothing to compare it with
      try {
        dice.push(dieStats(die, counts));
      } catch (err) {
        this.log(`Dice statistics for ${gameId}: ${messageOf(err)}`);
      }
    }
    return { gameId, title, dice };
  }

  private async load(): Promise<StatsFile> {
    if (!this.data) {
      const read = await readStatsFile(this.opts.file);
      this.data = read.data;
      this.fileError = read.error;
      if (read.error) this.log(read.error);
      if (read.damaged) {
        await setAsideDamaged(this.opts.file);
        await this.save();
      }
    }
    return this.data;
  }

  private async save(): Promise<void> {
    const data = await this.load();
    try {
      await writeJsonRecord(this.opts.file, data, { schema: StatsFileSchema, maxBytes: MAX_STATS_BYTES });
    } catch (err) {
      this.fileError = `Could not write the dice statistics: ${messageOf(err)}`;
      this.log(this.fileError);
    }
  }

  /** Adds the open match's event groups not yet counted to its game's tally. */
  private async countOpenMatch(): Promise<void> {
    const match = this.opts.matches?.match ?? null;
    const matchId = this.opts.matches?.matchId ?? null;
    if (!match || !matchId) return;
    const data = await this.load();
    let entry = data.matches.find((m) => m.matchId === matchId);
    if (!entry) {
      entry = { matchId, gameId: match.setup.gameId, counted: 0 };
      data.matches.push(entry);
      if (data.matches.length > REMEMBERED_MATCHES) data.matches.splice(0, data.matches.length - REMEMBERED_MATCHES);
    }
    // Undo shortens the event list (never past a roll: undo stops at dice), so clamp.
    const from = Math.min(entry.counted, match.events.length);
    entry.counted = from;
    if (from === match.events.length) return;
    const fresh: DiceTally = tallyEvents({}, publicEvents(match.events.slice(from)));
    entry.counted = match.events.length;
    mergeTally((data.games[match.setup.gameId] ??= {}), fresh);
    await this.save();
  }
}
