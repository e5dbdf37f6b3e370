/**
 * The resolution loop: pop a step, run its handler, repeat until a seat must
 * answer a prompt or the game ends. Choices are validated before anything
 * changes, so an illegal or stale choice leaves the state as it was.
 */
import { Ctx, type EventObserver, type ForcedRoll } from './context';
import { STANDARD_DICE } from './dice';
import { ChoiceError, RulesError } from './errors';
import type { AnyGameModule } from './module';
import { seedRng } from './rng';
import type { Choice, DieDef, GameEvent, MatchState, Prompt, SeatId, SeatSpec, Step } from './types';

/** A run may not resolve more steps than this without asking anyone: it would be an endless loop. */
const MAX_STEPS_PER_RUN = 1_000_000;

export interface RunResult<G> {
  state: MatchState<G>;
  events: GameEvent[];
  /** A die was rolled or hidden information came out: undo may not cross this. */
  barrier: boolean;
}

export interface ApplyOptions {
  /** Mutate the given state instead of a copy (fast simulation; a failing handler then leaves it broken). */
  inPlace?: boolean;
  /** Test driver: results for the next dice, consumed in order. */
  forced?: ForcedRoll[];
  /** Sees every event with the state as it stands right after it (animation frames). */
  observer?: EventObserver;
  /** Nobody reads this run's words (see Ctx.rollout): the same rules, less text. */
  rollout?: boolean;
}

const diceCache = new WeakMap<AnyGameModule, ReadonlyMap<string, DieDef>>();

export function diceOf(module: AnyGameModule): ReadonlyMap<string, DieDef> {
  let dice = diceCache.get(module);
  if (!dice) {
    const map = new Map<string, DieDef>(Object.entries(STANDARD_DICE));
    for (const d of module.dice) map.set(d.id, d);
    dice = map;
    diceCache.set(module, dice);
  }
  return dice;
}

function run<G>(module: AnyGameModule, ctx: Ctx<G>): void {
  const state = ctx.state;
  let steps = 0;
  while (!state.prompt && !state.group && !state.result) {
    const step = state.stack.pop();
    if (!step) throw new RulesError(`${module.id}: the resolution stack ran empty without a prompt or an end.`);
    const handler = module.handlers[step.kind];
    if (!handler) throw new RulesError(`${module.id}: no handler for step "${step.kind}".`);
    (handler as (c: Ctx<G>, s: Step) => void)(ctx, step);
    if (++steps > MAX_STEPS_PER_RUN) throw new RulesError(`${module.id}: more than ${MAX_STEPS_PER_RUN} steps without a prompt.`);
  }
  ctx.commitRng();
}

/** Creates a match: initial state, setup, then resolves until the first prompt. */
export function createMatchState<G>(
  module: AnyGameModule, options: unknown, seed: number, forced: ForcedRoll[] = [],
): RunResult<G> {
  const parsed = module.optionsSchema.parse(options);
  const seats: SeatSpec[] = module.seats(parsed);
  const state: MatchState<G> = {
    gameId: module.id,
    seats,
    g: module.initialState(parsed, seats) as G,
    stack: [],
    prompt: null,
    resume: null,
    rng: seedRng(seed),
    seq: 0,
    result: null,
  };
  const ctx = new Ctx<G>(state, diceOf(module), forced);
  const start = module.setup(ctx, parsed);
  ctx.push(...start);
  run(module, ctx);
  return { state, events: ctx.events, barrier: ctx.barrier };
}

/** Throws a ChoiceError when `choice` is not a legal answer for `seat` right now. */
export function validateChoice(state: MatchState<unknown>, seat: SeatId, choice: Choice): void {
  if (state.result) throw new ChoiceError('over', 'The game is over; no more choices are taken.');
  const group = state.group;
  if (group) {
    const i = group.prompts.findIndex((p) => p.id === choice.promptId);
    if (i < 0) {
      const now = group.prompts.map((p) => p.id).join(', ');
      throw new ChoiceError('stale', `That answer is for question ${choice.promptId}, but the questions now are ${now}.`);
    }
    const prompt = group.prompts[i]!;
    if (seat !== prompt.seat) throw new ChoiceError('wrong-seat', `Question ${prompt.id} is ${prompt.seat}'s decision, not ${seat}'s.`);
    if (group.answers[i] !== null) {
      throw new ChoiceError('stale', `${seat} has already answered ${prompt.id}; undo to change the answer before the others are in.`);
    }
    checkOptions(prompt, choice);
    return;
  }
  const prompt = state.prompt;
  if (!prompt) throw new ChoiceError('no-prompt', 'Nothing is being asked right now.');
  if (choice.promptId !== prompt.id) {
    throw new ChoiceError('stale', `That answer is for question ${choice.promptId}, but the question now is ${prompt.id}.`);
  }
  if (seat !== prompt.seat) throw new ChoiceError('wrong-seat', `It is ${prompt.seat}'s decision, not ${seat}'s.`);
  checkOptions(prompt, choice);
}

function checkOptions(prompt: Prompt, choice: Choice): void {
  const ids = choice.optionIds;
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
    throw new ChoiceError('illegal', 'An answer is a list of option ids.');
  }
  if (new Set(ids).size !== ids.length) throw new ChoiceError('illegal', 'The same option was chosen twice.');
  if (ids.length < prompt.min || ids.length > prompt.max) {
    const want = prompt.min === prompt.max ? `${prompt.min}` : `${prompt.min} to ${prompt.max}`;
    throw new ChoiceError('illegal', `Choose ${want} option(s); got ${ids.length}.`);
  }
  for (const id of ids) {
    if (!prompt.options.some((o) => o.id === id)) {
      throw new ChoiceError('illegal', `"${id}" is not one of the options for "${prompt.text}".`);
    }
  }
}

/** Applies a seat's answer and resolves until the next prompt or the end. */
export function applyChoice<G>(
  module: AnyGameModule, state: MatchState<G>, seat: SeatId, choice: Choice, opts: ApplyOptions = {},
): RunResult<G> {
  validateChoice(state as MatchState<unknown>, seat, choice);
  const next = opts.inPlace ? state : structuredClone(state);
  const ctx = new Ctx<G>(next, diceOf(module), opts.forced ?? [], opts.observer, opts.rollout ?? false);
  if (next.group) recordGroupAnswer(ctx, seat, choice);
  else {
    const resume = next.resume as Step;
    next.prompt = null;
    next.resume = null;
    next.stack.push({ ...resume, answer: [...choice.optionIds] });
  }
  run(module, ctx);
  return { state: next, events: ctx.events, barrier: ctx.barrier };
}

/**
 * Files a secret answer in the open group. Everyone learns only that the seat
 * has decided; once the last answer is in, the group closes and its resume
 * step is pushed with every answer, keyed by seat.
 */
function recordGroupAnswer<G>(ctx: Ctx<G>, seat: SeatId, choice: Choice): void {
  const state = ctx.state;
  const group = state.group!;
  const i = group.prompts.findIndex((p) => p.id === choice.promptId);
  group.answers[i] = [...choice.optionIds];
  const name = state.seats.find((s) => s.id === seat)?.name ?? seat;
  ctx.emit({ type: 'promptAnswered', seat, promptId: choice.promptId, text: `${name} has decided.` });
  if (group.answers.some((a) => a === null)) return;
  const answers: Record<SeatId, string[]> = {};
  group.prompts.forEach((p, k) => { answers[p.seat] = group.answers[k]!; });
  delete state.group;
  state.stack.push({ ...group.resume, answers });
}
