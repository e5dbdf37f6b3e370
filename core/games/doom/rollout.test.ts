/**
 * A rollout (ctx.rollout) leaves out what only a person reads (odds, detail
 * lines, paths, the turn bar's tags) and nothing else: seeded games played
 * both ways reach the same state after every choice, and every bot, asked on
 * either, answers the same.
 */
import { describe, expect, it } from 'vitest';
import { applyChoice, createMatchState } from '../../engine/kernel';
import { openPrompts } from '../../engine/group';
import { hashState } from '../../engine/hash';
import { generatorFrom, randomInt, seedRng } from '../../engine/rng';
import type { BotRng, MatchState, Prompt } from '../../engine/types';
import { viewFor } from '../../engine/view';
import { doomGame } from '.';
import type { DoomState } from './state';

const GAMES = Number(process.env.DOOM_ROLLOUT_GAMES ?? 8);
/** Random seats rarely end a mission; the first choices of each game are enough (the hash of every state is the cost). */
const MAX_CHOICES = 1200;

function rng(seed: number, salt: number): BotRng {
  const gen = generatorFrom(seedRng(seed * 100_003 + salt));
  return { int: (lo, hi) => randomInt(gen, lo, hi), pick: (items) => items[randomInt(gen, 0, items.length - 1)]! };
}

/** What the rules read: the game, the stack, the dice, the result and the question's ids and counts. */
function rulesHash(s: MatchState<DoomState>): string {
  const ask = (p: Prompt) => ({ id: p.id, seat: p.seat, kind: p.kind, min: p.min, max: p.max, options: p.options.map((o) => o.id) });
  return hashState({ g: s.g, stack: s.stack, rng: s.rng, result: s.result, prompts: openPrompts(s).map(ask) });
}

function playBothWays(seed: number, bots: 'random' | 'default', mission: string): number {
  const options = { ...doomGame.defaultOptions, mission, marines: 1 + (seed % 4) };
  const normal = createMatchState<DoomState>(doomGame, options, seed).state;
  const rollout = createMatchState<DoomState>(doomGame, options, seed).state;
  let n = 0;
  for (; !normal.result && n < MAX_CHOICES; n++) {
    const p = openPrompts(normal)[0]!;
    const seatSpec = normal.seats.find((s) => s.id === p.seat)!;
    const bot = doomGame.bots[bots === 'random' ? 'random' : doomGame.defaultBot(seatSpec)]!;
    const a = bot.decide(viewFor(doomGame, normal, p.seat), p, rng(seed, n));
    const b = bot.decide(viewFor(doomGame, rollout, p.seat), openPrompts(rollout)[0]!, rng(seed, n));
    expect(b.optionIds, `seed ${seed}, choice ${n}: the bot answers the same`).toEqual(a.optionIds);
    applyChoice(doomGame, normal, p.seat, { promptId: p.id, optionIds: a.optionIds }, { inPlace: true });
    applyChoice(doomGame, rollout, p.seat, { promptId: p.id, optionIds: a.optionIds }, { inPlace: true, rollout: true });
    expect(rulesHash(rollout), `seed ${seed}, choice ${n}`).toBe(rulesHash(normal));
  }
  return n;
}

describe('DOOM in a rollout', () => {
  it('random seats: the same states after every choice', () => {
    let choices = 0;
    for (let i = 0; i < GAMES; i++) choices += playBothWays(1 + i, 'random', i % 2 ? 'data-vault' : 'landing-zone');
    expect(choices).toBeGreaterThan(GAMES * 500);
  }, 300_000);

  it('default bots: the same answers and states after every choice', () => {
    const missions = ['landing-zone', 'data-vault', 'hold-the-line', 'the-nest', 'relay', 'foundry-heart'];
    for (let i = 0; i < GAMES; i++) playBothWays(101 + i, 'default', missions[i % missions.length]!);
  }, 300_000);

  it('a rollout leaves out the odds and the paths, and a normal run keeps them', () => {
    let seen = 0;
    for (let seed = 1; seed <= 6 && seen < 2; seed++) {
      const normal = createMatchState<DoomState>(doomGame, doomGame.defaultOptions, seed).state;
      const rollout = createMatchState<DoomState>(doomGame, doomGame.defaultOptions, seed).state;
      for (let n = 0; !normal.result && n < MAX_CHOICES; n++) {
        const p = openPrompts(normal)[0]!;
        const q = openPrompts(rollout)[0]!;
        const move = p.options.find((o) => o.id.startsWith('move:'));
        if (move && (p.kind === 'demonAction' || p.kind === 'marineAction')) {
          expect(move.path?.length).toBeGreaterThan(1);
          expect(q.options.find((o) => o.id === move.id)!.path).toBeUndefined();
          seen++;
        }
        const ids = [p.options[randomInt(generatorFrom(seedRng(n)), 0, p.options.length - 1)]!.id].slice(0, Math.max(1, p.min));
        const answer = p.min > 1 ? p.options.slice(0, p.min).map((o) => o.id) : ids;
        applyChoice(doomGame, normal, p.seat, { promptId: p.id, optionIds: answer }, { inPlace: true });
        applyChoice(doomGame, rollout, p.seat, { promptId: p.id, optionIds: answer }, { inPlace: true, rollout: true });
      }
    }
    expect(seen).toBeGreaterThan(0);
  }, 120_000);
});
