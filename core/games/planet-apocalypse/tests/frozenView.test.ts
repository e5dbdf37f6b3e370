// The view shares the state's objects instead of copying them (view.ts), so no bot may write to it:
// every bot decides here on views of a deep-frozen copy of the table, where any write throws.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import type { BotSim, MatchState } from '../../../engine/types';
import { deepFreeze, seededBotRng as rng } from '../../../engine/frozenState';
import { viewFor, type GameView } from '../../../engine/view';
import { planetApocalypse as PA } from '..';
import type { PAView } from '../view';

// A spread of tables: more heroes, Doomgate, expansion legions and demons, Divine Intervention.
const tables = [
  { seed: 3, options: { heroes: 4, map: 'doomgate', expansionLegions: true, divineIntervention: true } },
  { seed: 4, options: { heroes: 2, expansionDemons: true, expansionLords: true } },
  { seed: 8, options: { heroes: 3, lateJoiners: 1, voidGifts: true } },
];

describe('bots on a frozen table', () => {
  for (const bot of Object.keys(PA.bots)) {
    // The lookahead plays rollouts for each decision: fewer of its decisions, still every kind of turn early on.
    const perTable = bot === 'lookahead' ? 4 : 400;
    it(`${bot} decides on a deep-frozen state without writing to it`, () => {
      let decisions = 0;
      for (const { seed, options } of tables) {
        const all = { ...PA.defaultOptions, ...options };
        const controllers = Object.fromEntries(PA.seats(all).map((s) => [s.id, { type: 'ai' as const, bot }]));
        const match = Match.start(PA, { gameId: PA.id, options: all, controllers, seed });
        for (let i = 0; i < perTable && !match.state.result; i++) {
          const frozen = deepFreeze(structuredClone(match.state)) as MatchState<unknown>;
          const seat = frozen.prompt?.seat ?? frozen.group!.prompts[0]!.seat;
          const view = viewFor<PAView>(PA, frozen, seat);
          const decision = PA.bots[bot]!.decide(view, view.prompt!, rng(seed * 1000 + i), match.botSim(seat) as BotSim<GameView<PAView>> | undefined);
          expect(decision.optionIds.length).toBeGreaterThanOrEqual(view.prompt!.min ?? 1);
          decisions += 1;
          match.playAi();
        }
      }
      expect(decisions).toBeGreaterThan(bot === 'lookahead' ? 10 : 300);
    }, 120_000);
  }
});
