/**
 * A campaign: a game's stages (Planet Apocalypse's maps) played in order of
 * challenge, each opened by winning the one before, with a record per stage
 * (attempts, wins, best result, the heroes or players who took part). The
 * game module says what its stages are and how a finished match went; this
 * file keeps the record, pure, so the host stores it and the tests check it.
 */
import type { CampaignStageInfo, CampaignStageRecord } from '../protocol/messages';
import type { MatchState } from './types';

export interface CampaignStage {
  id: string;
  name: string;
  /** One line on what makes this stage different. */
  text: string;
  /** Options a match of this stage starts with (over the game's defaults); they mark it as a campaign match. */
  options: Record<string, unknown>;
}

export interface CampaignOutcome {
  won: boolean;
  /** Rounds played: fewer is better in a win, more (held out longer) in a loss. */
  rounds: number;
  /** Names of the heroes or players who took part, as the table shows them. */
  players: string[];
}

export interface CampaignDef<G, O> {
  title: string;
  /** Stages in order of challenge; the first is always open. */
  stages(): CampaignStage[];
  /** The stage a match with these options plays; null when it is not a campaign match. */
  stageOf(options: O): string | null;
  /** How a finished match went. */
  outcome(state: MatchState<G>): CampaignOutcome;
}

export type StageRecord = CampaignStageRecord;

/** stage id -> its record; stages never played are absent. */
export type CampaignRecord = Record<string, StageRecord>;

export type StageStatus = CampaignStageInfo;

const EMPTY: StageRecord = { attempts: 0, wins: 0, best: null, players: [] };

/** True when `a` is a better result than `b`: a win beats a loss; a quicker win, a longer stand. */
export function betterResult(a: { won: boolean; rounds: number }, b: { won: boolean; rounds: number } | null): boolean {
  if (!b) return true;
  if (a.won !== b.won) return a.won;
  return a.won ? a.rounds < b.rounds : a.rounds > b.rounds;
}

/** The record after one more finished match of `stage` (the old record is not changed). */
export function recordOutcome(record: CampaignRecord, stage: string, outcome: CampaignOutcome): CampaignRecord {
  const was = record[stage] ?? EMPTY;
  const result = { won: outcome.won, rounds: outcome.rounds };
  const next: StageRecord = {
    attempts: was.attempts + 1,
    wins: was.wins + (outcome.won ? 1 : 0),
    best: betterResult(result, was.best) ? result : was.best,
    players: [...was.players, ...outcome.players.filter((p, i) => !was.players.includes(p) && outcome.players.indexOf(p) === i)],
  };
  return { ...record, [stage]: next };
}

/** Each stage in order with its record, open when it is the first or the stage before it has been won. */
export function campaignStatus(stages: readonly CampaignStage[], record: CampaignRecord): StageStatus[] {
  return stages.map((stage, i) => ({
    ...stage,
    unlocked: i === 0 || (record[stages[i - 1]!.id]?.wins ?? 0) > 0,
    record: record[stage.id] ?? EMPTY,
  }));
}
