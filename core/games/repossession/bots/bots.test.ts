// The AI faction: it decides from its own view only, works by the odds,
// explains every choice, and its teammates agree on one plan.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { viewFor } from '../../../engine/view';
import { repossession } from '..';
import type { PRFState } from '../state';
import type { PRFView } from '../view';
import { aiBot } from './ai';
import { checkChoice } from './checkOdds';
import { bestLoadoutVsEnemy, enumerateLoadouts, specVsEnemy } from './fight';
import { solveDuel } from './duel';
import { enemyCard } from '../content';
import type { BotRng } from '../../../engine/types';

const rng: BotRng = { int: (lo) => lo, pick: (items) => items[0]! };

describe('the AI faction sees only its own view', () => {
  it('changing the other faction\'s hidden cards and the pile order changes no decision', () => {
    const m = Match.start(repossession, {
      gameId: 'repossession', options: { gaia: 2, xanadu: 2 }, seed: 5,
      controllers: Object.fromEntries(['g1', 'g2', 'x1', 'x2'].map((s) => [s, { type: 'ai' as const, bot: 'hard' }])),
    }, { keepEvents: false });
    for (let i = 0; i < 400 && !m.state.result; i++) {
      const { seat, decision } = m.decideAi();
      const twin = structuredClone(m.state) as typeof m.state & { g: PRFState };
      const mine = twin.g.players.find((p) => p.seat === seat)!.faction;
      for (const p of twin.g.players) if (p.faction !== mine) p.hand = p.hand.map(() => 'su-nail-driver');
      for (const pile of Object.values(twin.g.piles)) pile.draw.reverse();
      const view = viewFor<PRFView>(repossession, twin, seat);
      const bot = aiBot('hard');
      expect(bot.decide(view, view.prompt!, rng).optionIds, `choice ${i} (${view.prompt!.kind})`).toEqual(decision.optionIds);
      m.playAi();
    }
  });

  it('every decision comes with a one-line reason, at every level', () => {
    for (const level of ['easy', 'normal', 'hard']) {
      const m = Match.start(repossession, {
        gameId: 'repossession', options: { gaia: 1, xanadu: 1 }, seed: 3,
        controllers: { g1: { type: 'ai', bot: level }, x1: { type: 'ai', bot: 'random' } },
      }, { keepEvents: false });
      for (let i = 0; i < 300 && !m.state.result; i++) m.playAi();
      const mine = m.choices.filter((c) => c.seat === 'g1');
      expect(mine.length).toBeGreaterThan(20);
      expect(mine.every((c) => typeof c.reason === 'string' && c.reason.length > 3 && !c.reason.includes('\n'))).toBe(true);
    }
  });
});

describe('odds', () => {
  it('the Support check: reroll a lone 1 before rolling on; stop at 15 rather than risk snake eyes', () => {
    const v = { keep: 1, reward: 2, tokenCost: 0.25, quadBonus: 1 };
    expect(checkChoice([1], 1, v).action).toEqual({ kind: 'reroll', dice: [0] });
    expect(checkChoice([6, 5, 4], 0, v).action).toEqual({ kind: 'stop' });
    expect(checkChoice([6, 5], 0, v).action).toEqual({ kind: 'roll' });
  });

  it('loadouts by enumeration: Kahl-Dwell and Azkel against Hanover Yard', () => {
    // The example's character: 12 HP at most, 4 now, 1 AP, 4 IP; Azkel and Kahl-Dwell among other cards.
    const f = { hp: 4, ap: 1, ip: 4, reserve: 0, stats: { hp: 12, ap: 1, ip: 4 } };
    const hand = ['st-azkel', 'st-kahl-dwell', 'st-fenwick', 'st-oldwick', 'su-kevlar-vest', 'su-machete'];
    expect(enumerateLoadouts(hand, true, f.stats)).toHaveLength(2 * 2 * (1 + 4 + 6));
    const best = bestLoadoutVsEnemy(f, hand, enemyCard('rd-hanover-yard'));
    expect(best.cards).toEqual(expect.arrayContaining(['st-azkel']));
    expect(best.p).toBeGreaterThan(0.9);
  });

  it('dice by the odds: no defence dice against a blow Support already stops; all four against a blow that hurts', () => {
    const f = { hp: 10, ap: 1, ip: 0, reserve: 0, stats: { hp: 10, ap: 1, ip: 0 } };
    const crow = enemyCard('cr-great-crow'); // 2 AP
    const shielded = specVsEnemy(f, ['su-ceramic-plate'], crow, crow.hp, true); // blocks 3
    expect(solveDuel(shielded).bestDice(false, 10, crow.hp, false)).toBe(0);
    const bare = specVsEnemy(f, [], enemyCard('cr-rabid-bear'), 11, true); // 6 AP, nothing blocks
    expect(solveDuel(bare).bestDice(false, 10, 11, false)).toBe(4);
    expect(solveDuel(bare).bestDice(true, 10, 11, false)).toBe(4);
  });
});

describe('teammates', () => {
  it('AI teammates work out the same plan from the same view and split the tiles between them', () => {
    const m = Match.start(repossession, {
      gameId: 'repossession', options: { gaia: 3, xanadu: 1 }, seed: 11,
      controllers: Object.fromEntries(['g1', 'g2', 'g3', 'x1'].map((s) => [s, { type: 'ai' as const, bot: 'normal' }])),
    }, { keepEvents: true });
    let rounds = 0;
    while (!m.state.result && rounds < 6) {
      m.playAi();
      rounds = (m.state.g as unknown as PRFState).round;
    }
    const reveals = m.events.flat().filter((e) => e.type === 'declarationsRevealed' && e.faction === 'gaia') as unknown as { declarations: { seat: string; action: string; tile: string | null }[] }[];
    expect(reveals.length).toBeGreaterThan(3);
    for (const r of reveals) {
      const moves = r.declarations.filter((d) => d.action === 'move').map((d) => d.tile);
      expect(new Set(moves).size, JSON.stringify(r.declarations)).toBe(moves.length);
    }
  });
});
