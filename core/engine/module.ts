/**
 * What a game supplies to the kernel: setup, step handlers, a per-seat view,
 * bots and metadata. A game is data plus handlers; the kernel does the rest.
 */
import type { ZodType } from 'zod';
import type { CampaignDef } from './campaign';
import type { WinRateTable } from './winRates';
import type { Ctx } from './context';
import type { GameView } from './view';
import type { OptionField } from '../protocol/messages';
import type {
  Bot, DieDef, InspectEntry, Json, JsonObject, LegendEntry, MatchState, MatchSummary, RuleEntry, SeatId, SeatSpec, Step,
  TableTarget, Tutorial,
} from './types';

export type StepHandler<G, S extends Step = Step> = (ctx: Ctx<G>, step: S) => void;

/** An entry of the in-game rules reference, in our own words. */
export type { RuleEntry };

export interface GameModule<G = JsonObject, O = Json, V = unknown> {
  id: string;
  title: string;
  /** One line for the menu. */
  summary: string;
  /** Shown in the New game dialog only when true. */
  playable: boolean;
  /** Validates options from the menu, saves and IPC. */
  optionsSchema: ZodType<O>;
  defaultOptions: O;
  /** How the New game dialog presents the options. */
  optionFields: OptionField[];
  /** The seats a match with these options has. */
  seats(options: O): SeatSpec[];
  /** Builds the game state and the steps that start play. May roll, shuffle and log through ctx. */
  setup(ctx: Ctx<G>, options: O): Step[];
  /** Initial game state before setup's steps (setup may fill it through ctx.g). */
  initialState(options: O, seats: SeatSpec[]): G;
  handlers: Record<string, StepHandler<G, never>>;
  /** The game part of a seat's view: hides what the seat may not see. `null` = spectator. */
  view(state: MatchState<G>, seat: SeatId | null): V;
  bots: Record<string, Bot<GameView<V>>>;
  /** Bot id used for an AI seat when none is named. */
  defaultBot(seat: SeatSpec): string;
  /**
   * The name the table shows now for whoever plays a seat, where it is not
   * the seat's own (a Planet Apocalypse seat is the hero it plays); the log
   * names a bot's reasons by it.
   */
  seatName?(g: G, seat: SeatId): string | undefined;
  /** Current round number, for turn caps and statistics. */
  round(g: G): number;
  /** A game still running after this many rounds is a rules or bot bug. */
  roundCap: number;
  /** Custom dice this game rolls (standard dice need not be listed). */
  dice: DieDef[];
  rules: RuleEntry[];
  /**
   * Redraws, in place, every part of a copy of the state that `seat` cannot
   * see (deck orders and the like) from `seed`, independent of how they truly
   * lie; the kernel reseeds the dice. With it, bots get a BotSim to look ahead.
   */
  determinize?(state: MatchState<G>, seat: SeatId, seed: number): void;
  /** Invariant checks for fuzzing; returns broken invariants in words. */
  invariants?(g: G): string[];
  /**
   * Every kind of thing a player can look up (piece types, cards, tokens,
   * keywords, abilities, areas), built from the content data. The rules search
   * finds these by name; inspect() may point at them.
   */
  glossary?: InspectEntry[];
  /**
   * What a target on the table is right now, from a seat's view: a figure's
   * type with its current health, an area with what stands in it, a card's
   * text. Null when the target is unknown to this view (hidden or gone).
   */
  inspect?(view: V, target: TableTarget): InspectEntry | null;
  /** The board legend: what each token, colour and marking on the table means. */
  legend?: LegendEntry[];
  /**
   * One line a player recognises a saved match by: the map or mission, the
   * heroes, the round, who is ahead ("Invasion, Moose and Hannah, round 4, the demons lead").
   */
  describeMatch?(state: MatchState<G>): string;
  /** How the match went, for the end-of-game screen (from the full state once it is over, or at any time). */
  matchSummary?(state: MatchState<G>): MatchSummary;
  /** A guided first game. */
  tutorial?: Tutorial;
  /** Stages played in order, each opened by winning the one before (campaign.ts). */
  campaign?: CampaignDef<G, O>;
  /** Measured win rates by options, shown in the New game dialog (winRates.ts). */
  winRates?: WinRateTable;
}

// The registry erases G/O/V; handlers are called only with their own state.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any>;
