/**
 * A rollout (ctx.rollout) leaves out what only a person reads (the action
 * menu's labels and text) and nothing else: seeded games played both ways
 * reach the same state after every choice, and every bot, asked on either,
 * answers the same.
 */
import { describe, expect, it } from 'vitest';
import { openPrompts } from '../../../engine/group';
import { rulesHash } from '../../../engine/hash';
import { applyChoice, createMatchState } from '../../../engine/kernel';
import { generatorFrom, randomInt, seedRng } from '../../../engine/rng';
import type { BotRng } from '../../../engine/types';
import { viewFor } from '../../../engine/view';
import { maximumApocalypse as M } from '..';
import type { MAState } from '../state';
import { fuzzOptions } from './fuzzOptions';

const GAMES = Number(process.env.MA_ROLLOUT_GAMES ?? 40);
const MAX_CHOICES = 3000;

function rng(seed: number, salt: number): BotRng {
  const gen = generatorFrom(seedRng(seed * 100_003 + salt));
  return { int: (lo, hi) => randomInt(gen, lo, hi), pick: (items) => items[randomInt(gen, 0, items.length - 1)]! };
}

function playBothWays(seed: number, bots: 'random' | 'default', cap = MAX_CHOICES): number {
  const options = fuzzOptions(seed);
  const normal = createMatchState<MAState>(M, options, seed).state;
  const rollout = createMatchState<MAState>(M, options, seed).state;
  let n = 0;
  for (; !normal.result && n < cap; n++) {
    const p = openPrompts(normal)[0]!;
    const seatSpec = normal.seats.find((s) => s.id === p.seat)!;
    const bot = M.bots[bots === 'random' ? 'random' : M.defaultBot(seatSpec)]!;
    const a = bot.decide(viewFor(M, normal, p.seat), p, rng(seed, n));
    const b = bot.decide(viewFor(M, rollout, p.seat), openPrompts(rollout)[0]!, rng(seed, n));
    expect(b.optionIds, `seed ${seed}, choice ${n}: the bot answers the same`).toEqual(a.optionIds);
    applyChoice(M, normal, p.seat, { promptId: p.id, optionIds: a.optionIds }, { inPlace: true });
    applyChoice(M, rollout, p.seat, { promptId: p.id, optionIds: a.optionIds }, { inPlace: true, rollout: true });
    expect(rulesHash(rollout), `seed ${seed}, choice ${n}`).toBe(rulesHash(normal));
  }
  return n;
}

describe('Maximum Apocalypse in a rollout', () => {
  it('random seats: the same states after every choice', () => {
    let choices = 0;
    for (let i = 0; i < GAMES; i++) choices += playBothWays(1 + i, 'random');
    expect(choices).toBeGreaterThan(GAMES * 50);
  }, 300_000);

  it('the survivor AI: the same answers and states after every choice', () => {
    for (let i = 0; i < 3; i++) playBothWays(101 + i, 'default', 150);
  }, 300_000);

  it('a rollout leaves the action menu without words, and a normal run keeps them', () => {
    const normal = createMatchState<MAState>(M, M.defaultOptions, 3).state;
    const rollout = createMatchState<MAState>(M, M.defaultOptions, 3).state;
    let seen = 0;
    for (let n = 0; !normal.result && n < 400; n++) {
      const p = openPrompts(normal)[0]!;
      if (p.kind === 'action') {
        const q = openPrompts(rollout)[0]!;
        expect(p.options.every((o) => o.label.length > 0)).toBe(true);
        expect(q.options.filter((o) => o.id !== 'end' && o.id !== 'swap').every((o) => o.label === '')).toBe(true);
        seen++;
      }
      const answer = p.options.slice(0, Math.max(1, p.min)).map((o) => o.id);
      applyChoice(M, normal, p.seat, { promptId: p.id, optionIds: answer }, { inPlace: true });
      applyChoice(M, rollout, p.seat, { promptId: p.id, optionIds: answer }, { inPlace: true, rollout: true });
    }
    expect(seen).toBeGreaterThan(5);
  }, 120_000);
});
