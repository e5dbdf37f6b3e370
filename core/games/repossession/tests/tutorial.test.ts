// The guided first game plays through with its own suggestions (the AI
// plays Xanadu): every step's prompt comes up in order, each suggestion is
// one of its options, no other question is asked of the player in between,
// and the things the steps point at can be inspected when shown; and the
// rolls the guide describes are the rolls of its seed.
import { describe, expect, it } from 'vitest';
import { runTutorial } from '../../../engine/tutorialRun';
import { repossession } from '..';

const tutorial = repossession.tutorial!;

describe('Planet Repossession Force guided first game', () => {
  it('every step is reached in order, each suggestion an option of its prompt and each table target there', () => {
    const seats = repossession.seats(tutorial.options as never);
    expect(Object.keys(tutorial.seats).sort()).toEqual(seats.map((s) => s.id).sort());
    for (const c of Object.values(tutorial.seats)) if (c.type === 'ai') expect(repossession.bots[c.bot]).toBeDefined();
    const parts = ['prompt', 'log', 'table', 'bar', 'sheet', 'dice', 'legend', 'inspect', 'menu'];
    for (const s of tutorial.steps) {
      expect(s.text.length).toBeGreaterThan(40);
      if (typeof s.point === 'string') expect(parts).toContain(s.point);
    }
    const run = runTutorial(repossession, tutorial);
    expect(run.problem).toBeNull();
    expect(run.shown).toEqual(tutorial.steps.map((_, i) => i));
    expect(run.match.state.result).toBeNull();
    expect(tutorial.steps.filter((s) => s.prompt).length).toBeGreaterThanOrEqual(6);
  });

  it('the rolls it describes are the rolls of its seed: a passed check on B1, then the Scav Runner beaten on A1', () => {
    const lines = runTutorial(repossession, tutorial).match.events.flat().map((e) => String(e.text ?? ''));
    expect(lines).toContain('Gaia 1 rolls a 2 (2: 2).');
    expect(lines.some((l) => /Gaia 1 conquers B1/.test(l))).toBe(true);
    expect(lines).toContain('Scav Runner is defeated.');
  });
});
