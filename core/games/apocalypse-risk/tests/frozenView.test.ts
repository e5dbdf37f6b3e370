// The view shares the state's objects instead of copying them (view.ts), so no bot may write to it:
// every bot decides here on views of a deep-frozen copy of the table, where any write throws.
import { describe, expect, it } from 'vitest';
import { openPrompts } from '../../../engine/group';
import { Match } from '../../../engine/match';
import type { MatchState } from '../../../engine/types';
import { deepFreeze, seededBotRng as rng } from '../../../engine/frozenState';
import { viewFor } from '../../../engine/view';
import { apocalypseRisk as M } from '..';
import { SCENARIO_IDS } from '../content/numbers';
import type { RiskView } from '../view';

describe('bots on a frozen table', () => {
  // The hard levels plan walls and barricades, the others attack and move: every persona at two levels, and the random bot.
  const bots = Object.keys(M.bots).filter((b) => b === 'random' || b === 'rival' || /-(hard|easy)$/.test(b));
  for (const bot of bots) {
    it(`${bot} decides on a deep-frozen state without writing to it`, () => {
      const kinds = new Set<string>();
      let decisions = 0;
      SCENARIO_IDS.forEach((scenario, k) => {
        const options = { ...M.defaultOptions, players: 3 + (k % 2), scenario };
        const controllers = Object.fromEntries(M.seats(options).map((s) => [s.id, { type: 'ai' as const, bot }]));
        const match = Match.start(M, { gameId: M.id, options, controllers, seed: 11 + k }, { keepEvents: false });
        for (let i = 0; i < 250 && !match.state.result; i++) {
          const frozen = deepFreeze(structuredClone(match.state)) as MatchState<unknown>;
          const asked = openPrompts(frozen)[0]!;
          const view = viewFor<RiskView>(M, frozen, asked.seat);
          const decision = M.bots[bot]!.decide(view, view.prompt!, rng(k * 1000 + i));
          expect(decision.optionIds.length).toBeGreaterThanOrEqual(view.prompt!.min);
          kinds.add(asked.kind);
          decisions += 1;
          match.playAi();
        }
      });
      expect(decisions).toBeGreaterThan(600);
      expect([...kinds]).toEqual(expect.arrayContaining(['turnAction', 'attackDice', 'placeArmies']));
    }, 120_000);
  }
});
