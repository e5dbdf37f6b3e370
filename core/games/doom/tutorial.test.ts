// The guided first game plays through with its own suggestions (the invader
// AI plays its side): every step's prompt comes up in order, each suggestion
// is one of its options, no other question is asked of the player in
// between, the things the steps point at can be inspected when shown, and
// every step's check of what its text claims holds on the table it is shown
// over.
import { describe, expect, it } from 'vitest';
import { tutorialProblems } from '../../engine/tutorialRun';
import { doomGame } from '.';

const tutorial = doomGame.tutorial!;

describe('DOOM guided first game', () => {
  it('every step is reached in order, each suggestion an option of its prompt, each table target there and each claim true', () => {
    expect(tutorialProblems(doomGame, tutorial)).toEqual([]);
  });

  it('no step says what has just happened as a fact (issue 30 item 17: "You have shot..." came at the start of an activation, "Now the invader acts" while the marine still had movement)', () => {
    // The screen shows a step at the first prompt of its kind after the step before, and the marine is asked
    // "marineAction" many times an activation: a player quicker than the guide meets a step at a later one.
    // A sentence opening "You have ..." or "Now ..." is true at one of them only; "When ..." and "Once ..." hold at all.
    const stale = tutorial.steps.map((s, i) => ({ i: i + 1, s })).filter(({ s }) => /(^|[.:!] )(You have|Now)\b/.test(s.text));
    expect(stale.map(({ i, s }) => `step ${i}: ${s.text}`)).toEqual([]);
  });

  it('every step but the inspect one checks what its text claims', () => {
    // Step 10 names what inspecting shows in general, nothing of the table.
    expect(tutorial.steps.map((s, i) => (s.check ? null : i + 1)).filter((i) => i !== null)).toEqual([10]);
  });
});
