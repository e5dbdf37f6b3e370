// The guided first game plays through: from its fixed opening, answering
// each step's suggestion (the invader AI plays its side), every step's
// prompt comes up in order, each suggestion is one of its options, no other
// question is asked of the player in between, and the table targets the
// steps point at are there when they do.
import { describe, expect, it } from 'vitest';
import { Match } from '../../engine/match';
import type { TableTarget } from '../../engine/types';
import { doomGame } from '.';
import { doomInspect } from './inspect';
import type { DoomView } from './view';

describe('DOOM tutorial', () => {
  it('plays through every step with its suggestions, each prompt met in order', () => {
    const t = doomGame.tutorial!;
    const seats = doomGame.seats(t.options as never);
    const human = seats.find((s) => t.seats[s.id]?.type === 'human')!.id;
    expect(Object.keys(t.seats).sort()).toEqual(seats.map((s) => s.id).sort());
    const match = Match.start(doomGame, { gameId: 'doom', options: t.options as never, controllers: t.seats, seed: t.seed });
    const met: string[] = [];
    const parts = ['prompt', 'log', 'table', 'bar', 'sheet', 'dice', 'legend', 'inspect', 'menu'];
    for (const step of t.steps) {
      expect(step.text.length).toBeGreaterThan(40);
      if (step.prompt) {
        for (let i = 0; i < 500 && match.isAiTurn(); i++) match.playAi();
        const p = match.state.prompt!;
        expect(match.state.result).toBeNull();
        expect(p.seat).toBe(human);
        expect(p.kind, `step "${step.text.slice(0, 40)}…"`).toBe(step.prompt);
      }
      if (typeof step.point === 'object') {
        const target = step.point as TableTarget;
        expect(doomInspect(match.view(human).game as DoomView, target), `${target.kind} ${target.id}`).not.toBeNull();
      } else if (step.point) expect(parts).toContain(step.point);
      if (step.prompt) {
        const p = match.state.prompt!;
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
