// The guided first game plays through with its own suggestions (the invader
// AI plays its side): every step's prompt comes up in order, each suggestion
// is one of its options, no other question is asked of the player in
// between, and the things the steps point at can be inspected when shown.
import { describe, expect, it } from 'vitest';
import { runTutorial } from '../../engine/tutorialRun';
import { doomGame } from '.';

const tutorial = doomGame.tutorial!;

describe('DOOM guided first game', () => {
  it('every step is reached in order, each suggestion an option of its prompt and each table target there', () => {
    const seats = doomGame.seats(tutorial.options as never);
    expect(Object.keys(tutorial.seats).sort()).toEqual(seats.map((s) => s.id).sort());
    for (const c of Object.values(tutorial.seats)) if (c.type === 'ai') expect(doomGame.bots[c.bot]).toBeDefined();
    const parts = ['prompt', 'log', 'table', 'bar', 'sheet', 'dice', 'legend', 'inspect', 'menu'];
    for (const s of tutorial.steps) {
      expect(s.text.length).toBeGreaterThan(40);
      if (typeof s.point === 'string') expect(parts).toContain(s.point);
    }
    const run = runTutorial(doomGame, tutorial);
    expect(run.problem).toBeNull();
    expect(run.shown).toEqual(tutorial.steps.map((_, i) => i));
    expect(run.match.state.result).toBeNull();
    expect(tutorial.steps.filter((s) => s.prompt).length).toBeGreaterThanOrEqual(6);
  });
});
