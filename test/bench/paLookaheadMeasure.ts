/**
 * `pa-lookahead` (issue 35): the Planet Apocalypse lookahead hero
 * (core/games/planet-apocalypse/ai/lookahead.ts) on every seat of a
 * four-hero game: the CPU time of each of its decisions (process CPU time,
 * not wall time, so a busy machine inflates it less) and the CPU per game.
 * Its futures are played on Match.botSim's determinized copies, applied as
 * rollouts. Target: the AI issue's 250 ms per decision, at the p95.
 */
import { Match } from '../../core/engine/match';
import { planetApocalypse as PA } from '../../core/games/planet-apocalypse';
import { percentile } from '../../tools/simulate';
import type { Measure } from './types';

const GAMES = Number(process.env.BENCH_PA_LOOKAHEAD_GAMES ?? 1);
const HEROES = 4;
const TARGET_P95_MS = 250;

function cpuMs(since: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
}

/** Plays `games` four-hero games (seeds 1..games) with the lookahead on every seat; CPU ms per decision. */
export function lookaheadTimes(games: number): { times: number[]; cpuMsPerGame: number; rounds: number[] } {
  const times: number[] = [];
  const rounds: number[] = [];
  let total = 0;
  for (let seed = 1; seed <= games; seed++) {
    const controllers = Object.fromEntries(Array.from({ length: HEROES }, (_, i) => [`h${i + 1}`, { type: 'ai' as const, bot: 'lookahead' }]));
    const m = Match.start(PA, { gameId: PA.id, options: { ...(PA.defaultOptions as object), heroes: HEROES }, controllers, seed }, { keepEvents: false, inPlace: true });
    const game0 = process.cpuUsage();
    while (!m.state.result) {
      const t0 = process.cpuUsage();
      const { seat, promptId, decision } = m.decideAi();
      times.push(cpuMs(t0));
      m.choose(seat, { promptId, optionIds: decision.optionIds }, 'ai', decision.reason);
    }
    total += cpuMs(game0);
    rounds.push(m.module.round(m.state.g));
  }
  return { times, cpuMsPerGame: total / games, rounds };
}

export const paLookaheadMeasure: Measure = {
  id: 'pa-lookahead',
  name: 'Planet Apocalypse lookahead hero, four heroes: decision CPU p95',
  async run() {
    const { times, cpuMsPerGame, rounds } = lookaheadTimes(GAMES);
    const sorted = Float64Array.from(times).sort();
    const p50 = percentile(sorted, 0.5);
    const p95 = percentile(sorted, 0.95);
    const max = sorted[sorted.length - 1] ?? 0;
    return {
      id: this.id,
      name: this.name,
      value: Math.round(p95 * 10) / 10,
      unit: 'ms',
      max: TARGET_P95_MS,
      notes: `${GAMES} game(s) (seed 1..${GAMES}, ${rounds.join(', ')} rounds), ${times.length} decisions; CPU per decision p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(0)} ms; ${(cpuMsPerGame / 1000).toFixed(2)} s CPU per four-hero game`,
      details: { p50, p95, max, cpuSecondsPerGame: cpuMsPerGame / 1000, decisions: times.length, rounds },
    };
  },
};
