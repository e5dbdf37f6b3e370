/**
 * `npx tsx tools/doomFragCurve.ts --mission <id|all> [--difficulty easy,normal,hard] [--marines 2] [--games 100] [--seed 1]`:
 * the invader's win rate at every frag goal from one batch of games, for
 * tuning a mission's balance table (ASSUMPTIONS.md "Balance against the
 * bots"). Each game is played with the frag goal out of reach (99) and
 * records the frag tokens the invader held when the game ended; the invader
 * would have won with goal k exactly when it held k or more, or won another
 * way: Relay's threat tokens, likewise out of reach and counted against each
 * `--threat` goal (e.g. `--threat 8,10,12`). Exact because no bot reads the frag goal: the
 * game up to the k-th frag is the same whatever the goal. A game stops once
 * the invader holds the largest goal asked about (--max). Game i uses seed
 * S+i, as in tools/sim.ts. `--progress N` sets a lone marine's progress
 * goal (the balance table's `soloProgressGoal`) for every difficulty.
 */
import { parseArgs } from 'node:util';
import { Match } from '../core/engine/match';
import { doomGame } from '../core/games/doom';
import { missionDef } from '../core/games/doom/catalog';
import { OFFERED_MISSIONS } from '../core/games/doom/missionList';
import type { DoomState } from '../core/games/doom/state';
import type { AnyGameModule } from '../core/engine/module';
import { aiControllers, resolveSeatBots, seatsFor } from './simulate';

const OUT_OF_REACH = 99;

/**
 * A game's frag and threat tokens at its end, and whether the invader won it
 * another way (with both goals out of reach, any invader win is one: Foundry
 * Heart's round limit), which counts at every goal.
 */
interface Outcome { frags: number; threat: number; otherWin: boolean }

/** Each game's frag and threat tokens at its end, both goals out of reach. */
function play(mission: string, difficulty: string, marines: number, games: number, seed: number, maxGoal: number, progress: number): Outcome[] {
  const def = missionDef(mission);
  const saved = def.balance;
  const far = { easy: OUT_OF_REACH, normal: OUT_OF_REACH, hard: OUT_OF_REACH };
  def.balance = { fragGoal: far, threatGoal: far, ...(progress ? { soloProgressGoal: { easy: progress, normal: progress, hard: progress } } : {}) };
  const module = doomGame as unknown as AnyGameModule;
  const options = { ...(module.defaultOptions as object), mission, difficulty, marines };
  const seats = seatsFor(module, options);
  const controllers = aiControllers(seats, resolveSeatBots(module, seats, {}));
  const out: Outcome[] = [];
  const cut: number[] = [];
  try {
    for (let i = 0; i < games; i++) {
      const match = Match.start(module, { gameId: module.id, options, controllers, seed: seed + i }, { keepEvents: false, inPlace: true });
      const g = () => match.state.g as unknown as DoomState;
      // Past the largest goal asked about, the rest of the game cannot change the curve.
      for (let n = 0; !match.state.result && g().invader.frags < maxGoal; n++) {
        // With the goals out of reach a stalled game may never end: it counts with the tokens it reached.
        if (n > 40_000) {
          cut.push(seed + i);
          break;
        }
        const { seat, promptId, decision } = match.decideAi();
        match.choose(seat, { promptId, optionIds: decision.optionIds }, 'ai', decision.reason);
      }
      out.push({ frags: g().invader.frags, threat: g().counters.threat ?? 0, otherWin: !!match.state.result?.winners.includes('invader') });
    }
  } finally {
    def.balance = saved;
  }
  if (cut.length) console.log(`${mission} ${difficulty} ${marines}: ${cut.length} game(s) stopped unfinished after 40,000 choices (seeds ${cut.join(', ')})`);
  return out;
}

/** Invader win % at frag goals 1..maxGoal with this threat goal. */
function curve(results: Outcome[], maxGoal: number, threatGoal: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= maxGoal; k++) {
    const wins = results.filter((r) => r.frags >= k || r.threat >= threatGoal || r.otherWin).length;
    out.push(Math.round((100 * wins) / results.length));
  }
  return out;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      mission: { type: 'string', default: 'all' },
      difficulty: { type: 'string', default: 'easy,normal,hard' },
      marines: { type: 'string', default: '2' },
      games: { type: 'string', default: '100' },
      seed: { type: 'string', default: '1' },
      max: { type: 'string', default: '14' },
      threat: { type: 'string', default: '' },
      progress: { type: 'string', default: '0' },
    },
  });
  const missions = values.mission === 'all' ? OFFERED_MISSIONS.map((m) => m.id) : values.mission.split(',');
  const max = Number(values.max);
  console.log(`mission difficulty marines | invader win % at frag goal 1..${max}`);
  for (const mission of missions) {
    for (const d of values.difficulty.split(',')) {
      const threats = values.threat ? values.threat.split(',').map(Number) : [OUT_OF_REACH];
      const results = play(mission, d, Number(values.marines), Number(values.games), Number(values.seed), max, Number(values.progress));
      for (const t of threats) {
        const c = curve(results, max, t);
        const tag = t === OUT_OF_REACH ? '' : ` threat ${t}`;
        console.log(`${mission} ${d} ${values.marines}${tag} | ${c.map((p, i) => `${i + 1}:${p}`).join(' ')}`);
      }
    }
  }
}

main();
