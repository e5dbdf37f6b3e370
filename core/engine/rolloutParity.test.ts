/**
 * Issue 35's two-ways test: a rollout (MatchConfig.rollout, ctx.rollout)
 * applies the same rules as a normal run. Every registered game plays
 * seeded games twice in lockstep, once normally and once as a rollout,
 * with the same bots (random seats and the default bots, alternately); after
 * every choice the bots must have chosen the same and the states must have
 * the same rulesHash (the state less the prompt's words), and the results
 * must be the same at the end.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../games/registry';
import { rulesHash } from './hash';
import { Match, type MatchSetup } from './match';
import type { AnyGameModule } from './module';
import type { SeatController } from './types';

/**
 * Games per game id and the choices compared per game; the long random
 * games (DOOM's run to the round cap) are cut at `choices`. Sized so the
 * file runs in well under 30 s on a busy machine.
 */
const PLAN: Record<string, { games: number; choices: number }> = {
  reference: { games: 160, choices: 200 },
  'planet-apocalypse': { games: 16, choices: 200 },
  doom: { games: 8, choices: 200 },
  'apocalypse-risk': { games: 8, choices: 120 },
  repossession: { games: 10, choices: 160 },
  'maximum-apocalypse': { games: 8, choices: 90 },
};
const DEFAULT_PLAN = { games: 8, choices: 120 };

function controllers(module: AnyGameModule, random: boolean): Record<string, SeatController> {
  const seats = module.seats(module.optionsSchema.parse(module.defaultOptions));
  return Object.fromEntries(seats.map((s) => [s.id, { type: 'ai' as const, bot: random ? 'random' : module.defaultBot(s) }]));
}

/** Plays one seed both ways; returns what first differed, or null. */
export function firstDifference(module: AnyGameModule, setup: MatchSetup, choices: number): string | null {
  const normal = Match.start(module, setup, { keepEvents: false, inPlace: true });
  const rollout = Match.start(module, setup, { keepEvents: false, inPlace: true, rollout: true });
  if (rulesHash(normal.state) !== rulesHash(rollout.state)) return 'after setup: the states differ';
  for (let i = 1; i <= choices && !normal.state.result; i++) {
    const a = normal.decideAi();
    const b = rollout.decideAi();
    if (a.promptId !== b.promptId || a.decision.optionIds.join() !== b.decision.optionIds.join()) {
      return `choice ${i}: the bot chose ${a.decision.optionIds.join(',')} normally, ${b.decision.optionIds.join(',')} in the rollout`;
    }
    normal.choose(a.seat, { promptId: a.promptId, optionIds: a.decision.optionIds }, 'ai', a.decision.reason);
    rollout.choose(b.seat, { promptId: b.promptId, optionIds: b.decision.optionIds }, 'ai', b.decision.reason);
    if (rulesHash(normal.state) !== rulesHash(rollout.state)) return `choice ${i} (${a.seat}: ${a.decision.optionIds.join(',')}): the states differ`;
  }
  if (JSON.stringify(normal.state.result) !== JSON.stringify(rollout.state.result)) return 'the results differ';
  return null;
}

describe('a rollout applies the same rules as a normal run', () => {
  for (const entry of CATALOGUE) {
    const module = entry.module;
    if (!module) continue;
    const plan = PLAN[module.id] ?? DEFAULT_PLAN;
    it(`${module.id}: ${plan.games} seeded games, random seats and default bots, the same state after every choice`, () => {
      const failures: string[] = [];
      for (let i = 0; i < plan.games; i++) {
        const seed = 1000 + i;
        const setup: MatchSetup = { gameId: module.id, options: module.defaultOptions, controllers: controllers(module, i % 2 === 0), seed };
        const diff = firstDifference(module, setup, plan.choices);
        if (diff) failures.push(`seed ${seed} (${i % 2 === 0 ? 'random' : 'default'} bots), ${diff}`);
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
