/**
 * Plays a game's guided first game the way the screen would: bots answer
 * their seats, each prompt to the player is matched against the next step
 * that waits for a prompt, and the step's suggestion is the answer. Used by
 * each game's tutorial test; returns what happened so the test can check
 * every step was reached in order. Pure: no I/O.
 *
 * The player's prompt may be one of a simultaneous group (every seat of a
 * side asked at once). On a pick of several the suggestion is the first
 * pick and the rest are the next options in the order listed, as the
 * step's text names them and as a person following it would click. A step
 * pointing at a thing on the table is checked, when it is shown, against
 * the module's inspect from the player's view.
 */
import { openPrompts } from './group';
import { Match } from './match';
import type { AnyGameModule } from './module';
import type { Prompt, TableTarget, Tutorial } from './types';

export interface TutorialRun {
  /** Index of each step in the order it was shown. */
  shown: number[];
  /** Why the run stopped early, or null when every step was shown. */
  problem: string | null;
  /** Steps (1-based, with both answers) whose suggestion is not the prompt's own ★: the guide and the game then advise two things. */
  againstStar: string[];
  /** Steps (1-based) whose text says something the table shown then contradicts (the step's own check). */
  untrue: string[];
  match: Match;
}

/** The answer a person following a step gives: the suggestion, topped up to the prompt's least count. */
export function answerFor(p: Prompt, suggest: string): string[] {
  const rest = p.options.map((o) => o.id).filter((id) => id !== suggest);
  return [suggest, ...rest].slice(0, Math.max(1, p.min));
}

/** `onStep` sees each step as it is shown, with the question open then (null on a step that waits for none). */
export function runTutorial(module: AnyGameModule, tutorial: Tutorial, maxChoices = 500, onStep?: (step: number, prompt: Prompt | null) => void): TutorialRun {
  const match = Match.start(module, { gameId: module.id, options: tutorial.options, controllers: tutorial.seats, seed: tutorial.seed });
  const humans = new Set(Object.entries(tutorial.seats).filter(([, c]) => c.type === 'human').map(([seat]) => seat));
  const viewer = [...humans][0] ?? null;
  const shown: number[] = [];
  let next = 0;
  let problem: string | null = null;
  const againstStar: string[] = [];
  const untrue: string[] = [];
  const show = (i: number, prompt: Prompt | null) => {
    shown.push(i);
    onStep?.(i, prompt);
    const step = tutorial.steps[i]!;
    if (step.check) for (const claim of step.check(match.view(viewer).game as never, prompt)) untrue.push(`step ${i + 1}: ${claim}`);
    const point = step.point;
    if (typeof point === 'object' && module.inspect && !module.inspect(match.view(viewer).game as never, point as TableTarget)) {
      problem ??= `step ${i + 1} points at ${point.kind} ${point.id}, which the player cannot inspect then`;
    }
  };
  // Steps with no prompt are shown right after the step before them.
  const showFree = () => {
    while (next < tutorial.steps.length && tutorial.steps[next]!.prompt === undefined) show(next++, null);
  };
  showFree();
  for (let n = 0; n < maxChoices && next < tutorial.steps.length && !problem; n++) {
    if (match.state.result) return { shown, problem: `the game ended before step ${next + 1}`, againstStar, untrue, match };
    const p = openPrompts(match.state).find((q) => humans.has(q.seat));
    if (!p) {
      match.playAi();
      continue;
    }
    const step = tutorial.steps[next]!;
    if (step.prompt !== p.kind) return { shown, problem: `step ${next + 1} waits for "${step.prompt}" but the player is asked "${p.kind}": ${p.text}`, againstStar, untrue, match };
    if (!step.suggest || !p.options.some((o) => o.id === step.suggest)) {
      return { shown, problem: `step ${next + 1} suggests "${step.suggest}", not an option of "${p.kind}": ${p.options.map((o) => o.id).join(', ')}`, againstStar, untrue, match };
    }
    if (p.suggested?.length && !p.suggested.includes(step.suggest)) againstStar.push(`step ${next + 1}: the guide says ${step.suggest}, the star ${p.suggested.join(', ')}`);
    show(next++, p);
    match.choose(p.seat, { promptId: p.id, optionIds: answerFor(p, step.suggest) });
    // The steps after it come up once it is answered.
    showFree();
  }
  return { shown, problem: problem ?? (next < tutorial.steps.length ? `stopped at step ${next + 1}` : null), againstStar, untrue, match };
}

const SCREEN_PARTS = ['prompt', 'log', 'table', 'bar', 'sheet', 'dice', 'legend', 'inspect', 'menu'];

/**
 * Everything wrong with a guide, in words (empty when it is sound): its seats
 * and bots, each step's words and the part of the screen it names, and a
 * run with its suggestions that shows every step in order, answering at
 * least `minAnswers` questions, before the game ends, and never advising
 * other than the prompt's own ★ (a newcomer told two things trusts
 * neither), and with every step's own check of what its text claims
 * holding on the table it is shown over. Each game's tutorial test expects
 * this to be empty.
 */
export function tutorialProblems(module: AnyGameModule, tutorial: Tutorial, minAnswers = 6): string[] {
  const out: string[] = [];
  const seats = module.seats(tutorial.options as never).map((s) => s.id).sort();
  if (Object.keys(tutorial.seats).sort().join() !== seats.join()) out.push(`the guide's seats are not the game's (${seats.join(', ')})`);
  for (const [seat, c] of Object.entries(tutorial.seats)) if (c.type === 'ai' && !Object.hasOwn(module.bots, c.bot)) out.push(`seat ${seat} names no bot "${c.bot}"`);
  tutorial.steps.forEach((s, i) => {
    if (s.text.length <= 40) out.push(`step ${i + 1} says too little`);
    if (typeof s.point === 'string' && !SCREEN_PARTS.includes(s.point)) out.push(`step ${i + 1} points at no part of the screen ("${s.point}")`);
  });
  const answers = tutorial.steps.filter((s) => s.prompt).length;
  if (answers < minAnswers) out.push(`only ${answers} steps ask the player something`);
  const run = runTutorial(module, tutorial);
  if (run.problem) out.push(run.problem);
  else if (run.shown.join() !== tutorial.steps.map((_, i) => i).join()) out.push(`steps shown out of order: ${run.shown.join(', ')}`);
  if (run.match.state.result) out.push('the game is over before the guide ends');
  out.push(...run.againstStar, ...run.untrue);
  return out;
}
