// The turn's question asks every territory whether it can attack or move, through short cuts that stop at the
// first answer and build no labels (rules/attackTargets.ts canAttackFrom, rules/movement.ts moveSources). Here
// they are held to the full lists on the tables of seeded games, every seat and territory, every scenario.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { apocalypseRisk as M } from '..';
import { SCENARIO_IDS } from '../content/numbers';
import { attackTargets, canAttackFrom } from '../rules/attackTargets';
import { legalCounts, moveDestinations, moveSources } from '../rules/movement';
import type { RiskState } from '../state';

describe('short cuts of the turn question', () => {
  for (const scenario of SCENARIO_IDS) {
    it(`${scenario}: canAttackFrom and moveSources agree with the full lists`, () => {
      let checked = 0;
      let attacks = 0;
      let moves = 0;
      for (const [seed, bot] of [[5, 'random'], [6, 'opportunist-hard']] as const) {
        const options = { ...M.defaultOptions, players: 4, scenario };
        const controllers = Object.fromEntries(M.seats(options).map((s) => [s.id, { type: 'ai' as const, bot }]));
        const match = Match.start(M, { gameId: M.id, options, controllers, seed }, { keepEvents: false, inPlace: true });
        for (let i = 0; i < 400 && !match.state.result; i++) {
          match.playAi();
          if (i % 5 !== 0) continue;
          const g = match.state.g as unknown as RiskState;
          for (const p of g.players) {
            for (const id of Object.keys(g.territories)) {
              const can = attackTargets(g, p.seat, id).length > 0;
              expect(canAttackFrom(g, p.seat, id)).toBe(can);
              if (can) attacks++;
              const dests = moveDestinations(g, p.seat, id);
              for (const to of dests) expect(legalCounts(g, p.seat, id, to).length).toBeGreaterThan(0);
            }
            const full = Object.keys(g.territories).filter((id) => moveDestinations(g, p.seat, id).length > 0);
            expect(moveSources(g, p.seat)).toEqual(full);
            moves += full.length;
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(60);
      expect(attacks).toBeGreaterThan(0);
      expect(moves).toBeGreaterThan(0);
    }, 60_000);
  }
});
