/**
 * Plays a game's guided first game the way the screen would: bots answer
 * their seats, each prompt to the player is matched against the next step
 * that waits for a prompt, and the step's suggestion is the answer. Used by
 * each game's tutorial test; returns what happened so the test can check
 * every step was reached in order. Pure: no I/O.
 */
import { Match } from './match';
import type { AnyGameModule } from './module';
import type { Tutorial } from './types';

export interface TutorialRun {
  /** Index of each step in the order it was shown. */
  shown: number[];
  /** Why the run stopped early, or null when every step was shown. */
  problem: string | null;
  match: Match;
}

export function runTutorial(module: AnyGameModule, tutorial: Tutorial, maxChoices = 500): TutorialRun {
  const match = Match.start(module, { gameId: module.id, options: tutorial.options, controllers: tutorial.seats, seed: tutorial.seed });
  const shown: number[] = [];
  let next = 0;
  // Steps with no prompt are shown right after the step before them.
  const showFree = () => {
    while (next < tutorial.steps.length && tutorial.steps[next]!.prompt === undefined) shown.push(next++);
  };
  showFree();
  for (let n = 0; n < maxChoices && next < tutorial.steps.length; n++) {
    if (match.state.result) return { shown, problem: `the game ended before step ${next + 1}`, match };
    if (match.isAiTurn()) {
      match.playAi();
      continue;
    }
    const p = match.state.prompt!;
    const step = tutorial.steps[next]!;
    if (step.prompt !== p.kind) return { shown, problem: `step ${next + 1} waits for "${step.prompt}" but the player is asked "${p.kind}": ${p.text}`, match };
    if (!step.suggest || !p.options.some((o) => o.id === step.suggest)) {
      return { shown, problem: `step ${next + 1} suggests "${step.suggest}", not an option of "${p.kind}": ${p.options.map((o) => o.id).join(', ')}`, match };
    }
    shown.push(next++);
    showFree();
    match.choose(p.seat, { promptId: p.id, optionIds: [step.suggest] });
  }
  return { shown, problem: next < tutorial.steps.length ? `stopped at step ${next + 1}` : null, match };
}
