// A guide that names an answer must find it on screen. Each game's guided
// first game is played with its suggestions, and at every step that waits
// for a question the suggested answer is a button the prompt panel shows
// without unfolding anything (the renderer's promptLayout). RISK's "Spread
// the 19 left evenly" used to hide inside the folded list of territories,
// which counted it as a 22nd place, and "Attack from Eastern United States"
// inside the folded list of attackers.
import { describe, expect, it } from 'vitest';
import { runTutorial } from '../../core/engine/tutorialRun';
import { playableGames } from '../../core/games/registry';
import { layoutOptions, visibleOrder } from '../../renderer/hud/prompt/promptLayout';

describe('guided answers are on screen', () => {
  for (const module of playableGames().filter((m) => m.tutorial)) {
    it(module.id, () => {
      const tutorial = module.tutorial!;
      const hidden: string[] = [];
      const run = runTutorial(module, tutorial, 500, (i, prompt) => {
        const step = tutorial.steps[i]!;
        if (!prompt || !step.suggest) return;
        if (prompt.form) hidden.push(`step ${i + 1}: "${step.suggest}" is behind a counts form`);
        else if (!visibleOrder(layoutOptions(prompt.options, step.suggest), new Set()).some((o) => o.id === step.suggest)) hidden.push(`step ${i + 1}: "${step.suggest}" is not on screen`);
      });
      expect(run.problem).toBeNull();
      expect(hidden).toEqual([]);
    });
  }
});
