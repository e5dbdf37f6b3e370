// Seeded random games: no rule may throw, every game ends within the round
// cap, the invariants hold after every choice, and replaying a game's
// choices reproduces its state hash. PRF_FUZZ_GAMES sets how many (300 by
// default, under a minute here); every tenth game one faction is the normal AI.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { repossession } from '..';
import type { PRFState } from '../state';

const GAMES = Number(process.env.PRF_FUZZ_GAMES ?? 300);

function play(seed: number): { match: Match; broken: string[] } {
  const options = { gaia: 1 + (seed % 4), xanadu: 1 + ((seed >> 2) % 4) };
  const seats = repossession.seats(options);
  const ai = seed % 10 === 0 ? (seed % 20 ? 'gaia' : 'xanadu') : null;
  const controllers = Object.fromEntries(seats.map((s) => [s.id, { type: 'ai' as const, bot: s.side === ai ? 'normal' : 'random' }]));
  const match = Match.start(repossession, { gameId: 'repossession', options, controllers, seed }, { keepEvents: false, inPlace: true });
  const ruleIds = new Set(repossession.rules.map((r) => r.id));
  const broken: string[] = [];
  for (let i = 0; i < 60_000 && !match.state.result; i++) {
    for (const p of [match.state.prompt, ...(match.state.group?.prompts ?? [])]) {
      if (p && (!p.rule || !ruleIds.has(p.rule))) broken.push(`seed ${seed}: prompt ${p.kind} names no rules entry (${p.rule})`);
    }
    match.playAi();
    const bad = repossession.invariants!(match.state.g as unknown as PRFState);
    if (bad.length) broken.push(`seed ${seed}, choice ${i}: ${bad.join('; ')}`);
    if ((match.state.g as unknown as PRFState).round > repossession.roundCap) throw new Error(`seed ${seed} passed the round cap`);
  }
  return { match, broken };
}

describe('Planet Repossession Force fuzz', () => {
  it(`${GAMES} seeded games end cleanly, keep their invariants and replay exactly`, () => {
    const outcomes: Record<string, number> = {};
    for (let seed = 1; seed <= GAMES; seed++) {
      let run: ReturnType<typeof play>;
      try {
        run = play(seed);
      } catch (err) {
        throw new Error(`seed ${seed}: ${err instanceof Error ? err.stack : String(err)}`);
      }
      expect(run.broken.slice(0, 3)).toEqual([]);
      expect(run.match.state.result, `seed ${seed} did not finish`).not.toBeNull();
      const outcome = run.match.state.result!.outcome;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      if (seed % 10 === 0) {
        const again = Match.replay(repossession, JSON.parse(JSON.stringify(run.match.record)), { keepEvents: false, inPlace: true });
        expect(again.hash(), `seed ${seed} replay`).toBe(run.match.hash());
      }
    }
    expect(Object.keys(outcomes).filter((k) => k !== 'draw').sort()).toEqual(['gaia', 'xanadu']);
  }, 600_000);
});
