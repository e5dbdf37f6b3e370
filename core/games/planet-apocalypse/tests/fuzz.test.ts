// Seeded games with bots on every seat: no exception, an end within the round
// cap, invariants after every choice, and an exact replay of the choice log.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { planetApocalypse, ROUND_CAP } from '..';
import { RULES } from '../rulesText';
import type { PAState } from '../state';

const RULE_IDS = new Set(RULES.map((r) => r.id));

function play(seed: number, bot: string, opts: Record<string, unknown>, checkEveryChoice: boolean) {
  const heroes = Math.min(5, Number(opts.heroes ?? 2) + Number(opts.lateJoiners ?? 0));
  const controllers = Object.fromEntries(Array.from({ length: heroes }, (_, i) => [`h${i + 1}`, { type: 'ai' as const, bot }]));
  const options = { ...planetApocalypse.defaultOptions, ...opts };
  const m = Match.start(planetApocalypse, { gameId: planetApocalypse.id, options, controllers, seed });
  let choices = 0;
  while (!m.state.result) {
    m.playAi();
    choices++;
    if (checkEveryChoice) {
      const p = m.state.prompt;
      if (p && !RULE_IDS.has(p.rule ?? '')) throw new Error(`seed ${seed}: prompt ${p.kind} names no rules entry (${p.rule})`);
      const broken = planetApocalypse.invariants!(m.state.g as unknown as PAState);
      if (broken.length) throw new Error(`seed ${seed} choice ${choices}: ${broken.join('; ')}`);
    }
    if (choices > 20_000) throw new Error(`seed ${seed}: no end after ${choices} choices`);
  }
  expect(m.state.g.round).toBeLessThanOrEqual(ROUND_CAP);
  expect(planetApocalypse.invariants!(m.state.g as unknown as PAState)).toEqual([]);
  return m;
}

const variety = (seed: number) => ({
  heroes: 1 + (seed % 5),
  lateJoiners: seed % 8 === 0 && seed % 5 < 4 ? 1 : 0,
  map: seed % 3 === 0 ? 'doomgate' : 'invasion',
  divineIntervention: seed % 4 === 0,
  secretLord: seed % 7 === 0,
  enragedLord: seed % 5 === 1,
  startDespairDice: 4 + (seed % 4),
  lordCloser: seed % 6 === 0 ? 1 : 0,
  miniboss: seed % 9 === 0,
  expansionLegions: seed % 3 === 1,
  expansionDemons: seed % 2 === 0,
});

describe('Planet Apocalypse fuzz', () => {
  it('300 random-bot games end, keep every invariant after every choice, and replay exactly', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const m = play(seed, 'random', variety(seed), true);
      if (seed % 25 === 0) {
        const again = Match.replay(planetApocalypse, m.record);
        expect(again.hash()).toBe(m.hash());
      }
    }
  }, 180_000);

  it('60 competent-bot games end within the round cap with invariants intact', () => {
    const outcomes: Record<string, number> = {};
    for (let seed = 1; seed <= 60; seed++) {
      const m = play(seed, 'hero', variety(seed), false);
      const o = m.state.result!.outcome;
      outcomes[o] = (outcomes[o] ?? 0) + 1;
    }
    expect(Object.values(outcomes).reduce((a, b) => a + b, 0)).toBe(60);
  }, 180_000);
});
