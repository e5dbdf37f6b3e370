// A rollout (ctx.rollout) leaves out only words: the prompt texts of a fight and the throws' log lines and strips
// (rules/combat/strike.ts). Here seeded games are played in lockstep both ways, one to four a side, random seats and
// the AI faction, and after every choice the rules' state must be the same: the game state, the stack, the dice,
// the result and what is asked (prompt ids, seats, kinds, counts and option ids, not their words).
import { describe, expect, it } from 'vitest';
import { openPrompts } from '../../../engine/group';
import { Match } from '../../../engine/match';
import type { MatchState } from '../../../engine/types';
import { repossession } from '..';

function rules(s: MatchState<unknown>): string {
  const asked = openPrompts(s).map((p) => ({ id: p.id, seat: p.seat, kind: p.kind, min: p.min, max: p.max, options: p.options.map((o) => o.id) }));
  return JSON.stringify({ g: s.g, stack: s.stack, resume: s.resume, rng: s.rng, seq: s.seq, result: s.result, answers: s.group?.answers ?? null, asked });
}

function firstDifference(seed: number): string | null {
  const options = { gaia: 1 + (seed % 4), xanadu: 1 + ((seed >> 2) % 4) };
  // Every twenty-fifth game the AI faction plays (its hard level besieges and shares fights), else random seats.
  const bot = seed % 25 === 0 ? 'hard' : 'random';
  const controllers = Object.fromEntries(repossession.seats(options).map((s) => [s.id, { type: 'ai' as const, bot }]));
  const setup = { gameId: repossession.id, options, controllers, seed };
  const normal = Match.start(repossession, setup, { keepEvents: false, inPlace: true });
  const rollout = Match.start(repossession, setup, { keepEvents: false, inPlace: true, rollout: true });
  for (let i = 1; i <= 300 && !normal.state.result; i++) {
    const a = normal.decideAi();
    const b = rollout.decideAi();
    if (a.promptId !== b.promptId || a.decision.optionIds.join() !== b.decision.optionIds.join()) return `seed ${seed}, choice ${i}: the bots chose differently`;
    normal.choose(a.seat, { promptId: a.promptId, optionIds: a.decision.optionIds }, 'ai', a.decision.reason);
    rollout.choose(b.seat, { promptId: b.promptId, optionIds: b.decision.optionIds }, 'ai', b.decision.reason);
    if (rules(normal.state) !== rules(rollout.state)) return `seed ${seed}, choice ${i} (${a.seat}: ${a.decision.optionIds.join(',')}): the states differ`;
  }
  return Boolean(rollout.state.result) === Boolean(normal.state.result) ? null : `seed ${seed}: the rollout did not end with the normal game`;
}

describe('a rollout of Planet Repossession Force', () => {
  it('reaches the same state as a normal run after each of the first 300 choices of 100 seeded games', () => {
    const failures: string[] = [];
    for (let seed = 1; seed <= 100; seed++) {
      const diff = firstDifference(seed);
      if (diff) failures.push(diff);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
