// The view shares the state's objects instead of copying them (view.ts), so no bot may write to it:
// every bot decides here on views of a deep-frozen copy of the table, where any write throws.
import { describe, expect, it } from 'vitest';
import { openPrompts } from '../../../engine/group';
import { Match } from '../../../engine/match';
import type { MatchState } from '../../../engine/types';
import { deepFreeze, seededBotRng as rng } from '../../../engine/frozenState';
import { viewFor } from '../../../engine/view';
import { repossession as M } from '..';
import type { PRFView } from '../view';

describe('bots on a frozen table', () => {
  for (const bot of Object.keys(M.bots)) {
    it(`${bot} decides on a deep-frozen state without writing to it`, () => {
      const kinds = new Set<string>();
      let decisions = 0;
      // Two a side as well: teammates share tiles and fights, and the hard level besieges.
      for (const [seed, options] of [[3, { gaia: 1, xanadu: 1 }], [4, { gaia: 2, xanadu: 2 }], [8, { gaia: 2, xanadu: 1 }]] as const) {
        const controllers = Object.fromEntries(M.seats(options).map((s) => [s.id, { type: 'ai' as const, bot }]));
        const match = Match.start(M, { gameId: M.id, options, controllers, seed }, { keepEvents: false });
        for (let i = 0; i < 700 && !match.state.result; i++) {
          const frozen = deepFreeze(structuredClone(match.state)) as MatchState<unknown>;
          const asked = openPrompts(frozen)[0]!;
          const view = viewFor<PRFView>(M, frozen, asked.seat);
          const decision = M.bots[bot]!.decide(view, view.prompt!, rng(seed * 1000 + i));
          expect(decision.optionIds.length).toBeGreaterThanOrEqual(view.prompt!.min);
          kinds.add(asked.kind);
          decisions += 1;
          match.playAi();
        }
      }
      expect(decisions).toBeGreaterThan(300);
      // The fights' prompts were among them.
      expect([...kinds]).toEqual(expect.arrayContaining(['declare', 'loadout', 'attackDice', 'defenseDice']));
    }, 120_000);
  }
});
