// Seeded games with random players (and a rival now and then): no rule may throw, every game ends within
// the round cap, invariants hold after every choice, prompts name a rules entry, and replaying a game's
// choices reproduces its state exactly. RISK_FUZZ_GAMES raises the count (2,000 for the measures).
import { describe, expect, it } from 'vitest';
import { Match } from '../../engine/match';
import { apocalypseRisk } from '.';
import { SCENARIO_IDS } from './content/numbers';
import type { RiskOptions, RiskState } from './state';

const GAMES = Number(process.env.RISK_FUZZ_GAMES ?? 100);

function optionsFor(seed: number): RiskOptions {
  return {
    players: 2 + (seed % 4),
    scenario: SCENARIO_IDS[seed % 6]!,
    endMode: seed % 3 === 0 ? 'domination' : 'prevented',
    selection: seed % 11 === 0 ? 'draft' : 'deal',
    roundLimit: 25,
  };
}

function play(seed: number): { match: Match; broken: string[] } {
  const options = optionsFor(seed);
  const seats = apocalypseRisk.seats(options);
  // Mostly random players; every fifth game seats one rival so its paths are fuzzed too.
  const controllers = Object.fromEntries(seats.map((s, i) => [s.id, { type: 'ai' as const, bot: seed % 5 === 0 && i === 0 ? 'betrayer-hard' : 'random' }]));
  const match = Match.start(apocalypseRisk, { gameId: apocalypseRisk.id, options: options as never, controllers, seed }, { keepEvents: false });
  const broken: string[] = [];
  const ruleIds = new Set(apocalypseRisk.rules.map((r) => r.id));
  for (let i = 0; i < 100_000 && !match.state.result; i++) {
    const prompt = match.state.prompt!;
    if (!prompt.rule || !ruleIds.has(prompt.rule)) broken.push(`seed ${seed}: prompt ${prompt.kind} names no rules entry (${prompt.rule})`);
    match.playAi();
    const bad = apocalypseRisk.invariants!(match.state.g as unknown as RiskState);
    if (bad.length) broken.push(`seed ${seed}, choice ${i}: ${bad.join('; ')}`);
    if ((match.state.g as unknown as RiskState).round > apocalypseRisk.roundCap) throw new Error(`seed ${seed} passed the round cap`);
  }
  return { match, broken };
}

describe('Apocalypse fuzz', () => {
  it(`${GAMES} seeded games end cleanly, keep their invariants and replay exactly`, () => {
    const outcomes: Record<string, number> = {};
    for (let seed = 1; seed <= GAMES; seed++) {
      let run: ReturnType<typeof play>;
      try {
        run = play(seed);
      } catch (err) {
        throw new Error(`seed ${seed} (${JSON.stringify(optionsFor(seed))}): ${String(err)}`);
      }
      expect(run.broken.slice(0, 3)).toEqual([]);
      expect(run.match.state.result, `seed ${seed} did not finish`).not.toBeNull();
      const outcome = run.match.state.result!.outcome;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      if (seed % 4 === 0) {
        const again = Match.replay(apocalypseRisk, run.match.record, { keepEvents: false });
        expect(again.hash()).toBe(run.match.hash());
      }
    }
    expect(Object.keys(outcomes).every((k) => ['prevented', 'apocalypse', 'domination', 'timeLimit'].includes(k))).toBe(true);
  }, Math.max(600_000, GAMES * 3_000));
});
