/**
 * `npx tsx tools/riskStrength.ts --a cooperator-hard --b random --games 300`:
 * one-against-one strength of two Apocalypse (RISK variant) bots. Seats swap
 * every game (A plays Red in odd games, Blue in even ones), the scenario is
 * rolled, and the game is played for world domination so that one player can
 * win outright. Reports outright wins and "ahead at the end": the winner; or,
 * when the apocalypse wins, the player who was knocked out later (or not at
 * all), then the one owning more territories, then more armies.
 */
import { parseArgs } from 'node:util';
import { Match } from '../core/engine/match';
import { apocalypseRisk } from '../core/games/apocalypse-risk';
import { ownedBy, totalTroops } from '../core/games/apocalypse-risk/rules/board';
import type { RiskState } from '../core/games/apocalypse-risk/state';

const { values } = parseArgs({
  options: {
    a: { type: 'string', default: 'cooperator-hard' },
    b: { type: 'string', default: 'random' },
    games: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    scenario: { type: 'string', default: 'roll' },
    mode: { type: 'string', default: 'domination' },
  },
});
const games = Number(values.games);
const first = Number(values.seed);
let wins = 0, losses = 0, ahead = 0, prevented = 0;
const byOutcome: Record<string, number> = {};
const t0 = performance.now();
for (let i = 0; i < games; i++) {
  const seed = first + i;
  const aSeat = i % 2 === 0 ? 'p1' : 'p2';
  const bSeat = aSeat === 'p1' ? 'p2' : 'p1';
  const options = { players: 2, scenario: values.scenario, endMode: values.mode, selection: 'deal', roundLimit: 40 };
  const controllers = { [aSeat]: { type: 'ai' as const, bot: values.a! }, [bSeat]: { type: 'ai' as const, bot: values.b! } };
  const m = Match.start(apocalypseRisk, { gameId: apocalypseRisk.id, options: options as never, controllers, seed }, { keepEvents: false, inPlace: true });
  const outAt: Record<string, number> = {};
  for (let k = 0; k < 100_000 && !m.state.result; k++) {
    m.playAi();
    for (const p of (m.state.g as unknown as RiskState).players) if (p.eliminated && outAt[p.seat] === undefined) outAt[p.seat] = k;
  }
  if (!m.state.result) {
    const last = m.choices.slice(-12).map((c) => `${c.seat}:${c.optionIds.join('+')}`).join(' ');
    throw new Error(`Seed ${seed} (${aSeat} ${values.a}) did not end: round ${(m.state.g as unknown as RiskState).round}, prompt ${m.state.prompt?.kind} "${m.state.prompt?.text}"; last choices: ${last}`);
  }
  const r = m.state.result;
  const g = m.state.g as unknown as RiskState;
  byOutcome[r.outcome] = (byOutcome[r.outcome] ?? 0) + 1;
  if (g.prevented !== null) prevented++;
  const aWon = r.winners.includes(aSeat) && !r.winners.includes(bSeat);
  const bWon = r.winners.includes(bSeat) && !r.winners.includes(aSeat);
  if (aWon) wins++;
  if (bWon) losses++;
  // Knocked out later beats knocked out sooner; standing at the end beats both.
  const score = (s: string) => (outAt[s] ?? 1e6) * 1e6 + ownedBy(g, s).length * 1000 + totalTroops(g, s);
  if (aWon || (!bWon && score(aSeat) > score(bSeat))) ahead++; else console.log(seed, g.round, r.outcome, "A", outAt[aSeat], ownedBy(g,aSeat).length, totalTroops(g,aSeat), "B", outAt[bSeat], ownedBy(g,bSeat).length, totalTroops(g,bSeat));
}
const pct = (n: number) => `${((100 * n) / games).toFixed(1)}%`;
console.log(JSON.stringify({
  a: values.a, b: values.b, games, scenario: values.scenario, mode: values.mode,
  aWins: wins, bWins: losses, aWinRate: pct(wins), aAheadRate: pct(ahead), prevented: pct(prevented), outcomes: byOutcome,
  seconds: Math.round((performance.now() - t0) / 100) / 10,
}));
