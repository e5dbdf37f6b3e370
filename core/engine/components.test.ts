import { describe, expect, it } from 'vitest';
import { Ctx } from './context';
import { customDie, faceFor, STANDARD_DICE } from './dice';
import { newDeck } from './deck';
import { seedRng } from './rng';
import { returnToSupply, takeFromSupply } from './supply';
import type { DieDef, MatchState } from './types';

function ctxWith(dice: DieDef[] = [], forced: (number | string)[] = [], seed = 1): Ctx<Record<string, never>> {
  const state: MatchState<Record<string, never>> = {
    gameId: 't', seats: [{ id: 'a', name: 'A', side: 'x' }, { id: 'b', name: 'B', side: 'x' }], g: {}, stack: [],
    prompt: null, resume: null, rng: seedRng(seed), seq: 0, result: null,
  };
  const map = new Map<string, DieDef>(Object.entries(STANDARD_DICE));
  for (const d of dice) map.set(d.id, d);
  return new Ctx(state, map, forced);
}

describe('dice', () => {
  it('standard dice have faces 1..N', () => {
    for (const [id, n] of [['d4', 4], ['d6', 6], ['d8', 8], ['d10', 10], ['d12', 12]] as const) {
      expect(STANDARD_DICE[id].faces.map((f) => f.value)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    }
  });

  it('every roll lands on a face and is reported as one event per throw', () => {
    const ctx = ctxWith();
    const rolls = ctx.roll(['d4', 'd6', 'd8', 'd10', 'd12'], { purpose: 'test' });
    rolls.forEach((r, i) => {
      expect(r.value).toBeGreaterThanOrEqual(1);
      expect(r.value).toBeLessThanOrEqual([4, 6, 8, 10, 12][i]!);
    });
    expect(ctx.events).toHaveLength(1);
    expect(ctx.events[0]!.type).toBe('diceRolled');
    expect(ctx.barrier).toBe(true);
  });

  it('rolls are uniform: chi-square of 60,000 d6 rolls is below the 0.1% critical value', () => {
    const ctx = ctxWith([], [], 12345);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[ctx.roll(['d6'], { purpose: 'x' })[0]!.face]! += 1;
    const chi = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.52); // 5 degrees of freedom, p = 0.001
  });

  it('custom dice carry symbols, and forced results pick faces by value, label, symbol or index', () => {
    const despair = customDie('despair', 'Despair die', [
      { label: 'Skull', symbols: ['skull'] }, { label: '1', value: 1 }, { label: '2', value: 2 },
      { label: '3', value: 3 }, { label: 'Blank' }, { label: 'Flame', symbols: ['flame'] },
    ]);
    const ctx = ctxWith([despair], ['skull', 3, 'Blank']);
    const rolls = ctx.roll(['despair', 'despair', 'despair'], { purpose: 'forced' });
    expect(rolls.map((r) => r.label)).toEqual(['Skull', '3', 'Blank']);
    expect(rolls[0]!.symbols).toEqual(['skull']);
    expect(faceFor(despair, 'flame')).toBe(5);
    expect(() => faceFor(despair, 9)).toThrow(/no face 9/);
    expect(() => customDie('bad', 'Bad', [{ label: 'x' }, { label: 'y' }, { label: 'z' }])).toThrow(/4, 6, 8, 10 or 12/);
  });

  it('an unknown die is a rules error', () => {
    expect(() => ctxWith().roll(['d7'], { purpose: 'x' })).toThrow(/Unknown die "d7"/);
  });
});

describe('decks', () => {
  it('draws from the top, reshuffles the discards when the draw pile runs out, and stops when both are empty', () => {
    const ctx = ctxWith();
    const deck = newDeck(['a', 'b', 'c']);
    expect(ctx.draw(deck, 2, { deck: 'd' })).toEqual(['a', 'b']);
    ctx.discard(deck, ['a', 'b'], 'd');
    const next = ctx.draw(deck, 3, { deck: 'd', reshuffle: true });
    expect(next[0]).toBe('c');
    expect([...next].sort()).toEqual(['a', 'b', 'c']);
    expect(deck.discard).toEqual([]);
    expect(ctx.events.some((e) => e.type === 'deckShuffled')).toBe(true);
    expect(ctx.draw(deck, 1, { deck: 'd', reshuffle: true })).toEqual([]);
  });

  it('without reshuffle a draw returns only what is left', () => {
    const ctx = ctxWith();
    const deck = newDeck(['a']);
    deck.discard.push('z');
    expect(ctx.draw(deck, 3, { deck: 'd' })).toEqual(['a']);
    expect(deck.discard).toEqual(['z']);
  });

  it('a private draw shows its cards only to the seats named', () => {
    const ctx = ctxWith();
    ctx.draw(newDeck(['secret']), 1, { deck: 'd', to: ['a'] });
    const e = ctx.events[0]!;
    expect(e.visibleTo).toEqual(['a']);
    expect(JSON.stringify(e.redacted)).not.toContain('secret');
  });
});

describe('component limits', () => {
  it('takes what is left and reports the shortfall', () => {
    const supply = { larva: 3 };
    expect(takeFromSupply(supply, 'larva', 2)).toEqual({ taken: 2, short: 0 });
    expect(takeFromSupply(supply, 'larva', 4)).toEqual({ taken: 1, short: 3 });
    expect(supply.larva).toBe(0);
    returnToSupply(supply, 'larva', 3, 3);
    expect(() => returnToSupply(supply, 'larva', 1, 3)).toThrow(/component limit of 3/);
    expect(() => takeFromSupply(supply, 'imp', 1)).toThrow(/no pieces of kind "imp"/);
  });
});
