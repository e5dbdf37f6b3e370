/**
 * The test driver: create a match, force the next dice, answer prompts by
 * option id or label, and read state, views and events. Every rules test
 * uses it; see core/engine/README.md for an example.
 */
import type { ForcedRoll } from './context';
import { openPrompts } from './group';
import { Match } from './match';
import type { AnyGameModule } from './module';
import type { GameEvent, Json, Prompt, SeatController, SeatId } from './types';
import type { GameView } from './view';

export interface DriverSetup {
  options?: Json;
  seed?: number;
  controllers?: Record<SeatId, SeatController>;
  /** Dice results for setup's rolls. */
  forced?: ForcedRoll[];
}

export class Driver<G = unknown> {
  readonly match: Match;
  private forced: ForcedRoll[] = [];
  /** Events produced by the last answer (or by setup). */
  events: GameEvent[];

  constructor(module: AnyGameModule, setup: DriverSetup = {}) {
    this.match = Match.start(module, {
      gameId: module.id,
      options: setup.options ?? module.defaultOptions,
      controllers: setup.controllers ?? {},
      seed: setup.seed ?? 1,
      ...(setup.forced ? { forcedSetup: setup.forced } : {}),
    });
    this.events = this.match.events[0] ?? [];
  }

  get state() {
    return this.match.state;
  }

  get g(): G {
    return this.match.state.g as G;
  }

  /** The question to answer now: the one prompt, or the first unanswered one of a simultaneous decision. */
  get prompt(): Prompt {
    const p = openPrompts(this.match.state)[0];
    if (!p) throw new Error(this.match.state.result ? `The game is over: ${this.match.state.result.text}` : 'No prompt is pending.');
    return p;
  }

  /** Every question open now: one, or the unanswered prompts of a simultaneous decision. */
  get prompts(): Prompt[] {
    return openPrompts(this.match.state);
  }

  /** The open question for one seat (in a simultaneous decision, each asked seat has one). */
  promptFor(seat: SeatId): Prompt {
    const p = openPrompts(this.match.state).find((q) => q.seat === seat);
    if (!p) throw new Error(`Nothing is asked of ${seat}; open: ${this.prompts.map((q) => `${q.seat} ${q.kind}`).join(', ') || 'none'}.`);
    return p;
  }

  view<V = unknown>(seat: SeatId | null): GameView<V> {
    return this.match.view<V>(seat);
  }

  /** Results for the next dice rolled, in order: face values, labels/symbols, or {face: index}. */
  forceDice(...results: ForcedRoll[]): this {
    this.forced.push(...results);
    return this;
  }

  /** Option ids for answers given as ids or labels (an exact id wins over a label). */
  resolve(answers: string | string[], prompt: Prompt = this.prompt): string[] {
    const list = Array.isArray(answers) ? answers : [answers];
    const options = prompt.options;
    return list.map((a) => {
      const byId = options.find((o) => o.id === a);
      if (byId) return byId.id;
      const byLabel = options.filter((o) => o.label === a);
      if (byLabel.length === 1) return byLabel[0]!.id;
      const known = options.map((o) => `${o.id} ("${o.label}")`).join(', ');
      throw new Error(byLabel.length > 1 ? `Label "${a}" matches several options: ${known}` : `No option "${a}"; options: ${known}`);
    });
  }

  /** Answers the current prompt for the seat it asks. Forced dice not used by this answer stay queued. */
  answer(answers: string | string[]): GameEvent[] {
    return this.answerPrompt(this.prompt, answers);
  }

  /** Answers the open question of one seat (a simultaneous decision answered seat by seat, in any order). */
  answerAs(seat: SeatId, answers: string | string[]): GameEvent[] {
    return this.answerPrompt(this.promptFor(seat), answers);
  }

  private answerPrompt(prompt: Prompt, answers: string | string[]): GameEvent[] {
    const optionIds = this.resolve(answers, prompt);
    this.events = this.match.choose(prompt.seat, { promptId: prompt.id, optionIds }, 'human', undefined, this.forced);
    return this.events;
  }

  /** Lets bots answer until a human seat is asked or the game ends. */
  playAi(maxChoices = 10_000): void {
    for (let i = 0; i < maxChoices && this.match.isAiTurn(); i++) this.events = this.match.playAi();
  }

  /** Events of a type produced by the last answer. */
  eventsOf(type: string): GameEvent[] {
    return this.events.filter((e) => e.type === type);
  }
}

export function createDriver<G = unknown>(module: AnyGameModule, setup: DriverSetup = {}): Driver<G> {
  return new Driver<G>(module, setup);
}
