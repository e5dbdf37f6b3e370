/**
 * The rules kernel's vocabulary. Everything that lives in match state is plain
 * JSON (no classes, Maps or functions) so that it can be cloned with
 * structuredClone, saved with JSON.stringify and hashed.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A seat is one side of the table a person or a bot answers for ("s1", "invader" ...). */
export type SeatId = string;

/** Something on the table an option or event points at, so the renderer can highlight or click it. */
export interface TableTarget {
  kind: 'area' | 'space' | 'figure' | 'card' | 'track' | 'die' | 'token' | 'seat';
  id: string;
}

export interface PromptOption {
  /** Stable id, unique within the prompt; a choice names options by id. */
  id: string;
  /** Short text for a button. */
  label: string;
  /** Longer explanation shown on hover. */
  hint?: string;
  target?: TableTarget;
  /**
   * Heading the option is listed under when a prompt has many (a gift's card
   * name, then its slots); options of one group stay together in list order.
   */
  group?: string;
  /** A short second line: a cost, a slot's bonus, a range. */
  detail?: string;
  /** For a move: the spaces or areas passed through, in order (the board draws the path). */
  path?: string[];
  /**
   * Exact chances of what this answer leads to, computed by the core (an
   * attack's chance to kill, to stagger, to deal each amount of damage).
   */
  odds?: { label: string; p: number }[];
  /** With a prompt's `counts` form: how many of each item this option stands for. */
  counts?: Record<string, number>;
}

/** A number or fact a player needs to decide well, shown above the options ("Incoming: 3 damage"). */
export interface PromptFact {
  label: string;
  value: string;
}

/**
 * A compact way to pick among many options that differ only in how many of
 * each item they take (the faces of three despair dice: 37 combinations):
 * the screen shows one counter per item and answers with the option whose
 * `counts` match. The options stay the legal answers.
 */
export interface CountsForm {
  kind: 'counts';
  /** The counters, in display order. */
  items: { key: string; label: string }[];
  /** The counts must add up to this. */
  total: number;
}

/** A question to one seat with an enumerated list of legal answers. */
export interface Prompt {
  /** Unique within a match ("p17"); a choice for another id is stale. */
  id: string;
  seat: SeatId;
  /** What kind of decision this is, for bots and tests ("chooseAction"). */
  kind: string;
  /** The question shown to the player, in our own words. */
  text: string;
  options: PromptOption[];
  /** How many options the answer names: min..max (both 1 for a single choice). */
  min: number;
  max: number;
  /** Id of the rules-reference entry this decision applies. */
  rule?: string;
  /** Option ids a helper suggests (the captain's recommended target, ...). */
  suggested?: string[];
  /** Why the suggestion is made, in a few words, where it is not the obvious answer (shown beside the star). */
  suggestedWhy?: string;
  /** What is at stake, in numbers, shown above the options. */
  facts?: PromptFact[];
  /** A compact editor for options that are counts of items. */
  form?: CountsForm;
}

/**
 * Several seats asked at once (simultaneous secret decisions). Each prompt
 * has its own id; an answer is recorded here and stays hidden from the other
 * seats (views show only who has answered) until the last one is in. Then
 * the group closes and `resume` is pushed with `answers` added, keyed by seat,
 * for the rules to resolve in their own order.
 */
export interface PromptGroup {
  /** One prompt per seat, in the order the rules listed them. */
  prompts: Prompt[];
  /** answers[i] is prompts[i]'s answer once given (secret while the group is open), else null. */
  answers: (string[] | null)[];
  resume: Step;
}

/** What a seat answers. */
export interface Choice {
  promptId: string;
  optionIds: string[];
}

/**
 * A unit of rules work on the resolution stack. `kind` selects the handler;
 * the rest is the step's own plain-JSON data.
 */
export interface Step {
  kind: string;
  [field: string]: Json | undefined;
}

/**
 * Something that happened, for the renderer to animate and the log to show.
 * `visibleTo` limits who may see it; other seats receive `redacted` instead
 * (or nothing when `redacted` is absent).
 */
export interface GameEvent {
  type: string;
  /** A line for the game log, in our own words. */
  text?: string;
  visibleTo?: SeatId[];
  redacted?: GameEvent;
  [field: string]: Json | GameEvent | undefined;
}

/**
 * A throw's result strip, written by the game that rolled on its
 * `diceRolled` event as `readout` (core/engine/diceReadout.ts): what the dice
 * were rolled for and how each die counts in that game. Display only.
 */
export interface DiceReadout {
  /** What was rolled for, naming who and what: "Red attacks Alaska from Kamchatka". */
  title: string;
  /** One short word per die in throw order on how it counts ("hit", "miss", "wins"); null where a die has none. */
  marks?: (string | null)[];
  /** How the throw counts, a short line each: "6 against 5: Red wins". */
  lines: string[];
}

/** A face of a die: a number, symbols, or both. */
export interface DieFace {
  label: string;
  value?: number;
  symbols?: string[];
}

/** Dice are data: the standard polyhedral dice and each game's custom dice. */
export interface DieDef {
  id: string;
  name: string;
  faces: DieFace[];
  /** Display colour for custom dice (CSS colour). */
  color?: string;
}

export interface DieRoll {
  die: string;
  /** Index into the die's faces. */
  face: number;
  value?: number;
  symbols?: string[];
  label: string;
}

/** A deck of card ids. `draw[0]` is the top card. Hidden unless the game says otherwise. */
export interface Deck {
  draw: string[];
  discard: string[];
}

/** How a match ended. */
export interface MatchResult {
  /** Seats that won; empty when nobody did (everyone lost to the game). */
  winners: SeatId[];
  /** Outcome name for statistics ("heroes", "demons", "draw" ...). */
  outcome: string;
  text: string;
}

export interface SeatSpec {
  id: SeatId;
  name: string;
  /** Side for statistics and bot choice ("heroes", "invader" ...). */
  side: string;
}

export type SeatController = { type: 'human' } | { type: 'ai'; bot: string };

export interface SeatConfig extends SeatSpec {
  controller: SeatController;
}

/** The whole state of a match: plain JSON. */
export interface MatchState<G = JsonObject> {
  gameId: string;
  seats: SeatSpec[];
  /** The game's own state. */
  g: G;
  /** Resolution stack; the last element resolves next. */
  stack: Step[];
  prompt: Prompt | null;
  /** Step pushed (with `answer`) when the prompt is answered. */
  resume: Step | null;
  /**
   * Simultaneous prompts waiting for answers (`prompt` is then null). Absent,
   * not null, when no group is open, so games that never ask several seats at
   * once keep exactly the state (and hashes) they had before groups existed.
   */
  group?: PromptGroup;
  /** pure-rand xoroshiro128plus state. */
  rng: number[];
  /** Counter for prompt ids. */
  seq: number;
  result: MatchResult | null;
}

/** One entry of a match's choice log. */
export interface LoggedChoice {
  seat: SeatId;
  promptId: string;
  optionIds: string[];
  by: 'human' | 'ai';
  /** The bot's short explanation of why, shown in the log. */
  reason?: string;
  /** Test driver only: dice results forced while this choice resolved. */
  forced?: ForcedRoll[];
}

/** A forced die result: a face value, a face label/symbol, or `{face: index}`. */
export type ForcedRoll = number | string | { face: number };

/** A bot's answer to a prompt. */
export interface BotDecision {
  optionIds: string[];
  reason?: string;
}

export interface BotRng {
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
}

/**
 * Lookahead for bots, offered only by games that can determinize
 * (GameModule.determinize): each sample is a copy of the match in which every
 * part the seat cannot see (deck orders, the dice to come) is drawn afresh
 * from the seed, so a bot that plays it forward learns nothing hidden.
 */
export interface BotSim<V = unknown> {
  /** A fresh determinized copy of the match as it stands now. */
  sample(seed: number): MatchState<unknown>;
  /** Answers the open question of a sample in place and resolves to the next question or the end. */
  apply(state: MatchState<unknown>, seat: SeatId, optionIds: string[]): void;
  /** A seat's view of a sample (for a policy bot playing it forward). */
  view(state: MatchState<unknown>, seat: SeatId): V;
}

/** A bot decides from its seat's view only: never the full state (a BotSim hands out determinized copies). */
export interface Bot<V = unknown> {
  id: string;
  name: string;
  /** The seat sides this bot can play (SeatSpec.side); absent: every side. */
  sides?: string[];
  decide(view: V, prompt: Prompt, rng: BotRng, sim?: BotSim<V>): BotDecision;
}

/** An entry of a game's rules reference, in our own words; prompts link to one by id. */
export interface RuleEntry {
  id: string;
  title: string;
  text: string;
}

/**
 * One thing a player can look up: a piece type, a card, a token, an area, a
 * keyword, an ability. The inspect panel, the board legend and the rules
 * search all read these, so what the screen says always comes from the
 * game's content data, never from text retyped in the renderer.
 */
export interface InspectEntry {
  /** Unique within the game, e.g. "minion:gryllus", "card:chainsaw", "keyword:stun". */
  id: string;
  /** What sort of thing it is, in the player's words ("Minion", "Glory Kill card", "Keyword"). */
  kind: string;
  /** The name the table and the log show. */
  name: string;
  /** Numbers and short facts, in display order ("Toughness" → "3"). */
  stats?: { label: string; value: string }[];
  /** Paragraphs of rules text, in our own words. */
  text?: string[];
  /** Ids of other entries this one mentions (its abilities, keywords), for links in the panel. */
  related?: string[];
  /** Id of the rules-reference entry that explains it. */
  rule?: string;
  /** Other names a player might search for. */
  aliases?: string[];
}

/** One line of a board's legend: what a token, colour or marking on the table means. */
export interface LegendEntry {
  /** What the player sees: a glyph, a colour swatch's name, a short symbol. */
  symbol: string;
  /** CSS colour of the swatch, when the marking is a colour. */
  color?: string;
  name: string;
  meaning: string;
  /** Glossary entry with the full details, if any. */
  entry?: string;
}

/**
 * How a match went, for the end-of-game screen: the headline, numbers per
 * seat (kills, damage dealt and taken ...) and the turning point, all in
 * the game's own words.
 */
export interface MatchSummary {
  headline: string;
  rounds: number;
  seats: { seat: SeatId; stats: { label: string; value: string }[] }[];
  /** The moment the game turned, in one line; absent when nothing stands out. */
  turningPoint?: string;
}

/** One step of a guided first game: a line of text pointing at a part of the screen or a decision. */
export interface TutorialStep {
  /** Shown when a prompt of this kind is asked (the guide waits for it); absent: right after the previous step. */
  prompt?: string;
  /** What the guide says, in the game's own words. */
  text: string;
  /** Where it points: a part of the screen, or a thing on the table. */
  point?: 'prompt' | 'log' | 'table' | 'bar' | 'sheet' | 'dice' | 'legend' | 'inspect' | 'menu' | TableTarget;
  /** The answer the guide suggests (highlighted); the player may still choose otherwise. */
  suggest?: string;
  /**
   * What the text says about the table, checked against it when the step is
   * shown (engine/tutorialRun.ts): the player's game view and the question
   * open then (null on a step that waits for none). Returns each claim that
   * is false, in words; empty when the text is true. A number, a name or an
   * option the text quotes belongs here, so the guide cannot drift from the
   * game it explains.
   */
  check?: (game: never, prompt: Prompt | null) => string[];
}

/** A guided first game: a fixed opening (seed, options, seats) and the steps that explain it. */
export interface Tutorial {
  title: string;
  seed: number;
  options: Json;
  seats: Record<SeatId, SeatController>;
  steps: TutorialStep[];
}
