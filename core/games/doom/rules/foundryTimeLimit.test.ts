// Foundry Heart's time limit, our rule (ASSUMPTIONS.md "Foundry Heart's time limit"): without it a squad that could
// neither frag the Cyberdemon nor be worn down played on past the 40-round cap.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { doomGame, ROUND_CAP } from '..';
import { missionDef } from '../catalog';
import type { DoomState } from '../state';
import { conditionHolds } from './missionRules';

describe('Foundry Heart time limit', () => {
  it('gives the invader the win when round 40 begins with the Cyberdemon standing, before the round cap', () => {
    const options = { marines: 2, mode: 'mission', mission: 'foundry-heart', difficulty: 'easy' };
    const controllers = Object.fromEntries(doomGame.seats(options as never).map((s) => [s.id, { type: 'ai' as const, bot: s.id === 'invader' ? 'invader' : 'random' }]));
    const m = Match.start(doomGame, { gameId: 'doom', options: options as never, controllers, seed: 3 }, { keepEvents: false });
    const g = m.state.g as unknown as DoomState;
    const invaderWins = (round: number) => {
      g.round = round;
      return missionDef('foundry-heart').objective.invaderWins.some((c) => conditionHolds(g, c.id, c.params));
    };
    expect(invaderWins(39)).toBe(false);
    expect(invaderWins(40)).toBe(true);
    expect(40).toBeLessThanOrEqual(ROUND_CAP);
    expect(missionDef('foundry-heart').objective.text).toContain('round 40');
  });
});
