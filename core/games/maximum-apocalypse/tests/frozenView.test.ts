// The view shares the state's objects instead of copying them (view.ts), so no bot may write to it:
// every bot decides here on views of a deep-frozen copy of the table, where any write throws.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import type { MatchState } from '../../../engine/types';
import { deepFreeze, seededBotRng as rng } from '../../../engine/frozenState';
import { viewFor } from '../../../engine/view';
import { maximumApocalypse as M } from '..';
import type { MAView } from '../view';
import { fuzzOptions } from './fuzzOptions';

describe('bots on a frozen table', () => {
  for (const bot of Object.keys(M.bots)) {
    it(`${bot} decides on a deep-frozen state without writing to it`, () => {
      let decisions = 0;
      for (const seed of [3, 4, 8, 9]) {
        const options = fuzzOptions(seed);
        const controllers = Object.fromEntries(M.seats(options).map((s) => [s.id, { type: 'ai' as const, bot }]));
        const match = Match.start(M, { gameId: M.id, options: options as never, controllers, seed });
        for (let i = 0; i < 120 && !match.state.result; i++) {
          const frozen = deepFreeze(structuredClone(match.state)) as MatchState<unknown>;
          const view = viewFor<MAView>(M, frozen, frozen.prompt!.seat);
          const decision = M.bots[bot]!.decide(view, view.prompt!, rng(seed * 1000 + i));
          expect(decision.optionIds.length).toBeGreaterThanOrEqual(frozen.prompt!.min);
          decisions += 1;
          match.playAi();
        }
      }
      expect(decisions).toBeGreaterThan(200);
    }, 120_000);
  }
});
