// The guided first game plays through with its own suggestions (the rival
// AI plays Blue and the rules play the zombies): every step's prompt comes
// up in order, each suggestion is one of its options, no other question is
// asked of the player in between, and the territories the steps point at
// can be inspected when shown, and each step's check finds its text true
// of the table (tutorial.ts: every number it quotes, each answer it names). On a question that takes several cards the
// suggestion is the first pick and the rest follow in the order listed, as
// the step's text names them (engine/tutorialRun.ts answerFor).
import { describe, expect, it } from 'vitest';
import { Match } from '../../engine/match';
import { answerFor, tutorialProblems } from '../../engine/tutorialRun';
import { apocalypseRisk } from '.';
import type { RiskView } from './view';

describe('Apocalypse tutorial', () => {
  it('every step is reached in order, each suggestion an option of its prompt and each table target there', () => {
    expect(tutorialProblems(apocalypseRisk, apocalypseRisk.tutorial!)).toEqual([]);
  });

  it('tells the opening as it happens: the outbreak, the roll and the barricade', () => {
    const t = apocalypseRisk.tutorial!;
    const match = Match.start(apocalypseRisk, { gameId: apocalypseRisk.id, options: t.options as never, controllers: t.seats, seed: t.seed });
    for (const step of t.steps.filter((s) => s.prompt)) {
      for (let i = 0; i < 2000 && match.isAiTurn(); i++) match.playAi();
      const p = match.state.prompt!;
      // Quebec has fallen to six zombies when the guide points at it, before the attack.
      if (p.kind === 'build') expect((match.view('p1').game as RiskView).territories.quebec).toMatchObject({ apoc: 6, troops: {} });
      match.choose('p1', { promptId: p.id, optionIds: answerFor(p, step.suggest!) });
    }
    const g = match.view('p1').game as RiskView;
    expect(g.territories.quebec!.apoc).toBe(4);
    expect(g.territories['eastern-us']!.troops.p1).toBe(8);
    expect(g.territories.ontario!.troops.p1).toBe(3);
    expect(g.barricades.some((b) => [b.terr, b.other].sort().join() === 'ontario,quebec' && !b.strong)).toBe(true);
  });
});
