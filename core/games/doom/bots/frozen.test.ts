/**
 * A bot's view shares the state's objects (the map, the figures, the attack
 * in progress) instead of copying them, and the options' odds and detail
 * lines are worked out when read: so no bot may change what it reads. Every
 * bot decides here on deep-frozen copies of states met in seeded games, and
 * reads every option's lazy lines on them too; a write would throw.
 */
import { describe, expect, it } from 'vitest';
import { applyChoice, createMatchState } from '../../../engine/kernel';
import { openPrompts } from '../../../engine/group';
import type { MatchState } from '../../../engine/types';
import { deepFreeze, seededBotRng as rng } from '../../../engine/frozenState';
import { viewFor } from '../../../engine/view';
import type { DoomView } from '../view';
import { doomGame } from '..';
import type { DoomState } from '../state';

/** Freezes every object reachable through data properties; accessors (the lazy lines) stay, unread. */
interface Logged { seat: string; promptId: string; optionIds: string[] }

/** The game after these choices, played again from its seed (so its prompt still has its lazy lines). */
function replayed(options: DoomState['options'], seed: number, log: readonly Logged[]): MatchState<DoomState> {
  const state = createMatchState<DoomState>(doomGame, options, seed).state;
  for (const c of log) applyChoice(doomGame, state, c.seat, { promptId: c.promptId, optionIds: c.optionIds }, { inPlace: true });
  return state;
}

describe('DOOM bots on frozen states', () => {
  it('every bot decides on a deep-frozen state, and the lines of every option read on it', () => {
    let asked = 0;
    const options = { ...doomGame.defaultOptions, difficulty: 'hard' as const };
    for (let seed = 1; seed <= 4; seed++) {
      const state = createMatchState<DoomState>(doomGame, options, seed).state;
      const log: Logged[] = [];
      for (let n = 0; !state.result && n < 500; n++) {
        const p = openPrompts(state)[0]!;
        const seat = state.seats.find((s) => s.id === p.seat)!;
        const botId = doomGame.defaultBot(seat);
        if (n % 25 === 0) {
          const frozen = deepFreeze(replayed(options, seed, log));
          const q = openPrompts(frozen)[0]!;
          // The odds and detail lines are worked out now, on the frozen table: a write would throw.
          expect(() => JSON.stringify(q.options)).not.toThrow();
          for (const id of [botId, 'random']) {
            const view = viewFor<DoomView>(doomGame, frozen, p.seat);
            expect(() => doomGame.bots[id]!.decide(view, view.prompt!, rng(n))).not.toThrow();
          }
          asked++;
        }
        const decision = doomGame.bots[botId]!.decide(viewFor(doomGame, state, p.seat), p, rng(seed * 1000 + n));
        log.push({ seat: p.seat, promptId: p.id, optionIds: decision.optionIds });
        applyChoice(doomGame, state, p.seat, { promptId: p.id, optionIds: decision.optionIds }, { inPlace: true });
      }
    }
    expect(asked).toBeGreaterThan(20);
  }, 120_000);
});
