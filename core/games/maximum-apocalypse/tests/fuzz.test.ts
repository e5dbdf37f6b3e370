// Seeded games with random bots on every seat and options varied by seed: no rule may throw, every game
// ends within the round cap, invariants hold after every choice, every prompt names a rules entry, every
// event the rules emit has a log line free of ids, and replaying a game's choices reproduces its state.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { maximumApocalypse as M } from '..';
import type { MAState } from '../state';
import { fuzzOptions } from './fuzzOptions';

const GAMES = Number(process.env.MA_FUZZ_GAMES ?? 300);
/** Every how many games the replay is compared (1 for the long run: every game). */
const REPLAY_EVERY = Number(process.env.MA_FUZZ_REPLAY_EVERY ?? 10);
/** Events the kernel makes by itself (deck bookkeeping) carry no log line of their own. */
const KERNEL_EVENTS = new Set(['cardsDrawn', 'deckShuffled']);

function play(seed: number): { match: Match; broken: string[] } {
  const options = fuzzOptions(seed);
  const seats = M.seats(options);
  const controllers = Object.fromEntries(seats.map((s) => [s.id, { type: 'ai' as const, bot: 'random' }]));
  const match = Match.start(M, { gameId: M.id, options: options as never, controllers, seed });
  const broken: string[] = [];
  const ruleIds = new Set(M.rules.map((r) => r.id));
  const checkEvents = (events: { type: string; text?: string }[]) => {
    for (const e of events) {
      if (KERNEL_EVENTS.has(e.type) || e.type === 'reason') continue;
      if (!e.text) broken.push(`event ${e.type} has no text`);
      else if (/#\d|undefined|NaN|\bc\d\b/.test(e.text)) broken.push(`event ${e.type} text shows an id: ${e.text}`);
    }
  };
  checkEvents(match.events[0] ?? []);
  for (let i = 0; i < 20_000 && !match.state.result; i++) {
    const prompt = match.state.prompt!;
    if (!prompt.rule || !ruleIds.has(prompt.rule)) broken.push(`prompt ${prompt.kind} names no rules entry (${prompt.rule})`);
    if (prompt.options.length === 0) broken.push(`prompt ${prompt.kind} has no options`);
    checkEvents(match.playAi());
    const bad = M.invariants!(match.state.g as unknown as MAState);
    if (bad.length) broken.push(`choice ${i}: ${bad.join('; ')}`);
    if ((match.state.g as unknown as MAState).round > M.roundCap) throw new Error(`seed ${seed} passed the round cap`);
    if (broken.length > 3) break;
  }
  return { match, broken };
}

describe('Maximum Apocalypse fuzz', () => {
  it(`${GAMES} seeded random games end cleanly, keep their invariants and replay exactly`, () => {
    const outcomes: Record<string, number> = {};
    for (let seed = 1; seed <= GAMES; seed++) {
      let run: ReturnType<typeof play>;
      try {
        run = play(seed);
      } catch (err) {
        throw new Error(`seed ${seed} (${JSON.stringify(fuzzOptions(seed))}): ${String(err)}`);
      }
      expect(run.broken.slice(0, 3), `seed ${seed}`).toEqual([]);
      expect(run.match.state.result, `seed ${seed} did not finish`).not.toBeNull();
      const outcome = run.match.state.result!.outcome;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      if (seed % REPLAY_EVERY === 0) {
        const again = Match.replay(M, run.match.record, { keepEvents: false });
        expect(again.hash(), `seed ${seed} replay`).toBe(run.match.hash());
      }
    }
    expect(outcomes.monsters).toBeGreaterThan(0);
  }, 600_000);
});
