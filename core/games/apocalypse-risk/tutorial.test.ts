// The guided first game plays through: from its fixed opening, answering
// each step's suggestion (the rival AI plays Blue and the rules play the
// zombies), every step's prompt comes up in order, each suggestion is one
// of its options, no other question is asked of the player in between, and
// the territories the steps point at can be inspected when they do. On a
// question that takes several cards the suggestion is the first pick and
// the rest are the next options in the order listed, as the step's text
// names them.
import { describe, expect, it } from 'vitest';
import { Match } from '../../engine/match';
import type { Prompt, TableTarget } from '../../engine/types';
import { apocalypseRisk } from '.';
import { inspectRisk } from './inspect';
import type { RiskView } from './view';

function answerFor(p: Prompt, suggest: string): string[] {
  const rest = p.options.map((o) => o.id).filter((id) => id !== suggest);
  return [suggest, ...rest].slice(0, Math.max(1, p.min));
}

describe('Apocalypse tutorial', () => {
  it('plays through every step with its suggestions, each prompt met in order', () => {
    const t = apocalypseRisk.tutorial!;
    const seats = apocalypseRisk.seats(t.options as never);
    const human = seats.find((s) => t.seats[s.id]?.type === 'human')!.id;
    expect(Object.keys(t.seats).sort()).toEqual(seats.map((s) => s.id).sort());
    for (const c of Object.values(t.seats)) if (c.type === 'ai') expect(apocalypseRisk.bots[c.bot]).toBeDefined();
    const match = Match.start(apocalypseRisk, { gameId: apocalypseRisk.id, options: t.options as never, controllers: t.seats, seed: t.seed });
    const met: string[] = [];
    const parts = ['prompt', 'log', 'table', 'bar', 'sheet', 'dice', 'legend', 'inspect', 'menu'];
    expect(t.steps.length).toBeGreaterThanOrEqual(10);
    expect(t.steps.length).toBeLessThanOrEqual(16);
    for (const step of t.steps) {
      expect(step.text.length).toBeGreaterThan(40);
      if (step.prompt) {
        for (let i = 0; i < 2000 && match.isAiTurn(); i++) match.playAi();
        const p = match.state.prompt!;
        expect(match.state.result).toBeNull();
        expect(p.seat).toBe(human);
        expect(p.kind, `step "${step.text.slice(0, 40)}…"`).toBe(step.prompt);
      }
      if (typeof step.point === 'object') {
        const target = step.point as TableTarget;
        expect(inspectRisk(match.view(human).game as RiskView, target), `${target.kind} ${target.id}`).not.toBeNull();
      } else if (step.point) expect(parts).toContain(step.point);
      if (step.prompt) {
        const p = match.state.prompt!;
        expect(step.suggest, 'a step that waits for a prompt suggests an answer').toBeDefined();
        expect(p.options.map((o) => o.id)).toContain(step.suggest);
        match.choose(human, { promptId: p.id, optionIds: answerFor(p, step.suggest!) });
        met.push(p.kind);
      }
    }
    expect(met).toEqual(t.steps.filter((s) => s.prompt).map((s) => s.prompt));
    expect(met.length).toBeGreaterThanOrEqual(6);
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
