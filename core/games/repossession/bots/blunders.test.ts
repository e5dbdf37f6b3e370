// Blunders a strong player would not make (issue 28), each named by its game
// or arranged position and checked at every AI level. Watched: the easy
// faction waited at Start through round 1 ("nothing better to do"), and the
// AI rolled into snake eyes with a safety token in hand that could have
// rerolled the 1.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { eventsFor, viewFor } from '../../../engine/view';
import type { BotRng, Prompt } from '../../../engine/types';
import { repossession } from '..';
import { SETTLEMENT_CARDS, SUPPLY_CARDS } from '../content';
import type { PRFState } from '../state';
import type { PRFView } from '../view';
import { arrange, give, onTop, own, setup, start, tile, type D } from '../tests/helpers';
import { aiBot } from './ai';

const LEVELS = ['easy', 'normal', 'hard'] as const;
const rng: BotRng = { int: (lo) => lo, pick: (items) => items[0]! };
const DECLARATION = /^(move|siege|buy5|buy8|start|hold)(:|$)/;

/** Every round-1 declaration of every seat, in a game of AI seats at `level`. */
function roundOne(level: string, seed: number, gaia: number, xanadu: number): { seat: string; id: string; reason: string }[] {
  const seats = [...Array.from({ length: gaia }, (_, i) => `g${i + 1}`), ...Array.from({ length: xanadu }, (_, i) => `x${i + 1}`)];
  const m = Match.start(repossession, {
    gameId: 'repossession', options: { gaia, xanadu }, seed,
    controllers: Object.fromEntries(seats.map((s) => [s, { type: 'ai' as const, bot: level }])),
  }, { keepEvents: false });
  for (let i = 0; i < 3000 && !m.state.result && (m.state.g as unknown as PRFState).round <= 1; i++) m.playAi();
  return m.choices.filter((c) => DECLARATION.test(c.optionIds[0] ?? '')).map((c) => ({ seat: c.seat, id: c.optionIds[0]!, reason: c.reason ?? '' }));
}

describe('round 1: the AI faction leaves Start and takes tiles', () => {
  it('every AI seat, at every level, moves onto a tile in round 1: seeds 1-150 one against one, 1-30 two against two', () => {
    const stays: string[] = [];
    for (const level of LEVELS) {
      const check = (seed: number, g: number, x: number) => {
        const decl = roundOne(level, seed, g, x);
        expect(decl.length, `seed ${seed}`).toBeGreaterThanOrEqual(g + x);
        for (const d of decl) if (!d.id.startsWith('move:')) stays.push(`${level} seed ${seed} ${g}v${x} ${d.seat}: ${d.id} (${d.reason})`);
      };
      for (let seed = 1; seed <= 150; seed++) check(seed, 1, 1);
      for (let seed = 1; seed <= 30; seed++) check(seed, 2, 2);
    }
    expect(stays, stays.slice(0, 5).join('\n')).toEqual([]);
  }, 120_000);
});

interface Fight {
  /** The Creature tile stepped onto from `from` (owned by Gaia, where Gaia 1 stands): A1 (Tier 1) from B1 by default. */
  at?: string;
  from?: string;
  enemy: string;
  hand?: string[];
  stats: { hp: number; ap: number; ip: number };
  hp?: number;
  tokens: number;
}

/** Gaia 1 on a conquered tile steps onto a Creature tile and meets `enemy` (as tests/combat.test.ts). */
function fight(f: Fight): D {
  const d = setup(start());
  arrange(d, (g) => {
    own(d, 'gaia', f.from ?? 'B1');
    const p = g.players[0]!;
    p.stats = f.stats;
    p.hp = f.hp ?? p.stats.hp;
    p.tokens = f.tokens;
    p.at = tile(f.from ?? 'B1');
    give(d, 'g1', ...(f.hand ?? []));
    onTop(d, f.enemy);
  });
  d.answerAs('g1', `move:${f.at ?? 'A1'}`);
  for (const id of f.hand ?? []) if (d.prompt.kind === 'loadout' && d.prompt.options.some((o) => o.id === id)) d.answer(id);
  while (d.prompt.kind === 'loadout') d.answer(d.prompt.min === 0 ? [] : 'none');
  return d;
}

function decide(d: D, level: string): { ids: string[]; reason: string; prompt: Prompt } {
  const view = viewFor<PRFView>(repossession, d.state, d.prompt.seat);
  const out = aiBot(level as 'easy').decide(view, view.prompt!, rng);
  return { ids: out.optionIds, reason: out.reason ?? '', prompt: view.prompt! };
}

/** Every level's answer to the position `make` builds (made afresh per level: the driver moves on). */
function everyLevel(make: () => D): { level: string; ids: string[]; reason: string; kind: string }[] {
  return LEVELS.map((level) => {
    const r = decide(make(), level);
    return { level, ids: r.ids, reason: r.reason, kind: r.prompt.kind };
  });
}

const rerollsA1 = (ids: string[]) => !ids.includes('keep') && ids.some((id) => id === 'd0' || id === 'd1');

describe('safety tokens in a fight: spent on a reroll where it pays, kept where it does not', () => {
  it('Harvest Centipede (Tier 2: 10 HP, 5 AP, Poison) at E3, 3 of 14 HP, 3 AP and a Nail Driver (+2), attack rolls 1, 1 with a token: rerolls a 1 rather than miss outright', () => {
    const out = everyLevel(() => {
      const d = fight({ at: 'E3', from: 'E2', enemy: 'cr-harvest-centipede', hand: ['su-nail-driver'], stats: { hp: 14, ap: 3, ip: 0 }, hp: 3, tokens: 1 });
      expect(d.prompt.kind).toBe('attackDice');
      d.forceDice(1, 1).answer('dice:2');
      return d;
    });
    for (const r of out) expect(r.kind).toBe('reroll');
    expect(out.filter((r) => !rerollsA1(r.ids)), JSON.stringify(out)).toEqual([]);
    // Hard compares the chance to win with and without the reroll.
    expect(out.find((r) => r.level === 'hard')!.reason).toMatch(/to win keeping, \d+% with the reroll/);
  });

  it('Tusk Boar (3 AP) against a Ceramic Plate (blocks 3), defence rolls 2, 4, 6, 6 with a token: keeps it (no reroll saves any HP; one can only roll snake eyes)', () => {
    const out = everyLevel(() => {
      const d = fight({ enemy: 'cr-tusk-boar', hand: ['su-ceramic-plate'], stats: { hp: 10, ap: 0, ip: 0 }, tokens: 1 });
      d.answer('dice:0');
      expect(d.prompt.kind).toBe('defenseDice');
      d.forceDice(2, 4, 6, 6).answer('dice:4');
      return d;
    });
    for (const r of out) expect(r.kind).toBe('reroll');
    expect(out.filter((r) => r.ids.join() !== 'keep'), JSON.stringify(out)).toEqual([]);
  });

  it('Tusk Boar (6 HP), full 10 HP, 2 AP and a Nail Driver, attack rolls 3, 3, 5, 6 (a pair: 5 damage) with a token: keeps it (a reroll gains too little)', () => {
    const out = everyLevel(() => {
      const d = fight({ enemy: 'cr-tusk-boar', hand: ['su-nail-driver'], stats: { hp: 10, ap: 2, ip: 0 }, tokens: 1 });
      d.forceDice(3, 3, 5, 6).answer('dice:4');
      return d;
    });
    for (const r of out) expect(r.kind).toBe('reroll');
    expect(out.filter((r) => r.ids.join() !== 'keep'), JSON.stringify(out)).toEqual([]);
  });
});

/** Gaia 1 on a Support check at B1 (a Tier 1 Supplies tile next to Start) with `tokens`, dice forced one at a time. */
function check(tokens: number, ...dice: number[]): D {
  const d = setup(start());
  arrange(d, (g) => { g.players[0]!.tokens = tokens; });
  d.answerAs('g1', 'move:B1');
  expect(d.prompt.kind).toBe('checkRoll');
  for (const v of dice) d.forceDice(v).answer('roll');
  return d;
}

describe('the Support check: reroll a 1 before rolling on; stop once 15 stands', () => {
  it('B1, dice 5, 1 with a token: every level rerolls the 1 before the next die can pair it (snake eyes lose the tile)', () => {
    for (const level of LEVELS) {
      const d = check(1, 5, 1);
      const r = decide(d, level);
      expect(r.ids, `${level}: ${r.reason}`).toEqual(['reroll']);
      d.answer('reroll');
      expect(decide(d, level).ids, level).toEqual(['d1']);
    }
  });

  it('B1, dice 6, 6, 4 (16) with a token: every level stops with the check passed and keeps the token', () => {
    for (const level of LEVELS) {
      const r = decide(check(1, 6, 6, 4), level);
      expect(r.ids, `${level}: ${r.reason}`).toEqual(['stop']);
    }
  });
});

describe('reasons never name what the seat keeps secret', () => {
  const names = [...SUPPLY_CARDS, ...SETTLEMENT_CARDS].map((c) => ({ id: c.id, name: c.name }));
  it('in 10 games per level (seeds 1-10, two against two), a card named in a reason is one the other faction can see', () => {
    const leaks: string[] = [];
    for (const level of LEVELS) {
      for (let seed = 1; seed <= 10; seed++) {
        const seats = ['g1', 'g2', 'x1', 'x2'];
        const m = Match.start(repossession, {
          gameId: 'repossession', options: { gaia: 2, xanadu: 2 }, seed,
          controllers: Object.fromEntries(seats.map((s) => [s, { type: 'ai' as const, bot: level }])),
        }, { keepEvents: true });
        for (let i = 0; i < 4000 && !m.state.result; i++) {
          const events = m.playAi();
          for (const e of events) {
            if (e.type !== 'reason') continue;
            const seat = e.seat as string;
            const foe = seat.startsWith('g') ? 'x1' : 'g1';
            const named = names.filter((c) => new RegExp(`\\b${c.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(e.text as string));
            if (named.length === 0) continue;
            const seen = eventsFor(events, foe).filter((x) => x.type !== 'reason').map((x) => String(x.text ?? '')).join('\n');
            const view = JSON.stringify(viewFor<PRFView>(repossession, m.state, foe).game);
            for (const c of named) if (!seen.includes(c.name) && !view.includes(`"${c.id}"`)) leaks.push(`${level} seed ${seed}: ${e.text as string}`);
          }
        }
      }
    }
    expect(leaks, leaks.slice(0, 5).join('\n')).toEqual([]);
  }, 120_000);
});

