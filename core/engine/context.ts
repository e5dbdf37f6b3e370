/**
 * The toolbox a step handler works with. A context lives for one resolution
 * run: it owns the live RNG, collects events and notes whether anything
 * random or hidden came out (which makes the run a barrier for undo).
 */
import { faceFor, rollFromFace } from './dice';
import { RulesError } from './errors';
import { generatorFrom, randomInt, shuffleInPlace, type Generator } from './rng';
import type {
  CountsForm, Deck, DieDef, DieRoll, ForcedRoll, GameEvent, Json, MatchResult, MatchState, Prompt, PromptFact, PromptOption, SeatId,
  SeatSpec, Step,
} from './types';

export type { ForcedRoll } from './types';

/**
 * Sees each event as it is recorded. Handlers emit an event after the change
 * it reports, so the state passed here is the table as that event leaves it.
 */
export type EventObserver = (event: GameEvent, state: MatchState<unknown>) => void;

export interface PromptSpec {
  seat: SeatId;
  kind: string;
  text: string;
  options: PromptOption[];
  min?: number;
  max?: number;
  rule?: string;
  suggested?: string[];
  suggestedWhy?: string;
  /** What is at stake, in numbers (copied onto the prompt). */
  facts?: PromptFact[];
  /** A compact editor for options that are counts of items (copied onto the prompt). */
  form?: CountsForm;
}

export interface DrawOptions {
  /** Shuffle the discard pile into the draw pile when it runs out. */
  reshuffle?: boolean;
  /** Seats that see the drawn cards; others see only that cards were drawn. Omit for public draws. */
  to?: SeatId[];
  /** Deck name for the event. */
  deck: string;
}

export class Ctx<G> {
  readonly events: GameEvent[] = [];
  /** True once a die was rolled or hidden information came out in this run. */
  barrier = false;
  private readonly gen: Generator;

  constructor(
    readonly state: MatchState<G>,
    private readonly dice: ReadonlyMap<string, DieDef>,
    private readonly forced: ForcedRoll[],
    /** Called with every event as it is recorded, while the state shows its effect (the host's animation frames). */
    private readonly observer?: EventObserver,
    /**
     * A rollout or a fast sim: nobody reads this run's words. Handlers may
     * skip what only a person reads (option detail lines, odds, facts,
     * event text) but must change the game state exactly as in a normal run.
     */
    readonly rollout = false,
  ) {
    this.gen = generatorFrom(state.rng);
  }

  get g(): G {
    return this.state.g;
  }

  get seats(): SeatSpec[] {
    return this.state.seats;
  }

  /** Pushes steps so that the first one listed resolves first. */
  push(...steps: Step[]): void {
    for (let i = steps.length - 1; i >= 0; i--) this.state.stack.push(steps[i] as Step);
  }

  emit(event: GameEvent): void {
    this.record(event);
  }

  log(text: string): void {
    this.record({ type: 'log', text });
  }

  /** Every event goes through here, so an observer sees each one in order. */
  private record(event: GameEvent): void {
    this.events.push(event);
    this.observer?.(event, this.state as MatchState<unknown>);
  }

  die(id: string): DieDef {
    const die = this.dice.get(id);
    if (!die) throw new RulesError(`Unknown die "${id}".`);
    return die;
  }

  /** Rolls dice with the seeded RNG (or forced results in tests) and emits one event for the throw. */
  roll(dieIds: string[], meta: { seat?: SeatId; purpose: string; text?: string }): DieRoll[] {
    const rolls = dieIds.map((id) => {
      const die = this.die(id);
      const forced = this.forced.shift();
      let face: number;
      if (forced === undefined) face = randomInt(this.gen, 0, die.faces.length - 1);
      else face = typeof forced === 'object' ? forced.face : faceFor(die, forced);
      return rollFromFace(die, face);
    });
    this.barrier = true;
    const event: GameEvent = { type: 'diceRolled', purpose: meta.purpose, rolls: rolls as unknown as Json };
    if (meta.seat !== undefined) event.seat = meta.seat;
    event.text = meta.text ?? `${meta.purpose}: ${rolls.map((r) => `${r.die} ${r.label}`).join(', ')}`;
    this.record(event);
    return rolls;
  }

  /** Hidden randomness (not a visible die): still a barrier for undo. */
  randomInt(lo: number, hi: number): number {
    this.barrier = true;
    return randomInt(this.gen, lo, hi);
  }

  shuffle<T>(items: T[]): T[] {
    this.barrier = true;
    return shuffleInPlace(this.gen, items);
  }

  /** Marks that hidden information came out without a draw (a facedown token flipped ...). */
  reveal(): void {
    this.barrier = true;
  }

  shuffleDeck(deck: Deck, name: string): void {
    this.shuffle(deck.draw);
    this.emit({ type: 'deckShuffled', deck: name, size: deck.draw.length });
  }

  /**
   * Draws up to n cards from the top. Returns fewer when the deck (and, with
   * reshuffle, its discards) runs out: component limits are the game's to judge.
   */
  draw(deck: Deck, n: number, opts: DrawOptions): string[] {
    const drawn: string[] = [];
    while (drawn.length < n) {
      if (deck.draw.length === 0) {
        if (!opts.reshuffle || deck.discard.length === 0) break;
        deck.draw = deck.discard;
        deck.discard = [];
        this.shuffleDeck(deck, opts.deck);
      }
      drawn.push(deck.draw.shift() as string);
    }
    this.barrier = true;
    const event: GameEvent = { type: 'cardsDrawn', deck: opts.deck, cards: drawn, count: drawn.length };
    if (opts.to) {
      event.visibleTo = opts.to;
      event.redacted = { type: 'cardsDrawn', deck: opts.deck, count: drawn.length };
    }
    this.record(event);
    return drawn;
  }

  discard(deck: Deck, cards: string[], name: string): void {
    deck.discard.push(...cards);
    this.emit({ type: 'cardsDiscarded', deck: name, cards });
  }

  /** Asks a seat; the answer arrives as `then` with `answer: string[]` added. */
  ask(spec: PromptSpec, then: Step): void {
    this.requireNoQuestion(spec.kind);
    this.state.prompt = this.makePrompt(spec);
    this.state.resume = then;
  }

  /**
   * Asks several seats at once, each answer secret until all are in (a
   * simultaneous decision: declarations, sealed loadouts). When the last
   * answer arrives, `then` runs with `answers: { [seat]: optionIds }` added;
   * the handler resolves them in the rulebook's order and emits the reveal.
   */
  askAll(specs: PromptSpec[], then: Step): void {
    this.requireNoQuestion(specs[0]?.kind ?? 'group');
    if (specs.length === 0) throw new RulesError('A simultaneous decision needs at least one seat.');
    const seats = new Set(specs.map((s) => s.seat));
    if (seats.size !== specs.length) throw new RulesError('A simultaneous decision asks each seat once.');
    const prompts = specs.map((spec) => this.makePrompt(spec));
    this.state.group = { prompts, answers: prompts.map(() => null), resume: then };
  }

  private requireNoQuestion(kind: string): void {
    const pending = this.state.prompt?.kind ?? this.state.group?.prompts[0]?.kind;
    if (pending !== undefined) throw new RulesError(`A prompt is already pending (${pending}); cannot ask ${kind}.`);
  }

  private makePrompt(spec: PromptSpec): Prompt {
    const min = spec.min ?? 1;
    const max = spec.max ?? 1;
    const ids = new Set(spec.options.map((o) => o.id));
    if (ids.size !== spec.options.length) throw new RulesError(`Prompt "${spec.kind}" has duplicate option ids.`);
    if (min < 0 || max < min || max > spec.options.length || (max === 0 && spec.options.length > 0 && min > 0)) {
      throw new RulesError(`Prompt "${spec.kind}" asks for ${min}..${max} of ${spec.options.length} options.`);
    }
    if (!this.state.seats.some((s) => s.id === spec.seat)) throw new RulesError(`Prompt for unknown seat "${spec.seat}".`);
    this.state.seq += 1;
    const prompt: Prompt = {
      id: `p${this.state.seq}`, seat: spec.seat, kind: spec.kind, text: spec.text, options: spec.options, min, max,
    };
    if (spec.rule !== undefined) prompt.rule = spec.rule;
    if (spec.suggested !== undefined) prompt.suggested = spec.suggested;
    if (spec.suggestedWhy !== undefined) prompt.suggestedWhy = spec.suggestedWhy;
    if (spec.facts !== undefined) prompt.facts = spec.facts;
    if (spec.form !== undefined) prompt.form = spec.form;
    return prompt;
  }

  end(result: MatchResult): void {
    this.state.result = result;
    this.state.stack.length = 0;
    this.emit({ type: 'gameOver', outcome: result.outcome, winners: result.winners, text: result.text });
  }

  /** Saves the RNG back into state; the kernel calls this when the run ends. */
  commitRng(): void {
    const s = this.gen.getState();
    for (let i = 0; i < s.length; i++) this.state.rng[i] = s[i] as number;
  }
}
