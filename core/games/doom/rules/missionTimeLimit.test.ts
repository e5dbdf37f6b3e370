// The missions' time limits, our rule (ASSUMPTIONS.md "The Nest's time limit", "Foundry Heart's time limit"): without
// them a squad that could neither frag the big demon nor be worn down played on past the 40-round cap.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { doomGame, ROUND_CAP } from '..';
import { missionDef } from '../catalog';
import type { DoomState } from '../state';
import { conditionHolds } from './missionRules';

describe.each([
  ['foundry-heart', 'Cyberdemon', 2],
  ['the-nest', 'Baron', 1],
])('%s time limit', (mission, demon, marines) => {
  it(`gives the invader the win when round 40 begins with the ${demon} standing, before the round cap`, () => {
    const options = { marines, mode: 'mission', mission, difficulty: 'easy' };
    const controllers = Object.fromEntries(doomGame.seats(options as never).map((s) => [s.id, { type: 'ai' as const, bot: s.id === 'invader' ? 'invader' : 'random' }]));
    const m = Match.start(doomGame, { gameId: 'doom', options: options as never, controllers, seed: 3 }, { keepEvents: false });
    const g = m.state.g as unknown as DoomState;
    const invaderWins = (round: number) => {
      g.round = round;
      return missionDef(mission).objective.invaderWins.some((c) => conditionHolds(g, c.id, c.params));
    };
    expect(invaderWins(39)).toBe(false);
    expect(invaderWins(40)).toBe(true);
    expect(40).toBeLessThanOrEqual(ROUND_CAP);
    expect(missionDef(mission).objective.text).toContain('round 40');
  });
});
