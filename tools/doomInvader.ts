/**
 * `npx tsx tools/doomInvader.ts --mission <id> [--difficulty hard] [--marines 2] [--games 200] [--seed 1] [--json]`:
 * plays DOOM games with the default bots on every seat and prints the
 * invader's figures from issue 16 (core/games/doom/bots/invaderMeasures.ts):
 * wasted defensive events, focus-fire rate, Argent spent with no target,
 * staggered demons left in Glory Kill reach, activations ending on an active
 * teleporter, summoning events with no portal near the marines, and the
 * staggered demons the marines can step into as their turn starts (figures
 * counted) and their Glory Kills, chokepoints held, event cards played per
 * round, attack plays that served the other side, and the invader's
 * decision time (p50, p95), in the text output as in --json.
 * `--marines 1` plays a lone marine (Solo Operative). `--without
 * screen,chokepoints` turns those hard habits off (bots/invaderBlock.ts
 * blockTraits) for a before/after figure. `--mission all` runs the six
 * offered missions. Game i uses seed S+i, as in tools/sim.ts.
 */
import { parseArgs } from 'node:util';
import { Match } from '../core/engine/match';
import { openPrompts } from '../core/engine/group';
import { doomGame } from '../core/games/doom';
import { blockTraits } from '../core/games/doom/bots/invaderBlock';
import { addTally, emptyTally, invaderFigures, InvaderMeter, type InvaderTally } from '../core/games/doom/bots/invaderMeasures';
import { OFFERED_MISSIONS } from '../core/games/doom/missionList';
import type { DoomState } from '../core/games/doom/state';
import type { AnyGameModule } from '../core/engine/module';
import { aiControllers, percentile, resolveSeatBots, seatsFor } from './simulate';

interface MissionRun { mission: string; games: number; invaderWins: number; errors: number; tally: InvaderTally; decisionMs: { p50: number; p95: number } }

function runMission(mission: string, difficulty: string, marines: number, games: number, seed: number): MissionRun {
  const module = doomGame as unknown as AnyGameModule;
  const options = { ...(module.defaultOptions as object), mission, difficulty, marines };
  const seats = seatsFor(module, options);
  const controllers = aiControllers(seats, resolveSeatBots(module, seats, {}));
  let tally = emptyTally();
  let invaderWins = 0;
  let errors = 0;
  const times: number[] = [];
  for (let i = 0; i < games; i++) {
    const meter = new InvaderMeter();
    try {
      const match = Match.start(module, { gameId: module.id, options, controllers, seed: seed + i }, { keepEvents: false, inPlace: true });
      for (let n = 0; !match.state.result; n++) {
        if (n > 20_000) throw new Error('no end');
        const t0 = performance.now();
        const { seat, promptId, decision } = match.decideAi();
        const dt = performance.now() - t0;
        if (seat === 'invader') times.push(dt);
        const p = openPrompts(match.state).find((x) => x.id === promptId)!;
        meter.before(match.state.g as unknown as DoomState, p, decision.optionIds);
        match.choose(seat, { promptId, optionIds: decision.optionIds }, 'ai', decision.reason);
        meter.after(match.state.g as unknown as DoomState);
      }
      if (match.state.result?.winners.includes('invader')) invaderWins += 1;
      tally = addTally(tally, meter.finish());
      if (process.env.DOOM_WHY) for (const w of meter.noTargetWhy) console.error(`seed ${seed + i}: ${w}`);
    } catch (err) {
      errors += 1;
      if (errors === 1) console.error(`${mission} seed ${seed + i}: ${String(err)}`);
    }
  }
  const sorted = Float64Array.from(times).sort();
  const ms = (p: number) => Math.round(percentile(sorted, p) * 10) / 10;
  return { mission, games, invaderWins, errors, tally, decisionMs: { p50: ms(0.5), p95: ms(0.95) } };
}

/** One mission's figures as a line of text: each share with its count, so a small base shows. */
function textLine(m: string, difficulty: string, marines: number, r: MissionRun): string {
  const f = invaderFigures(r.tally);
  const t = r.tally;
  const pc = (x: number | null) => (x === null ? '-' : `${x}%`);
  return `${m} (${difficulty}, ${marines} marine${marines === 1 ? '' : 's'}, ${r.games} games, invader won ${r.invaderWins}, errors ${r.errors}): `
    + `wasted defence ${pc(f.wastedDefencePct)} (${t.wastedDefensiveEvents}/${t.defensiveEvents}), `
    + `focus fire ${pc(f.focusFirePct)} (${t.focusedRounds}/${t.focusRounds}), `
    + `Argent with no target ${f.argentNoTarget} (of ${t.argentSpends} spends), `
    + `staggered left in reach ${pc(f.staggeredInReachPct)} (${t.staggeredInReach}/${t.staggeredEnds}), `
    + `exposed at a marine's turn ${f.exposedPer100MarineTurns ?? '-'} per 100 (${t.exposedAtMarineTurn}/${t.marineTurns}), `
    + `teleporter endings ${pc(f.teleporterEndPct)} (${t.teleporterEnds}/${t.activationEnds}), `
    + `summoning events with no portal near ${pc(f.summonFarPct)} (${t.summonEventsFar}/${t.summonEvents}), `
    + `staggered reachable at a marine's turn (figures counted) ${f.reachablePer100MarineTurns ?? '-'} per 100 (${t.reachableAtMarineTurn}), `
    + `Glory Kills ${f.gloryKillsPer100MarineTurns ?? '-'} per 100 (${t.gloryKills}), `
    + `activations ending on a chokepoint ${pc(f.chokeEndPct)} (${t.chokeEnds}), `
    + `marine turns with his chokepoint held ${pc(f.chokeHeldPct)} (${t.chokeHeldTurns}/${t.chokeTurns}), `
    + `events per round ${f.eventsPerRound ?? '-'} (${t.eventsPlayed} in ${t.rounds} rounds), `
    + `attack plays for the other side ${f.otherSideSpends}, `
    + `decision p50 ${r.decisionMs.p50} ms p95 ${r.decisionMs.p95} ms`;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      mission: { type: 'string', default: 'all' }, difficulty: { type: 'string', default: 'hard' },
      marines: { type: 'string', default: '2' }, games: { type: 'string', default: '200' }, seed: { type: 'string', default: '1' }, json: { type: 'boolean', default: false },
      without: { type: 'string', default: '' },
    },
  });
  for (const trait of values.without.split(',').filter(Boolean)) {
    if (!(trait in blockTraits)) throw new Error(`--without: no trait ${trait} (${Object.keys(blockTraits).join(', ')})`);
    blockTraits[trait as keyof typeof blockTraits] = false;
  }
  const missions = values.mission === 'all' ? OFFERED_MISSIONS.map((m) => m.id) : [values.mission!];
  const runs: MissionRun[] = [];
  for (const m of missions) {
    const r = runMission(m, values.difficulty!, Number(values.marines), Number(values.games), Number(values.seed));
    runs.push(r);
    if (!values.json) console.log(textLine(m, values.difficulty!, Number(values.marines), r));
  }
  if (values.json) console.log(JSON.stringify(runs.map((r) => ({ ...r, figures: invaderFigures(r.tally) }))));
}

main();
