// The guided first game plays through: from its fixed opening, answering
// each step's suggestion (the rules play the monsters, hunger and the map),
// every step's prompt comes up in order, each suggestion is one of its
// options, no other question is asked of the player in between, and the
// table targets the steps point at are there when they do; and the rolls
// and cards the guide's words describe are the ones that come up.
import { describe, expect, it } from 'vitest';
import { Match } from '../../engine/match';
import type { TableTarget } from '../../engine/types';
import { maximumApocalypse } from '.';
import { inspect } from './inspect';
import type { MAView } from './view';

describe('Maximum Apocalypse tutorial', () => {
  it('plays through every step with its suggestions, each prompt met in order', () => {
    const t = maximumApocalypse.tutorial!;
    const seats = maximumApocalypse.seats(t.options as never);
    const human = seats.find((s) => t.seats[s.id]?.type === 'human')!.id;
    expect(Object.keys(t.seats).sort()).toEqual(seats.map((s) => s.id).sort());
    const match = Match.start(maximumApocalypse, { gameId: 'maximum-apocalypse', options: t.options as never, controllers: t.seats, seed: t.seed });
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
        expect(inspect(match.view(human).game as MAView, target), `${target.kind} ${target.id}`).not.toBeNull();
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
    // The story the steps tell: spawn roll 9, the Walker shot dead, the Forest sneaked through on an 8, food found.
    const events = match.events.flat() as unknown as Record<string, unknown>[];
    expect(events.find((e) => e.type === 'spawnRolled')?.number).toBe(9);
    expect(events.some((e) => e.type === 'monsterKilled')).toBe(true);
    expect(events.find((e) => e.type === 'tileRevealed')?.tileType).toBe('forest');
    expect(events.find((e) => e.type === 'stealthTest')).toMatchObject({ roll: 8, target: 8, passed: true });
    expect(events.find((e) => e.type === 'hungerChanged')?.hunger).toBe(2);
  });
});
