// The guided first game plays through with its own suggestions (the AI
// plays Xanadu): every step's prompt comes up in order, each suggestion is
// one of its options, no other question is asked of the player in between,
// and the things the steps point at can be inspected when shown; and the
// rolls the guide describes are the rolls of its seed.
import { describe, expect, it } from 'vitest';
import { runTutorial, tutorialProblems } from '../../../engine/tutorialRun';
import { repossession } from '..';

const tutorial = repossession.tutorial!;

describe('Planet Repossession Force guided first game', () => {
  it('every step is reached in order, each suggestion an option of its prompt and each table target there', () => {
    expect(tutorialProblems(repossession, tutorial)).toEqual([]);
  });

  it('the rolls it describes are the rolls of its seed: a passed check on B1, then the Scav Runner beaten on A1 after snake eyes and a reroll', () => {
    const lines = runTutorial(repossession, tutorial).match.events.flat().map((e) => String(e.text ?? ''));
    expect(lines).toContain('Gaia 1 rolls a 2 (2: 2).');
    expect(lines.some((l) => /Gaia 1 conquers B1/.test(l))).toBe(true);
    expect(lines).toContain('Gaia 1 collects 1 safety token (snake eyes).');
    expect(lines).toContain('Gaia 1 rerolls for the attack: 3, 4, 4, 2.');
    expect(lines).toContain('Scav Runner is defeated.');
  });
});
