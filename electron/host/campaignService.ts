/**
 * The campaign record in <data>/campaign.json: per game, per stage, the
 * attempts, wins, best result and who played (core/engine/campaign.ts). It
 * follows the match manager: when a match started from the campaign screen
 * ends, its outcome is added once. The file remembers which matches it has
 * counted, so loading the save of a finished campaign match does not count
 * it again.
 *
 * A missing file is an empty record; a corrupt or invalid one is reported in
 * words, kept as campaign.json.damaged and replaced by an empty record; a
 * failed write keeps the record in memory and says so. None of it stops play.
 */
import { z } from 'zod';
import { campaignStatus, recordOutcome } from '../../core/engine/campaign';
import type { AnyGameModule } from '../../core/engine/module';
import type { CampaignInfo } from '../../core/protocol/messages';
import type { WriteFs } from './durableWrite';
import { readJsonRecord, setAsideDamaged, writeJsonRecord, type JsonRecordRead } from './jsonRecord';
import { HostError, messageOf } from './errors';
import type { MatchSource } from './diceService';

/** How many counted match ids the file remembers. */
const REMEMBERED_MATCHES = 500;
/** Far above a real record (a few kilobytes); a larger file is not ours. */
const MAX_CAMPAIGN_BYTES = 1024 * 1024;

const StageRecordSchema = z.object({
  attempts: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  best: z.object({ won: z.boolean(), rounds: z.number().int().nonnegative() }).nullable(),
  players: z.array(z.string().max(200)).max(100),
});

const CampaignFileSchema = z.object({
  version: z.literal(1),
  games: z.record(z.string(), z.record(z.string(), StageRecordSchema)),
  counted: z.array(z.string()),
});
type CampaignFile = z.infer<typeof CampaignFileSchema>;

const emptyFile = (): CampaignFile => ({ version: 1, games: {}, counted: [] });

export type CampaignView = CampaignInfo;

export function readCampaignFile(file: string): Promise<JsonRecordRead<CampaignFile>> {
  return readJsonRecord(file, {
    schema: CampaignFileSchema,
    maxBytes: MAX_CAMPAIGN_BYTES,
    empty: emptyFile,
    messages: {
      unreadable: (why) => `Could not read the campaign record (${why}); it starts empty this session.`,
      damaged: (why) => `The campaign record was damaged (${why}); it was set aside and a new one begun.`,
      invalid: 'The campaign record had invalid contents; it was set aside and a new one begun.',
    },
  });
}

export interface CampaignServiceOptions {
  file: string;
  matches?: MatchSource;
  games: (gameId: string) => AnyGameModule | undefined;
  fs?: WriteFs;
  log?: (message: string) => void;
}

export class CampaignService {
  private data: CampaignFile | null = null;
  private readError: string | null = null;
  private writeError: string | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly log: (message: string) => void;

  constructor(private readonly opts: CampaignServiceOptions) {
    this.log = opts.log ?? ((m) => console.warn(m));
    opts.matches?.onUpdate(() => {
      void this.enqueue(() => this.countOpenMatch());
    });
  }

  /** The game's stages in order with their records and whether each is open. */
  async view(gameId: string): Promise<CampaignView> {
    const campaign = this.opts.games(gameId)?.campaign;
    if (!campaign) throw new HostError('bad-request', `${gameId.slice(0, 64)} has no campaign.`);
    return this.enqueue(async () => {
      await this.countOpenMatch();
      const data = await this.load();
      return { gameId, title: campaign.title, stages: campaignStatus(campaign.stages(), data.games[gameId] ?? {}), error: this.writeError ?? this.readError };
    });
  }

  /** Resolves when everything queued so far is done: for tests and shutdown. */
  flush(): Promise<void> {
    return this.enqueue(async () => undefined);
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch((err: unknown) => this.log(`Campaign record: ${messageOf(err)}`));
    return run;
  }

  /** Adds the open match's outcome once, if it is a finished campaign match. */
  private async countOpenMatch(): Promise<void> {
    const match = this.opts.matches?.match;
    const matchId = this.opts.matches?.matchId;
    if (!match || !matchId || !match.state.result) return;
    const campaign = match.module.campaign;
    const stage = campaign?.stageOf(match.setup.options);
    if (!campaign || !stage) return;
    const data = await this.load();
    if (data.counted.includes(matchId)) return;
    const gameId = match.setup.gameId;
    data.games[gameId] = recordOutcome(data.games[gameId] ?? {}, stage, campaign.outcome(match.state));
    data.counted = [...data.counted, matchId].slice(-REMEMBERED_MATCHES);
    await this.save();
  }

  private async load(): Promise<CampaignFile> {
    if (!this.data) {
      const read = await readCampaignFile(this.opts.file);
      this.data = read.data;
      this.readError = read.error;
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
      await writeJsonRecord(this.opts.file, data, { schema: CampaignFileSchema, maxBytes: MAX_CAMPAIGN_BYTES, indent: 1, ...(this.opts.fs ? { fs: this.opts.fs } : {}) });
      this.writeError = null;
    } catch (err) {
      this.writeError = `The campaign record is kept for this session only: ${messageOf(err)}`;
      this.log(this.writeError);
    }
  }
}
