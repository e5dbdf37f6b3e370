// The guided first game plays through with its own suggestions (the invader
// AI plays its side): every step's prompt comes up in order, each suggestion
// is one of its options, no other question is asked of the player in
// between, and the things the steps point at can be inspected when shown.
import { describe, expect, it } from 'vitest';
import { tutorialProblems } from '../../engine/tutorialRun';
import { doomGame } from '.';

const tutorial = doomGame.tutorial!;

describe('DOOM guided first game', () => {
  it('every step is reached in order, each suggestion an option of its prompt and each table target there', () => {
    expect(tutorialProblems(doomGame, tutorial)).toEqual([]);
  });
});
