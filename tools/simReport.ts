/** A simulation report as text for people; `--json` prints the report object itself. */
import type { SimReport } from './simulate';

function shares(counts: Record<string, number>, of: number): string {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  if (entries.length === 0) return 'none';
  return entries.map(([k, n]) => `${k} ${n} (${of > 0 ? ((100 * n) / of).toFixed(1) : '0.0'}%)`).join(', ');
}

export function formatSimReport(r: SimReport): string {
  const bots = Object.entries(r.bots).map(([seat, bot]) => `${seat}=${bot}`).join(', ');
  const lines = [
    `${r.game}: ${r.games} games, seeds ${r.seed}..${r.seed + r.games - 1}, options ${JSON.stringify(r.options)}, bots ${bots}`,
    `Outcomes:       ${shares(r.outcomes, r.games)}`,
    `Winning seats:  ${shares(r.winners, r.games)}`,
    `Winning sides:  ${shares(r.winnerSides, r.games)}`,
    `Mean rounds:    ${r.meanRounds}`,
    `Speed:          ${r.gamesPerSecond} games/s, ${r.decisionsPerSecond} decisions/s (${r.decisions} decisions in ${r.seconds} s; invariant checks ${r.invariantSeconds} s more, not counted)`,
    `AI decision:    p50 ${r.decisionMs.p50} ms, p95 ${r.decisionMs.p95} ms`,
  ];
  lines.push(`Invariants:     ${r.invariantViolationCount === 0 ? 'held in every game' : `broken in ${r.invariantViolationCount} game(s)`}`);
  for (const v of r.invariantViolations) lines.push(`  seed ${v.seed}, after choice ${v.choice}: ${v.message}`);
  lines.push(`Errors:         ${r.errorCount === 0 ? 'none' : `${r.errorCount} game(s)`}`);
  for (const e of r.errors) lines.push(`  seed ${e.seed}: ${e.message}`);
  const hidden = r.errorCount - r.errors.length + (r.invariantViolationCount - r.invariantViolations.length);
  if (hidden > 0) lines.push(`  (${hidden} more not listed)`);
  return lines.join('\n');
}
