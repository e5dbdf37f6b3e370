import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Ctx } from '../core/engine/context';
import type { AnyGameModule, StepHandler } from '../core/engine/module';
import type { Json, Step } from '../core/engine/types';
import { referenceGame } from '../core/games/reference';
import { UsageError } from './games';
import { optionsFor, parseBotsFlag, parseSimArgs } from './simArgs';
import { percentile, resolveSeatBots, seatsFor, simulate, type SimReport } from './simulate';

interface TinyState {
  round: number;
}

type Tiny = Ctx<TinyState>;

/**
 * A one-seat game for failure cases: each round asks "go", rolls a d6, and
 * then does what `behaviour` says: end on a 6, throw on a 6 (and end on a 1),
 * never end, or break an invariant from round 2 on.
 */
function tinyModule(behaviour: 'ends' | 'throwsOnSix' | 'neverEnds' | 'breaksInvariant'): AnyGameModule {
  const ask: StepHandler<TinyState> = (ctx: Tiny) => {
    ctx.state.g.round += 1;
    ctx.ask({ seat: 'a', kind: 'go', text: 'Go?', options: [{ id: 'go', label: 'Go' }] }, { kind: 'answered' });
  };
  const answered: StepHandler<TinyState> = (ctx: Tiny) => {
    const [roll] = ctx.roll(['d6'], { purpose: 'tiny' });
    const six = roll?.value === 6;
    if (behaviour === 'throwsOnSix' && six) throw new Error('boom on a six');
    // throwsOnSix ends on a one instead, so that games end either way (none reaches the round cap).
    const ends = behaviour === 'throwsOnSix' ? roll?.value === 1 : behaviour !== 'neverEnds' && six;
    if (ends) {
      ctx.end({ winners: ['a'], outcome: 'ended', text: 'The end.' });
      return;
    }
    ctx.push({ kind: 'ask' } as Step);
  };
  return {
    id: 'tiny', title: 'Tiny', summary: 'test game', playable: false,
    optionsSchema: z.object({}), defaultOptions: {}, optionFields: [],
    seats: () => [{ id: 'a', name: 'A', side: 'solo' }],
    initialState: () => ({ round: 0 }),
    setup: () => [{ kind: 'ask' }],
    handlers: { ask, answered },
    view: (state: { g: TinyState }) => ({ round: state.g.round }),
    bots: { first: { id: 'first', name: 'First', decide: (_v: unknown, p: { options: { id: string }[] }) => ({ optionIds: [p.options[0]!.id] }) } },
    defaultBot: () => 'first',
    round: (g: TinyState) => g.round,
    roundCap: 20,
    dice: [],
    rules: [],
    invariants: (g: TinyState) => (behaviour === 'breaksInvariant' && g.round >= 2 ? [`round ${g.round} is too late`] : []),
  } as unknown as AnyGameModule;
}

function sum(counts: Record<string, number>): number {
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

function simTiny(behaviour: Parameters<typeof tinyModule>[0], games: number, seed: number): SimReport {
  return simulate({ module: tinyModule(behaviour), games, seed, options: {}, bots: { a: 'first' } });
}

describe('simulate', () => {
  const options = { players: 3 };
  const bots = { s1: 'steady', s2: 'random', s3: 'steady' };

  it('plays reference games with consistent counts and no errors', () => {
    const r = simulate({ module: referenceGame, games: 60, seed: 5, options, bots });
    expect(r.games).toBe(60);
    expect(r.errors).toEqual([]);
    expect(r.errorCount).toBe(0);
    expect(sum(r.outcomes)).toBe(60);
    // Every survivor win has one winner; horde wins have none.
    expect(sum(r.winners)).toBe(r.outcomes.survivor ?? 0);
    expect(r.winnerSides.survivors ?? 0).toBe(r.outcomes.survivor ?? 0);
    expect(r.meanRounds).toBeGreaterThan(0);
    expect(r.decisions).toBeGreaterThan(60);
    expect(r.decisionMs.p95).toBeGreaterThanOrEqual(r.decisionMs.p50);
  });

  it('verifies on request that every game replays to the same state', () => {
    const r = simulate({ module: referenceGame, games: 20, seed: 3, options, bots, verifyReplay: true });
    expect(r.replaysVerified).toBe(20);
    expect(r.errorCount).toBe(0);
    // A game whose rules read something outside the state (here a counter) does not replay the same.
    let drift = 0;
    const handlers = { ...referenceGame.handlers, startRound: (ctx: Ctx<never>, step: Step) => {
      (ctx.g as unknown as { horde: number }).horde -= drift++ % 2;
      (referenceGame.handlers.startRound as unknown as (c: Ctx<never>, s: Step) => void)(ctx, step);
    } };
    const leaky = { ...referenceGame, handlers } as unknown as AnyGameModule;
    const bad = simulate({ module: leaky, games: 10, seed: 3, options, bots, verifyReplay: true });
    expect(bad.errors.some((e) => /different state/.test(e.message))).toBe(true);
  });

  it('is deterministic for a seed', () => {
    const a = simulate({ module: referenceGame, games: 40, seed: 11, options, bots });
    const b = simulate({ module: referenceGame, games: 40, seed: 11, options, bots });
    const pick = (r: SimReport) => [r.outcomes, r.winners, r.meanRounds, r.decisions, r.invariantViolations];
    expect(pick(a)).toEqual(pick(b));
    const c = simulate({ module: referenceGame, games: 40, seed: 12, options, bots });
    expect(c.decisions).not.toBe(a.decisions);
  });

  it('reports a game whose rules throw with its seed, and the seed reproduces it', () => {
    const r = simTiny('throwsOnSix', 30, 100);
    expect(r.errorCount).toBeGreaterThan(0);
    expect(r.outcomes.ended).toBeGreaterThan(0);
    expect(sum(r.outcomes) + r.errorCount).toBe(30);
    for (const e of r.errors) {
      expect(e.message).toContain('boom on a six');
      expect(e.seed).toBeGreaterThanOrEqual(100);
      expect(e.seed).toBeLessThan(130);
      expect(simTiny('throwsOnSix', 1, e.seed).errors).toEqual([e]);
    }
  });

  it('treats a game past the round cap as an error', () => {
    const r = simTiny('neverEnds', 2, 1);
    expect(r.errorCount).toBe(2);
    expect(r.errors.map((e) => e.seed)).toEqual([1, 2]);
    expect(r.errors[0]!.message).toContain('round cap of 20');
  });

  it('reports broken invariants once per game, with the choice', () => {
    const r = simTiny('breaksInvariant', 50, 1);
    const long = r.invariantViolations;
    expect(long.length).toBe(r.invariantViolationCount);
    expect(long.length).toBeGreaterThan(0);
    // Round 2 starts with the first choice that does not roll a six.
    for (const v of long) expect(v).toMatchObject({ choice: 1, message: 'round 2 is too late' });
  });

  it('picks bots per seat: --bots over --bot over the default', () => {
    const seats = referenceGame.seats({ players: 3 });
    expect(resolveSeatBots(referenceGame, seats, {})).toEqual({ s1: 'steady', s2: 'steady', s3: 'steady' });
    expect(resolveSeatBots(referenceGame, seats, { bot: 'random', bots: { s2: 'steady' } })).toEqual({ s1: 'random', s2: 'steady', s3: 'random' });
    expect(() => resolveSeatBots(referenceGame, seats, { bot: 'genius' })).toThrow(UsageError);
    expect(() => resolveSeatBots(referenceGame, seats, { bots: { s9: 'random' } })).toThrow(/no seat "s9"/);
  });

  it('rejects options the game does not accept before playing', () => {
    expect(() => simulate({ module: referenceGame, games: 1, seed: 1, options: { players: 9 }, bots })).toThrow(UsageError);
  });
});

describe('sim flags', () => {
  it('parses the documented flags', () => {
    const req = parseSimArgs(['--game', 'reference', '--games', '10', '--seed', '7', '--players', '3', '--bots', 's1=steady,s2=random', '--json']);
    expect(req).toMatchObject({ game: 'reference', games: 10, seed: 7, players: 3, json: true, bots: { s1: 'steady', s2: 'random' } });
    expect(optionsFor(referenceGame, req)).toEqual({ players: 3 });
    expect(optionsFor(referenceGame, parseSimArgs(['--game', 'reference']))).toEqual(referenceGame.defaultOptions);
  });

  it('refuses malformed flags with a usage error', () => {
    expect(() => parseSimArgs(['--games', 'many'])).toThrow(UsageError);
    expect(() => parseSimArgs(['--frobnicate'])).toThrow(UsageError);
    expect(() => parseSimArgs(['--options', '[1]'])).toThrow(UsageError);
    expect(() => parseBotsFlag('s1:steady')).toThrow(UsageError);
  });

  it('computes nearest-rank percentiles', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 0.5)).toBe(50);
    expect(percentile(xs, 0.95)).toBe(95);
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe('simulate as rollouts', () => {
  it('plays the same games as a normal run, and times the invariant checks apart from the rules', () => {
    const bots = resolveSeatBots(referenceGame, seatsFor(referenceGame, referenceGame.defaultOptions as unknown as Json), { bot: 'random' });
    const base = { module: referenceGame, games: 30, seed: 3, options: referenceGame.defaultOptions as unknown as Json, bots };
    const normal = simulate(base);
    const rollout = simulate({ ...base, rollout: true });
    expect({ o: rollout.outcomes, w: rollout.winners, r: rollout.meanRounds, d: rollout.decisions })
      .toEqual({ o: normal.outcomes, w: normal.winners, r: normal.meanRounds, d: normal.decisions });
    expect(normal.invariantSeconds).toBeGreaterThanOrEqual(0);
    expect(parseSimArgs(['--game', 'reference', '--rollout']).rollout).toBe(true);
  });
});
