/**
 * `npx tsx tools/paBotTiming.ts [heroes] [games] [bot]`: Planet Apocalypse
 * decision times of one bot measured as CPU time of this process (not wall
 * time), so that a busy shared machine does not inflate them as it does the
 * sim's wall-clock figures. Prints median, p95 and max in milliseconds.
 */
import { Match } from '../core/engine/match';
import { planetApocalypse as M } from '../core/games/planet-apocalypse';

const heroes = Number(process.argv[2] ?? 2);
const games = Number(process.argv[3] ?? 2);
const bot = process.argv[4] ?? 'lookahead';
const times: number[] = [];
for (let seed = 1; seed <= games; seed++) {
  const controllers = Object.fromEntries(Array.from({ length: heroes }, (_, i) => [`h${i + 1}`, { type: 'ai' as const, bot }]));
  const m = Match.start(M, { gameId: M.id, options: { heroes }, controllers, seed }, { keepEvents: false, inPlace: true });
  while (!m.state.result) {
    const t0 = process.cpuUsage();
    const { seat, promptId, decision } = m.decideAi();
    const dt = process.cpuUsage(t0);
    times.push((dt.user + dt.system) / 1000);
    m.choose(seat, { promptId, optionIds: decision.optionIds }, 'ai', decision.reason);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(`${bot}, ${heroes} heroes, ${games} games, ${times.length} decisions: CPU ms per decision median ${at(0.5)}, p95 ${at(0.95)}, max ${at(1)}`);
