// The guided first game plays through: from its fixed opening, answering
// each step's suggestion (the AI plays Xanadu), every step's prompt comes up
// in order, each suggestion is one of its options, no other question is
// asked of the player in between, and the table targets the steps point at
// are there when they do.
import { describe, expect, it } from 'vitest';
import { openPrompts } from '../../../engine/group';
import { Match } from '../../../engine/match';
import type { TableTarget } from '../../../engine/types';
import { repossession } from '..';
import { inspectTarget } from '../inspect';
import type { PRFView } from '../view';

describe('Planet Repossession Force tutorial', () => {
  it('plays through every step with its suggestions, each prompt met in order', () => {
    const t = repossession.tutorial!;
    const seats = repossession.seats(t.options as never);
    const human = seats.find((s) => t.seats[s.id]?.type === 'human')!.id;
    expect(Object.keys(t.seats).sort()).toEqual(seats.map((s) => s.id).sort());
    const match = Match.start(repossession, { gameId: 'repossession', options: t.options as never, controllers: t.seats, seed: t.seed });
    const mine = () => openPrompts(match.state).find((p) => p.seat === human);
    const met: string[] = [];
    const parts = ['prompt', 'log', 'table', 'bar', 'sheet', 'dice', 'legend', 'inspect', 'menu'];
    for (const step of t.steps) {
      expect(step.text.length).toBeGreaterThan(40);
      if (step.prompt) {
        for (let i = 0; i < 2000 && !mine() && !match.state.result; i++) match.playAi();
        expect(match.state.result).toBeNull();
        expect(mine()?.kind, `step "${step.text.slice(0, 40)}…"`).toBe(step.prompt);
      }
      if (typeof step.point === 'object') {
        const target = step.point as TableTarget;
        expect(inspectTarget(match.view(human).game as PRFView, target), `${target.kind} ${target.id}`).not.toBeNull();
      } else if (step.point) expect(parts).toContain(step.point);
      if (step.prompt) {
        const p = mine()!;
        expect(step.suggest, 'a step that waits for a prompt suggests an answer').toBeDefined();
        expect(p.options.map((o) => o.id)).toContain(step.suggest);
        match.choose(human, { promptId: p.id, optionIds: [step.suggest!] });
        met.push(p.kind);
      }
    }
    expect(met).toEqual(t.steps.filter((s) => s.prompt).map((s) => s.prompt));
    expect(met.length).toBeGreaterThanOrEqual(6);
  });
});
